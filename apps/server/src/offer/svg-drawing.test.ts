import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { drawSvgAsPng, TOO_SLOW_TO_DRAW } from './svg-drawing';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#0b3d91"/></svg>';
// A thousand heavily blurred copies of a large shape: seconds of librsvg's time from a few hundred bytes.
const SLOW = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><defs><filter id="f"><feGaussianBlur stdDeviation="80"/></filter><rect id="r" width="600" height="300" filter="url(#f)"/>${[
  1, 2, 3,
]
  .map((level) => `<g id="l${level}">${`<use href="#${level === 1 ? 'r' : `l${level - 1}`}"/>`.repeat(10)}</g>`)
  .join('')}</defs><use href="#l3"/></svg>`;

describe('drawing an uploaded SVG in a process of its own', () => {
  it('answers the PNG of a drawing', async () => {
    const png = await drawSvgAsPng(LOGO, 40_000_000);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 100]);
  });

  it('stops a drawing that overruns its time and refuses the SVG in words, then draws the next', async () => {
    const started = Date.now();
    const error = await drawSvgAsPng(SLOW, 40_000_000, 300).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).message]).toEqual([422, TOO_SLOW_TO_DRAW]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await sharp(await drawSvgAsPng(LOGO, 40_000_000)).metadata()).format).toBe('png');
  });
});
