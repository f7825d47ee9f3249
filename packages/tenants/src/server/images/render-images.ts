// Renders planned pictures with sharp, skipping those whose SVG has not changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { imageSvg, type PlannedImage } from './plan-images';

export { GENERATED_IMAGES_DIR } from '../paths';

export const MANIFEST_FILE = '.manifest.json';

// Part of every hash: changing how a format is encoded re-renders everything of that format.
const ENCODINGS = {
  jpeg: 'jpeg q80 progressive',
  png: 'png level 9',
  svg: 'svg',
} as const;
type Format = keyof typeof ENCODINGS;

interface Manifest {
  version: 1;
  images: Record<string, string>;
}

export interface RenderOptions {
  /** Pictures rendered at once; defaults to the machine's cores. */
  concurrency?: number;
}

export interface RenderResult {
  total: number;
  rendered: number;
  upToDate: number;
  /** Files an earlier build wrote that the plan no longer has. */
  removed: number;
}

function formatOf(path: string): Format {
  const ext = extname(path).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') return 'jpeg';
  if (ext === '.png') return 'png';
  if (ext === '.svg') return 'svg';
  throw new Error(`cannot render ${path}: only .jpg, .png and .svg pictures are made`);
}

/** '/images/logos/x.png' -> 'logos/x.png', refusing anything that would land outside outDir. */
function relativeTarget(path: string, outDir: string): string {
  if (!path.startsWith('/images/')) throw new Error(`picture path ${path} is not under /images/`);
  const full = resolve(outDir, path.slice('/images/'.length));
  const rel = relative(outDir, full);
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep) || resolve(outDir, rel) !== full) {
    throw new Error(`picture path ${path} leaves the output folder`);
  }
  return rel.split(sep).join('/');
}

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await readFile(resolve(outDir, MANIFEST_FILE), 'utf8')) as Partial<Manifest>;
    if (parsed.version === 1 && parsed.images && typeof parsed.images === 'object') return { version: 1, images: parsed.images };
  } catch {
    // No manifest yet, or a damaged one: everything renders afresh.
  }
  return { version: 1, images: {} };
}

async function encode(svg: string, format: Format, width: number | undefined): Promise<Buffer> {
  if (format === 'svg') return Buffer.from(svg, 'utf8');
  const drawn = sharp(Buffer.from(svg, 'utf8'));
  const image = width === undefined ? drawn : drawn.resize({ width });
  if (format === 'jpeg') return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }).toBuffer();
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * One planned picture drawn as the build draws it (same artwork, size and encoding), for the server
 * to draw a picture the build did not know: an item or logo added in the console.
 */
export function renderPlannedImage(image: PlannedImage): Promise<Buffer> {
  return encode(imageSvg(image), formatOf(image.path), image.kind === 'item' ? image.width : undefined);
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  // A build killed mid-write must not leave a truncated picture that the manifest calls current.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Renders each planned picture into outDir (its path minus '/images/'), re-rendering only changed ones. */
export async function renderImages(
  plan: readonly PlannedImage[],
  outDir: string,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const root = resolve(outDir);
  await mkdir(root, { recursive: true });
  const previous = await readManifest(root);
  const next: Manifest = { version: 1, images: {} };

  const jobs: { rel: string; svg: string; format: Format; width: number | undefined; hash: string }[] = [];
  let upToDate = 0;
  for (const image of plan) {
    const rel = relativeTarget(image.path, root);
    if (rel in next.images) throw new Error(`two planned pictures write ${image.path}`);
    const format = formatOf(rel);
    const svg = imageSvg(image);
    const width = image.kind === 'item' ? image.width : undefined;
    const encoding = width === undefined ? ENCODINGS[format] : `${ENCODINGS[format]} width ${width}`;
    const hash = createHash('sha256').update(`${encoding}\n${svg}`).digest('hex').slice(0, 32);
    if (previous.images[rel] === hash && existsSync(resolve(root, rel))) {
      next.images[rel] = hash;
      upToDate += 1;
    } else jobs.push({ rel, svg, format, width, hash });
  }

  const concurrency = Math.max(1, Math.floor(options.concurrency ?? availableParallelism()));
  const failures: Error[] = [];
  let cursor = 0;
  const worker = async (): Promise<void> => {
    for (let job = jobs[cursor++]; job; job = jobs[cursor++]) {
      try {
        const file = resolve(root, job.rel);
        await mkdir(dirname(file), { recursive: true });
        await writeAtomically(file, await encode(job.svg, job.format, job.width));
        next.images[job.rel] = job.hash;
      } catch (error) {
        failures.push(new Error(`${job.rel}: ${error instanceof Error ? error.message : String(error)}`));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(jobs.length, 1)) }, worker));

  let removed = 0;
  const planned = new Set(jobs.map((job) => job.rel));
  for (const rel of Object.keys(previous.images)) {
    // A picture that failed to re-render keeps its old file rather than vanishing.
    if (rel in next.images || planned.has(rel)) continue;
    try {
      relativeTarget(`/images/${rel}`, root);
      await unlink(resolve(root, rel));
      removed += 1;
    } catch {
      // Already gone, or a manifest entry we would not trust to delete: leave it.
    }
  }

  // Written even after failures, so the pictures that did render are not redone next time.
  await writeAtomically(resolve(root, MANIFEST_FILE), Buffer.from(`${JSON.stringify(next, null, 1)}\n`));
  if (failures.length > 0)
    throw new AggregateError(
      failures,
      `${failures.length} picture(s) failed to render:\n${failures.map((f) => `  ${f.message}`).join('\n')}`,
    );
  return { total: plan.length, rendered: jobs.length, upToDate, removed };
}
