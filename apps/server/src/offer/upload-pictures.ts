import sharp, { type Sharp } from 'sharp';
import {
  ITEM_THUMBNAIL_WIDTH,
  TOO_LARGE,
  UPLOAD_LIMITS,
  uploadedLogoPath,
  uploadedPhotoPath,
  type OfferUploadAnswer,
  type OfferUploadKind,
} from '@portal/domain';
import { AppError } from '../errors/app-error';
import type { PictureBytes, UploadedPictures } from './uploaded-pictures';
import { cleanSvg, NOT_AN_SVG } from './svg-cleaning';
import { drawSvgAsPng } from './svg-drawing';

/** Pixels a picture may have before it is drawn: a small file that opens as a huge picture is refused, not decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** A logo's PNG fits within this box, its proportions kept. */
export const LOGO_BOX = { width: 600, height: 300 } as const;
/** A photo is made this square, the picture whole inside it on white. */
export const PHOTO_SIZE = 600;

export const NOT_A_PHOTO = 'This file is not a JPEG, PNG or WebP picture.';
const TOO_MANY_PIXELS = (width: number, height: number) =>
  `This picture is ${width} × ${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are taken.`;
const UNREADABLE = 'This picture cannot be read: the file is damaged or cut short.';

type RasterFormat = 'jpeg' | 'png' | 'webp';

/** The format the file's first bytes say, whatever its name or claimed type. */
function rasterFormatOf(bytes: Buffer): RasterFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** A raster picture opened for drawing once its header says it is what its first bytes say, and not too many pixels. */
async function openRaster(bytes: Buffer, expected: RasterFormat, notIt: string): Promise<Sharp> {
  // The header alone, read without the limit so that a picture too large is named as such.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== expected || !metadata.width || !metadata.height)
    throw new AppError('UNPROCESSABLE', notIt);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS)
    throw new AppError('UNPROCESSABLE', TOO_MANY_PIXELS(metadata.width, metadata.height));
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/** sharp's own refusal of a damaged picture is the uploader's mistake (422), not the server's. */
async function drawn<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNPROCESSABLE', UNREADABLE);
  }
}

async function sized(bytes: Buffer, mediaType: string, variant: PictureBytes['variant']): Promise<PictureBytes> {
  const { width, height } = await sharp(bytes).metadata();
  return { variant, mediaType, bytes, width: width ?? 0, height: height ?? 0 };
}

/** A photo: flattened on white, whole inside a 600 px square (EXIF turned, then dropped), and the tiles' copy. */
async function photoVariants(bytes: Buffer): Promise<PictureBytes[]> {
  const format = rasterFormatOf(bytes);
  if (!format) throw new AppError('UNPROCESSABLE', NOT_A_PHOTO);
  const image = await openRaster(bytes, format, NOT_A_PHOTO);
  const full = await drawn(
    image
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  const thumb = await sharp(full).resize({ width: ITEM_THUMBNAIL_WIDTH }).jpeg({ quality: 82 }).toBuffer();
  return [await sized(full, 'image/jpeg', 'full'), await sized(thumb, 'image/jpeg', 'thumb')];
}

/** A logo: a PNG re-encoded (its metadata dropped), or an SVG cleaned and drawn as a PNG; within LOGO_BOX, transparent. */
async function logoVariant(bytes: Buffer): Promise<{ variant: PictureBytes; removed: string[] }> {
  const format = rasterFormatOf(bytes);
  if (format === 'png') {
    const image = await openRaster(bytes, 'png', NOT_AN_SVG);
    const png = await drawn(
      image
        .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    return { variant: await sized(png, 'image/png', 'full'), removed: [] };
  }
  if (format)
    throw new AppError('UNPROCESSABLE', `A logo is an SVG drawing or a PNG picture; this file is a ${format.toUpperCase()}.`);
  const cleaned = await cleanSvg(bytes, LOGO_BOX);
  const png = await drawSvgAsPng(cleaned.svg, MAX_INPUT_PIXELS);
  return { variant: await sized(png, 'image/png', 'full'), removed: cleaned.removed };
}

/**
 * Checks an uploaded file by its content, makes what the server keeps of it, and keeps it
 * (written once, by the hash of its bytes). Answers where it is served and what cleaning removed.
 */
export async function uploadPicture(
  pictures: UploadedPictures,
  kind: OfferUploadKind,
  bytes: Buffer,
  uploadedBy: string,
): Promise<OfferUploadAnswer> {
  if (bytes.length > UPLOAD_LIMITS[kind]) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE(kind));
  if (bytes.length === 0) throw new AppError('UNPROCESSABLE', 'The file is empty.');
  const { variants, removed } =
    kind === 'photo'
      ? { variants: await photoVariants(bytes), removed: [] }
      : await logoVariant(bytes).then(({ variant, removed }) => ({ variants: [variant], removed }));
  const id = await pictures.save(kind, variants, uploadedBy);
  const full = variants[0]!;
  return {
    id,
    kind,
    path: kind === 'photo' ? uploadedPhotoPath(id) : uploadedLogoPath(id),
    width: full.width,
    height: full.height,
    removed,
  };
}
