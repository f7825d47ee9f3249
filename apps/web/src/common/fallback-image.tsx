import type { ImgHTMLAttributes } from 'react';
import { ITEM_IMAGE_WIDTH, ITEM_THUMBNAIL_WIDTH, itemPicturePaths, PLACEHOLDER_IMAGE_PATH } from '@portal/domain';

/**
 * An <img> that swaps to the neutral placeholder when its picture cannot load, or first to
 * `fallbackSrc` when given (a drawn picture falls back to the item's own).
 */
export function FallbackImage({
  fallbackSrc,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; fallbackSrc?: string }) {
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      onError={(event) => {
        const img = event.currentTarget;
        if (img.src.endsWith(PLACEHOLDER_IMAGE_PATH)) return;
        // A srcset would keep choosing the missing picture over src.
        img.removeAttribute('srcset');
        img.src = fallbackSrc && !img.src.endsWith(fallbackSrc) ? fallbackSrc : PLACEHOLDER_IMAGE_PATH;
      }}
    />
  );
}

/**
 * How wide a tile of the store home and catalog grids is drawn (app/shell.css): four columns of
 * the 1200 px container, then four, three and two columns of the window.
 */
const TILE_SIZES =
  '(min-width: 1200px) 276px, (min-width: 900px) calc((100vw - 96px) / 4), (min-width: 600px) calc((100vw - 80px) / 3), calc((100vw - 44px) / 2)';

/**
 * A tile's item picture (its uploaded photo in the colour, or the drawn one): the browser takes the
 * thumbnail unless the screen is sharp enough to need more.
 */
export function tilePicture(
  item: { code: string; photos?: Readonly<Record<string, string>> },
  colour: string,
): Pick<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  const { full, thumbnail } = itemPicturePaths(item, colour);
  return {
    src: full,
    srcSet: `${thumbnail} ${ITEM_THUMBNAIL_WIDTH}w, ${full} ${ITEM_IMAGE_WIDTH}w`,
    sizes: TILE_SIZES,
  };
}
