/** 'Navy Heather' -> 'navy_heather': lower case, each space an underscore. */
function fileWord(name: string): string {
  return name.toLowerCase().replace(/ /g, '_');
}

/** The picture of an item in one colour: /images/{code}_{colour}.jpg (docs/product.md#pictures). */
export function itemImagePath(code: string, colour: string): string {
  return `/images/${code}_${fileWord(colour)}.jpg`;
}

/** Item pictures are square, this many pixels wide. */
export const ITEM_IMAGE_WIDTH = 600;
/**
 * The width of the smaller copy of each item picture that the tiles of the store home and the
 * catalogs use: enough for a two-column phone at a pixel ratio up to about 2, and for a desktop's
 * four columns (about 280 px); sharper screens take the full picture.
 */
export const ITEM_THUMBNAIL_WIDTH = 360;

/** The smaller copy of an item picture: /images/thumbs/{code}_{colour}.jpg. */
export function itemThumbnailPath(code: string, colour: string): string {
  return `/images/thumbs/${code}_${fileWord(colour)}.jpg`;
}

/** The thumbnail of an embroidery logo: /images/logos/{logo name}.png. */
export function logoImagePath(logoName: string): string {
  return `/images/logos/${fileWord(logoName)}.png`;
}

/** A group's own logo file, as named by company_logo. */
export function groupLogoPath(fileName: string): string {
  return `/images/groups/${fileName}`;
}

/** Provider-wide pictures (the shared logo, the landing header). */
export function providerImagePath(fileName: string): string {
  return `/images/provider/${fileName}`;
}

/** Shown where a picture is missing, so no page shows a broken image. */
export const PLACEHOLDER_IMAGE_PATH = '/images/placeholder.jpg';

/** The placeholder for a missing logo thumbnail (PNG, like the thumbnails). */
export const PLACEHOLDER_LOGO_PATH = '/images/logos/placeholder.png';
