import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { emailOutbox, orders } from '../src/db/schema';
import { DEFAULT_ORDERS_PER_HOUR } from '../src/limits/order-rate';
import { cookiesFrom, createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** `count` distinct lines of a group's garments, one unit each: every size and colour in turn. */
function manyLines(groupKey: string, count: number): CartLine[] {
  const lines: CartLine[] = [];
  for (const item of registry.groups.get(groupKey)!.catalogue) {
    if (item.restricted || !['mens', 'womens', 'tshirts'].includes(item.type)) continue;
    for (const size of Object.keys(item.sizes))
      for (const color of item.colors) {
        if (lines.length === count) return lines;
        lines.push(...linesFor(groupKey, item.code, 1, { size, color }));
      }
  }
  if (lines.length < count) throw new Error(`${groupKey} has fewer than ${count} garment lines`);
  return lines;
}

describe.each(DATABASE_KINDS)('limits on the order path (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The demo limits, not the raised ones the other tests use.
    t = await createTestApp(kind, { ordersPerHour: 3, confirmationsPerRecipientHour: 2 });
  });
  afterAll(async () => t?.close());

  const ordersOf = async (group: string) =>
    Number(
      (
        await t.database.db
          .select({ n: sql<number>`count(*)` })
          .from(orders)
          .where(eq(orders.groupKey, group))
      )[0]?.n ?? 0,
    );
  const post = async (body: { companyName: string }, remoteAddress: string, cookie = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: body,
      remoteAddress,
      headers: { ...headers, cookie: withCookies(await groupSessionCookie(t.app, body.companyName), cookie) },
    });

  it('refuses a line over the units limit and an order over the lines limit, and writes nothing', async () => {
    const before = await ordersOf('harbor');
    const huge = await post(
      checkoutBody(
        'harbor',
        linesFor('harbor', '1240', 12).map((line) => ({ ...line, quantity: 10_000_000 })),
        { bypassPaypal: true, bypassCode: 'HPFD01' },
      ),
      '10.20.0.1',
    );
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toMatch(
      /: at most 10,000 units on one line\. For more, please call your account representative\.$/,
    );
    // harbor's group.json allows 60 lines.
    const long = await post(
      checkoutBody('harbor', manyLines('harbor', 61), { bypassPaypal: true, bypassCode: 'HPFD01' }),
      '10.20.0.1',
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('An order can hold at most 60 lines. Please split it into smaller orders.');
    const fits = await post(
      checkoutBody('harbor', manyLines('harbor', 60), { bypassPaypal: true, bypassCode: 'HPFD01' }),
      '10.20.0.1',
    );
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await ordersOf('harbor')).toBe(before + 1);
  });

  it('refuses an order on account above the group cap with a clear message', async () => {
    const before = await ordersOf('harbor');
    // harbor's cap is $15,000: 2,000 polos are far above it, 12 far below.
    const big = await post(
      checkoutBody('harbor', linesFor('harbor', '1240', 2_000), { bypassPaypal: true, bypassCode: 'HPFD01' }),
      '10.20.0.2',
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toBe(
      'Orders on account above $15,000.00 are not taken online for Harbor Point Motors. Please call your account representative to place this order.',
    );
    expect(await ordersOf('harbor')).toBe(before);
    // A group without its own cap has the default, $25,000.
    const redrock = await post(
      checkoutBody('redrock', linesFor('redrock', '1240', 5_000), { bypassPaypal: true, bypassCode: 'MANAGER' }),
      '10.20.0.2',
    );
    expect(redrock.statusCode).toBe(422);
    expect(redrock.json().message).toMatch(/^Orders on account above \$25,000\.00 are not taken online for Red Rock/);
  });

  it('limits new orders per address and group in an hour, with Retry-After; retries and other addresses are not held', async () => {
    const body = checkoutBody('cedar', linesFor('cedar', '1640', 2), { bypassPaypal: true, bypassCode: 'CEDAR-ACCT' });
    const first = await post(body, '10.20.1.1', '', { 'idempotency-key': 'rate-limit-first-order' });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 2; i += 1) expect((await post(body, '10.20.1.1')).statusCode).toBe(201);
    const before = await ordersOf('cedar');

    const refused = await post(body, '10.20.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many orders were placed for Cedar Creek Automotive from your network this hour\. Please try again in \d+ minutes?, or call your account representative\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ordersOf('cedar')).toBe(before);

    // The retry of an order already placed answers it: it is not a new order.
    const retry = await post(body, '10.20.1.1', '', { 'idempotency-key': 'rate-limit-first-order' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order_id).toBe(first.json().order_id);
    // Another address, and the same address for another group, order as usual.
    expect((await post(body, '10.20.1.2')).statusCode).toBe(201);
    const redrock = checkoutBody('redrock', linesFor('redrock', '1640', 2), { bypassPaypal: true, bypassCode: 'MANAGER' });
    expect((await post(redrock, '10.20.1.1')).statusCode).toBe(201);
    expect(DEFAULT_ORDERS_PER_HOUR).toBe(30);
  });

  it('sends one address a few confirmations an hour at most, and the provider every order', async () => {
    const email = 'flooded.inbox@example.net';
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await post(
        checkoutBody('redrock', linesFor('redrock', '1640', 2), { bypassPaypal: true, bypassCode: 'MANAGER', email }),
        `10.20.2.${i + 1}`,
      );
      expect(response.statusCode).toBe(201);
      placed.push(response.json().order_id as string);
    }
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.groupKey, 'redrock'));
    const mine = rows.filter((row) => row.orderId !== null && placed.includes(row.orderId));
    expect(mine.filter((row) => row.kind === 'provider')).toHaveLength(3);
    expect(mine.filter((row) => row.kind === 'buyer')).toHaveLength(2);
    // Another inbox is not affected.
    const other = await post(
      checkoutBody('redrock', linesFor('redrock', '1640', 2), {
        bypassPaypal: true,
        bypassCode: 'MANAGER',
        email: 'quiet@example.net',
      }),
      '10.20.2.9',
    );
    const [buyerCopy] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, other.json().order_id as string), eq(emailOutbox.kind, 'buyer')));
    expect(buyerCopy).toBeDefined();
  });

  it("shows an open group's visitor only the orders of their own browser, and staff every order", async () => {
    const history = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/v1/retrieve-orders', payload: { companyName: 'maple' }, headers: { cookie } });
    const body = (first_name: string) =>
      checkoutBody('maple', linesFor('maple', '1640', 2), { bypassPaypal: true, bypassCode: 'MAPLE-ACCT', first_name });
    const maple = registry.groups.get('maple')!;
    expect(maple.secrets.password).toBeNull();

    const stranger = await history('');
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toMatchObject({ orders: [], next_cursor: null, own_orders_only: true });

    const alice = await post(body('Alice'), '10.20.3.1');
    expect(alice.statusCode, alice.body).toBe(201);
    const aliceCookie = cookiesFrom(alice);
    expect(aliceCookie).toMatch(/pb=/);
    const bob = await post(body('Bob'), '10.20.3.2');
    const bobCookie = cookiesFrom(bob);
    // Alice's browser keeps its id when she orders again.
    const again = await post(body('Alice'), '10.20.3.1', aliceCookie);
    expect(again.cookies.filter((c) => c.name === 'pb')).toHaveLength(0);

    const names = async (cookie: string) =>
      (await history(cookie)).json().orders.map((o: { first_name: string }) => o.first_name);
    expect(await names(aliceCookie)).toEqual(['Alice', 'Alice']);
    expect(await names(bobCookie)).toEqual(['Bob']);
    expect(await names('')).toEqual([]);
    // A made-up cookie is no browser at all.
    expect(await names('pb=forged-value')).toEqual([]);

    const unlock = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/unlock',
      payload: { companyName: 'maple', password: 'crestline-admin' },
      remoteAddress: '10.20.3.3',
    });
    expect(unlock.statusCode).toBe(204);
    const staff = await history(cookiesFrom(unlock));
    expect(staff.json().own_orders_only).toBe(false);
    expect(
      staff
        .json()
        .orders.map((o: { first_name: string }) => o.first_name)
        .sort(),
    ).toEqual(['Alice', 'Alice', 'Bob']);
  });

  it('keeps the rule of a group with a password: its session sees every order of the group', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/retrieve-orders',
      payload: { companyName: 'redrock' },
      headers: { cookie: await groupSessionCookie(t.app, 'redrock') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().own_orders_only).toBe(false);
    expect(response.json().orders.length).toBeGreaterThanOrEqual(4);
  });
});
