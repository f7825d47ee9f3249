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

/**
 * An uploaded picture's id: the first 32 hex digits of the SHA-256 of the bytes the server keeps
 * (after cleaning and resizing), so one picture uploaded twice is one picture.
 */
export const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}$/;

/** An uploaded logo, always served as the PNG the server made of it: /images/uploads/logos/{id}.png. */
export function uploadedLogoPath(id: string): string {
  return `/images/uploads/logos/${id}.png`;
}

/** An uploaded photo of an item in one colour, 600 px square: /images/uploads/photos/{id}.jpg. */
export function uploadedPhotoPath(id: string): string {
  return `/images/uploads/photos/${id}.jpg`;
}

/** The tiles' smaller copy of an uploaded photo (ITEM_THUMBNAIL_WIDTH wide). */
export function uploadedPhotoThumbnailPath(id: string): string {
  return `/images/uploads/photos/thumbs/${id}.jpg`;
}

/** A logo's picture: its uploaded file when the group has one, else the one drawn from its name. */
export function logoPicturePath(logoFiles: Readonly<Record<string, string>> | undefined, logoName: string): string {
  const id = logoFiles?.[logoName];
  return id ? uploadedLogoPath(id) : logoImagePath(logoName);
}

/** An item's picture in a colour and its smaller copy: the uploaded photo when there is one, else the drawn ones. */
export function itemPicturePaths(
  item: { code: string; photos?: Readonly<Record<string, string>> },
  colour: string,
): { full: string; thumbnail: string } {
  const id = item.photos?.[colour];
  return id
    ? { full: uploadedPhotoPath(id), thumbnail: uploadedPhotoThumbnailPath(id) }
    : { full: itemImagePath(item.code, colour), thumbnail: itemThumbnailPath(item.code, colour) };
}
