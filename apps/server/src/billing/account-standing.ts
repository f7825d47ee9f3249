import { sql, type SQL } from 'drizzle-orm';
import {
  AGING_BUCKETS,
  agingBucket,
  creditHoldReason,
  daysBetween,
  type AgingBucket,
  type CreditHoldReason,
} from '@portal/domain';
import type { Database } from '../db/database';
import type { Scope } from '../order-store/board-query';
import type { Tx } from './billing-actor';

/** Where an account stands on a day: what it owes, its credit, its aging and whether it is on hold. */
export interface AccountStanding {
  accountId: string;
  balanceCents: number;
  /** Payments not allocated yet. */
  creditCents: number;
  aging: Record<AgingBucket, number>;
  /** Days the invoice longest past due is late; 0 when none is. */
  mostDaysOverdue: number;
  hold: CreditHoldReason | null;
}

interface BalanceRow {
  id: string;
  credit_limit_cents: string | number | null;
  hold_lifted_until: string | Date | null;
  invoiced: string | number;
  credited: string | number;
  paid: string | number;
  allocated: string | number;
}

interface OpenInvoiceRow {
  account_id: string;
  due_on: string;
  outstanding: string | number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Drizzle writes an array as a list of parameters: `in ($1, $2)`. */
const inScope = (scope: Scope): SQL =>
  scope === null ? sql`true` : scope.length === 0 ? sql`false` : sql`a.group_key in ${scope}`;

/**
 * The standing of every account in scope (or of one) on `asOf` ('YYYY-MM-DD'): sums added up by
 * the database, a bucket per open invoice by the domain's aging rule. Two statements whatever the
 * number of accounts; the second reads only invoices with something left to pay.
 */
export async function accountStandings(
  db: Database | Tx,
  filter: { scope: Scope; accountId?: string },
  asOf: string,
  now: number = Date.now(),
): Promise<AccountStanding[]> {
  const which = filter.accountId ? sql`a.id = ${filter.accountId}` : inScope(filter.scope);
  const balances = rowsOf<BalanceRow>(
    await db.execute(sql`
      select a.id, a.credit_limit_cents, a.hold_lifted_until,
        coalesce((select sum(i.total_cents) from invoices i where i.account_id = a.id), 0) as invoiced,
        coalesce((select sum(c.amount_cents) from credit_notes c where c.account_id = a.id), 0) as credited,
        coalesce((select sum(p.amount_cents) from payments p where p.account_id = a.id), 0) as paid,
        coalesce((select sum(pa.amount_cents) from payment_allocations pa
                  join payments p on p.id = pa.payment_id where p.account_id = a.id), 0) as allocated
      from billing_accounts a
      where ${which}`),
  );
  const open = rowsOf<OpenInvoiceRow>(
    await db.execute(sql`
      select i.account_id, i.due_on, i.total_cents - coalesce(c.credited, 0) - coalesce(pa.allocated, 0) as outstanding
      from billing_accounts a
      join invoices i on i.account_id = a.id
      left join lateral (select sum(amount_cents) as credited, bool_or(voids) as voided
                         from credit_notes where invoice_id = i.id) c on true
      left join lateral (select sum(amount_cents) as allocated from payment_allocations where invoice_id = i.id) pa on true
      where ${which} and not coalesce(c.voided, false)
        and i.total_cents - coalesce(c.credited, 0) - coalesce(pa.allocated, 0) > 0`),
  );
  return balances.map((row) => {
    const aging = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;
    let mostDaysOverdue = 0;
    for (const invoice of open.filter((o) => o.account_id === row.id)) {
      aging[agingBucket(invoice.due_on, asOf)] += Number(invoice.outstanding);
      mostDaysOverdue = Math.max(mostDaysOverdue, daysBetween(invoice.due_on, asOf));
    }
    const balanceCents = Number(row.invoiced) - Number(row.credited) - Number(row.paid);
    const limit = row.credit_limit_cents === null ? null : Number(row.credit_limit_cents);
    const lifted = row.hold_lifted_until === null ? null : new Date(row.hold_lifted_until).getTime();
    return {
      accountId: row.id,
      balanceCents,
      creditCents: Number(row.paid) - Number(row.allocated),
      aging,
      mostDaysOverdue,
      hold: creditHoldReason({ balanceCents, creditLimitCents: limit, mostDaysOverdue, liftedUntil: lifted, now }),
    };
  });
}
