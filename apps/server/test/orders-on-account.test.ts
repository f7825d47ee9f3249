import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDiscountTiers, isQuantityBreakItem, samePlacementMessage } from '@portal/domain';
import { checkoutBody, itemOf, linesFor } from '@portal/testing/carts';
import { registry } from '../test-support/test-app';
import type { idempotencyKeys } from '../src/db/schema';
import { emailOutbox, orderLines, orders } from '../src/db/schema';
import { createTestApp, groupSessionCookie, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

describe.each(DATABASE_KINDS)('create-order on account (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** As a browser logged in to the body's group (its password, where it has one) would send it. */
  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const session = await groupSessionCookie(t.app, (body as { companyName?: string }).companyName ?? '');
    return t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: body as object,
      headers: { ...headers, cookie: withCookies(session, headers.cookie) },
    });
  };
  const count = async (table: typeof orders | typeof orderLines | typeof emailOutbox | typeof idempotencyKeys) =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

  it('places the order with a valid bypass code, priced by the server, and queues both e-mails', async () => {
    const polo = linesFor('redrock', '1240', 3);
    const response = await post(checkoutBody('redrock', polo, { bypassPaypal: true, bypassCode: 'manager' }));
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.order_number).toMatch(/^CB-\d{6}$/);
    const item = itemOf('redrock', '1240');
    const expected = applyDiscountTiers(item.sizes[polo[0]!.size]!, item.discount, 3) * 3;
    expect(expected).toBeLessThan(item.sizes[polo[0]!.size]! * 3);
    // Under $250 of goods, Ground (redrock's first method) charges $15; Arizona is not a state the provider collects in.
    expect(expected).toBeLessThan(25_000);
    expect(answer.total).toBe(expected + 1500);
    expect(answer.charges).toMatchObject({ goods: expected, freight: 1500, tax: 0, total: expected + 1500, tax_rate: null });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, answer.order_id));
    expect(order).toMatchObject({
      groupKey: 'redrock',
      status: 'on_account',
      payment: 'account',
      totalCents: expected + 1500,
      paidCents: expected + 1500,
      goodsCents: expected,
      freightCents: 1500,
      taxCents: 0,
      freightMethod: { code: 'GROUND', name: 'Ground' },
    });
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, answer.order_id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      code: '1240',
      quantity: 3,
      unitPriceCents: expected / 3,
      groupKey: 'redrock',
      customerPo: 'PO-7731',
    });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, answer.order_id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['buyer', 'provider']);
  });

  it('answers how the order is paid: on account, the code masked, the store whose code it is and the account billed (decision 016)', async () => {
    const body = checkoutBody('guardian', linesFor('guardian', '1640', 2), {
      store: 'GDFD02',
      bypassPaypal: true,
      bypassCode: 'gdfd01',
    });
    // The demo opens Guardian's account of the whole group: an order on account needs one (docs/billing.md).
    const key = { 'idempotency-key': 'payment-answer-1' };
    const billed = await post(body, key);
    expect(billed.statusCode).toBe(201);
    expect(billed.json().payment).toEqual({
      method: 'account',
      masked_code: '••••••01',
      code_store: 'Guardian Ford of Ashford',
      billing_account: 'Guardian Automotive Family',
    });
    expect(billed.body).not.toContain('GDFD01');
    // A retry answers the first order, and says the same of its payment.
    const again = await post(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toEqual(billed.json().payment);
  });

  it('accepts the cart as the browser keeps it, a map of line key to line', async () => {
    const tee = linesFor('redrock', '1640', 2)[0]!;
    const response = await post(
      checkoutBody('redrock', { anything: tee } as never, { bypassPaypal: true, bypassCode: 'EMPLOYEE' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a wrong bypass code with 403 and writes nothing', async () => {
    const before = await count(orders);
    const response = await post(
      checkoutBody('redrock', linesFor('redrock', '1640', 1), { bypassPaypal: true, bypassCode: 'BOSS' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'That code is not valid.', code: 'FORBIDDEN' });
    expect(await count(orders)).toBe(before);
  });

  it('takes no order for a group with a password from a browser not logged in to it, even with a right code', async () => {
    const before = await Promise.all([count(orders), count(emailOutbox)]);
    const body = checkoutBody('harbor', linesFor('harbor', '1640', 1), { bypassPaypal: true, bypassCode: 'HPFD01' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/create-order', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Log in to order for Harbor Point Motors.', code: 'UNAUTHORIZED' });
    // A session of another group is no session of this one.
    const other = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: body,
      headers: { cookie: (await groupSessionCookie(t.app, 'summit')).replaceAll('summit', 'harbor') },
    });
    expect(other.statusCode).toBe(401);
    const capture = await t.app.inject({
      method: 'POST',
      url: '/v1/capture-order',
      payload: { order_id: 'X1', companyName: 'harbor' },
    });
    expect(capture.statusCode).toBe(401);
    expect(await Promise.all([count(orders), count(emailOutbox)])).toEqual(before);
    // An open group needs no session: its buyers have no password to type.
    const open = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody('cedar', linesFor('cedar', '1640', 1), { bypassPaypal: true, bypassCode: 'CEDAR-ACCT' }),
    });
    expect(open.statusCode).toBe(201);
  });

  it('refuses a made-up total or price field, and a line price the server does not charge, writing nothing', async () => {
    const cart = linesFor('redrock', '1640', 1);
    const withTotal = await post({ ...checkoutBody('redrock', cart, { bypassPaypal: true, bypassCode: 'MANAGER' }), total: 1 });
    expect(withTotal.statusCode).toBe(400);
    expect(withTotal.json().code).toBe('INVALID_INPUT');
    const before = await Promise.all([count(orders), count(orderLines), count(emailOutbox)]);
    const cheap = await post(
      checkoutBody(
        'redrock',
        cart.map((l) => ({ ...l, price: 0 })),
        { bypassPaypal: true, bypassCode: 'MANAGER' },
      ),
    );
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().message).toMatch(/^Prices have changed since this cart was filled: /);
    expect(await Promise.all([count(orders), count(orderLines), count(emailOutbox)])).toEqual(before);
    const charged = await post(checkoutBody('redrock', cart, { bypassPaypal: true, bypassCode: 'MANAGER' }));
    // The goods at the server's price, and Ground's $15 under $250.
    expect(charged.json().charges).toMatchObject({ goods: itemOf('redrock', '1640').sizes[cart[0]!.size], freight: 1500 });
    expect(charged.json().total).toBe(itemOf('redrock', '1640').sizes[cart[0]!.size]! + 1500);
  });

  it('applies the accessory minimum, the logo rule and the company minimum on the server', async () => {
    const keychain = linesFor('harbor', 'A-410', 12).map((l) => ({ ...l, quantity: 11 }));
    const accessory = await post(checkoutBody('harbor', keychain, { bypassPaypal: true, bypassCode: 'HPFD01' }));
    expect(accessory.statusCode).toBe(422);
    expect(accessory.json().message).toBe('Must order at least 12 units');

    const noLogo = linesFor('harbor', '1240', 12).map((l) => ({ ...l, embroidery: '' }));
    expect((await post(checkoutBody('harbor', noLogo, { bypassPaypal: true, bypassCode: 'HPFD01' }))).json().message).toBe(
      'Must select an embroidery',
    );

    const fewPolos = linesFor('harbor', '1240', 5);
    const minimum = await post(checkoutBody('harbor', fewPolos, { bypassPaypal: true, bypassCode: 'HPFD01' }));
    expect(minimum.statusCode).toBe(422);
    expect(minimum.json().message).toBe('Mens and womens items must total 0 or at least 12 units.');
    const enough = await post(
      checkoutBody('harbor', linesFor('harbor', '1240', 12), { bypassPaypal: true, bypassCode: 'hpfd01' }),
    );
    expect(enough.statusCode).toBe(201);
  });

  it('refuses a first or second placement that does not fit its item, naming both, and writes nothing', async () => {
    const on = { bypassPaypal: true, bypassCode: 'MANAGER' };
    const before = await count(orders);
    const polo = linesFor('redrock', '1240', 1)[0]!;
    const hatOnShirt = await post(checkoutBody('redrock', [{ ...polo, placement: 'Front Center-HATS' }], on));
    expect(hatOnShirt.statusCode).toBe(422);
    expect(hatOnShirt.json()).toEqual({
      code: 'UNPROCESSABLE',
      message: `'Front Center-HATS' does not fit ${polo.name}; choose Left Chest, Right Sleeve, Yoke, Full Back.`,
    });
    const second = { ...polo, secondEmbroidery: polo.embroidery, secondPlacement: 'Front Center-HATS' };
    expect((await post(checkoutBody('redrock', [second], on))).json().message).toMatch(/^'Front Center-HATS' does not fit /);
    const cap = linesFor('redrock', 'H-310', 1)[0]!;
    const chestOnHat = await post(checkoutBody('redrock', [{ ...cap, placement: 'Left Chest' }], on));
    expect(chestOnHat.statusCode).toBe(422);
    expect(chestOnHat.json().message).toBe(`'Left Chest' does not fit ${cap.name}; choose Front Center-HATS.`);
    const plate = linesFor('redrock', 'CP-250-AL', 1)[0]!;
    const chestOnPlate = await post(checkoutBody('redrock', [{ ...plate, placement: 'Left Chest' }], on));
    expect(chestOnPlate.statusCode).toBe(422);
    expect(chestOnPlate.json().message).toBe(
      `'Left Chest' does not fit ${plate.name}: Custom Printed items carry no logo placement ('N/A').`,
    );
    expect(await count(orders)).toBe(before);
  });

  it("refuses two logos on the same placement with the rule's message, and writes nothing", async () => {
    const on = { bypassPaypal: true, bypassCode: 'MANAGER' };
    const before = await count(orders);
    const polo = linesFor('redrock', '1240', 1)[0]!;
    const same = { ...polo, secondEmbroidery: polo.embroidery, secondPlacement: polo.placement };
    const response = await post(checkoutBody('redrock', [same], on));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'UNPROCESSABLE', message: samePlacementMessage('Left Chest') });
    expect(await count(orders)).toBe(before);
  });

  it('takes a shirt, a hat and a plate as the item screen makes them, each with its own placement', async () => {
    const cart = [...linesFor('redrock', '1240', 1), ...linesFor('redrock', 'H-310', 1), ...linesFor('redrock', 'CP-250-AL', 1)];
    expect(cart.map((line) => line.placement)).toEqual(['Left Chest', 'Front Center-HATS', 'N/A']);
    const response = await post(checkoutBody('redrock', cart, { bypassPaypal: true, bypassCode: 'MANAGER' }));
    expect(response.statusCode).toBe(201);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, response.json().order_id));
    expect(Object.fromEntries(lines.map((line) => [line.code, line.placement]))).toEqual({
      '1240': 'Left Chest',
      'H-310': 'Front Center-HATS',
      'CP-250-AL': 'N/A',
    });
  });

  it('refuses items of another group, restricted items, unknown stores and sizes', async () => {
    const harborOnly = linesFor('harbor', 'HP-H01', 1);
    expect((await post(checkoutBody('redrock', harborOnly, { bypassPaypal: true, bypassCode: 'MANAGER' }))).json().message).toBe(
      'Item HP-H01 is not in this catalogue',
    );
    const restricted = { ...linesFor('redrock', '1240', 1)[0]!, code: 'M-1331' };
    expect((await post(checkoutBody('redrock', [restricted], { bypassPaypal: true, bypassCode: 'MANAGER' }))).statusCode).toBe(
      422,
    );
    const store = await post(
      checkoutBody('redrock', linesFor('redrock', '1640', 1), { store: 'NOPE01', bypassPaypal: true, bypassCode: 'MANAGER' }),
    );
    expect(store.json().message).toBe('Choose one of the stores of Red Rock Auto Group, or None.');
    const size = await post(
      checkoutBody(
        'redrock',
        linesFor('redrock', '1640', 1).map((l) => ({ ...l, size: '9XLarge' })),
        { bypassPaypal: true, bypassCode: 'MANAGER' },
      ),
    );
    expect(size.statusCode).toBe(422);
  });

  it('limits Guardian-family custom items to the warehouse stores and their passwords', async () => {
    const frame = linesFor('guardian', 'GF-101', 1);
    const noStore = await post(checkoutBody('guardian', frame, { bypassPaypal: true, bypassCode: 'GDCH01' }));
    expect(noStore.json().message).toMatch(/can only be ordered for Guardian Warehouse North or Guardian Warehouse South\.$/);
    expect(noStore.json().message).not.toMatch(/GDWH0/);
    const locked = await post(checkoutBody('guardian', frame, { store: 'GDWH01', bypassPaypal: true, bypassCode: 'GDCH01' }));
    expect(locked.statusCode).toBe(403);
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/v1/stores/unlock',
      payload: { companyName: 'guardian', storeCode: 'GDWH01', password: 'store-gdwh01' },
    });
    expect(unlock.statusCode).toBe(204);
    const cookie = unlock.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const placed = await post(checkoutBody('guardian', frame, { store: 'GDWH01', bypassPaypal: true, bypassCode: 'GDCH01' }), {
      cookie,
    });
    expect(placed.statusCode).toBe(201);
  });

  it('places zero-priced orders on account (prices set elsewhere)', async () => {
    const free = registry.groups
      .get('keystone')!
      .catalogue.find(
        (i) =>
          i.type === 'tshirts' && !i.restricted && !isQuantityBreakItem(i.sizes) && Object.values(i.sizes).every((c) => c === 0),
      )!;
    const tee = linesFor('keystone', free.code, 4);
    const response = await post(checkoutBody('keystone', tee, { bypassPaypal: true, bypassCode: 'onaccount' }));
    expect(response.statusCode).toBe(201);
    // No goods to pay for, but Ground still charges its $15 under $250 (no tax settings are saved in this database).
    expect(response.json().charges).toMatchObject({ goods: 0, freight: 1500, total: 1500 });
    expect(response.json().total).toBe(1500);
  });

  it('makes one order for a repeated or concurrent request with the same Idempotency-Key', async () => {
    const body = checkoutBody('redrock', linesFor('redrock', '1640', 2), { bypassPaypal: true, bypassCode: 'MANAGER' });
    const headers = { 'idempotency-key': 'checkout-7f3c2a91' };
    const before = await count(orders);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, headers)));
    expect(new Set(answers.map((a) => a.json().order_id)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(await count(orders)).toBe(before + 1);
    const again = await post(body, headers);
    expect(again.statusCode).toBe(200);
    const different = await post({ ...body, customer_po: 'OTHER' }, headers);
    expect(different.statusCode).toBe(422);
    expect(await count(orders)).toBe(before + 1);
  });

  it('writes nothing for a sequential replay: the next new order takes the very next number', async () => {
    const body = checkoutBody('redrock', linesFor('redrock', '1640', 1), { bypassPaypal: true, bypassCode: 'MANAGER' });
    const first = await post(body, { 'idempotency-key': 'checkout-sequential-1' });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1)
      expect((await post(body, { 'idempotency-key': 'checkout-sequential-1' })).statusCode).toBe(200);
    const next = await post({ ...body, customer_po: 'NEXT' });
    expect(Number(next.json().order_number.slice(3))).toBe(Number(first.json().order_number.slice(3)) + 1);
  });

  it('answers an unknown group with 404', async () => {
    const response = await post(checkoutBody('nobody', linesFor('redrock', '1640', 1), { bypassPaypal: true, bypassCode: 'X' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No dealership group is called 'nobody'.", code: 'NOT_FOUND' });
  });
});
