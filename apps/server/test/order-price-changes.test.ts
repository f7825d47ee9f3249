import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf, type GroupDocument } from '@portal/tenants/server';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { emailOutbox, idempotencyKeys, orderLines, orders } from '../src/db/schema';
import { publishGroupVersion } from '../src/offer/offer-versions';
import { createOfferTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import type { LiveOffer } from '../src/offer/live-offer';

// decision 002: a cart line carries the price the buyer was shown; create-order refuses one the
// catalogue no longer charges (409), naming each line, rather than charging another total.

const GROUP = 'redrock';
const TEE = '1640';
const ON_ACCOUNT = { bypassPaypal: true, bypassCode: 'MANAGER' };

/** Red Rock's live document with the tee's size at a new price, in dollars as staff write it. */
function teeAt(dollars: number, size: string): GroupDocument {
  const document = JSON.parse(JSON.stringify(documentOf(registry.groups.get(GROUP)!))) as GroupDocument & {
    items: { code: string; sizes: Record<string, number> }[];
  };
  document.items.find((item) => item.code === TEE)!.sizes[size] = dollars;
  return document;
}

describe.each(DATABASE_KINDS)('create-order with prices that changed (%s)', (kind) => {
  let t: TestApp & { offer: LiveOffer };
  beforeAll(async () => {
    t = await createOfferTestApp(kind);
  });
  afterAll(async () => t?.close());

  const post = async (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: body as object,
      headers: { ...headers, cookie: withCookies(await groupSessionCookie(t.app, GROUP), headers.cookie) },
    });
  const counts = async () =>
    Promise.all(
      [orders, orderLines, emailOutbox, idempotencyKeys].map(async (table) =>
        Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0),
      ),
    );
  const publish = async (document: GroupDocument) => {
    await publishGroupVersion(t.database.db, { groupKey: GROUP, document, publishedBy: null, note: 'price change test' });
    await t.offer.refresh();
  };

  it('refuses a line carrying a price the server does not charge with 409, naming it old → new, and writes nothing', async () => {
    const [tee] = linesFor(GROUP, TEE, 2);
    const charged = tee!.price;
    const before = await counts();
    const response = await post(checkoutBody(GROUP, [{ ...tee!, price: 1 }], ON_ACCOUNT), {
      'idempotency-key': 'made-up-price-1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: `Prices have changed since this cart was filled: ${tee!.name} (${tee!.size}) $0.01 → $${(charged / 100).toFixed(2)}. Review the cart and place the order again.`,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a cart filled before a publish changed a price, then places it at the new price', async () => {
    const cart = linesFor(GROUP, TEE, 2);
    const size = cart[0]!.size;
    const old = cart[0]!.price;
    await publish(teeAt((old + 200) / 100, size));
    const before = await counts();

    const refused = await post(checkoutBody(GROUP, cart, ON_ACCOUNT));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Prices have changed since this cart was filled: ${cart[0]!.name} (${size}) $${(old / 100).toFixed(2)} → $${((old + 200) / 100).toFixed(2)}. Review the cart and place the order again.`,
    );
    expect(await counts()).toEqual(before);

    // The cart as the browser prices it with the storefront it reloads.
    const storefront = (await t.app.inject({ method: 'GET', url: `/v1/storefront/${GROUP}` })).json() as {
      catalogue: { code: string; sizes: Record<string, number> }[];
    };
    const now = storefront.catalogue.find((item) => item.code === TEE)!.sizes[size]!;
    expect(now).toBe(old + 200);
    const placed = await post(checkoutBody(GROUP, [{ ...cart[0]!, price: now }], ON_ACCOUNT));
    expect(placed.statusCode).toBe(201);
    // The goods at the new price, and the group's Ground freight ($15 under $250).
    expect(placed.json().charges).toMatchObject({ goods: now * 2, freight: 1500 });
    expect(placed.json().total).toBe(now * 2 + 1500);
  });

  it('answers a retry of an order placed before the publish with that order, not a 409', async () => {
    const live = t.offer.groups.get(GROUP)!.catalogue.find((item) => item.code === TEE)!;
    const size = Object.keys(live.sizes)[0]!;
    const cart = [{ ...linesFor(GROUP, TEE, 3)[0]!, price: live.sizes[size]! }];
    const body = checkoutBody(GROUP, cart, ON_ACCOUNT);
    const first = await post(body, { 'idempotency-key': 'placed-before-the-publish' });
    expect(first.statusCode).toBe(201);
    await publish(teeAt((live.sizes[size]! + 100) / 100, size));
    const before = await counts();
    const retry = await post(body, { 'idempotency-key': 'placed-before-the-publish' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
    // Without the key it is a new order, and the price it carries is no longer charged.
    expect((await post(body)).statusCode).toBe(409);
  });
});
