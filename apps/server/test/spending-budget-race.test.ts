import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OVER_BUDGET_REFUSED, type CheckoutChargesAnswer, type CreateOrderAnswer } from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { contextOf } from '../src/app';
import { budgetMonths, orders } from '../src/db/schema';
import { INSERT_ORDER } from '../src/order-store/order-statements';
import { withTidewaterRules } from '../test-support/spending';
import { createTestApp, groupSessionCookie, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

// The race for the last of a budget (decision 032): orders for one store sent at once, whose
// budget has room for exactly one. Placing locks the store's budget month (in the one statement
// that places an order under the limit only if it fits, then in the transaction of those it did
// not place), so each order sees those committed before it: exactly one is placed freely, and the
// others wait for approval (TWFD01, over its budget → approval) or are refused (TWHN01, over its
// budget → refused). On
// PostgreSQL the requests run on connections of their own, in a real race; PGlite runs one
// transaction at a time, and must answer the same.

const GROUP = 'tidewater';
const AT_ONCE = 10;

describe.each(DATABASE_KINDS)('the race for the last of a budget (%s)', (kind) => {
  const tidewater = withTidewaterRules();
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { registry: tidewater.registry });
    cookie = await groupSessionCookie(t.app, GROUP);
  });
  afterAll(async () => t?.close());

  /** Two T-shirts for the store on account: about $45, under the group's $500 approval limit. */
  const body = (store: string) =>
    checkoutBody(GROUP, linesFor(GROUP, '1640', 2), { store, bypassPaypal: true, bypassCode: 'TIDEWATER-ACCT' });
  const post = (payload: object, key: string) =>
    t.app.inject({ method: 'POST', url: '/v1/create-order', payload, headers: { cookie, 'idempotency-key': key } });

  /** The budget month's row beside the sums of the orders it counts, spent and committed apart. */
  const budgetAndOrders = async (store: string) => {
    const [month] = await t.database.db
      .select()
      .from(budgetMonths)
      .where(and(eq(budgetMonths.groupKey, GROUP), eq(budgetMonths.storeCode, store)));
    const [sums] = await t.database.db
      .select({
        month: sql<string>`min(budget_month)`,
        spent: sql<string>`coalesce(sum(total_cents) filter (where approval is null), 0)`,
        committed: sql<string>`coalesce(sum(total_cents) filter (where approval = 'waiting'), 0)`,
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(eq(orders.groupKey, GROUP), eq(orders.storeCode, store)));
    return {
      month: month && { month: month.month, spent: month.spentCents, committed: month.committedCents, orders: month.orders },
      orders: { month: sums!.month, spent: Number(sums!.spent), committed: Number(sums!.committed), orders: sums!.orders },
    };
  };

  /**
   * One order placed first, so the store's budget month is there before the race (a first order
   * of the month makes it, and the others wait on that insert whatever else they do), then its
   * budget set to room for `room` orders of `total` more and not one more; answers what is left
   * after them.
   */
  const roomFor = async (store: string, total: number, room = 1): Promise<number> => {
    const first = await post(body(store), `before-the-race-${store}`);
    expect(first.statusCode, first.body).toBe(201);
    const budget = (room + 1) * total + Math.floor(total / 2);
    tidewater.rules.stores![store] = { ...tidewater.rules.stores![store], monthly_budget_cents: budget };
    return budget - (room + 1) * total;
  };

  const totalOf = async (store: string) => {
    const { cart, companyName } = body(store);
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout-charges',
      payload: { companyName, store, cart },
      headers: { cookie },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const total = quoted.json<CheckoutChargesAnswer>().total;
    expect(total).toBeLessThan(50_000);
    return total;
  };

  it(`places one of ${AT_ONCE} orders sent at once freely, and holds the others for approval, for a store whose budget has room for one`, async () => {
    const total = await totalOf('TWFD01');
    await roomFor('TWFD01', total);
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, n) => post(body('TWFD01'), `race-approval-${n}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(AT_ONCE).fill(201));
    const approvals = answers.map((answer) => answer.json<CreateOrderAnswer>().approval?.approver ?? null);
    expect(approvals.filter((approver) => approver === null)).toHaveLength(1);
    expect(approvals.filter((approver) => approver === 'Renata Okafor')).toHaveLength(AT_ONCE - 1);

    const { month, orders: counted } = await budgetAndOrders('TWFD01');
    expect(counted).toMatchObject({ spent: 2 * total, committed: (AT_ONCE - 1) * total, orders: AT_ONCE + 1 });
    expect(month).toEqual(counted);
  });

  it(`places one of ${AT_ONCE} orders sent at once, and refuses the others, for a refusing store whose budget has room for one`, async () => {
    const total = await totalOf('TWHN01');
    const left = await roomFor('TWHN01', total);
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, n) => post(body('TWHN01'), `race-refuse-${n}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(AT_ONCE - 1);
    expect(answers.find((answer) => answer.statusCode === 201)!.json<CreateOrderAnswer>().approval).toBeNull();
    for (const refused of answers.filter((answer) => answer.statusCode === 422))
      expect(refused.json().message).toBe(OVER_BUDGET_REFUSED('Tidewater Honda of Saltmarsh Point', left));

    const { month, orders: counted } = await budgetAndOrders('TWHN01');
    expect(counted).toMatchObject({ spent: 2 * total, committed: 0, orders: 2 });
    expect(month).toEqual(counted);
  });

  it(`places three of ${AT_ONCE} orders sent at once freely, each by the one statement, and holds the others, for a store whose budget has room for three`, async () => {
    // TWCC01 has no budget of its own in the demo: given one here, over it → approval, as the group's.
    const total = await totalOf('TWCC01');
    await roomFor('TWCC01', total, 3);
    const ctx = contextOf(t.app);
    const run = vi.spyOn(ctx, 'run');
    const transaction = vi.spyOn(ctx.db, 'transaction');
    try {
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, n) => post(body('TWCC01'), `race-three-${n}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(AT_ONCE).fill(201));
      const approvals = answers.map((answer) => answer.json<CreateOrderAnswer>().approval?.approver ?? null);
      expect(approvals.filter((approver) => approver === null)).toHaveLength(3);
      expect(approvals.filter((approver) => approver === 'Renata Okafor')).toHaveLength(AT_ONCE - 3);
      // Every racer tried the one statement with the store's budget; only those it did not place opened a transaction.
      const budget = tidewater.rules.stores!.TWCC01!.monthly_budget_cents;
      const tried = run.mock.calls.filter(([statement]) => statement.name === INSERT_ORDER.name).map(([, values]) => values[32]);
      expect(tried).toEqual(Array(AT_ONCE).fill(budget));
      expect(transaction).toHaveBeenCalledTimes(AT_ONCE - 3);
    } finally {
      run.mockRestore();
      transaction.mockRestore();
    }

    const { month, orders: counted } = await budgetAndOrders('TWCC01');
    expect(counted).toMatchObject({ spent: 4 * total, committed: (AT_ONCE - 3) * total, orders: AT_ONCE + 1 });
    expect(month).toEqual(counted);
  });

  it('makes one order of two requests sent at once with the same Idempotency-Key, and answers it to both', async () => {
    const before = await budgetAndOrders('TWTY01');
    const answers = await Promise.all([post(body('TWTY01'), 'race-twins'), post(body('TWTY01'), 'race-twins')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json<CreateOrderAnswer>().order_number)).size).toBe(1);
    const after = await budgetAndOrders('TWTY01');
    expect(after.orders.orders).toBe(before.orders.orders + 1);
    expect(after.month).toEqual(after.orders);
  });
});
