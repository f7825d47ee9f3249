import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskBypassCode } from '@portal/domain';
import { linesFor } from '@portal/testing/carts';
import { contextOf } from '../src/app';
import type { AppContext } from '../src/context/app-context';
import { emailOutbox, idempotencyKeys, orderLines, orders } from '../src/db/schema';
import { placeOrder, type PlaceOrderInput, type PlacingBrowser } from '../src/ordering/place-order';
import { addTestStaff } from '../test-support/console';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

// Placing is called as a module, with plain values: no request, no reply, no cookies.

const GROUP = 'redrock';
const quiet = { warn: () => undefined };

/** A buyer's browser as plain facts: logged in to the group, and what placing leaves in it counted. */
function browserAt(address: string) {
  const left = { browserIds: 0, proofs: 0 };
  const browser: PlacingBrowser = {
    address,
    proofId: () => null,
    hasGroupSession: (group) => group === GROUP,
    passwordProofs: () => [],
    browserId: () => {
      left.browserIds += 1;
      return 'browser-placing-test';
    },
    provedBypassCode: () => {
      left.proofs += 1;
    },
  };
  return { browser, left };
}

const order = (over: Partial<PlaceOrderInput> & Pick<PlaceOrderInput, 'placer' | 'payment'>): PlaceOrderInput => ({
  group: GROUP,
  buyer: { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa.delgado@example.com' },
  store: '',
  customerPo: '',
  lines: linesFor(GROUP, '1640', 2),
  idempotencyKey: null,
  log: quiet,
  ...over,
});

describe.each(DATABASE_KINDS)('placeOrder without HTTP (%s)', (kind) => {
  let t: TestApp;
  let ctx: AppContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ctx = contextOf(t.app);
  });
  afterAll(async () => t?.close());

  const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const linesOf = (id: string) => t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const emailsOf = async (id: string) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id))).map((e) => e.kind).sort();
  const counts = async () => {
    const n = async (table: typeof orders | typeof orderLines | typeof emailOutbox | typeof idempotencyKeys) =>
      Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);
    return { orders: await n(orders), lines: await n(orderLines), emails: await n(emailOutbox), keys: await n(idempotencyKeys) };
  };

  it("places a buyer's order on account with the group's bypass code, and queues both e-mails", async () => {
    const { browser, left } = browserAt('10.252.0.1');
    const result = await placeOrder(
      ctx,
      order({
        placer: { kind: 'buyer', groupUnlocked: true, storesUnlocked: [], browser },
        payment: { method: 'account', bypassCode: 'manager' },
        idempotencyKey: 'placing-without-http-1',
      }),
    );
    expect(result.outcome).toBe('placed');
    if (result.outcome !== 'placed') return;
    expect(result.repeat).toBe(false);
    expect(result.order.payment).toMatchObject({ method: 'account', masked_code: maskBypassCode('MANAGER') });

    const row = await rowOf(result.order.id);
    const lines = await linesOf(result.order.id);
    expect(row).toMatchObject({ groupKey: GROUP, status: 'on_account', payment: 'account', placedByStaffId: null });
    expect(row.browserId).toBe('browser-placing-test');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: '1640', quantity: 2 });
    const goods = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    expect(row.goodsCents).toBe(goods);
    // Ground charges $15 under $250 of goods; no tax settings are saved in this database.
    expect(goods).toBeLessThan(25_000);
    expect(row.totalCents).toBe(goods + 1500);
    expect(row.totalCents).toBe(result.order.totalCents);
    expect(result.order.charges).toMatchObject({ goods, freight: 1500, tax: 0, total: goods + 1500 });
    expect(row.totalCents).toBeGreaterThan(0);
    expect(await emailsOf(row.id)).toEqual(['buyer', 'provider']);
    expect(left).toEqual({ browserIds: 1, proofs: 1 });

    // The same key again answers the same order and writes nothing.
    const before = await counts();
    const again = await placeOrder(
      ctx,
      order({
        placer: { kind: 'buyer', groupUnlocked: true, storesUnlocked: [], browser },
        payment: { method: 'account', bypassCode: 'manager' },
        idempotencyKey: 'placing-without-http-1',
      }),
    );
    expect(again).toMatchObject({ outcome: 'placed', repeat: true, order: { id: row.id } });
    expect(await counts()).toEqual(before);
  });

  it('places an order for a buyer by a rep of the group, with no buyer session and no code, recording who placed it', async () => {
    const rep = await addTestStaff(t, 'rep', [GROUP]);
    const result = await placeOrder(
      ctx,
      order({
        buyer: { firstName: 'Imogen', lastName: 'Hart', email: 'imogen.hart@example.com' },
        placer: { kind: 'staff', staff: { id: rep.row.id, role: 'rep', scope: [GROUP] }, address: '10.252.0.2' },
        payment: { method: 'account', bypassCode: null },
      }),
    );
    expect(result.outcome).toBe('placed');
    if (result.outcome !== 'placed') return;
    expect(result.order.placedByStaffId).toBe(rep.row.id);

    const row = await rowOf(result.order.id);
    const lines = await linesOf(result.order.id);
    expect(row).toMatchObject({
      status: 'on_account',
      placedByStaffId: rep.row.id,
      email: 'imogen.hart@example.com',
      maskedBypassCode: null,
      browserId: null,
    });
    expect(lines).toHaveLength(1);
    // Staff placing is charged as a buyer's order is: the goods, and Ground's $15 under $250.
    expect(row.goodsCents).toBe(lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0));
    expect(row.totalCents).toBe(row.goodsCents! + 1500);
    expect(await emailsOf(row.id)).toEqual(['buyer', 'provider']);
  });

  it('refuses a wrong bypass code, a browser not logged in to the group, a viewer and a rep of another group, and changes nothing', async () => {
    const before = await counts();
    const { browser, left } = browserAt('10.252.0.3');
    const buyer = { kind: 'buyer' as const, groupUnlocked: true, storesUnlocked: [], browser };

    const wrongCode = await placeOrder(
      ctx,
      order({ placer: buyer, payment: { method: 'account', bypassCode: 'NOT-A-CODE' }, idempotencyKey: 'placing-refused-1' }),
    );
    expect(wrongCode).toMatchObject({ outcome: 'refused', problem: { code: 'FORBIDDEN', message: 'That code is not valid.' } });

    const noSession = await placeOrder(
      ctx,
      order({ placer: { ...buyer, groupUnlocked: false }, payment: { method: 'account', bypassCode: 'MANAGER' } }),
    );
    expect(noSession).toMatchObject({ outcome: 'refused', problem: { code: 'UNAUTHORIZED' } });

    const viewer = await addTestStaff(t, 'viewer');
    const byViewer = await placeOrder(
      ctx,
      order({
        placer: { kind: 'staff', staff: { id: viewer.row.id, role: 'viewer', scope: null }, address: '10.252.0.4' },
        payment: { method: 'account', bypassCode: null },
      }),
    );
    expect(byViewer).toMatchObject({ outcome: 'refused', problem: { code: 'FORBIDDEN' } });

    const otherRep = await addTestStaff(t, 'rep', ['cedar']);
    const byOtherRep = await placeOrder(
      ctx,
      order({
        placer: { kind: 'staff', staff: { id: otherRep.row.id, role: 'rep', scope: ['cedar'] }, address: '10.252.0.5' },
        payment: { method: 'account', bypassCode: null },
      }),
    );
    expect(byOtherRep).toMatchObject({ outcome: 'refused', problem: { code: 'FORBIDDEN' } });

    expect(await counts()).toEqual(before);
    expect(left).toEqual({ browserIds: 0, proofs: 0 });
    const refusedKey = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.groupKey, GROUP), eq(idempotencyKeys.key, 'placing-refused-1')));
    expect(refusedKey).toEqual([]);
  });
});
