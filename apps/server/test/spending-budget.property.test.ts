import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetRows } from '../src/budgets/budget-store';
import { budgetMonths, orders } from '../src/db/schema';
import { countedFromOrders, countedMonths, insertBudgetOrder } from '../test-support/budget-orders';
import { registry } from '../test-support/test-app';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../test-support/test-database';

// Whatever happens to a group's orders, in whatever order, the trigger budget_count_order keeps
// each store's month as the orders say (decision 032): spent is the counted orders that do not
// wait, committed the waiting ones, and the budgets read adds up: spent + committed + left = budget.

const TIDEWATER = registry.groups.get('tidewater')!;
/** The group's stores, and '' for its orders with no store (TWCC01 has no budget). */
const STORES = ['', ...TIDEWATER.config.stores.map((store) => store.code)];
const MONTHS = ['2030-02', '2030-03', '2030-04'];

/** One thing that happens to the group's orders, with indexes into what exists when it runs. */
type Step =
  | { kind: 'insert'; store: number; month: number; cents: number; waiting: boolean; paid: boolean }
  | { kind: 'approve'; order: number }
  | { kind: 'reject'; order: number }
  | { kind: 'expire'; order: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'reprice'; order: number; cents: number };

const index = fc.nat({ max: 40 });
const cents = fc.integer({ min: 1, max: 250_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      store: fc.nat({ max: STORES.length - 1 }),
      month: fc.nat({ max: MONTHS.length - 1 }),
      cents,
      waiting: fc.boolean(),
      paid: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('approve' as const), order: index }),
  fc.record({ kind: fc.constant('reject' as const), order: index }),
  fc.record({ kind: fc.constant('expire' as const), order: index }),
  fc.record({ kind: fc.constant('cancel' as const), order: index }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reprice' as const), order: index, cents }) },
);

describe.each(DATABASE_KINDS)("the budget months follow the group's orders whatever happens to them (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  async function run(step: Step, ids: string[]): Promise<void> {
    const db = database.db;
    const pick = (at: number) => (ids.length === 0 ? undefined : ids[at % ids.length]);
    // Only a waiting approval is decided; a decision on another changes nothing, as the statements guard it.
    const decide = async (at: number, approval: 'approved' | 'rejected' | 'expired') => {
      const id = pick(at);
      if (!id) return;
      const cancel = approval === 'approved' ? {} : { fulfilmentStatus: 'cancelled' as const };
      await db
        .update(orders)
        .set({ approval, ...cancel })
        .where(sql`${orders.id} = ${id} and ${orders.approval} = 'waiting'`);
    };
    switch (step.kind) {
      case 'insert':
        ids.push(
          await insertBudgetOrder(db, {
            store: STORES[step.store]!,
            month: MONTHS[step.month]!,
            totalCents: step.cents,
            approval: step.waiting ? 'waiting' : null,
            status: step.paid ? 'paid' : 'on_account',
          }),
        );
        return;
      case 'approve':
        return decide(step.order, 'approved');
      case 'reject':
        return decide(step.order, 'rejected');
      case 'expire':
        return decide(step.order, 'expired');
      case 'cancel': {
        const id = pick(step.order);
        if (id) await db.update(orders).set({ fulfilmentStatus: 'cancelled' }).where(eq(orders.id, id));
        return;
      }
      case 'reprice': {
        const id = pick(step.order);
        if (id) await db.update(orders).set({ totalCents: step.cents }).where(eq(orders.id, id));
      }
    }
  }

  /** The rules, checked for every store and month after every step. */
  async function checkRules(): Promise<void> {
    const db = database.db;
    const [kept, truth] = [await countedMonths(db), await countedFromOrders(db)];
    const none = { spent: 0, committed: 0, orders: 0 };
    for (const month of MONTHS)
      for (const store of STORES) {
        const key = `${month}/${store}`;
        // The trigger's counts are the orders' own.
        expect(kept.get(key) ?? none, key).toEqual(truth.get(key) ?? none);
      }
    for (const month of MONTHS) {
      const rows = await budgetRows(db, TIDEWATER, month);
      for (const row of rows) {
        const counted = truth.get(`${month}/${row.store_code}`) ?? none;
        expect([row.spent_cents, row.committed_cents, row.orders], `${month}/${row.store_code}`).toEqual([
          counted.spent,
          counted.committed,
          counted.orders,
        ]);
        if (row.budget_cents === null) expect(row.left_cents).toBeNull();
        else expect(row.spent_cents + row.committed_cents + row.left_cents!).toBe(row.budget_cents);
      }
      // Every store with a budget shows, orders or none.
      for (const store of STORES)
        if (
          store === ''
            ? TIDEWATER.secrets.spending?.no_store_budget_cents
            : TIDEWATER.secrets.spending?.stores?.[store]?.monthly_budget_cents
        )
          expect(rows.map((row) => row.store_code)).toContain(store);
    }
  }

  it('keeps spent, committed and left adding up to each budget through inserts, decisions, cancels and new totals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const db = database.db;
        // Each run starts from no orders (budget_months is kept only by writes of orders, so it goes too).
        await db.delete(orders).where(eq(orders.groupKey, 'tidewater'));
        await db.delete(budgetMonths).where(inArray(budgetMonths.groupKey, ['tidewater']));
        const ids: string[] = [];
        for (const each of steps) {
          await run(each, ids);
          await checkRules();
        }
      }),
      { numRuns: kind === 'pglite' ? 40 : 25, seed: 20300304 },
    );
  }, 300_000);
});
