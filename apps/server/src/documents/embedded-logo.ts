import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A logo decoded and compressed once, in the form a PDF image takes: its colour and its alpha as
 * two Flate streams, copied as they are into every document that draws it. Handed its PNG, pdfkit
 * would decode the pixels, split the alpha and compress both again in every document: two thirds
 * of an invoice's time (bench/invoice-pdf.ts).
 */
export interface EmbeddedLogo {
  width: number;
  height: number;
  /** RGB, 8 bits a sample, Flate-compressed. */
  colour: Buffer;
  /** The alpha as a grey image, Flate-compressed; null when the logo is opaque. */
  alpha: Buffer | null;
}

const prepared = new WeakMap<Buffer, Promise<EmbeddedLogo | null>>();

/**
 * The embeddable form of a PNG or JPEG, made once for each buffer (documentArtSource hands the
 * same buffer to every document). Null for bytes that do not decode: a damaged logo draws nothing,
 * where pdfkit's own PNG decoder would throw from a zlib callback and end the process.
 */
export function embeddedLogo(bytes: Buffer | null): Promise<EmbeddedLogo | null> {
  if (!bytes) return Promise.resolve(null);
  let found = prepared.get(bytes);
  if (!found) {
    found = decode(bytes).catch(() => null);
    prepared.set(bytes, found);
  }
  return found;
}

async function decode(bytes: Buffer): Promise<EmbeddedLogo> {
  const { data, info } = await sharp(bytes).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const rgb = Buffer.alloc(pixels * 3);
  const alpha = Buffer.alloc(pixels);
  let opaque = true;
  for (let i = 0; i < pixels; i += 1) {
    rgb[i * 3] = data[i * 4]!;
    rgb[i * 3 + 1] = data[i * 4 + 1]!;
    rgb[i * 3 + 2] = data[i * 4 + 2]!;
    alpha[i] = data[i * 4 + 3]!;
    if (alpha[i] !== 255) opaque = false;
  }
  // Compressed once, so the slowest level costs nothing per document and shrinks every one.
  return {
    width: info.width,
    height: info.height,
    colour: deflateSync(rgb, { level: 9 }),
    alpha: opaque ? null : deflateSync(alpha, { level: 9 }),
  };
}

/** What pdfkit's image() takes besides a file: an object with its size that embeds itself. */
interface PdfkitImage {
  label: string;
  width: number;
  height: number;
  obj: PDFKit.PDFKitReference | null;
  embed(doc: PDFKit.PDFDocument): void;
}

/**
 * The logo as an image of one document, named `label` in its pages' resources. pdfkit's image()
 * draws any object with a width and height that embeds itself (its own PNG and JPEG classes are
 * such objects); a stream that names its Filter is written as it is, not compressed again.
 */
export function logoImage(logo: EmbeddedLogo, label: string): PDFKit.Mixins.ImageSrc {
  const image: PdfkitImage = {
    label,
    width: logo.width,
    height: logo.height,
    obj: null,
    embed(doc) {
      const size = { Width: logo.width, Height: logo.height, BitsPerComponent: 8, Filter: 'FlateDecode' };
      const obj = doc.ref({ Type: 'XObject', Subtype: 'Image', ColorSpace: 'DeviceRGB', ...size });
      if (logo.alpha) {
        const mask = doc.ref({ Type: 'XObject', Subtype: 'Image', ColorSpace: 'DeviceGray', Decode: [0, 1], ...size });
        mask.end(logo.alpha);
        (obj.data as Record<string, unknown>).SMask = mask;
      }
      obj.end(logo.colour);
      image.obj = obj;
    },
  };
  return image as unknown as PDFKit.Mixins.ImageSrc;
}
