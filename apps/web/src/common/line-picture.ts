import { hasMadePicture, itemPicturePaths, madeImagePath, type MadeImageChoice, type StorefrontAnswer } from '@portal/domain';

/** The width a line's drawn picture is asked at: its thumbnail, sharp up to 96 px at a pixel ratio of about 1.7. */
const LINE_PICTURE_WIDTH = 160;

/**
 * The picture of a cart or order line. Where the group shows each line as it will be made
 * (show_modification_thumbnail), a line with a logo is drawn by the server with its logos at their
 * placements, falling back to the item's own picture; otherwise the item's picture in its colour.
 */
export function linePicture(
  storefront: Pick<StorefrontAnswer, 'key' | 'show_modification_thumbnail' | 'catalogue'>,
  line: MadeImageChoice,
): { src: string; fallbackSrc?: string; made: boolean } {
  // The item's uploaded photo in the line's colour, when the live catalogue has one.
  const item = storefront.catalogue.find((each) => each.code === line.code) ?? { code: line.code };
  const plain = itemPicturePaths(item, line.color).full;
  if (!storefront.show_modification_thumbnail || !hasMadePicture(line)) return { src: plain, made: false };
  return { src: madeImagePath(storefront.key, line, LINE_PICTURE_WIDTH), fallbackSrc: plain, made: true };
}
