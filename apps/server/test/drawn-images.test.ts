import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { groupLogoPath, itemImagePath, itemThumbnailPath, logoImagePath, type CatalogueItem } from '@portal/domain';
import { planImages, renderPlannedImage, type PlannedImage, type Tenant, type TenantRegistry } from '@portal/tenants/server';
import { DrawnImages } from '../src/images/drawn-images';
import { registerImagesRoute } from '../src/images/images.route';
import { LiveOffer } from '../src/offer/live-offer';
import { loadFirstVersions } from '../src/offer/offer-versions';
import { registry } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

const harbor = registry.groups.get('harbor')!;
const polo = harbor.catalogue.find((item) => item.code === '1240')!;

/** The registry with harbor's items changed as `change` says, as a publish from the console makes it (a new Tenant). */
function withHarborItems(change: (item: CatalogueItem) => CatalogueItem, from: TenantRegistry = registry): TenantRegistry {
  const before = from.groups.get('harbor')!;
  const changed: Tenant = { ...before, catalogue: before.catalogue.map(change) };
  return {
    provider: from.provider,
    groups: new Map([...from.groups].map(([key, tenant]) => [key, key === 'harbor' ? changed : tenant])),
  };
}

// HP-M01 (a mens polo) is harbor's own code: no other group plans its pictures.
const recategorised = withHarborItems((item) => (item.code === 'HP-M01' ? { ...item, type: 'womens' } : item));

describe('pictures drawn for what the live groups offer', () => {
  it('finds only item pictures, thumbnails and logos some group offers', () => {
    const drawn = new DrawnImages(registry);
    expect(drawn.find(itemImagePath('1240', polo.colors[0]!))).toMatchObject({ kind: 'item', code: '1240' });
    expect(drawn.find(itemThumbnailPath('1240', polo.colors[0]!))).toMatchObject({ kind: 'item', width: 360 });
    expect(drawn.find(logoImagePath(harbor.config.embroideries.mens![0]!))).toMatchObject({ kind: 'logo' });
    for (const path of [
      itemImagePath('1240', 'Plaid'),
      itemImagePath('NOSUCH', 'Navy'),
      groupLogoPath(harbor.config.company_logo),
    ])
      expect(drawn.find(path), path).toBeNull();
  });

  it('draws each picture once, at most maxConcurrent at once, and refuses with 503 beyond maxWaiting', async () => {
    let running = 0;
    let peak = 0;
    const drawn = new DrawnImages(registry, {
      maxConcurrent: 1,
      maxWaiting: 1,
      render: async (image) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        return renderPlannedImage(image);
      },
    });
    const images = polo.colors.slice(0, 3).map((colour) => drawn.find(itemThumbnailPath('1240', colour))!);
    const results = await Promise.allSettled([
      drawn.picture(images[0]!),
      drawn.picture(images[0]!),
      ...images.slice(1).map((image) => drawn.picture(image)),
    ]);
    expect(peak).toBe(1);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? 'drawn' : (result.reason as { status: number }).status)),
    ).toEqual(['drawn', 'drawn', 'drawn', 503]);
    expect(drawn.drawn).toBe(2);
  });
});

describe("pictures the live offer has otherwise than the build's", () => {
  it('are those whose category, name or two-tone flag changed since the build, and only with the build known', () => {
    const drawn = new DrawnImages(recategorised, { builtFrom: registry });
    expect(drawn.unlikeBuild(itemImagePath('HP-M01', 'Navy'))).toMatchObject({ kind: 'item', type: 'womens' });
    expect(drawn.unlikeBuild(itemThumbnailPath('HP-M01', 'White'))).toMatchObject({ type: 'womens', width: 360 });
    for (const path of [
      itemImagePath('1240', polo.colors[0]!),
      itemImagePath('HP-M01', 'Navy Heather'),
      logoImagePath(harbor.config.embroideries.mens![0]!),
      itemImagePath('NOSUCH', 'Navy'),
    ])
      expect(drawn.unlikeBuild(path), path).toBeNull();
    const renamed = withHarborItems((item) => (item.code === 'HP-M01' ? { ...item, name: 'Harbor Point Crew Tee' } : item));
    expect(new DrawnImages(renamed, { builtFrom: registry }).unlikeBuild(itemImagePath('HP-M01', 'Navy'))).toMatchObject({
      variant: 'Harbor Point Crew Tee',
    });
    // A colour the build drew as one heathered fill, now two-tone by the item's halfColors.
    const heathered = withHarborItems((item) =>
      item.code === 'HP-M01' ? { ...item, colors: [...item.colors, 'Navy Heather'] } : item,
    );
    const twoTone = withHarborItems(
      (item) => (item.code === 'HP-M01' ? { ...item, halfColors: ['Navy Heather'] } : item),
      heathered,
    );
    expect(new DrawnImages(twoTone, { builtFrom: heathered }).unlikeBuild(itemImagePath('HP-M01', 'Navy Heather'))).toMatchObject(
      {
        fills: [expect.any(String), expect.any(String)],
        finish: 'plain',
      },
    );
    expect(new DrawnImages(heathered, { builtFrom: heathered }).unlikeBuild(itemImagePath('HP-M01', 'Navy Heather'))).toBeNull();
    // Not told what the build drew, the build's file is taken as it is.
    expect(new DrawnImages(recategorised).unlikeBuild(itemImagePath('HP-M01', 'Navy'))).toBeNull();
    // The build's own groups have nothing otherwise.
    const unchanged = new DrawnImages(registry, { builtFrom: registry });
    expect(polo.colors.map((colour) => unchanged.unlikeBuild(itemImagePath('1240', colour)))).toEqual(
      polo.colors.map(() => null),
    );
  });

  it("are none for the groups a new database loads from the files, so the build's files are served", async () => {
    const database = await openTestDatabase('pglite');
    try {
      await loadFirstVersions(database.db, registry);
      const live = await LiveOffer.open(database.db);
      const drawn = new DrawnImages(live, { builtFrom: registry });
      const paths = planImages(live).map((image) => image.path);
      expect(paths.length).toBeGreaterThan(1000);
      expect(paths.filter((path) => drawn.unlikeBuild(path) !== null)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  describe('served at /images', () => {
    const root = mkdtempSync(join(tmpdir(), 'drawn-images-'));
    mkdirSync(join(root, 'thumbs'));
    for (const path of [itemImagePath('HP-M01', 'Navy'), itemImagePath('1240', 'Navy'), '/images/placeholder.jpg'])
      writeFileSync(join(root, path.slice('/images/'.length)), `the build's ${path}`);
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    /** The images route over `root` for a registry whose groups `live` holds; drawings are stubbed. */
    async function serve(builtFrom: TenantRegistry | undefined) {
      const live = { provider: registry.provider, groups: new Map(registry.groups) };
      const drawn = new DrawnImages(live, {
        builtFrom,
        render: async (image: PlannedImage) => Buffer.from(`drawn ${image.kind === 'item' ? image.type : image.kind}`),
      });
      const app = Fastify();
      registerImagesRoute(app, root, drawn);
      const body = async (path: string) => {
        const answer = await app.inject(path);
        return answer.headers['x-image-placeholder'] ? 'placeholder' : answer.body;
      };
      const publish = () => live.groups.set('harbor', recategorised.groups.get('harbor')!);
      return { app, drawn, body, publish };
    }

    it("serves the build's file until the item's category changes, then draws it from the live offer", async () => {
      const { app, drawn, body, publish } = await serve(registry);
      expect(await body(itemImagePath('HP-M01', 'Navy'))).toBe(`the build's ${itemImagePath('HP-M01', 'Navy')}`);
      publish();
      expect(await body(itemImagePath('HP-M01', 'Navy'))).toBe('drawn womens');
      expect(await body(itemImagePath('1240', 'Navy'))).toBe(`the build's ${itemImagePath('1240', 'Navy')}`);
      expect(await body(itemImagePath('NOSUCH', 'Navy'))).toBe('placeholder');
      expect(drawn.drawn).toBe(1);
      await app.close();
    });

    it("serves the build's file whatever changed when the build is not known", async () => {
      const { app, drawn, body, publish } = await serve(undefined);
      publish();
      expect(await body(itemImagePath('HP-M01', 'Navy'))).toBe(`the build's ${itemImagePath('HP-M01', 'Navy')}`);
      expect(drawn.drawn).toBe(0);
      await app.close();
    });
  });
});
