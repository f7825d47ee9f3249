import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferGroupAnswer, OfferSettings, OfferSettingsAnswer, ShippingMethod } from '@portal/domain';
import { loggedInStaff } from '../test-support/console';
import { createOfferTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import type { LiveOffer } from '../src/offer/live-offer';

const GROUND: ShippingMethod = {
  code: 'GROUND',
  name: 'Ground',
  rule: { kind: 'free_above', cents: 1500, threshold_cents: 25000 },
};
const TRUCK: ShippingMethod = { code: 'TRUCK', name: 'Truck freight', rule: { kind: 'per_unit', cents: 40 } };

describe.each(DATABASE_KINDS)("a group's ship-to address and shipping methods in the console (%s)", (kind) => {
  let t: TestApp & { offer: LiveOffer };
  let cookies: Record<'admin' | 'rep', string>;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const settings = async (group: string) =>
    ((await call(cookies.admin, 'GET', `/api/console/offer/${group}/settings`)).json() as OfferSettingsAnswer).settings;
  const groupPage = async (group: string) =>
    (await call(cookies.admin, 'GET', `/api/console/offer/${group}`)).json() as OfferGroupAnswer;
  const save = (group: string, next: OfferSettings, cookie = cookies.admin) =>
    call(cookie, 'PUT', `/api/console/offer/${group}/settings`, next);

  beforeAll(async () => {
    t = await createOfferTestApp(kind);
    cookies = { admin: (await loggedInStaff(t, 'admin')).cookie, rep: (await loggedInStaff(t, 'rep', ['prairie'])).cookie };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the group's address, whether buyers may type one, and its methods; saved as they are, they change nothing", async () => {
    const before = await settings('prairie');
    expect(before).toMatchObject({
      ship_to_address: '1200 Wheatland Ave, Bluestem, KS 66015',
      typed_ship_to: false,
      shipping_methods: [GROUND, { code: '2DAY', name: '2-Day', rule: { kind: 'flat', cents: 3500 } }],
    });
    // Prairie's group.json has no typed_ship_to: saving false does not add it.
    const saved = await save('prairie', before);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().changes).toEqual([]);
    expect((await groupPage('prairie')).draft).toBeNull();
  });

  it('changes them in the draft, audited field by field, shown in the difference, and publishes them to the storefront', async () => {
    const before = await settings('prairie');
    const next: OfferSettings = {
      ...before,
      ship_to_address: ' 1202 Wheatland Ave, Bluestem, KS 66015 ',
      typed_ship_to: true,
      shipping_methods: [TRUCK, { ...GROUND, rule: { kind: 'flat', cents: 1250 } }],
    };
    const saved = await save('prairie', next);
    expect(saved.statusCode, saved.body).toBe(200);
    const changes = [
      {
        area: 'settings',
        subject: '',
        field: 'ship_to_address',
        before: '1200 Wheatland Ave, Bluestem, KS 66015',
        after: '1202 Wheatland Ave, Bluestem, KS 66015',
      },
      { area: 'settings', subject: '', field: 'typed_ship_to', before: null, after: 'yes' },
      {
        area: 'settings',
        subject: '',
        field: 'shipping_methods.GROUND',
        before: 'Ground: Free on orders of $250.00 or more, else $15.00',
        after: 'Ground: $12.50 per order',
      },
      { area: 'settings', subject: '', field: 'shipping_methods.2DAY', before: '2-Day: $35.00 per order', after: null },
      { area: 'settings', subject: '', field: 'shipping_methods.TRUCK', before: null, after: 'Truck freight: $0.40 per unit' },
    ];
    expect(saved.json().changes).toEqual(changes);
    expect(await settings('prairie')).toEqual({ ...next, ship_to_address: '1202 Wheatland Ave, Bluestem, KS 66015' });

    const page = await groupPage('prairie');
    expect(page.draft?.changes).toEqual(changes);
    expect(page.audit.filter((entry) => entry.action === 'draft').map((entry) => entry.change)).toEqual(
      expect.arrayContaining(changes),
    );

    // A rep of the group changes its stores, not where it ships nor what freight costs.
    const rep = await save('prairie', { ...next, typed_ship_to: false }, cookies.rep);
    expect(rep.statusCode).toBe(403);
    expect(rep.json().message).toBe(
      'Only an admin can change typed_ship_to; a rep changes the catalogue, stores and logos of their groups.',
    );

    const published = await call(cookies.admin, 'POST', '/api/console/offer/prairie/publish', { at: null });
    expect(published.statusCode, published.body).toBe(200);
    const { version } = published.json() as { version: number };
    const audit = (await groupPage('prairie')).audit.filter((entry) => entry.action === 'publish');
    expect(audit.every((entry) => entry.version === version)).toBe(true);
    expect(audit.map((entry) => entry.change)).toEqual(expect.arrayContaining(changes));
    const storefront = (await t.app.inject('/v1/storefront/prairie')).json() as Record<string, unknown>;
    expect(storefront).toMatchObject({
      ship_to_address: '1202 Wheatland Ave, Bluestem, KS 66015',
      typed_ship_to: true,
      shipping_methods: [TRUCK, { ...GROUND, rule: { kind: 'flat', cents: 1250 } }],
    });
  });

  it('refuses bad shipping methods with a 400 naming the method and its field, and changes nothing', async () => {
    const before = await settings('keystone');
    const refusals: [ShippingMethod[], string][] = [
      [[{ ...TRUCK, rule: { kind: 'flat', cents: -100 } }], 'Amount of shipping method 1 cannot be negative.'],
      [
        [GROUND, { ...TRUCK, rule: { kind: 'free_above', cents: 1500, threshold_cents: 1_000_001 } }],
        'Order total of shipping method 2: at most $10,000.00.',
      ],
      [
        [GROUND, TRUCK, { ...GROUND, name: 'Ground again' }],
        'Code of shipping method 3: shipping method GROUND is listed twice.',
      ],
      [
        Array.from({ length: 11 }, (_, index) => ({ ...TRUCK, code: `TRUCK-${index}` })),
        'Shipping methods can have at most 10 entries.',
      ],
    ];
    for (const [methods, message] of refusals) {
      const refused = await save('keystone', { ...before, typed_ship_to: true, shipping_methods: methods });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const long = await save('keystone', { ...before, ship_to_address: `${'9'.repeat(150)} Main St, Hemlock Gap, PA 17015` });
    expect(long.statusCode).toBe(400);
    expect(await settings('keystone')).toEqual(before);
    expect((await groupPage('keystone')).draft).toBeNull();
  });

  it('keeps a ship-to address that does not parse and warns of it before a publish; none is warned of too', async () => {
    const before = await settings('summit');
    const odd = '2800 Summit Ridge Rd, Aspen Hollow';
    const saved = await save('summit', { ...before, ship_to_address: odd });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await groupPage('summit')).warnings).toContain(
      `The group's ship-to address '${odd}' is not one a parcel can be sent to (street, city, ST ZIP): orders without a store cannot ship to the group.`,
    );
    const none = await save('summit', { ...before, ship_to_address: '  ' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().changes).toEqual([
      {
        area: 'settings',
        subject: '',
        field: 'ship_to_address',
        before: odd,
        after: null,
      },
    ]);
    expect((await groupPage('summit')).warnings).toContain(
      'The group has no ship-to address, so orders without a store cannot ship to the group. Add the address the provider ships to when no store is chosen.',
    );
    const published = await call(cookies.admin, 'POST', '/api/console/offer/summit/publish', { at: null });
    expect(published.statusCode, published.body).toBe(200);
    const storefront = (await t.app.inject('/v1/storefront/summit')).json() as Record<string, unknown>;
    expect(storefront.ship_to_address).toBeUndefined();
    expect(storefront.shipping_methods).toEqual(before.shipping_methods);
  });
});
