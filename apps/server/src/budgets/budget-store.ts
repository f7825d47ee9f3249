import { and, eq } from 'drizzle-orm';
import { formatCents, leftOf, rulesForStore, type BudgetRow, type BuyerBudgetsAnswer } from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { auditLog, budgetMonths } from '../db/schema';
import { localMonth } from '../time/local-time';

// A dealership's budgets by store and month (docs/approvals.md#budgets): the counts the trigger
// budget_count_order keeps in budget_months, set beside the budgets of the rules in force. The
// console's Budgets page, the group's admin mode and their CSV files read these rows.

/** What the row of the group's orders with no store is called. */
export const NO_STORE_NAME = 'Orders with no store';

interface Counted {
  spent: number;
  committed: number;
  orders: number;
}

/** A store's row: its budget by the live rules, what counted against it, and what is left. */
function rowOf(code: string, name: string, budget: number | null, counted: Counted | undefined): BudgetRow {
  const spent = counted?.spent ?? 0;
  const committed = counted?.committed ?? 0;
  return {
    store_code: code,
    store_name: name,
    budget_cents: budget,
    spent_cents: spent,
    committed_cents: committed,
    left_cents: budget === null ? null : leftOf({ budgetCents: budget, spentCents: spent, committedCents: committed }),
    orders: counted?.orders ?? 0,
  };
}

/**
 * A group's month, one row a store: the group's stores that have a budget or orders counted, in the
 * group's order (a budget with no orders shows zeros), then a store no longer listed that has orders
 * counted, then the orders with no store. One read of the primary key.
 */
export async function budgetRows(db: Database, tenant: Tenant, month: string): Promise<BudgetRow[]> {
  const key = tenant.config.key;
  const counted = new Map(
    (
      await db
        .select({
          store: budgetMonths.storeCode,
          spent: budgetMonths.spentCents,
          committed: budgetMonths.committedCents,
          orders: budgetMonths.orders,
        })
        .from(budgetMonths)
        .where(and(eq(budgetMonths.groupKey, key), eq(budgetMonths.month, month)))
    ).map((row) => [row.store, row]),
  );
  const rules = tenant.secrets.spending;
  const budgetOf = (code: string) => rulesForStore(rules, code)?.budgetCents ?? null;
  const rows: BudgetRow[] = [];
  const listed = new Set<string>();
  for (const store of tenant.config.stores) {
    listed.add(store.code);
    const budget = budgetOf(store.code);
    if (budget !== null || counted.has(store.code)) rows.push(rowOf(store.code, store.name, budget, counted.get(store.code)));
  }
  for (const [code, row] of [...counted].sort(([a], [b]) => a.localeCompare(b)))
    if (code !== '' && !listed.has(code)) rows.push(rowOf(code, code, null, row));
  const noStore = budgetOf('');
  if (noStore !== null || counted.has('')) rows.push(rowOf('', NO_STORE_NAME, noStore, counted.get('')));
  return rows;
}

/** A group's budgets of `month` (this month in the provider's time zone when none is asked). */
export async function groupBudgets(
  db: Database,
  tenant: Tenant,
  asked: string | undefined,
  now: Date,
  timeZone: string,
): Promise<BuyerBudgetsAnswer> {
  const current = localMonth(now.getTime(), timeZone);
  const month = asked ?? current;
  return {
    month,
    current_month: current,
    has_rules: tenant.secrets.spending !== undefined,
    rows: await budgetRows(db, tenant, month),
  };
}

/** The budgets' CSV header. */
export const BUDGET_CSV_HEADER = ['Month', 'Store Code', 'Store', 'Budget', 'Spent', 'Waiting for approval', 'Left', 'Orders'];

/** The rows as the CSV file writes them: dollars with two decimals, an empty cell where there is no budget. */
export function budgetCsvRows(month: string, rows: readonly BudgetRow[]): string[][] {
  const dollars = (cents: number | null) => (cents === null ? '' : formatCents(cents));
  return rows.map((row) => [
    month,
    row.store_code,
    row.store_name,
    dollars(row.budget_cents),
    dollars(row.spent_cents),
    dollars(row.committed_cents),
    dollars(row.left_cents),
    String(row.orders),
  ]);
}

/** Records a download of a group's budgets: who (a staff member, or the group's admin mode), the group, the month. */
export async function auditBudgetDownload(
  db: Database,
  entry: { groupKey: string; month: string; actor: string; staffId: string | null; requestId: string },
): Promise<void> {
  await db.insert(auditLog).values({
    groupKey: entry.groupKey,
    field: 'budgets_exported',
    newValue: JSON.stringify({ group: entry.groupKey, month: entry.month }),
    actor: entry.actor,
    staffId: entry.staffId,
    requestId: entry.requestId,
  });
}
