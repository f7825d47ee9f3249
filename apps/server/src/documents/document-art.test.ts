import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentArtSource } from './document-art';

let imagesDir: string;
let png: Buffer;

beforeAll(async () => {
  imagesDir = await mkdtemp(join(tmpdir(), 'document-art-'));
  png = await sharp({ create: { width: 24, height: 8, channels: 4, background: '#1e3a5f' } })
    .png()
    .toBuffer();
  await mkdir(join(imagesDir, 'provider'));
  await mkdir(join(imagesDir, 'groups'));
  await writeFile(join(imagesDir, 'provider', 'crestline.png'), png);
  await writeFile(join(imagesDir, 'groups', 'harbor.png'), png);
  await writeFile(join(imagesDir, 'groups', 'not-a-picture.png'), 'just text');
  await writeFile(join(imagesDir, 'secret.png'), png);
});
afterAll(() => rm(imagesDir, { recursive: true, force: true }));

describe('documentArtSource', () => {
  it("reads the provider's logo and the group's company logo from the pictures' folder", async () => {
    const art = await documentArtSource(imagesDir, 'crestline.png').artFor('harbor.png');

    expect(art.providerLogo?.equals(png)).toBe(true);
    expect(art.groupLogo?.equals(png)).toBe(true);
  });

  it('reads each logo once and hands the same bytes to every document after', async () => {
    const source = documentArtSource(imagesDir, 'crestline.png');
    const first = await source.artFor('harbor.png');
    await rm(join(imagesDir, 'groups', 'harbor.png'));
    const second = await source.artFor('harbor.png');
    await writeFile(join(imagesDir, 'groups', 'harbor.png'), png);

    expect(second.groupLogo).toBe(first.groupLogo);
    expect(second.providerLogo).toBe(first.providerLogo);
  });

  it('draws no logo, and does not fail, for a missing file, a file that is no picture, or no logo at all', async () => {
    const source = documentArtSource(imagesDir, 'missing.png');

    expect(await source.artFor('not-a-picture.png')).toEqual({ providerLogo: null, groupLogo: null });
    expect(await source.artFor('nowhere.png')).toEqual({ providerLogo: null, groupLogo: null });
    expect(await source.artFor(null)).toEqual({ providerLogo: null, groupLogo: null });
  });

  it('reads nothing outside the pictures folder, whatever name a snapshot holds', async () => {
    const source = documentArtSource(join(imagesDir, 'groups'), 'crestline.png');

    expect((await source.artFor('../../secret.png')).groupLogo).toBeNull();
    expect((await source.artFor('../../../../etc/passwd')).groupLogo).toBeNull();
  });
});
