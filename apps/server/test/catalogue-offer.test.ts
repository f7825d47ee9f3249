import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferGroupAnswer, OfferItem } from '@portal/domain';
import { groupDrafts, groupVersions, offerAudit, orders } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { addAccount } from '../src/billing/account-store';
import { createOfferTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import type { LiveOffer } from '../src/offer/live-offer';

describe.each(DATABASE_KINDS)('the groups offer drafted and published in the console (%s)', (kind) => {
  let t: TestApp & { offer: LiveOffer };
  let cookies: Record<'admin' | 'rep' | 'otherRep' | 'viewer', string>;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const items = async (group: string) =>
    ((await call(cookies.admin, 'GET', `/api/console/offer/${group}/items`)).json() as { items: OfferItem[] }).items;
  const group = async (key: string) => (await call(cookies.admin, 'GET', `/api/console/offer/${key}`)).json() as OfferGroupAnswer;
  const storefrontPrice = async (key: string, code: string, size: string) => {
    const answer = (await t.app.inject(`/v1/storefront/${key}`)).json() as {
      catalogue: { code: string; sizes: Record<string, number> }[];
    };
    return answer.catalogue.find((item) => item.code === code)?.sizes[size];
  };
  /** An orderable item with a priced size, and that size. */
  const pricedItem = async (key: string) => {
    const item = (await items(key)).find(
      (i) => !i.restricted && Object.values(i.sizes).some((p) => p > 0) && !/^\d+$/.test(Object.keys(i.sizes)[0]!),
    )!;
    return { item, size: Object.keys(item.sizes).find((s) => item.sizes[s]! > 0)! };
  };

  beforeAll(async () => {
    t = await createOfferTestApp(kind);
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['harbor'])).cookie,
      otherRep: (await loggedInStaff(t, 'rep', ['cedar'])).cookie,
      viewer: (await loggedInStaff(t, 'viewer')).cookie,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('drafts a price, shows the difference, publishes it, and the storefront answers the new price', async () => {
    const { item, size } = await pricedItem('harbor');
    const was = item.sizes[size]!;
    const saved = await call(cookies.admin, 'PUT', `/api/console/offer/harbor/items/${item.code}`, {
      ...item,
      sizes: { ...item.sizes, [size]: 41.25 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      changes: [{ area: 'items', subject: item.code, field: `sizes.${size}`, before: `$${was.toFixed(2)}`, after: '$41.25' }],
    });
    // Drafted, not yet live.
    expect(await storefrontPrice('harbor', item.code, size)).toBe(Math.round(was * 100));
    const drafted = await group('harbor');
    expect(drafted.draft).toMatchObject({ base_version: 1, problems: [], changes: saved.json().changes });
    expect(drafted.versions.map((v) => [v.version, v.state])).toEqual([[1, 'live']]);

    const published = await call(cookies.admin, 'POST', '/api/console/offer/harbor/publish', { at: null });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ version: 2 });
    expect(await storefrontPrice('harbor', item.code, size)).toBe(4125);
    const after = await group('harbor');
    expect(after.draft).toBeNull();
    expect(after.versions.map((v) => [v.version, v.state])).toEqual([
      [2, 'live'],
      [1, 'past'],
    ]);
    // Audited as drafted, then as sent out in version 2.
    expect(after.audit.map((a) => [a.action, a.version, a.change?.field, a.change?.after])).toEqual([
      ['publish', 2, `sizes.${size}`, '$41.25'],
      ['draft', null, `sizes.${size}`, '$41.25'],
    ]);
  });

  it('warns of a store listed without an address before a publish, and publishes all the same', async () => {
    const mazda =
      'Summit Ridge Mazda of Aspen Hollow (SRMZ01) is listed without an address, so it cannot be chosen as a destination. Add it when it is known.';
    expect((await group('summit')).warnings).toEqual([mazda]);
    const { item, size } = await pricedItem('summit');
    const saved = await call(cookies.admin, 'PUT', `/api/console/offer/summit/items/${item.code}`, {
      ...item,
      sizes: { ...item.sizes, [size]: 52.5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const drafted = await group('summit');
    expect(drafted.draft).toMatchObject({ problems: [] });
    expect(drafted.warnings).toEqual([mazda]);
    const published = await call(cookies.admin, 'POST', '/api/console/offer/summit/publish', { at: null });
    expect(published.statusCode, published.body).toBe(200);
    expect((await group('summit')).warnings).toEqual([mazda]);
    // A group whose every store has its address is warned of nothing.
    expect((await group('maple')).warnings).toEqual([]);
  });

  it('records on each order the version of the offer it was priced with', async () => {
    const placed = await placeTestOrder(t, 'harbor');
    const [row] = await t.database.db.select({ version: orders.offerVersion }).from(orders).where(eq(orders.id, placed.order_id));
    expect(row).toEqual({ version: 2 });
  });

  it('rolls back to an earlier version as a new version', async () => {
    const { item, size } = await pricedItem('harbor');
    const rolled = await call(cookies.admin, 'POST', '/api/console/offer/harbor/versions/1/rollback');
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json()).toEqual({ version: 3 });
    expect(await storefrontPrice('harbor', item.code, size)).not.toBe(4125);
    const answer = await group('harbor');
    expect(answer.versions[0]).toMatchObject({ version: 3, state: 'live', note: 'Rolled back to version 1' });
    expect(answer.audit[0]).toMatchObject({ action: 'rollback', version: 3 });
    // Version 3 is version 1's offer: rolling back to it again changes nothing.
    expect((await call(cookies.admin, 'POST', '/api/console/offer/harbor/versions/1/rollback')).statusCode).toBe(409);
  });

  it('names every wrong field of an item and saves nothing', async () => {
    const { item } = await pricedItem('harbor');
    const [first] = Object.keys(item.sizes);
    const refused = await call(cookies.admin, 'PUT', `/api/console/offer/harbor/items/${item.code}`, {
      ...item,
      name: '',
      sizes: { ...item.sizes, [first!]: -1 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`${item.code}: Name is required. Size ${first}: a price cannot be negative.`);
    expect(await t.database.db.select().from(groupDrafts).where(eq(groupDrafts.groupKey, 'harbor'))).toEqual([]);
  });

  it('keeps a publish set for later until its time, and refuses one set before it', async () => {
    const { item, size } = await pricedItem('cedar');
    await call(cookies.admin, 'PUT', `/api/console/offer/cedar/items/${item.code}`, {
      ...item,
      sizes: { ...item.sizes, [size]: 77 },
    });
    const at = new Date(Date.now() + 1_500).toISOString();
    const later = await call(cookies.admin, 'POST', '/api/console/offer/cedar/publish', { at });
    expect(later.statusCode, later.body).toBe(200);
    expect((await group('cedar')).versions[0]).toMatchObject({ version: 2, state: 'scheduled' });
    expect(await storefrontPrice('cedar', item.code, size)).not.toBe(7700);
    // A draft published now would be undone by version 2 at its time.
    await call(cookies.admin, 'PUT', `/api/console/offer/cedar/items/${item.code}`, {
      ...item,
      sizes: { ...item.sizes, [size]: 78 },
    });
    const before = await call(cookies.admin, 'POST', '/api/console/offer/cedar/publish', { at: null });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/^Version 2 goes live at .+; publish after it, or withdraw it first\.$/);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await t.offer.refresh();
    expect(await storefrontPrice('cedar', item.code, size)).toBe(7700);
    expect((await call(cookies.admin, 'DELETE', '/api/console/offer/cedar/draft')).statusCode).toBe(204);
  });

  it('withdraws a version set for later; a version live or past cannot be', async () => {
    const { item, size } = await pricedItem('maple');
    await call(cookies.admin, 'PUT', `/api/console/offer/maple/items/${item.code}`, {
      ...item,
      sizes: { ...item.sizes, [size]: 5 },
    });
    const at = new Date(Date.now() + 3600_000).toISOString();
    expect((await call(cookies.admin, 'POST', '/api/console/offer/maple/publish', { at })).json()).toEqual({ version: 2 });
    expect((await call(cookies.admin, 'DELETE', '/api/console/offer/maple/versions/1')).statusCode).toBe(409);
    expect((await call(cookies.admin, 'DELETE', '/api/console/offer/maple/versions/2')).statusCode).toBe(204);
    expect(await t.database.db.select().from(groupVersions).where(eq(groupVersions.groupKey, 'maple'))).toHaveLength(1);
    // Its number is not given again.
    await call(cookies.admin, 'PUT', `/api/console/offer/maple/items/${item.code}`, {
      ...item,
      sizes: { ...item.sizes, [size]: 6 },
    });
    expect((await call(cookies.admin, 'POST', '/api/console/offer/maple/publish', { at: null })).json()).toEqual({ version: 3 });
  });

  it("lets a rep change their group's items but not its secrets or another group's; a viewer reads only", async () => {
    const { item, size } = await pricedItem('harbor');
    const put = (cookie: string, key: string, body: OfferItem) =>
      call(cookie, 'PUT', `/api/console/offer/${key}/items/${body.code}`, body);
    expect((await put(cookies.rep, 'harbor', { ...item, sizes: { ...item.sizes, [size]: 12 } })).statusCode).toBe(200);
    const other = await put(cookies.otherRep, 'harbor', { ...item, sizes: { ...item.sizes, [size]: 13 } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not work for Harbor Point Motors.');
    expect((await call(cookies.otherRep, 'GET', '/api/console/offer/harbor')).statusCode).toBe(403);
    const viewer = await put(cookies.viewer, 'harbor', { ...item, sizes: { ...item.sizes, [size]: 14 } });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe('A viewer can look at the catalogue but not change it.');
    expect((await call(cookies.viewer, 'GET', '/api/console/offer/harbor')).statusCode).toBe(200);
    expect((await call(cookies.rep, 'GET', '/api/console/offer')).json().groups.map((g: { key: string }) => g.key)).toEqual([
      'harbor',
    ]);
    // The rep publishes what they may change.
    expect((await call(cookies.rep, 'POST', '/api/console/offer/harbor/publish', { at: null })).statusCode).toBe(200);
    const audits = await t.database.db.select().from(offerAudit).where(eq(offerAudit.groupKey, 'harbor'));
    expect(audits.filter((a) => a.action === 'publish' && a.after === '$12.00')).toHaveLength(1);
  });

  it('refuses bad input with a 4xx that changes nothing', async () => {
    const versions = await t.database.db.select().from(groupVersions);
    for (const [method, url, payload] of [
      ['GET', '/api/console/offer/no-such-group', undefined],
      ['PUT', '/api/console/offer/harbor/items/X', { code: 'Y' }],
      ['PUT', '/api/console/offer/harbor/items/X', 'not json'],
      ['POST', '/api/console/offer/harbor/publish', { at: 'tomorrow' }],
      ['POST', '/api/console/offer/harbor/publish', { at: '2999-01-01T00:00:00Z' }],
      ['POST', '/api/console/offer/harbor/publish', {}],
      ['POST', '/api/console/offer/harbor/versions/0/rollback', undefined],
      ['POST', '/api/console/offer/harbor/versions/abc/rollback', undefined],
      ['POST', '/api/console/offer/harbor/versions/99/rollback', undefined],
      ['DELETE', '/api/console/offer/harbor/draft', undefined],
    ] as const) {
      const answer = await call(cookies.admin, method, url, payload as object | undefined);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    expect(await t.database.db.select().from(groupVersions)).toEqual(versions);
  });

  it('refuses an item under a code another live group holds as another kind of item, as pictures are shared by code', async () => {
    const drafts = async () => t.database.db.select().from(groupDrafts);
    const before = await drafts();
    const harborPolo = (await items('harbor')).find((item) => item.code === 'HP-M01')!;
    const put = (key: string, body: OfferItem) =>
      call(cookies.admin, 'PUT', `/api/console/offer/${key}/items/${body.code}`, body);
    const cap = await put('cedar', { ...harborPolo, type: 'hat', sizes: { OSFA: 20 } });
    expect([cap.statusCode, cap.json().message]).toEqual([
      422,
      'Code HP-M01 is in the Mens category in the catalogue of Harbor Point Motors, and pictures are shared by code: ' +
        'give this item a code of its own, or keep its category Mens.',
    ]);
    // A base item every group offers keeps its category too.
    const basePolo = (await items('cedar')).find((item) => item.code === '1240')!;
    const womens = await put('cedar', { ...basePolo, type: 'womens' });
    expect([womens.statusCode, womens.json().message]).toEqual([
      422,
      'Code 1240 is in the Mens category in the catalogue of Bluebonnet Auto Family, and pictures are shared by code: ' +
        'give this item a code of its own, or keep its category Mens.',
    ]);
    expect(await drafts()).toEqual(before);

    // The same category under another name is the same picture's item; a code no other group holds is the group's own.
    expect((await put('cedar', { ...harborPolo, name: 'Cedar Crew Polo' })).statusCode).toBe(200);
    expect((await put('harbor', { ...harborPolo, type: 'womens' })).statusCode).toBe(200);
    for (const key of ['cedar', 'harbor'])
      expect((await call(cookies.admin, 'DELETE', `/api/console/offer/${key}/draft`)).statusCode).toBe(204);
  });
});

describe.each(DATABASE_KINDS)("the publish answers in the provider's time zone (%s)", (kind) => {
  // A clock of its own, not today's date; and a provider zone that is neither UTC nor the default.
  const now = new Date(Date.UTC(2031, 0, 15, 15));
  let t: TestApp & { offer: LiveOffer };
  let cookie: string;
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createOfferTestApp(kind, { offerClock: { now: () => now }, providerTimeZone: 'America/Chicago' });
    cookie = (await loggedInStaff(t, 'admin')).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the time a later version goes live as the console writes it, with the zone abbreviation', async () => {
    const listed = (await t.app.inject({ url: '/api/console/offer/harbor/items', headers: { cookie } })).json() as {
      items: OfferItem[];
    };
    const item = listed.items.find((i) => Object.values(i.sizes).some((p) => p > 0))!;
    const size = Object.keys(item.sizes).find((s) => item.sizes[s]! > 0)!;
    const draftPrice = async (dollars: number) =>
      call('PUT', `/api/console/offer/harbor/items/${item.code}`, { ...item, sizes: { ...item.sizes, [size]: dollars } });

    await draftPrice(61);
    // Typed as 9:00 AM in Chicago on February 1st.
    const later = await call('POST', '/api/console/offer/harbor/publish', { at: '2031-02-01T09:00:00-06:00' });
    expect(later.statusCode, later.body).toBe(200);
    const [scheduled] = await t.database.db
      .select({ note: groupVersions.note })
      .from(groupVersions)
      .where(eq(groupVersions.groupKey, 'harbor'))
      .orderBy(desc(groupVersions.version))
      .limit(1);
    expect(scheduled!.note).toBe('Published for Feb 1, 2031, 9:00 AM CST');

    await draftPrice(62);
    const refused = await call('POST', '/api/console/offer/harbor/publish', { at: null });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Version 2 goes live at Feb 1, 2031, 9:00 AM CST; publish after it, or withdraw it first.',
    ]);
    const rollback = await call('POST', '/api/console/offer/harbor/versions/1/rollback');
    expect([rollback.statusCode, rollback.json().message]).toEqual([
      409,
      'Version 2 goes live at Feb 1, 2031, 9:00 AM CST; publish after it, or withdraw it first.',
    ]);
    expect((await call('DELETE', '/api/console/offer/harbor/draft')).statusCode).toBe(204);
  });
});

describe.each(DATABASE_KINDS)('a publish of a group that takes bypass codes without a billing account (%s)', (kind) => {
  let t: TestApp & { offer: LiveOffer };
  let admin: string;
  const actor = { staffId: null, label: 'shell', requestId: 'test' };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const account = (store_code: string) => ({
    group_key: 'summit',
    store_code,
    name: 'Summit Ridge Auto Group',
    accounting_name: 'Summit Ridge Auto Group (AR)',
    address: [],
    terms: 'net_30' as const,
    credit_limit_cents: null,
    contacts: [],
    invoice_when: 'shipped' as const,
    reminder_days: [0],
  });

  beforeAll(async () => {
    t = await createOfferTestApp(kind, { billingAccounts: 'none' });
    admin = (await loggedInStaff(t, 'admin')).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is refused until the group has an account of its whole group; a store account alone is not enough', async () => {
    const item = ((await call('GET', '/api/console/offer/summit/items')).json() as { items: OfferItem[] }).items.find(
      (i) => !i.restricted && Object.values(i.sizes).some((p) => p > 0),
    )!;
    const size = Object.keys(item.sizes).find((s) => item.sizes[s]! > 0)!;
    expect(
      (await call('PUT', `/api/console/offer/summit/items/${item.code}`, { ...item, sizes: { ...item.sizes, [size]: 33.5 } }))
        .statusCode,
    ).toBe(200);
    const refusal =
      'The draft cannot be published: Summit Ridge Auto Group takes bypass codes (orders on account) but has no billing account of the whole group to bill them: open one under Billing first.';
    const refused = await call('POST', '/api/console/offer/summit/publish', { at: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(refusal);
    await addAccount(t.database.db, registry, actor, { ...account('SRTY01'), name: 'Summit Ridge Toyota of Aspen Hollow' });
    const storeOnly = await call('POST', '/api/console/offer/summit/publish', { at: null });
    expect(storeOnly.json().message).toBe(refusal);
    const versions = await t.database.db.select().from(groupVersions).where(eq(groupVersions.groupKey, 'summit'));
    expect(versions).toHaveLength(1);

    await addAccount(t.database.db, registry, actor, account(''));
    const published = await call('POST', '/api/console/offer/summit/publish', { at: null });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ version: 2 });
  });
});
