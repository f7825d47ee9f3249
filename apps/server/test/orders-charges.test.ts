// create-order and checkout-charges with ship-to, freight and sales tax (issue 35, docs/decisions/031):
// where the order goes, what each shipping method charges, the rate by state and ZIP prefix, freight
// taxed where the state taxes it, certificates, versioned settings, carried amounts, and PayPal's breakdown.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, type CartLine, type TaxSettings } from '@portal/domain';
import { readDemoTaxSettings } from '@portal/tenants/server';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import { contextOf } from '../src/app';
import {
  billingAccounts,
  emailOutbox,
  idempotencyKeys,
  orderLines,
  orders,
  taxExemptions,
  taxSettingsVersions,
} from '../src/db/schema';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** Each group's bypass code (packages/tenants/demo-secrets.md). */
const CODES: Record<string, string> = {
  guardian: 'GDCH02',
  harbor: 'HPFD01',
  redrock: 'MANAGER',
  keystone: 'ONACCOUNT',
  lakeshore: 'LAKESHORE-ACCT',
  ironbridge: 'ONACCOUNT',
  default: 'NEWCUSTOMER',
};

/** Tax at a rate in thousandths of a percent, rounded half up to the cent: written out plainly, apart from the domain's. */
const taxAt = (taxableCents: number, thousandths: number): number => {
  const exact = (taxableCents * thousandths) / 100_000;
  const cents = Math.floor(exact);
  return exact - cents >= 0.5 ? cents + 1 : cents;
};

/** Ground: $15 under $250 of goods, free from $250. */
const ground = (goods: number) => (goods >= 25_000 ? 0 : 1500);

const storeOf = (group: string, code: string) => registry.groups.get(group)!.config.stores.find((s) => s.code === code)!;

describe.each(DATABASE_KINDS)('create-order with ship-to, freight and tax (%s)', (kind) => {
  let t: TestApp;
  let paypal: FakePayPal;
  const demoTax = readDemoTaxSettings();
  beforeAll(async () => {
    paypal = await startFakePayPal();
    t = await createTestApp(kind, {
      paypal: { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 5000 },
    });
    await saveSettings(1, demoTax);
  });
  afterAll(async () => {
    await t?.close();
    await paypal?.close();
  });

  /** A version of the tax settings, as the console saves one, and this instance told of it. */
  const saveSettings = async (version: number, settings: TaxSettings) => {
    await t.database.db.insert(taxSettingsVersions).values({ version, settings, note: 'test' });
    await contextOf(t.app).tax.refresh();
  };
  const accountId = async (group: string, store = '') =>
    (
      await t.database.db
        .select({ id: billingAccounts.id })
        .from(billingAccounts)
        .where(and(eq(billingAccounts.groupKey, group), eq(billingAccounts.storeCode, store)))
    )[0]!.id;
  const addCertificate = async (
    group: string,
    store: string,
    certificate: { number: string; state: string; expiresOn: string },
  ) => {
    const [row] = await t.database.db
      .insert(taxExemptions)
      .values({
        accountId: await accountId(group, store),
        certificateNumber: certificate.number,
        state: certificate.state,
        expiresOn: certificate.expiresOn,
      })
      .returning();
    await contextOf(t.app).tax.refresh();
    return row!;
  };

  const post = async (
    url: string,
    body: { companyName: string } & Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...headers, cookie: withCookies(await groupSessionCookie(t.app, body.companyName), headers.cookie) },
    });
  const place = (group: string, cart: CartLine[], over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    post('/v1/create-order', checkoutBody(group, cart, { bypassPaypal: true, bypassCode: CODES[group], ...over }), headers);
  const quote = (group: string, cart: CartLine[], over: Record<string, unknown> = {}) =>
    post('/v1/checkout-charges', { companyName: group, store: '', cart, ...over });
  const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const goodsOf = async (id: string) => {
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  };
  const counts = async () =>
    Promise.all(
      [orders, orderLines, emailOutbox, idempotencyKeys].map(async (table) =>
        Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n),
      ),
    );

  it("ships an order for a store to the store's address, charged Ground and Ohio's rate on goods and freight", async () => {
    const placed = await place('guardian', linesFor('guardian', '1240', 2), { store: 'GDCH01', bypassCode: 'GDCH01' });
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json();
    const row = await rowOf(answer.order_id);
    const goods = await goodsOf(answer.order_id);
    expect(goods).toBeLessThan(25_000);
    const tax = taxAt(goods + 1500, 5750);
    const address = {
      name: storeOf('guardian', 'GDCH01').name,
      street: '111 Orchard Loop',
      city: 'Ashford',
      state: 'OH',
      zip: '43010',
    };
    expect(answer.charges).toEqual({
      goods,
      freight: 1500,
      tax,
      total: goods + 1500 + tax,
      ship_to: { source: 'store', address },
      shipping_method: { code: 'GROUND', name: 'Ground' },
      tax_rate: { name: 'OH 5.75%', state: 'OH', rate_thousandths: 5750 },
      exemption: null,
    });
    expect(answer.total).toBe(goods + 1500 + tax);
    expect(row).toMatchObject({
      shipTo: address,
      shipToSource: 'store',
      goodsCents: goods,
      freightCents: 1500,
      taxCents: tax,
      totalCents: goods + 1500 + tax,
      paidCents: goods + 1500 + tax,
      freightMethod: { code: 'GROUND', name: 'Ground' },
      taxSettingsVersion: 1,
      taxExemption: null,
    });
    expect(row.tax).toMatchObject({
      state: 'OH',
      zip_prefix: null,
      rate_thousandths: 5750,
      taxable_cents: goods + 1500,
      tax_cents: tax,
    });

    // From $250 of goods Ground is free, and only the goods are taxed.
    const bigger = (await place('guardian', linesFor('guardian', '1240', 4), { store: 'GDCH01', bypassCode: 'GDCH01' })).json();
    const biggerGoods = await goodsOf(bigger.order_id);
    expect(biggerGoods).toBeGreaterThanOrEqual(25_000);
    expect(bigger.charges).toMatchObject({ goods: biggerGoods, freight: 0, tax: taxAt(biggerGoods, 5750) });

    // retrieve-orders answers the same ship-to and charges.
    const history = (await post('/v1/retrieve-orders', { companyName: 'guardian' })).json();
    const listed = history.orders.find((o: { order_number: string }) => o.order_number === answer.order_number);
    expect(listed.ship_to).toEqual(address);
    expect(listed.charges).toMatchObject({ goods, freight: 1500, tax, tax_rate: 'OH 5.75%' });
  });

  it("ships an order with no store to the group's address, at its ZIP prefix's own rate", async () => {
    const placed = await place('guardian', linesFor('guardian', '1240', 2));
    expect(placed.statusCode, placed.body).toBe(201);
    const { charges } = placed.json();
    const goods = charges.goods as number;
    expect(charges.ship_to).toEqual({
      source: 'group',
      address: { name: 'Guardian Automotive Family', street: '900 Guardian Way', city: 'Ashford', state: 'OH', zip: '43215' },
    });
    expect(charges.tax_rate).toEqual({ name: 'OH 432 7.5%', state: 'OH', rate_thousandths: 7500 });
    expect(charges.tax).toBe(taxAt(goods + ground(goods), 7500));
  });

  it('ships to a typed address only where the group allows it, and keeps it', async () => {
    const typed = {
      name: 'Dana Whitlock',
      street: '77 Wharf Rd',
      street2: 'Bay 3',
      city: 'Gullhaven',
      state: 'me',
      zip: '04047-1234',
    };
    const placed = await place('harbor', linesFor('harbor', '1640', 2), { ship_to: { source: 'typed', address: typed } });
    expect(placed.statusCode, placed.body).toBe(201);
    const kept = { ...typed, state: 'ME' };
    expect(placed.json().charges).toMatchObject({ ship_to: { source: 'typed', address: kept }, tax: 0, tax_rate: null });
    expect(await rowOf(placed.json().order_id)).toMatchObject({ shipTo: kept, shipToSource: 'typed', taxCents: 0, tax: null });

    const before = await counts();
    const refused = await place('guardian', linesFor('guardian', '1240', 2), { ship_to: { source: 'typed', address: typed } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: "Guardian Automotive Family ships only to its stores' and its own addresses.",
      code: 'UNPROCESSABLE',
    });
    // A store with no address cannot be chosen as the destination.
    const noAddress = await place('guardian', linesFor('guardian', '1240', 2), { store: 'GDFD03', ship_to: { source: 'store' } });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().message).toBe(
      `${storeOf('guardian', 'GDFD03').name} has no address to ship to: choose another destination.`,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a typed address with a ZIP or a state that does not exist, naming the field, and writes nothing', async () => {
    const before = await counts();
    const good = { name: 'Dana Whitlock', street: '77 Wharf Rd', city: 'Gullhaven', state: 'ME', zip: '04047' };
    for (const [address, named] of [
      [{ ...good, zip: '4321' }, 'Enter a ZIP code like 43215 or 43215-1234.'],
      [{ ...good, state: 'ZZ' }, 'Choose a US state.'],
    ] as const) {
      for (const url of ['/v1/create-order', '/v1/checkout-charges']) {
        const body =
          url === '/v1/create-order'
            ? checkoutBody('harbor', linesFor('harbor', '1640', 2), { bypassPaypal: true, bypassCode: 'HPFD01' })
            : { companyName: 'harbor', store: '', cart: linesFor('harbor', '1640', 2) };
        const refused = await post(url, { ...body, ship_to: { source: 'typed', address } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe('INVALID_INPUT');
        expect(refused.json().message).toContain(named);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a shipping method the group does not offer with 422 naming it, and writes nothing', async () => {
    const before = await counts();
    const refused = await place('guardian', linesFor('guardian', '1240', 2), { shipping_method: 'OVERNIGHT' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: "Guardian Automotive Family does not ship by 'OVERNIGHT': choose Ground or 2-Day.",
      code: 'UNPROCESSABLE',
    });
    expect((await quote('guardian', linesFor('guardian', '1240', 2), { shipping_method: 'OVERNIGHT' })).statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('charges freight by each rule: a flat amount, an amount per unit, free from a total', async () => {
    // 2-Day: $35 whatever the goods.
    const flat = (
      await place('guardian', linesFor('guardian', '1240', 4), { store: 'GDCH01', bypassCode: 'GDCH01', shipping_method: '2DAY' })
    ).json();
    expect(flat.charges.goods).toBeGreaterThanOrEqual(25_000);
    expect(flat.charges).toMatchObject({ freight: 3500, shipping_method: { code: '2DAY', name: '2-Day' } });
    expect(flat.charges.tax).toBe(taxAt(flat.charges.goods + 3500, 5750));
    // Ironbridge's truck freight: 40 cents a unit.
    const perUnit = (await place('ironbridge', linesFor('ironbridge', '1640', 7), { shipping_method: 'FREIGHT' })).json();
    expect(perUnit.charges).toMatchObject({ freight: 7 * 40, shipping_method: { code: 'FREIGHT', name: 'Truck freight' } });
    expect(perUnit.total).toBe(perUnit.charges.goods + 280 + perUnit.charges.tax);
    // Ground, under and over $250.
    const under = (await quote('ironbridge', linesFor('ironbridge', '1640', 2))).json();
    expect(under).toMatchObject({ freight: 1500, shipping_method: { code: 'GROUND', name: 'Ground' } });
    const over = (await quote('ironbridge', linesFor('ironbridge', '1240', 4))).json();
    expect(over.goods).toBeGreaterThanOrEqual(25_000);
    expect(over.freight).toBe(0);
  });

  it('taxes by state: none where the provider does not collect, freight only where the state taxes it, not the categories it exempts', async () => {
    // Maine: no tax collected.
    const maine = (await quote('harbor', linesFor('harbor', '1640', 2))).json();
    expect(maine).toMatchObject({ tax: 0, tax_rate: null });
    // Michigan, 6%: freight is not taxed.
    const michigan = (await place('lakeshore', linesFor('lakeshore', '1640', 2))).json();
    expect(michigan.charges).toMatchObject({ freight: 1500, tax_rate: { name: 'MI 6%', state: 'MI', rate_thousandths: 6000 } });
    expect(michigan.charges.tax).toBe(taxAt(michigan.charges.goods, 6000));
    expect(michigan.charges.tax).toBeGreaterThan(0);
    // Pennsylvania, 6%: T-shirts are not taxed, hats are, and so is freight.
    const tees = linesFor('keystone', '1640', 2);
    const hats = linesFor('keystone', 'H-310', 2);
    const pennsylvania = (await place('keystone', [...tees, ...hats])).json();
    const hatsCents = (
      await t.database.db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.orderId, pennsylvania.order_id), eq(orderLines.code, 'H-310')))
    ).reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    expect(hatsCents).toBeGreaterThan(0);
    expect(hatsCents).toBeLessThan(pennsylvania.charges.goods);
    expect(pennsylvania.charges).toMatchObject({ freight: 1500, tax_rate: { name: 'PA 6%' } });
    expect(pennsylvania.charges.tax).toBe(taxAt(hatsCents + 1500, 6000));
    expect((await rowOf(pennsylvania.order_id)).tax).toMatchObject({
      taxable_cents: hatsCents + 1500,
      exempt_types: ['mens', 'womens', 'tshirts'],
    });
  });

  it('charges no tax on an order billed to an account with a certificate, keeping the certificate; an expired one is charged', async () => {
    // The group's account holds a certificate: a store without an account of its own bills to it.
    await addCertificate('guardian', '', { number: 'OH-EX-20417', state: 'OH', expiresOn: '2099-12-31' });
    const exempt = await place('guardian', linesFor('guardian', '1240', 2), { store: 'GDCH02' });
    expect(exempt.statusCode, exempt.body).toBe(201);
    expect(exempt.json().charges).toMatchObject({
      freight: 1500,
      tax: 0,
      tax_rate: null,
      exemption: { certificate_number: 'OH-EX-20417', state: 'OH' },
    });
    expect(await rowOf(exempt.json().order_id)).toMatchObject({
      taxCents: 0,
      tax: null,
      taxExemption: { certificate_number: 'OH-EX-20417', state: 'OH', expires_on: '2099-12-31' },
    });
    // GDCH01 bills to its own account, which holds only a certificate that ran out: taxed.
    await addCertificate('guardian', 'GDCH01', { number: 'OH-EX-11002', state: 'OH', expiresOn: '2020-06-30' });
    const expired = (await place('guardian', linesFor('guardian', '1240', 2), { store: 'GDCH01', bypassCode: 'GDCH01' })).json();
    expect(expired.charges).toMatchObject({ exemption: null, tax_rate: { name: 'OH 5.75%' } });
    expect(expired.charges.tax).toBe(taxAt(expired.charges.goods + 1500, 5750));
    expect((await rowOf(expired.order_id)).taxExemption).toBeNull();
    // Withdrawn, the group's certificate exempts nothing more.
    await t.database.db
      .update(taxExemptions)
      .set({ withdrawnAt: new Date() })
      .where(eq(taxExemptions.certificateNumber, 'OH-EX-20417'));
    await contextOf(t.app).tax.refresh();
    const withdrawn = (await quote('guardian', linesFor('guardian', '1240', 2), { store: 'GDCH02' })).json();
    expect(withdrawn).toMatchObject({ exemption: null, tax_rate: { name: 'OH 5.75%' } });
  });

  it('charges a new version of the settings from then on; an order placed before keeps its rate and version', async () => {
    const first = (await place('lakeshore', linesFor('lakeshore', '1640', 3))).json();
    expect(first.charges.tax_rate.rate_thousandths).toBe(6000);
    const michigan = demoTax.states.find((s) => s.state === 'MI')!;
    await saveSettings(2, { states: [...demoTax.states.filter((s) => s !== michigan), { ...michigan, rate_thousandths: 6500 }] });
    const second = (await place('lakeshore', linesFor('lakeshore', '1640', 3))).json();
    expect(second.charges.tax_rate).toEqual({ name: 'MI 6.5%', state: 'MI', rate_thousandths: 6500 });
    expect(second.charges.tax).toBe(taxAt(second.charges.goods, 6500));
    expect(await rowOf(second.order_id)).toMatchObject({ taxSettingsVersion: 2 });
    expect(await rowOf(first.order_id)).toMatchObject({
      taxSettingsVersion: 1,
      taxCents: taxAt(first.charges.goods, 6000),
      tax: { name: 'MI 6%', rate_thousandths: 6000 },
    });
  });

  it('refuses carried freight or tax the server does not charge with 409 naming old → new, writes nothing, and answers a retry of a placed order', async () => {
    const cart = linesFor('redrock', '1640', 2);
    // The quote's spending rules are its own (redrock has none); the rest is the charges.
    const { spending, ...shown } = (await quote('redrock', cart)).json();
    expect(spending).toBeNull();
    expect(shown.freight).toBe(1500);
    const before = await counts();
    const stale = await place('redrock', cart, { freight: 0, tax: 0 }, { 'idempotency-key': 'charges-stale-0001' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message:
        'Freight or tax has changed since checkout was shown: Freight $0.00 → $15.00. Review the order and place it again.',
      code: 'CONFLICT',
    });
    expect(await counts()).toEqual(before);
    // What the quote showed is what is charged.
    const placed = await place(
      'redrock',
      cart,
      { freight: shown.freight, tax: shown.tax },
      { 'idempotency-key': 'charges-shown-0001' },
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().charges).toEqual(shown);
    // A retry of that order answers it, whatever it carries now.
    const retry = await place('redrock', cart, { freight: 0, tax: 0 }, { 'idempotency-key': 'charges-shown-0001' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(placed.json());
  });

  it('quotes at checkout exactly what create-order then charges, for every destination, and writes nothing', async () => {
    const cart = [...linesFor('harbor', '1640', 3), ...linesFor('harbor', 'H-310', 2)];
    const typed = { name: 'Dana Whitlock', street: '77 Wharf Rd', city: 'Gullhaven', state: 'ME', zip: '04047' };
    await saveSettings(3, {
      states: [...demoTax.states, { state: 'ME', rate_thousandths: 5500, freight_taxed: false, exempt_types: [], zip_rates: [] }],
    });
    for (const over of [
      { store: 'HPFD01' },
      { store: '' },
      { store: 'HPFD02', ship_to: { source: 'group' } },
      { store: '', ship_to: { source: 'typed', address: typed }, shipping_method: '2DAY' },
    ]) {
      const before = await counts();
      const quoted = await quote('harbor', cart, over);
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect(await counts()).toEqual(before);
      const placed = await place('harbor', cart, { ...over, freight: quoted.json().freight, tax: quoted.json().tax });
      expect(placed.statusCode, placed.body).toBe(201);
      expect({ ...placed.json().charges, spending: null }).toEqual(quoted.json());
      expect(quoted.json().tax).toBe(taxAt(quoted.json().goods, 5500));
    }
    // A browser not logged in to the group is told so, as create-order tells it.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout-charges',
      payload: { companyName: 'harbor', cart },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends PayPal the breakdown (items = goods, shipping = freight, tax_total = tax) and captures goods + freight + tax', async () => {
    const placed = await post('/v1/create-order', checkoutBody('default', linesFor('default', '1640', 3)));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_id: paypalId, charges, total } = placed.json();
    expect(charges.freight).toBe(1500);
    expect(charges.tax).toBe(taxAt(charges.goods + 1500, 5750));
    expect(charges.tax).toBeGreaterThan(0);
    const unit = paypal.orders.get(paypalId)!.purchaseUnits[0]!;
    expect(unit.amount).toEqual({
      currency_code: 'USD',
      value: formatCents(total),
      breakdown: {
        item_total: { currency_code: 'USD', value: formatCents(charges.goods) },
        shipping: { currency_code: 'USD', value: formatCents(1500) },
        tax_total: { currency_code: 'USD', value: formatCents(charges.tax) },
      },
    });
    const items = unit.items ?? [];
    expect(items.reduce((sum, item) => sum + Math.round(Number(item.unit_amount.value) * 100) * Number(item.quantity), 0)).toBe(
      charges.goods,
    );
    paypal.approve(paypalId);
    const captured = await post('/v1/capture-order', { companyName: 'default', order_id: paypalId } as { companyName: string });
    expect(captured.statusCode, captured.body).toBe(200);
    const row = (await t.database.db.select().from(orders).where(eq(orders.paypalOrderId, paypalId)))[0]!;
    expect(row).toMatchObject({ status: 'paid', paidCents: charges.goods + 1500 + charges.tax, totalCents: total });
  });
});

describe('checkout-charges is counted per address and group', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { quotesPerHour: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After once the hour’s quotes are used up', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/checkout-charges',
        payload: { companyName: 'cedar', cart: linesFor('cedar', '1640', 2) },
        remoteAddress: '10.9.8.7',
      });
    for (let n = 0; n < 3; n += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many checkouts were priced for Cedar Creek Automotive from your network this hour\./,
    );
  });
});
