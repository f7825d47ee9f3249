import { sql } from 'drizzle-orm';
import {
  creditHoldMessage,
  creditHoldReason,
  daysBetween,
  HOLD_AFTER_DAYS_OVERDUE,
  noBillingAccountMessage,
} from '@portal/domain';
import type { Tenant, TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { localDay } from '../time/local-time';
import { accountForOrder, type BillingAccountRow } from './account-store';

/** Whom a buyer refused on account calls: the group's account representatives, as its footer lists them, or the provider's desk. */
function contactsOf(settings: { registry: TenantRegistry }, tenant: Tenant): { name: string; phone: string }[] {
  const reps = tenant.config.account_reps.map((rep) => ({ name: rep.name, phone: rep.phone }));
  return reps.length > 0 ? reps : [{ name: settings.registry.provider.name, phone: settings.registry.provider.main_phone }];
}

/**
 * The account an order on account would bill to, and why it cannot be placed now (or null): no
 * account would bill it (an order nobody invoices must not leave the building), or the account is
 * on credit hold. The message names the group's account representative to call (the provider's
 * desk when the group names none); the buyer's cart is kept.
 *
 * Every checkout on account asks, so it reads only what decides: the account's balance (three sums
 * by the account's indexes) and whether any invoice due before the hold's cutoff still has
 * something left (the old invoices alone, not every open one as the aging does).
 */
export async function creditHoldAtCheckout(
  db: Database,
  settings: { registry: TenantRegistry; timeZone: string },
  tenant: Tenant,
  storeCode: string,
): Promise<{ account: BillingAccountRow | null; hold: string | null }> {
  const account = await accountForOrder(db, { groupKey: tenant.config.key, storeCode });
  if (!account) return { account: null, hold: noBillingAccountMessage(tenant.config.title, contactsOf(settings, tenant)) };
  const today = localDay(Date.now(), settings.timeZone);
  // An invoice due on or before this day is more than HOLD_AFTER_DAYS_OVERDUE days past due today.
  const lastOverdueDay = new Date(Date.parse(`${today}T00:00:00Z`) - (HOLD_AFTER_DAYS_OVERDUE + 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [row] = (
    (await db.execute(sql`
      select
        coalesce((select sum(total_cents) from invoices where account_id = ${account.id}), 0)
          - coalesce((select sum(amount_cents) from credit_notes where account_id = ${account.id}), 0)
          - coalesce((select sum(amount_cents) from payments where account_id = ${account.id}), 0) as balance,
        (select min(i.due_on) from invoices i
          where i.account_id = ${account.id} and i.due_on <= ${lastOverdueDay}
            and i.total_cents
              - coalesce((select sum(amount_cents) from credit_notes c where c.invoice_id = i.id), 0)
              - coalesce((select sum(amount_cents) from payment_allocations a where a.invoice_id = i.id), 0) > 0) as oldest_due`)) as unknown as {
      rows: { balance: string | number; oldest_due: string | null }[];
    }
  ).rows;
  const hold = creditHoldReason({
    balanceCents: Number(row?.balance ?? 0),
    creditLimitCents: account.creditLimitCents,
    mostDaysOverdue: row?.oldest_due ? daysBetween(row.oldest_due, today) : 0,
    liftedUntil: account.holdLiftedUntil?.getTime() ?? null,
    now: Date.now(),
  });
  if (!hold) return { account, hold: null };
  return { account, hold: creditHoldMessage(account.name, hold, contactsOf(settings, tenant)[0]!) };
}
