import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf, loadTenants, type GroupDocument } from '@portal/tenants/server';
import { openDatabase, rowsOf, type DatabaseHandle } from '../src/db/database';
import { groupVersions } from '../src/db/schema';
import { followPublishes } from '../src/offer/follow-publishes';
import { LiveOffer } from '../src/offer/live-offer';
import { FIRST_LOAD_NOTE, liveVersions, loadFirstVersions, publishGroupVersion } from '../src/offer/offer-versions';
import { StorefrontAnswers } from '../src/storefront/storefront-answers';
import { createTestApp, secondInstance, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import { until } from '../test-support/until';

const files = loadTenants();

/** Guardian's document with one size of its first priced item at a new price (dollars, as staff write it). */
function repriced(dollars: number): { document: GroupDocument; code: string; size: string } {
  const document = JSON.parse(JSON.stringify(documentOf(files.groups.get('guardian')!))) as GroupDocument & {
    items: { code: string; restricted: boolean; sizes: Record<string, number> }[];
  };
  const item = document.items.find((i) => !i.restricted && Object.values(i.sizes).some((price) => price > 0))!;
  const size = Object.keys(item.sizes)[0]!;
  item.sizes[size] = dollars;
  return { document, code: item.code, size };
}

/** Why the database refused a statement (Drizzle wraps the driver's error as its cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'not refused';
}

const priceOf = (offer: LiveOffer, code: string, size: string) =>
  offer.groups.get('guardian')!.catalogue.find((item) => item.code === code)!.sizes[size];

describe.each(DATABASE_KINDS)('the groups held in the database as published versions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loads the files into a new database as version 1 of every group, and reads them back unchanged', async () => {
    expect(await loadFirstVersions(t.database.db, files)).toEqual([...files.groups.keys()].sort());
    // A second start, or a second instance starting at once, loads nothing again.
    expect(await Promise.all([loadFirstVersions(t.database.db, files), loadFirstVersions(t.database.db, files)])).toEqual([
      [],
      [],
    ]);
    const offer = await LiveOffer.open(t.database.db);
    expect(offer.provider).toEqual(files.provider);
    expect(offer.groups).toEqual(files.groups);
    expect(offer.versionOfGroup('guardian')).toBe(1);
    const notes = await t.database.db.selectDistinct({ note: groupVersions.note }).from(groupVersions);
    expect(notes).toEqual([{ note: FIRST_LOAD_NOTE }]);
  });

  it('serves a published version after a refresh, as a new group object, and numbers versions in turn', async () => {
    const offer = await LiveOffer.open(t.database.db);
    const before = offer.groups.get('guardian')!;
    const { document, code, size } = repriced(12.34);
    expect(await publishGroupVersion(t.database.db, { groupKey: 'guardian', document, publishedBy: null, note: 'test' })).toBe(2);
    expect(priceOf(offer, code, size)).not.toBe(1234);
    expect(await offer.refresh()).toEqual(['guardian']);
    expect(priceOf(offer, code, size)).toBe(1234);
    expect(offer.groups.get('guardian')).not.toBe(before);
    expect(offer.versionOfGroup('guardian')).toBe(2);
    // The group object an order is priced with names its version.
    expect(offer.versionOf(offer.groups.get('guardian')!)).toBe(2);
    expect(offer.versionOf(before)).toBe(1);
    // Nothing changed since: nothing swapped.
    expect(await offer.refresh()).toEqual([]);
    expect(offer.groups.get('harbor')).toEqual(files.groups.get('harbor'));
  });

  it('answers the storefront from the live version once the instance has it', async () => {
    const offer = await LiveOffer.open(t.database.db);
    const { document, code, size } = repriced(23.45);
    const served = await secondInstance(t, { registry: offer });
    try {
      await publishGroupVersion(t.database.db, { groupKey: 'guardian', document, publishedBy: null, note: 'test' });
      await offer.refresh();
      const answer = await served.app.inject({ method: 'GET', url: '/v1/storefront/guardian' });
      const item = (answer.json() as { catalogue: { code: string; sizes: Record<string, number> }[] }).catalogue.find(
        (i) => i.code === code,
      )!;
      expect(item.sizes[size]).toBe(2345);
    } finally {
      await served.close();
    }
  });

  it("has a version's storefront answer built, compressed off the event loop, before the version is served", async () => {
    const offer = await LiveOffer.open(t.database.db);
    const answers = new StorefrontAnswers({ paypal: null, registry: offer });
    const seen: boolean[] = [];
    offer.beforeServing(async (tenant) => {
      await answers.prepare(tenant);
      seen.push(offer.groups.get('guardian') === tenant);
    });
    const { document, code, size } = repriced(34.56);
    await publishGroupVersion(t.database.db, { groupKey: 'guardian', document, publishedBy: null, note: 'test' });
    await offer.refresh();
    // Prepared once, while the version before was still the one served.
    expect(seen).toEqual([false]);
    // The prepared answer is the one served: its brotli comes later, on the thread pool (built on
    // the spot, it would be there at once).
    const answer = answers.of(offer.groups.get('guardian')!);
    expect(answer.br).toBeNull();
    const { catalogue } = JSON.parse(gunzipSync(answer.gzip).toString()) as {
      catalogue: { code: string; sizes: Record<string, number> }[];
    };
    expect(catalogue.find((i) => i.code === code)!.sizes[size]).toBe(3456);
  });

  it('keeps a version set for later until its time, then serves it', async () => {
    const offer = await LiveOffer.open(t.database.db);
    const live = offer.versionOfGroup('guardian')!;
    const { document, code, size } = repriced(45.67);
    const version = await publishGroupVersion(t.database.db, {
      groupKey: 'guardian',
      document,
      publishedBy: null,
      liveAt: new Date(Date.now() + 1_500),
      note: 'later',
    });
    expect(await offer.refresh()).toEqual([]);
    expect(offer.versionOfGroup('guardian')).toBe(live);
    await until(async () => (await offer.refresh()).includes('guardian'), 5_000);
    expect(offer.versionOfGroup('guardian')).toBe(version);
    expect(priceOf(offer, code, size)).toBe(4567);
  });

  it('refuses to change a published version, or remove one that is live; a version to come may be withdrawn', async () => {
    const { document } = repriced(1);
    expect(
      await refusal(
        t.database.db.execute(sql`update group_versions set note = 'x' where group_key = 'guardian' and version = 1`),
      ),
    ).toBe('published versions are written once: UPDATE on group_versions refused');
    expect(await refusal(t.database.db.delete(groupVersions).where(eq(groupVersions.groupKey, 'harbor')))).toBe(
      'published versions are written once: DELETE on group_versions refused',
    );
    expect(await refusal(t.database.db.execute(sql`update provider_versions set note = 'x'`))).toBe(
      'published versions are written once: UPDATE on provider_versions refused',
    );
    const later = await publishGroupVersion(t.database.db, {
      groupKey: 'guardian',
      document,
      publishedBy: null,
      liveAt: new Date(Date.now() + 3600_000),
      note: 'next hour',
    });
    await t.database.db.execute(sql`delete from group_versions where group_key = 'guardian' and version = ${later}`);
    const versions = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from group_versions where group_key = 'harbor'`),
    );
    expect(versions[0]!.n).toBe(1);
  });

  it('names the wrong field and keeps the version before when a live version does not hold', async () => {
    const offer = await LiveOffer.open(t.database.db);
    const live = offer.versionOfGroup('harbor');
    const broken = JSON.parse(JSON.stringify(documentOf(files.groups.get('harbor')!))) as GroupDocument & {
      group: { stores: { code: string }[] };
    };
    broken.group.stores[0]!.code = 'bad';
    await publishGroupVersion(t.database.db, { groupKey: 'harbor', document: broken, publishedBy: null, note: 'broken' });
    await expect(offer.refresh()).rejects.toThrow(/harbor version \d+: group stores\.0\.code: a store code is 6 capital letters/);
    expect(offer.versionOfGroup('harbor')).toBe(live);
    expect(offer.groups.get('harbor')).toEqual(files.groups.get('harbor'));
  });
});

describe.each(DATABASE_KINDS)('a publish reaching every instance (%s)', (kind) => {
  let t: TestApp;
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFirstVersions(t.database.db, files);
    // Another instance has a database connection of its own; PGlite is one process's database.
    other = t.database.url ? await openDatabase({ databaseUrl: t.database.url, dataDir: 'memory://', poolSize: 2 }) : t.database;
  });
  afterAll(async () => {
    if (other !== t.database) await other?.close();
    await t?.close();
  });

  it('is served by the other instance within a second, told by NOTIFY rather than its poll', async () => {
    const offer = await LiveOffer.open(other.db);
    const changes: string[][] = [];
    // A poll of an hour: only the notice can bring the version in time.
    const stop = await followPublishes(other, offer, { pollMs: 3600_000, onChange: (groups) => changes.push(groups) });
    try {
      const { document, code, size } = repriced(34.56);
      const started = performance.now();
      const version = await publishGroupVersion(t.database.db, {
        groupKey: 'guardian',
        document,
        publishedBy: null,
        note: 'now',
      });
      await until(() => offer.versionOfGroup('guardian') === version, 1_000);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(priceOf(offer, code, size)).toBe(3456);
      expect(changes).toEqual([['guardian']]);
    } finally {
      await stop();
    }
  });

  it('catches up by its poll when a notice was missed', async () => {
    const offer = await LiveOffer.open(other.db);
    const { document } = repriced(56.78);
    // Published while nobody listened.
    const version = await publishGroupVersion(t.database.db, {
      groupKey: 'guardian',
      document,
      publishedBy: null,
      note: 'missed',
    });
    const stop = await followPublishes(other, offer, { pollMs: 100 });
    try {
      await until(() => offer.versionOfGroup('guardian') === version, 2_000);
      expect((await liveVersions(other.db)).find((v) => v.groupKey === 'guardian')?.version).toBe(version);
    } finally {
      await stop();
    }
  });
});
