import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  itemImagePath,
  madeImagePath,
  uploadedPhotoThumbnailPath,
  type OfferItem,
  type OfferLogosAnswer,
  type OfferUploadAnswer,
} from '@portal/domain';
import { NOT_A_PHOTO } from '../src/offer/upload-pictures';
import { NOT_AN_SVG, NOTHING_LEFT } from '../src/offer/svg-cleaning';
import { VIEWERS_READ_THE_OFFER } from '../src/offer/routes/offer-staff';
import type { LiveOffer } from '../src/offer/live-offer';
import { loggedInStaff } from '../test-support/console';
import { createOfferTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const EVIL_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" onload="alert(1)">
  <script>alert('boo')</script>
  <style>@import url(https://evil.example/look.css); .mark { fill: #1f3a5f }</style>
  <rect class="mark" width="200" height="100" rx="12"/>
  <circle cx="100" cy="50" r="30" fill="#ffffff" style="stroke: url(https://evil.example/paint#p)"/>
  <image xlink:href="https://evil.example/x.png" width="10" height="10"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
</svg>`;

/** A PNG whose header says 10,000 × 10,000 pixels, in a few bytes: it must be refused, not decoded. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What the build drew of the pictures BUILT names. */
const BUILT_PICTURE = 'drawn by the build';
const BUILT = [itemImagePath('HP-M01', 'Navy'), itemImagePath('1240', 'Navy')];

/** The placeholders the build would have drawn, and BUILT: every other item picture is missing. */
function placeholderFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'catalogue-pictures-'));
  mkdirSync(join(root, 'logos'));
  writeFileSync(join(root, 'placeholder.jpg'), 'placeholder');
  writeFileSync(join(root, 'logos/placeholder.png'), 'placeholder');
  for (const path of BUILT) writeFileSync(join(root, path.slice('/images/'.length)), BUILT_PICTURE);
  return root;
}

describe.each(DATABASE_KINDS)('uploaded logos and photos, and pictures drawn for the live offer (%s)', (kind) => {
  const images = placeholderFolder();
  let t: TestApp & { offer: LiveOffer };
  let cookies: Record<'admin' | 'rep' | 'otherRep' | 'viewer', string>;
  let photoPng: Buffer;
  const upload = (cookie: string, uploadKind: string, body: Buffer | string, type: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/offer/uploads/${uploadKind}`,
      payload: body,
      headers: { cookie, 'content-type': type },
    });
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const readLogos = async (group: string) =>
    (await call(cookies.admin, 'GET', `/api/console/offer/${group}/logos`)).json() as OfferLogosAnswer;
  const publish = async (group: string) => {
    const published = await call(cookies.admin, 'POST', `/api/console/offer/${group}/publish`, { at: null });
    expect(published.statusCode, published.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createOfferTestApp(kind, { imagesDir: images, builtFrom: registry });
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['harbor'])).cookie,
      otherRep: (await loggedInStaff(t, 'rep', ['cedar'])).cookie,
      viewer: (await loggedInStaff(t, 'viewer')).cookie,
    };
    // A wide picture with transparency: padded to a square and flattened on white.
    photoPng = await sharp({ create: { width: 900, height: 500, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(images, { recursive: true, force: true });
  });

  it('cleans an SVG logo of its script, handler, foreign content and outside references, names each, and serves a PNG of it', async () => {
    const answer = await upload(cookies.rep, 'logo', EVIL_SVG, 'image/svg+xml');
    expect(answer.statusCode, answer.body).toBe(201);
    const logo = answer.json() as OfferUploadAnswer;
    expect(logo).toMatchObject({ kind: 'logo', path: `/images/uploads/logos/${logo.id}.png`, width: 600, height: 300 });
    expect(logo.id).toMatch(/^[a-f0-9]{32}$/);
    expect(logo.removed).toEqual(
      expect.arrayContaining([
        'a script',
        'an onload handler',
        'a reference to https://evil.example/x.png',
        'a reference to https://evil.example/paint#p',
        'an @import of https://evil.example/look.css',
        'a foreignObject (a web page inside the drawing)',
      ]),
    );
    const served = await t.app.inject(logo.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 600, 300, true]);
    // The same file again is the same picture, and nothing is said twice.
    expect((await upload(cookies.admin, 'logo', EVIL_SVG, 'image/svg+xml')).json()).toEqual(logo);
  });

  it('refuses what is not a picture of the kind, by its content whatever its claimed type, with a 422 that says so', async () => {
    const text = Buffer.from('just some words, not a picture at all');
    const photo = await upload(cookies.admin, 'photo', text, 'image/png');
    expect([photo.statusCode, photo.json().message]).toEqual([422, NOT_A_PHOTO]);
    const logo = await upload(cookies.admin, 'logo', text, 'image/png');
    expect([logo.statusCode, logo.json().message]).toEqual([422, NOT_AN_SVG]);
    const empty = await upload(
      cookies.admin,
      'logo',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>',
      'image/svg+xml',
    );
    expect([empty.statusCode, empty.json().message]).toEqual([422, NOTHING_LEFT]);
    const svgAsPhoto = await upload(cookies.admin, 'photo', EVIL_SVG, 'image/jpeg');
    expect([svgAsPhoto.statusCode, svgAsPhoto.json().message]).toEqual([422, NOT_A_PHOTO]);
    const bomb = await upload(cookies.admin, 'photo', pngBomb(), 'image/png');
    expect([bomb.statusCode, bomb.json().message]).toEqual([
      422,
      'This picture is 10000 × 10000 pixels; at most 40 megapixels are taken.',
    ]);
    const json = await call(cookies.admin, 'POST', '/api/console/offer/uploads/photo', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over its kind’s size with 413, and a viewer with 403, before reading it', async () => {
    const large = await upload(cookies.admin, 'logo', Buffer.alloc(600 * 1024, 0x20), 'image/svg+xml');
    expect([large.statusCode, large.json().message]).toEqual([413, 'A logo file may be at most 512 KB.']);
    const viewer = await upload(cookies.viewer, 'photo', photoPng, 'image/png');
    expect([viewer.statusCode, viewer.json().message]).toEqual([403, VIEWERS_READ_THE_OFFER]);
  });

  it('makes a photo a 600 px square JPEG on white and a 360 px copy; a PNG claimed as JPEG is taken; twice is one id', async () => {
    const answer = await upload(cookies.rep, 'photo', photoPng, 'image/jpeg');
    expect(answer.statusCode, answer.body).toBe(201);
    const photo = answer.json() as OfferUploadAnswer;
    expect(photo).toMatchObject({ kind: 'photo', width: 600, height: 600, removed: [] });
    const full = await t.app.inject(photo.path);
    const thumb = await t.app.inject(uploadedPhotoThumbnailPath(photo.id));
    const [fullMeta, thumbMeta] = await Promise.all([sharp(full.rawPayload).metadata(), sharp(thumb.rawPayload).metadata()]);
    expect([fullMeta.format, fullMeta.width, fullMeta.height, fullMeta.hasAlpha]).toEqual(['jpeg', 600, 600, false]);
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['jpeg', 360, 360]);
    // The padding above the wide picture is white.
    const { data } = await sharp(full.rawPayload)
      .extract({ left: 300, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].every((value) => value > 245)).toBe(true);
    expect(((await upload(cookies.admin, 'photo', photoPng, 'image/png')).json() as OfferUploadAnswer).id).toBe(photo.id);
    // An id of the other kind, or none, is a 404: never a placeholder.
    for (const path of [
      `/images/uploads/logos/${photo.id}.png`,
      `/images/uploads/photos/${'0'.repeat(32)}.jpg`,
      '/images/uploads/photos/x.jpg',
    ])
      expect((await t.app.inject(path)).statusCode, path).toBe(404);
  });

  it("saves an item's photo only when it is an uploaded photo, and draws the made picture on it", async () => {
    const photo = (await upload(cookies.admin, 'photo', photoPng, 'image/png')).json() as OfferUploadAnswer;
    const logo = (await upload(cookies.admin, 'logo', EVIL_SVG, 'image/svg+xml')).json() as OfferUploadAnswer;
    const items = ((await call(cookies.admin, 'GET', '/api/console/offer/harbor/items')).json() as { items: OfferItem[] }).items;
    const polo = items.find((item) => item.code === '1240')!;
    const wrong = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/items/1240', {
      ...polo,
      photos: { Navy: logo.id, Black: 'f'.repeat(32) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      `1240: The photo of Navy: ${logo.id} is not an uploaded photo. The photo of Black: ${'f'.repeat(32)} is not an uploaded photo.`,
    );
    const mark = (await readLogos('harbor')).logos.embroideries.mens![0]!;
    const path = madeImagePath('harbor', { code: '1240', color: 'Navy', embroidery: mark, placement: 'Left Chest' }, 160);
    const before = await t.app.inject(path);
    const saved = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/items/1240', { ...polo, photos: { Navy: photo.id } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().changes).toEqual([
      {
        area: 'items',
        subject: '1240',
        field: 'photos.Navy',
        before: 'drawn picture',
        after: `uploaded photo ${photo.id.slice(0, 8)}`,
      },
    ]);
    await publish('harbor');
    const after = await t.app.inject(path);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it("edits a group's logos: every wrong case named, a rep of another group refused, a logo's picture drawn on the garment", async () => {
    const logo = (await upload(cookies.admin, 'logo', EVIL_SVG, 'image/svg+xml')).json() as OfferUploadAnswer;
    const photo = (await upload(cookies.admin, 'photo', photoPng, 'image/png')).json() as OfferUploadAnswer;
    const { logos, placements } = await readLogos('harbor');
    expect(placements.find((row) => row.name === 'Left Chest')?.fits).toContain('mens');
    const name = logos.embroideries.mens![0]!;
    const wrong = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/logos', {
      logo_placements: ['Left Sleeve', 'Nowhere'],
      embroideries: { ...logos.embroideries, hat: ['Harbor Point'] },
      logo_files: { [name]: photo.id, 'Not Offered': logo.id },
    });
    expect(wrong.statusCode).toBe(422);
    const message = wrong.json().message as string;
    for (const part of [
      "logo_placements.1: no row of the placement table describes 'Nowhere'",
      'embroideries.hat: logos are offered for hat but no placement of the group fits hat',
      `logo_files.${name}: ${photo.id} is not an uploaded logo`,
      "logo_files.Not Offered: 'Not Offered' is not a logo offered for any category",
    ])
      expect(message).toContain(part);
    const other = await call(cookies.otherRep, 'PUT', '/api/console/offer/harbor/logos', { ...logos });
    expect(other.statusCode).toBe(403);
    expect((await readLogos('harbor')).logos).toEqual(logos);

    const path = madeImagePath('harbor', { code: '1240', color: 'Black', embroidery: name, placement: 'Left Chest' }, 600);
    const textMark = await t.app.inject(path);
    const saved = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/logos', {
      ...logos,
      logo_files: { [name]: logo.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().changes).toEqual([
      {
        area: 'settings',
        subject: '',
        field: `logo_files.${name}`,
        before: 'drawn from the name',
        after: `uploaded logo picture ${logo.id.slice(0, 8)}`,
      },
    ]);
    expect((await readLogos('harbor')).logos.logo_files).toEqual({ [name]: logo.id });
    await publish('harbor');
    const storefront = (await t.app.inject('/v1/storefront/harbor')).json() as { logo_files?: Record<string, string> };
    expect(storefront.logo_files).toEqual({ [name]: logo.id });
    const uploaded = await t.app.inject(path);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.headers.etag).not.toBe(textMark.headers.etag);
  });

  it('draws the picture of an item and a logo added in the console, and still answers the placeholder for anything else', async () => {
    const items = ((await call(cookies.admin, 'GET', '/api/console/offer/harbor/items')).json() as { items: OfferItem[] }).items;
    const polo = items.find((item) => item.code === '1240')!;
    const added = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/items/NEWPOLO1', {
      ...polo,
      code: 'NEWPOLO1',
      colors: ['Navy', 'Forest Green'],
      default_color: 'Navy',
      photos: undefined,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { logos } = await readLogos('harbor');
    const logoSaved = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/logos', {
      ...logos,
      embroideries: { ...logos.embroideries, mens: [...logos.embroideries.mens!, 'Harbor Night Crew'] },
    });
    expect(logoSaved.statusCode, logoSaved.body).toBe(200);
    // Not drawn while only in the draft: nobody offers it yet.
    expect((await t.app.inject('/images/NEWPOLO1_navy.jpg')).headers['x-image-placeholder']).toBe('1');
    await publish('harbor');
    for (const [path, format, width] of [
      ['/images/NEWPOLO1_navy.jpg', 'jpeg', 600],
      ['/images/thumbs/NEWPOLO1_forest_green.jpg', 'jpeg', 360],
      ['/images/logos/harbor_night_crew.png', 'png', 160],
    ] as const) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['x-image-placeholder'], path).toBeUndefined();
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width], path).toEqual([format, width]);
    }
    for (const path of ['/images/NOSUCH_navy.jpg', '/images/NEWPOLO1_plaid.jpg', '/images/logos/somebody_else.png'])
      expect((await t.app.inject(path)).headers['x-image-placeholder'], path).toBe('1');
  });

  it("draws an item whose category changed in the console over the build's picture, and serves the build's of the rest", async () => {
    for (const path of BUILT) expect((await t.app.inject(path)).body, path).toBe(BUILT_PICTURE);
    const items = ((await call(cookies.admin, 'GET', '/api/console/offer/harbor/items')).json() as { items: OfferItem[] }).items;
    const crewPolo = items.find((item) => item.code === 'HP-M01')!;
    const saved = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/items/HP-M01', { ...crewPolo, type: 'womens' });
    expect(saved.statusCode, saved.body).toBe(200);
    // The draft is nobody's offer yet.
    expect((await t.app.inject(itemImagePath('HP-M01', 'Navy'))).body).toBe(BUILT_PICTURE);
    await publish('harbor');
    const drawn = await t.app.inject(itemImagePath('HP-M01', 'Navy'));
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['x-image-placeholder']).toBeUndefined();
    const meta = await sharp(drawn.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 600]);
    expect((await t.app.inject(itemImagePath('1240', 'Navy'))).body).toBe(BUILT_PICTURE);
  });
});

describe.each(DATABASE_KINDS)('uploads counted per staff member (%s)', (kind) => {
  let t: TestApp & { offer: LiveOffer };
  beforeAll(async () => {
    t = await createOfferTestApp(kind, { uploadsPerHour: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a staff member's uploads past the hour's count with 429 before reading them, refused ones counted too; another's go on", async () => {
    const [rep, other] = [(await loggedInStaff(t, 'rep', ['harbor'])).cookie, (await loggedInStaff(t, 'rep', ['harbor'])).cookie];
    const upload = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/console/offer/uploads/photo',
        payload: 'not a picture',
        headers: { cookie, 'content-type': 'image/png' },
      });
    for (let i = 0; i < 3; i += 1) expect((await upload(rep)).statusCode).toBe(422);
    const refused = await upload(rep);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have sent 3 pictures this hour\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(other)).statusCode).toBe(422);
  });
});
