import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { PLACED_STATUSES, type ApprovalReason, type Approver, type CodeMonth } from '@portal/domain';
import type { Database } from '../db/database';
import { budgetMonths, orderApprovals, orders } from '../db/schema';

// What placing reads and writes of a dealership's spending (docs/approvals.md, decision 032): a
// store's budget month, a bypass code's use this month, and an order's approval.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderApprovalRow = typeof orderApprovals.$inferSelect;

/** One store's budget month: '' for the group's orders with no store. */
export interface BudgetMonthKey {
  groupKey: string;
  /** 'YYYY-MM' in the provider's time zone. */
  month: string;
  storeCode: string;
}

/** What counts against a budget month so far. */
export interface BudgetMonthUse {
  spentCents: number;
  committedCents: number;
}

const monthIs = (key: BudgetMonthKey) =>
  and(eq(budgetMonths.groupKey, key.groupKey), eq(budgetMonths.month, key.month), eq(budgetMonths.storeCode, key.storeCode));

/**
 * The budget month's row made sure of and locked for the rest of the caller's transaction: a
 * second order of the same store and month waits here until the first commits, and then reads what
 * the first added (the trigger budget_count_order adds each order to this row). Decision 032.
 */
export async function lockBudgetMonth(tx: Tx, key: BudgetMonthKey): Promise<BudgetMonthUse> {
  await tx.insert(budgetMonths).values(key).onConflictDoNothing();
  const [row] = await tx
    .select({ spentCents: budgetMonths.spentCents, committedCents: budgetMonths.committedCents })
    .from(budgetMonths)
    .where(monthIs(key))
    .for('update');
  if (!row) throw new Error(`budget month ${key.groupKey} ${key.month} '${key.storeCode}' was not made`);
  return row;
}

/** The budget month as it stands, without a lock: what checkout quotes (nothing when no order counted yet). */
export async function readBudgetMonth(db: Database, key: BudgetMonthKey): Promise<BudgetMonthUse> {
  const [row] = await db
    .select({ spentCents: budgetMonths.spentCents, committedCents: budgetMonths.committedCents })
    .from(budgetMonths)
    .where(monthIs(key));
  return row ?? { spentCents: 0, committedCents: 0 };
}

/**
 * A bypass code's counted orders between two instants (a month of the provider's calendar), by the
 * index orders_code_month_idx: placed, not cancelled, and not rejected or expired (an order waiting
 * for approval counts), as the budgets count them.
 */
export async function codeMonthUse(
  db: Database,
  code: { groupKey: string; codeKey: string; from: Date; to: Date },
): Promise<CodeMonth> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      amountCents: sql<string>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.groupKey, code.groupKey),
        eq(orders.bypassCodeKey, code.codeKey),
        gte(orders.createdAt, code.from),
        lt(orders.createdAt, code.to),
        inArray(orders.status, [...PLACED_STATUSES]),
        sql`${orders.fulfilmentStatus} <> 'cancelled'`,
        sql`coalesce(${orders.approval}, 'approved') in ('waiting', 'approved')`,
      ),
    );
  return { orders: Number(row?.orders ?? 0), amountCents: Number(row?.amountCents ?? 0) };
}

/** An order's approval as placing opens it: who decides and why, and when the links expire, remind and escalate. */
export interface NewApproval {
  orderId: string;
  groupKey: string;
  storeCode: string;
  reasons: ApprovalReason[];
  approvers: Approver[];
  openedAt: Date;
  expiresAt: Date;
  remindAt: Date;
  escalateAt: Date | null;
}

/** Opens the order's approval, in the transaction that placed it. */
export async function insertApproval(tx: Tx, approval: NewApproval): Promise<OrderApprovalRow> {
  const [row] = await tx.insert(orderApprovals).values(approval).returning();
  if (!row) throw new Error('the approval was not written');
  return row;
}

/** The approver an order waits for now, or null when it waits for none (a retry answers it). */
export async function waitingApprover(db: Database, orderId: string): Promise<Approver | null> {
  const [row] = await db
    .select({ approvers: orderApprovals.approvers, current: orderApprovals.currentApprover })
    .from(orderApprovals)
    .where(and(eq(orderApprovals.orderId, orderId), eq(orderApprovals.status, 'waiting')));
  return row ? (row.approvers[row.current] ?? row.approvers[0] ?? null) : null;
}
