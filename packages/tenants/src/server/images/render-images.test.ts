import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlannedImage } from './plan-images';
import { GENERATED_IMAGES_DIR, renderImages } from './render-images';

const dir = mkdtempSync(join(tmpdir(), 'render-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const plan: PlannedImage[] = [
  {
    path: '/images/T1_navy.jpg',
    kind: 'item',
    code: 'T1',
    colour: 'Navy',
    type: 'tshirts',
    fills: ['#1f2a44'],
    finish: 'plain',
    variant: 'Tee',
  },
  {
    path: '/images/H1_black_white.jpg',
    kind: 'item',
    code: 'H1',
    colour: 'Black White',
    type: 'hat',
    fills: ['#1d1d1f', '#fafafa'],
    finish: 'plain',
    variant: 'Cap',
  },
  {
    path: '/images/thumbs/T1_navy.jpg',
    kind: 'item',
    code: 'T1',
    colour: 'Navy',
    type: 'tshirts',
    fills: ['#1f2a44'],
    finish: 'plain',
    variant: 'Tee',
    width: 360,
  },
  { path: '/images/logos/harbor_point.png', kind: 'logo', name: 'Harbor Point' },
  { path: '/images/groups/harbor.svg', kind: 'group-logo', title: 'Harbor Point Motors' },
];

describe('renderImages', () => {
  it('writes valid JPEG and PNG files at their sizes', async () => {
    const result = await renderImages(plan, dir, { concurrency: 2 });
    expect(result).toEqual({ total: 5, rendered: 5, upToDate: 0, removed: 0 });
    const jpeg = readFileSync(join(dir, 'T1_navy.jpg'));
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    const thumbnail = readFileSync(join(dir, 'thumbs/T1_navy.jpg'));
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 360 });
    expect(thumbnail.length).toBeLessThan(jpeg.length);
    const png = readFileSync(join(dir, 'logos/harbor_point.png'));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 160, height: 160, hasAlpha: true });
    expect(readFileSync(join(dir, 'groups/harbor.svg'), 'utf8')).toMatch(/^<svg /);
  });
  it('renders nothing on a second run', async () => {
    const before = statSync(join(dir, 'T1_navy.jpg')).mtimeMs;
    expect(await renderImages(plan, dir, { concurrency: 2 })).toEqual({ total: 5, rendered: 0, upToDate: 5, removed: 0 });
    expect(statSync(join(dir, 'T1_navy.jpg')).mtimeMs).toBe(before);
  });
  it('re-renders a picture whose svg changed, and one whose file was deleted', async () => {
    const changed = plan.map((image) =>
      image.kind === 'item' && image.code === 'T1' ? { ...image, fills: ['#c8202f'] as [string] } : image,
    );
    rmSync(join(dir, 'logos/harbor_point.png'));
    expect(await renderImages(changed, dir, { concurrency: 2 })).toEqual({ total: 5, rendered: 3, upToDate: 2, removed: 0 });
    const { dominant } = await sharp(join(dir, 'T1_navy.jpg')).extract({ left: 280, top: 300, width: 40, height: 40 }).stats();
    expect(dominant.r).toBeGreaterThan(150);
  });
  it('removes pictures an earlier run wrote that the plan dropped', async () => {
    expect(await renderImages(plan.slice(0, 4), dir)).toMatchObject({ rendered: 2, upToDate: 2, removed: 1 });
    expect(() => statSync(join(dir, 'groups/harbor.svg'))).toThrow();
  });
  it('refuses a path that would leave the output folder', async () => {
    await expect(renderImages([{ path: '/images/../escape.png', kind: 'logo', name: 'x' }], dir)).rejects.toThrow(
      /leaves the output folder/,
    );
  });
  it('writes into the git-ignored generated folder by default', () => {
    expect(GENERATED_IMAGES_DIR.replace(/\\/g, '/')).toMatch(/packages\/tenants\/generated\/images$/);
  });
});
