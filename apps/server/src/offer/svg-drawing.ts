import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { AppError } from '../errors/app-error';

/** How long an uploaded SVG may take to draw: a logo takes tens of milliseconds. */
export const SVG_DRAWING_MS = 5_000;
/** Uploaded SVGs drawn at once by this instance; one more is refused at once. */
const AT_ONCE = 2;

export const TOO_SLOW_TO_DRAW = `This SVG takes more than ${SVG_DRAWING_MS / 1000} s to draw (shapes repeated or blurred too many times): simplify it, or upload it as a PNG.`;
export const DRAWING_BUSY = 'Logos are being drawn for others at this moment. Please try again in a moment.';

// The drawing runs in a process of its own, killed when it overruns: librsvg cannot be stopped once
// it has started, and a small SVG of nested <use> and blurs can keep a core busy for minutes.
const sharpPath = createRequire(import.meta.url).resolve('sharp');
const DRAW = `
const sharp = require(process.argv[1]);
const parts = [];
process.stdin.on('data', (part) => parts.push(part));
process.stdin.on('end', () => {
  sharp(Buffer.concat(parts), { limitInputPixels: Number(process.argv[2]), failOn: 'error' })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .then((png) => process.stdout.write(png, () => process.exit(0)))
    .catch(() => process.exit(3));
});`;

let drawing = 0;

/**
 * The PNG of a cleaned SVG, drawn within SVG_DRAWING_MS by a process of its own; 422 when it
 * overruns or cannot be drawn, 503 when AT_ONCE drawings are already running.
 */
export async function drawSvgAsPng(svg: string, maxPixels: number, timeoutMs = SVG_DRAWING_MS): Promise<Buffer> {
  if (drawing >= AT_ONCE) throw new AppError('UNAVAILABLE', DRAWING_BUSY, { retryAfterSeconds: 5 });
  drawing += 1;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', DRAW, sharpPath, String(maxPixels)], { stdio: ['pipe', 'pipe', 'ignore'] });
      const out: Buffer[] = [];
      let overran = false;
      const timer = setTimeout(() => {
        overran = true;
        child.kill('SIGKILL');
      }, timeoutMs);
      child.stdout.on('data', (part: Buffer) => out.push(part));
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (overran) reject(new AppError('UNPROCESSABLE', TOO_SLOW_TO_DRAW));
        else if (code !== 0) reject(new AppError('UNPROCESSABLE', 'This SVG cannot be drawn: the drawing is damaged.'));
        else resolve(Buffer.concat(out));
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(svg);
    });
  } finally {
    drawing -= 1;
  }
}
