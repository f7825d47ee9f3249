import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferGroupAnswer, OfferGroupsAnswer, OfferItem } from '@portal/domain';
import { loggedInStaff } from '../test-support/console';
import { createOfferTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import { until } from '../test-support/until';
import { followPublishes } from '../src/offer/follow-publishes';
import type { LiveOffer } from '../src/offer/live-offer';
import { liveVersions } from '../src/offer/offer-versions';
import type { OfferClock } from '../src/time/offer-clock';

const DAY = 86_400_000;

// A publish set for later goes live when the offer's clock passes its moment, by the instance's own
// poll (no publish, no notice): the clock here is one the test moves, ahead of the real one.
describe.each(DATABASE_KINDS)('a publish set for later, on a clock the test moves (%s)', (kind) => {
  let t: TestApp & { offer: LiveOffer };
  let admin: string;
  let lead = 0;
  const clock: OfferClock = { now: () => new Date(Date.now() + lead) };
  let stopFollowing: () => Promise<void>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const storefrontPrice = async (code: string, size: string) => {
    const answer = (await t.app.inject('/v1/storefront/maple')).json() as {
      catalogue: { code: string; sizes: Record<string, number> }[];
    };
    return answer.catalogue.find((item) => item.code === code)?.sizes[size];
  };

  beforeAll(async () => {
    t = await createOfferTestApp(kind, { offerClock: clock });
    admin = (await loggedInStaff(t, 'admin')).cookie;
    stopFollowing = await followPublishes(t.database, t.offer, { pollMs: 50 });
  });
  afterAll(async () => {
    await stopFollowing?.();
    await t?.close();
  });

  it('keeps a version set for tomorrow to come until the clock passes it, then serves it without a publish', async () => {
    const items = ((await call('GET', '/api/console/offer/maple/items')).json() as { items: OfferItem[] }).items;
    const item = items.find((i) => !i.restricted && Object.values(i.sizes).some((p) => p > 0))!;
    const size = Object.keys(item.sizes).find((s) => item.sizes[s]! > 0)!;
    const was = Math.round(item.sizes[size]! * 100);
    expect(
      (await call('PUT', `/api/console/offer/maple/items/${item.code}`, { ...item, sizes: { ...item.sizes, [size]: 77.7 } }))
        .statusCode,
    ).toBe(200);

    // Tomorrow by the clock: a moment the real clock reaches too, but not within this test.
    const at = new Date(clock.now().getTime() + DAY);
    const published = await call('POST', '/api/console/offer/maple/publish', { at: at.toISOString() });
    expect(published.statusCode, published.body).toBe(200);
    const { version } = published.json() as { version: number };

    const scheduled = (await call('GET', '/api/console/offer/maple')).json() as OfferGroupAnswer;
    expect(scheduled.live_version).toBe(version - 1);
    expect(scheduled.versions.find((v) => v.version === version)).toMatchObject({ state: 'scheduled', live_at: at.getTime() });
    expect((await liveVersions(t.database.db, clock)).find((v) => v.groupKey === 'maple')?.version).toBe(version - 1);
    // Several polls go by: nothing changes while the clock is before the moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storefrontPrice(item.code, size)).toBe(was);
    expect(t.offer.versionOfGroup('maple')).toBe(version - 1);

    // The clock passes the moment: the poll takes the version in, the storefront answers it.
    lead = DAY + 60_000;
    await until(async () => (await storefrontPrice(item.code, size)) === 7770, 10_000);
    expect(t.offer.versionOfGroup('maple')).toBe(version);
    const live = (await call('GET', '/api/console/offer/maple')).json() as OfferGroupAnswer;
    expect(live.live_version).toBe(version);
    expect(live.versions.find((v) => v.version === version)?.state).toBe('live');
    const groups = (await call('GET', '/api/console/offer')).json() as OfferGroupsAnswer;
    expect(groups.groups.find((g) => g.key === 'maple')).toMatchObject({ live_version: version, scheduled: null });
    // By the real clock it is still to come: what decides is the offer's clock alone.
    expect((await liveVersions(t.database.db)).find((v) => v.groupKey === 'maple')?.version).toBe(version - 1);
  });

  it("takes a publish now at the clock's now, after what the clock already made live, and refuses a withdrawal of it", async () => {
    const items = ((await call('GET', '/api/console/offer/maple/items')).json() as { items: OfferItem[] }).items;
    const item = items.find((i) => !i.restricted && Object.values(i.sizes).some((p) => p > 0))!;
    expect(
      (await call('PUT', `/api/console/offer/maple/items/${item.code}`, { ...item, name: `${item.name} (clock)` })).statusCode,
    ).toBe(200);
    const published = await call('POST', '/api/console/offer/maple/publish', { at: null });
    expect(published.statusCode, published.body).toBe(200);
    const { version } = published.json() as { version: number };
    // Live at once, though the version before went live at a moment the real clock has not reached.
    expect(t.offer.versionOfGroup('maple')).toBe(version);
    const answer = (await call('GET', '/api/console/offer/maple')).json() as OfferGroupAnswer;
    const row = answer.versions.find((v) => v.version === version)!;
    expect(row.state).toBe('live');
    expect(Math.abs(row.live_at - clock.now().getTime())).toBeLessThan(5_000);
    // A moment the real clock has not reached but the offer's clock has is "now": not a schedule.
    const past = new Date(Date.now() + DAY / 2).toISOString();
    expect(
      (await call('PUT', `/api/console/offer/maple/items/${item.code}`, { ...item, name: `${item.name} (again)` })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/console/offer/maple/publish', { at: past });
    expect(again.statusCode, again.body).toBe(200);
    expect(t.offer.versionOfGroup('maple')).toBe((again.json() as { version: number }).version);
    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/offer/maple/versions/${version}`,
      headers: { cookie: admin },
    });
    expect(withdraw.statusCode).toBe(409);
  });
});
