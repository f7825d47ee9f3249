import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { auditLog, orders } from '../src/db/schema';
import { cookiesFrom, createTestApp, groupSessionCookie, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

describe.each(DATABASE_KINDS)('orders history and PO edits (%s)', (kind) => {
  let t: TestApp;
  let summitSession = '';
  let cedarBrowser = '';
  let summitAdmin = '';
  const placed: { order_id: string; order_number: string }[] = [];

  const post = (url: string, payload: object, cookie = '') =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  /** An order is placed by a browser logged in to its group. */
  const placeOrder = async (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload,
      headers: {
        ...headers,
        cookie: withCookies(await groupSessionCookie(t.app, (payload as { companyName: string }).companyName), headers.cookie),
      },
    });
  const retrieve = (companyName: string, cookie = '', extra: object = {}) =>
    post('/v1/retrieve-orders', { companyName, ...extra }, cookie);

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [i, code] of ['1640', 'H-310', '1640'].entries()) {
      const body = checkoutBody('summit', linesFor('summit', code, 2 + i), {
        bypassPaypal: true,
        bypassCode: 'SRTY01',
        first_name: `Buyer${i}`,
        store: 'SRTY01',
      });
      const response = await placeOrder(body);
      expect(response.statusCode).toBe(201);
      placed.push(response.json());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // An order awaiting PayPal payment is never shown.
    await t.database.db.update(orders).set({ status: 'awaiting_payment' }).where(eq(orders.id, placed[2]!.order_id));
    const cedarOrder = await placeOrder(
      checkoutBody('cedar', linesFor('cedar', '1640', 1), { bypassPaypal: true, bypassCode: 'cedar-acct' }),
    );
    expect(cedarOrder.statusCode).toBe(201);
    cedarBrowser = cookiesFrom(cedarOrder);
    summitSession = cookiesFrom(await post('/v1/login', { password: 'summit-demo' }));
    summitAdmin = cookiesFrom(await post('/v1/admin/unlock', { companyName: 'summit', password: 'crestline-admin' }));
  });
  afterAll(async () => t?.close());

  it("needs the group's session when the group has a password", async () => {
    const response = await retrieve('summit');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Log in to see the orders of Summit Ridge Auto Group.', code: 'UNAUTHORIZED' });
  });

  it('refuses forged, unsigned or renamed session cookies', async () => {
    const harbor = cookiesFrom(await post('/v1/login', { password: 'harbor-demo' }));
    const renamed = harbor.replace('pg_harbor=', 'pg_summit=');
    expect((await retrieve('summit', renamed)).statusCode).toBe(401);
    expect((await retrieve('summit', 'pg_summit=group|summit||99999999999999')).statusCode).toBe(401);
    // The value is sealed: one changed character anywhere makes it nothing.
    const [name, value] = summitSession.split('; ')[0]!.split('=') as [string, string];
    expect(name).toBe('pg_summit');
    for (const at of [0, Math.floor(value.length / 2), value.length - 1]) {
      // 'A' and 'g' differ in the high bit of the six a base64url character holds: the last
      // character's low bits can be padding, which decoding ignores ('A' and 'B' differ only there).
      const flipped = value.slice(0, at) + (value[at] === 'g' ? 'A' : 'g') + value.slice(at + 1);
      expect((await retrieve('summit', `${name}=${flipped}`)).statusCode).toBe(401);
    }
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain('summit');
  });

  it('lists placed orders only, newest first, with the fields of the orders screen', async () => {
    const response = await retrieve('summit', summitSession);
    expect(response.statusCode).toBe(200);
    const { orders: list, next_cursor } = response.json();
    expect(list.map((o: { order_number: string }) => o.order_number)).toEqual([placed[1]!.order_number, placed[0]!.order_number]);
    expect(next_cursor).toBeNull();
    const [newest] = list;
    expect(newest).toMatchObject({
      first_name: 'Buyer1',
      last_name: 'Delgado',
      email: 'rosa.delgado@example.com',
      company_name: 'Summit Ridge Auto Group',
      store: 'SRTY01',
      status: 'on_account',
    });
    expect(typeof newest.created_at).toBe('number');
    expect(newest.paid).toBe(newest.total);
    expect(newest.total).toBeGreaterThan(0);
    expect(newest.customer_po).toBe('PO-7731');
    expect(newest.order[0]).toMatchObject({
      line_no: 1,
      code: 'H-310',
      quantity: 3,
      po: null,
      est_ship_date: null,
      customer_po: 'PO-7731',
    });
    expect(newest.order[0].price).toBeGreaterThan(0);
  });

  it("tells the page whether this browser holds the group's admin session, so admin mode survives a reload", async () => {
    expect((await retrieve('summit', summitSession)).json().admin).toBe(false);
    expect((await retrieve('summit', `${summitSession}; ${summitAdmin}`)).json().admin).toBe(true);
    const cedarAdmin = cookiesFrom(await post('/v1/admin/unlock', { companyName: 'cedar', password: 'crestline-admin' }));
    expect((await retrieve('summit', `${summitSession}; ${cedarAdmin}`)).json().admin).toBe(false);
    expect((await retrieve('cedar', cedarAdmin)).json().admin).toBe(true);
    const forged = `${summitSession}; pa_summit=admin|summit||99999999999999`;
    expect((await retrieve('summit', forged)).json().admin).toBe(false);
    const renamed = cedarAdmin.replace('pa_cedar=', 'pa_summit=');
    expect((await retrieve('summit', `${summitSession}; ${renamed}`)).json().admin).toBe(false);
  });

  it("serves an open group without a session to the browser that ordered, and only that group's orders", async () => {
    const response = await retrieve('cedar', cedarBrowser);
    expect(response.statusCode).toBe(200);
    const list = response.json().orders as { company_name: string }[];
    expect(list).toHaveLength(1);
    expect(list.every((o) => o.company_name === 'Cedar Creek Automotive')).toBe(true);
    // Any other visitor sees none of them.
    expect((await retrieve('cedar')).json()).toMatchObject({ orders: [], own_orders_only: true });
  });

  it('pages with a cursor without repeating or skipping an order', async () => {
    const first = (await retrieve('summit', summitSession, { limit: 1 })).json();
    expect(first.orders).toHaveLength(1);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await retrieve('summit', summitSession, { limit: 1, cursor: first.next_cursor })).json();
    expect(second.orders.map((o: { order_number: string }) => o.order_number)).toEqual([placed[0]!.order_number]);
    expect(second.next_cursor).toBeNull();
    expect((await retrieve('summit', summitSession, { cursor: 'not-a-cursor' })).statusCode).toBe(400);
  });

  it('pages through orders placed in the same millisecond without repeating or skipping one', async () => {
    const same = new Date('2026-03-14T15:09:26.535Z');
    const twins: string[] = [];
    let browser = '';
    for (let i = 0; i < 4; i += 1) {
      const body = checkoutBody('northstar', linesFor('northstar', '1640', 1 + i), {
        bypassPaypal: true,
        bypassCode: 'NORTHSTAR-ACCT',
      });
      // One browser places them all: an open group shows it its own orders.
      const response = await placeOrder(body, browser ? { cookie: browser } : {});
      expect(response.statusCode).toBe(201);
      browser ||= cookiesFrom(response);
      twins.push(response.json().order_number);
    }
    await t.database.db.update(orders).set({ createdAt: same }).where(eq(orders.groupKey, 'northstar'));
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 6; page += 1) {
      const answer = (await retrieve('northstar', browser, { limit: 1, ...(cursor ? { cursor } : {}) })).json();
      seen.push(...answer.orders.map((o: { order_number: string }) => o.order_number));
      cursor = answer.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect([...seen].sort()).toEqual([...twins].sort());
    expect(new Set(seen).size).toBe(4);
  });

  it('edits Customer PO, PO and Est. Ship Date in admin mode and records each change', async () => {
    const [order] = (await retrieve('summit', summitSession, { limit: 1 })).json().orders;
    const line = order.order[0];
    const edit = {
      email: order.email,
      created_at: String(order.created_at),
      cart: [{ ...line, customer_po: 'CPO-1', po: 'PO-99812', est_ship_date: '2026-12-04' }],
    };

    expect((await post('/v1/update-historical-order', edit)).statusCode).toBe(403);
    const cedarAdmin = cookiesFrom(await post('/v1/admin/unlock', { companyName: 'cedar', password: 'crestline-admin' }));
    expect((await post('/v1/update-historical-order', { ...edit, companyName: 'summit' }, cedarAdmin)).statusCode).toBe(403);

    expect((await post('/v1/update-historical-order', edit, summitAdmin)).statusCode).toBe(204);
    const after = (await retrieve('summit', summitSession, { limit: 1 })).json().orders[0].order[0];
    expect(after).toMatchObject({
      customer_po: 'CPO-1',
      po: 'PO-99812',
      est_ship_date: '2026-12-04',
      quantity: line.quantity,
      price: line.price,
    });

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.groupKey, 'summit'), eq(auditLog.lineNo, 1)));
    expect(rows.map((r) => [r.field, r.oldValue, r.newValue]).sort()).toEqual([
      ['customer_po', 'PO-7731', 'CPO-1'],
      ['est_ship_date', null, '2026-12-04'],
      ['po', null, 'PO-99812'],
    ]);

    // The screen shows 'N/A' for nothing; saving it back stores nothing, and unchanged fields are not recorded.
    expect(
      (
        await post(
          '/v1/update-historical-order',
          { ...edit, cart: [{ ...line, customer_po: 'CPO-1', po: 'N/A', est_ship_date: '2026-12-04' }] },
          summitAdmin,
        )
      ).statusCode,
    ).toBe(204);
    const cleared = await t.database.db.select().from(auditLog).where(eq(auditLog.groupKey, 'summit'));
    expect(cleared).toHaveLength(4);
    expect(cleared.find((r) => r.newValue === null)).toMatchObject({ field: 'po', oldValue: 'PO-99812' });
  });

  it('refuses edits to an unknown order or a line that is not the item named', async () => {
    const [order] = (await retrieve('summit', summitSession, { limit: 1 })).json().orders;
    const line = order.order[0];
    const unknown = await post('/v1/update-historical-order', { email: order.email, created_at: '1', cart: [line] }, summitAdmin);
    expect(unknown.statusCode).toBe(404);
    const wrong = await post(
      '/v1/update-historical-order',
      { email: order.email, created_at: String(order.created_at), cart: [{ ...line, code: '1240' }] },
      summitAdmin,
    );
    expect(wrong.statusCode).toBe(422);
    const money = await post(
      '/v1/update-historical-order',
      { email: order.email, created_at: String(order.created_at), cart: [{ ...line, total: 1 }] },
      summitAdmin,
    );
    expect(money.statusCode).toBe(400);
  });

  it('takes Est. Ship Date as a calendar day and refuses anything else with the error shape', async () => {
    // Last: the tests above count the audit rows of this group.
    const [order] = (await retrieve('summit', summitSession, { limit: 1 })).json().orders;
    const line = order.order[0];
    const send = (est_ship_date: unknown) =>
      post(
        '/v1/update-historical-order',
        { email: order.email, created_at: String(order.created_at), cart: [{ ...line, est_ship_date }] },
        summitAdmin,
      );
    for (const bad of ['12/04/2026', '2026-02-30', '2026-13-01', 'next week', '2026-12-04T00:00:00Z']) {
      const response = await send(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({
        message: 'Est. ship date of cart line 1 must be a date written YYYY-MM-DD.',
        code: 'INVALID_INPUT',
      });
    }
    expect((await send('2028-02-29')).statusCode).toBe(204);
    expect((await retrieve('summit', summitSession, { limit: 1 })).json().orders[0].order[0].est_ship_date).toBe('2028-02-29');
    // An empty date input means not set.
    expect((await send('')).statusCode).toBe(204);
    expect((await retrieve('summit', summitSession, { limit: 1 })).json().orders[0].order[0].est_ship_date).toBeNull();
  });
});
