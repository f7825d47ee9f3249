import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madeImagePath } from '@portal/domain';
import { renderJpeg } from '@portal/tenants/server';
import { MadeImages } from '../src/images/made-images';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** Harbor's Navy polo with its first logo at Left Chest: a real combination the group offers. */
const harbor = registry.groups.get('harbor')!;
const LOGO = harbor.config.embroideries.mens![0]!;
const POLO = { code: '1240', color: 'Navy', embroidery: LOGO, placement: 'Left Chest' };

for (const kind of DATABASE_KINDS) {
  describe(`made pictures (${kind})`, () => {
    let t: TestApp;
    let made: MadeImages;
    beforeAll(async () => {
      made = new MadeImages(registry);
      t = await createTestApp(kind, { madeImages: made });
    });
    afterAll(() => t.close());

    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    it('draws the item in its colour with its logo, as a JPEG of the width asked', async () => {
      for (const width of [160, 600] as const) {
        const response = await get(madeImagePath('harbor', POLO, width));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        const meta = await sharp(response.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, width]);
      }
    });

    it('draws a picture once: the same request again comes from the cache, and a matching ETag is 304 without drawing', async () => {
      const path = madeImagePath('harbor', { ...POLO, color: 'Black' }, 160);
      const before = made.drawn;
      const first = await get(path);
      const second = await get(path);
      expect(made.drawn - before).toBe(1);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const etag = String(first.headers.etag);
      const revalidated = await get(path, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(made.drawn - before).toBe(1);
    });

    it('draws two asking at once for the same new picture once', async () => {
      const path = madeImagePath('harbor', { ...POLO, color: 'White', placement: 'Full Back' }, 600);
      const before = made.drawn;
      const answers = await Promise.all([get(path), get(path), get(path)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(made.drawn - before).toBe(1);
    });

    it('keys the cache by item, colour, logos and placements: each change is another picture', async () => {
      const paths = [
        madeImagePath('harbor', { ...POLO, color: 'White' }, 160),
        madeImagePath('harbor', { ...POLO, color: 'White', placement: 'Left Sleeve' }, 160),
        madeImagePath('harbor', { ...POLO, color: 'White', secondEmbroidery: LOGO, secondPlacement: 'Full Back' }, 160),
      ];
      const etags = new Set<string>();
      for (const path of paths) etags.add(String((await get(path)).headers.etag));
      expect(etags.size).toBe(3);
    });

    it('answers 400 with the error shape for a malformed query, and changes nothing', async () => {
      const base = '/images/made/harbor/1240.jpg';
      for (const [query, message] of [
        ['', 'Colour is required.'],
        ['?colour=Navy&w=4000', "Width must be one of '160', '600'."],
        ['?colour=Navy&w=0', "Width must be one of '160', '600'."],
        ['?colour=Navy&logo=x', 'A logo and its placement (logo, at) come together.'],
        ['?colour=Navy&size=9999', "'size' is not a field this request takes."],
        [`?colour=${'x'.repeat(500)}`, 'Colour can be at most 40 characters.'],
        [`?colour=Navy&logo2=${encodeURIComponent(LOGO)}&at2=Yoke`, 'A second logo needs a first.'],
      ]) {
        const response = await get(base + query!);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toEqual({ message, code: 'INVALID_INPUT' });
      }
    });

    it('answers 404 for anything the group does not offer: group, item, colour, logo, placement, restricted item', async () => {
      const restricted = [...registry.groups.values()].flatMap((g) => g.catalogue).find((item) => item.restricted);
      const cases = [
        madeImagePath('nobody', POLO, 160),
        madeImagePath('harbor', { ...POLO, code: 'NO-SUCH' }, 160),
        madeImagePath('harbor', { ...POLO, color: 'Plaid' }, 160),
        madeImagePath('harbor', { ...POLO, embroidery: 'Somebody Else' }, 160),
        madeImagePath('harbor', { ...POLO, placement: 'Front Center-HATS' }, 160),
        // Yoke is a placement, but not one Harbor offers.
        madeImagePath('harbor', { ...POLO, placement: 'Yoke' }, 160),
        '/images/made/harbor/1240.png?colour=Navy',
        '/images/made/harbor/..%2F..%2Fetc%2Fpasswd?colour=Navy',
        '/images/made/..%2F..%2F/1240.jpg?colour=Navy',
        ...(restricted
          ? [madeImagePath('harbor', { ...POLO, code: restricted.code, color: restricted.default_color }, 160)]
          : []),
      ];
      for (const path of cases) {
        const response = await get(path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ message: expect.stringMatching(/^No such picture/), code: 'NOT_FOUND' });
      }
    });
  });
}

describe('MadeImages, the drawing bound and the cache bound', () => {
  const plan = (made: MadeImages, color: string) => made.plan('harbor', '1240.jpg', { colour: color, w: '160' });

  it('draws at most maxConcurrent at once, lets maxWaiting wait, and refuses more at once with 503', async () => {
    let running = 0;
    let peak = 0;
    const made = new MadeImages(registry, {
      maxConcurrent: 2,
      maxWaiting: 2,
      render: async (svg, width) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 40));
        running -= 1;
        return renderJpeg(svg, width);
      },
    });
    const colours = registry.groups.get('harbor')!.catalogue.find((item) => item.code === '1240')!.colors;
    const results = await Promise.allSettled(colours.slice(0, 6).map((colour) => made.picture(plan(made, colour))));
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => [r.reason.code, r.reason.status, r.reason.retryAfterSeconds])).toEqual([
      ['UNAVAILABLE', 503, 1],
      ['UNAVAILABLE', 503, 1],
    ]);
    // Once the queue drains, the refused pictures are drawn.
    await expect(made.picture(plan(made, colours[4]!))).resolves.toBeInstanceOf(Buffer);
  });

  it('keeps no more bytes than it is allowed, dropping the least recently used', async () => {
    const colours = registry.groups.get('harbor')!.catalogue.find((item) => item.code === '1240')!.colors;
    const probe = new MadeImages(registry);
    const sizes = await Promise.all(colours.slice(0, 6).map(async (colour) => (await probe.picture(plan(probe, colour))).length));
    // Room for about three of the six.
    const maxBytes = Math.round(Math.max(...sizes) * 3.2);
    const made = new MadeImages(registry, { maxBytes });
    for (const colour of colours.slice(0, 6)) await made.picture(plan(made, colour));
    expect(made.cached.bytes).toBeLessThanOrEqual(maxBytes);
    expect(made.cached.entries).toBeGreaterThanOrEqual(2);
    expect(made.cached.entries).toBeLessThanOrEqual(3);
    const drawn = made.drawn;
    await made.picture(plan(made, colours[5]!));
    expect(made.drawn).toBe(drawn);
    await made.picture(plan(made, colours[0]!));
    expect(made.drawn).toBe(drawn + 1);
  });

  it('makes each plan once, keeps only plans of what the group offers, and tells a change of any part apart', () => {
    const made = new MadeImages(registry);
    const kept = () => (made as unknown as { plans: { size: number } }).plans.size;
    const first = made.plan('harbor', '1240.jpg', { colour: 'Navy', logo: LOGO, at: 'Left Chest', w: '160' });
    expect(made.plan('harbor', '1240.jpg', { colour: 'Navy', logo: LOGO, at: 'Left Chest', w: '160' })).toBe(first);
    expect(made.plan('harbor', '1240.jpg', { colour: 'Navy', logo: LOGO, at: 'Left Chest', w: '600' }).key).not.toBe(first.key);
    expect(made.plan('harbor', '1240.jpg', { colour: 'Navy', w: '160' }).key).not.toBe(first.key);
    expect(kept()).toBe(3);
    expect(() => made.plan('harbor', '1240.jpg', { colour: 'Plaid', w: '160' })).toThrow(/does not come in/);
    expect(() => made.plan('harbor', '1240.jpg', { colour: 'Navy', logo: 'Somebody Else', at: 'Left Chest' })).toThrow();
    expect(kept()).toBe(3);
  });

  it("tells apart two groups' items of one code that are different kinds of item", async () => {
    const cedar = registry.groups.get('cedar')!;
    const asHat = {
      ...cedar,
      catalogue: cedar.catalogue.map((item) => (item.code === '1240' ? { ...item, type: 'hat' as const } : item)),
    };
    const groups = new Map(registry.groups);
    groups.set('cedar', asHat);
    const made = new MadeImages({ ...registry, groups });
    const polo = made.plan('harbor', '1240.jpg', { colour: 'Navy', w: '160' });
    const hat = made.plan('cedar', '1240.jpg', { colour: 'Navy', w: '160' });
    expect(hat.key).not.toBe(polo.key);
    const [poloJpeg, hatJpeg] = [await made.picture(polo), await made.picture(hat)];
    expect(hatJpeg.equals(poloJpeg)).toBe(false);
  });

  it('finds the picture of an address for the e-mails, and nothing for an address the group does not offer', async () => {
    const made = new MadeImages(registry);
    expect(await made.forPath(madeImagePath('harbor', POLO, 160))).toBeInstanceOf(Buffer);
    expect(await made.forPath(madeImagePath('harbor', { ...POLO, embroidery: 'Somebody Else' }, 160))).toBeNull();
    expect(await made.forPath('/images/made/harbor/1240.jpg?colour=Navy&w=9')).toBeNull();
    expect(await made.forPath('/images/1240_navy.jpg')).toBeNull();
  });
});
