import { eq, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '@portal/domain';
import { rowsOf, type Database } from '../src/db/database';
import { budgetMonths, orders } from '../src/db/schema';

/** An order as the budget tests need one, written straight to the table: the trigger counts it as placing would. */
export interface BudgetOrder {
  group?: string;
  store: string;
  month: string;
  totalCents: number;
  approval?: ApprovalStatus | null;
  status?: 'on_account' | 'paid' | 'awaiting_payment';
  createdAt?: Date;
  bypassCodeKey?: string | null;
}

/** Inserts an order of a group with spending rules (tidewater unless named); answers its id. */
export async function insertBudgetOrder(db: Database, order: BudgetOrder): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      groupKey: order.group ?? 'tidewater',
      status: order.status ?? 'on_account',
      payment: 'account',
      totalCents: order.totalCents,
      firstName: 'Rosalind',
      lastName: 'Vance',
      email: 'rosalind.vance@tidewater-auto.example',
      storeCode: order.store,
      budgetMonth: order.month,
      approval: order.approval ?? null,
      bypassCodeKey: order.bypassCodeKey ?? null,
      ...(order.createdAt ? { createdAt: order.createdAt, placedAt: order.createdAt } : {}),
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** What budget_months holds for a group, by 'month/store'. */
export async function countedMonths(
  db: Database,
  group = 'tidewater',
): Promise<Map<string, { spent: number; committed: number; orders: number }>> {
  const rows = await db.select().from(budgetMonths).where(eq(budgetMonths.groupKey, group));
  return new Map(
    rows.map((row) => [
      `${row.month}/${row.storeCode}`,
      { spent: row.spentCents, committed: row.committedCents, orders: row.orders },
    ]),
  );
}

/** What the orders themselves say each month and store should count, by the rule the trigger keeps. */
export async function countedFromOrders(
  db: Database,
  group = 'tidewater',
): Promise<Map<string, { spent: number; committed: number; orders: number }>> {
  const rows = rowsOf<{ month: string; store: string; spent: string | number; committed: string | number; orders: number }>(
    await db.execute(sql`
      select budget_month as month, store_code as store,
             coalesce(sum(total_cents) filter (where approval is null or approval = 'approved'), 0)::bigint as spent,
             coalesce(sum(total_cents) filter (where approval = 'waiting'), 0)::bigint as committed,
             count(*)::int as orders
      from orders
      where group_key = ${group} and budget_month is not null and status in ('paid', 'on_account')
        and fulfilment_status <> 'cancelled' and (approval is null or approval in ('waiting', 'approved'))
      group by budget_month, store_code`),
  );
  return new Map(
    rows.map((row) => [
      `${row.month}/${row.store}`,
      { spent: Number(row.spent), committed: Number(row.committed), orders: row.orders },
    ]),
  );
}
