// Draws a made picture (an item with its logos) on request, straight at the size asked for.
import { ARTWORK_SIZE } from '@portal/domain';
import sharp from 'sharp';

/**
 * The JPEG of a 600-unit artwork SVG at `width` pixels. The SVG is rasterised at that size (its
 * density scaled) rather than drawn at 600 and shrunk: a 160 px thumbnail costs a fraction of the work.
 */
export async function renderJpeg(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8'), { density: (72 * width) / ARTWORK_SIZE })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer();
}
