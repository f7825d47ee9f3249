import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  creditHoldMessage,
  creditHoldReason,
  daysBetween,
  HOLD_AFTER_DAYS_OVERDUE,
  noBillingAccountMessage,
  type CreditHoldReason,
} from '@portal/domain';
import type { Tenant, TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { billingAccounts, orderHolds, orders } from '../db/schema';
import { releaseHold } from '../order-store/order-holds';
import { localDay } from '../time/local-time';
import { accountForOrder, type BillingAccountRow } from './account-store';
import type { BillingActor, Tx } from './billing-actor';

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
 */
export async function creditHoldAtCheckout(
  db: Database,
  settings: { registry: TenantRegistry; timeZone: string },
  tenant: Tenant,
  storeCode: string,
): Promise<{ account: BillingAccountRow | null; hold: string | null }> {
  const account = await accountForOrder(db, { groupKey: tenant.config.key, storeCode });
  if (!account) return { account: null, hold: noBillingAccountMessage(tenant.config.title, contactsOf(settings, tenant)) };
  const hold = await accountCreditHold(db, settings, account);
  if (!hold) return { account, hold: null };
  return { account, hold: creditHoldMessage(account.name, hold, contactsOf(settings, tenant)[0]!) };
}

/**
 * Whether the order's account is on credit hold now, as its checkout would find it: the account
 * and why, or null when no account bills the order or it is not on hold. A move into production
 * asks, and opens the order's credit hold when it is.
 */
export async function creditHoldOfOrder(
  db: Database | Tx,
  settings: { timeZone: string },
  order: { groupKey: string; storeCode: string },
): Promise<{ account: BillingAccountRow; reason: CreditHoldReason } | null> {
  const account = await accountForOrder(db, order);
  const reason = account ? await accountCreditHold(db, settings, account) : null;
  return account && reason ? { account, reason } : null;
}

/**
 * Why the account is on credit hold now, or null. Every checkout on account asks, so it reads only
 * what decides: the account's balance (three sums by the account's indexes) and whether any
 * invoice due before the hold's cutoff still has something left (the old invoices alone, not every
 * open one as the aging does).
 */
async function accountCreditHold(
  db: Database | Tx,
  settings: { timeZone: string },
  account: BillingAccountRow,
): Promise<CreditHoldReason | null> {
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
  return creditHoldReason({
    balanceCents: Number(row?.balance ?? 0),
    creditLimitCents: account.creditLimitCents,
    mostDaysOverdue: row?.oldest_due ? daysBetween(row.oldest_due, today) : 0,
    liftedUntil: account.holdLiftedUntil?.getTime() ?? null,
    now: Date.now(),
  });
}

/**
 * Releases the open credit holds of the orders the account bills (its store's orders, or for a
 * group's account those of stores without an account of their own, as accountForOrder finds
 * them), each audited on its order: lifting the account's hold lets them go into production.
 */
export async function releaseCreditHoldsOfAccount(
  tx: Tx,
  actor: BillingActor,
  account: Pick<BillingAccountRow, 'groupKey' | 'storeCode'>,
  note: string,
): Promise<number> {
  const billed =
    account.storeCode === ''
      ? sql`not exists (select 1 from ${billingAccounts} s
          where s.group_key = ${orders.groupKey} and s.store_code = ${orders.storeCode} and s.store_code <> '')`
      : eq(orders.storeCode, account.storeCode);
  const open = await tx
    .select({ hold: orderHolds })
    .from(orderHolds)
    .innerJoin(orders, eq(orders.id, orderHolds.orderId))
    .where(
      and(
        eq(orderHolds.groupKey, account.groupKey),
        eq(orderHolds.reason, 'credit'),
        isNull(orderHolds.releasedAt),
        eq(orders.groupKey, account.groupKey),
        billed,
      ),
    )
    .orderBy(asc(orderHolds.openedAt), asc(orderHolds.id));
  for (const { hold } of open) await releaseHold(tx, actor, hold, note);
  return open.length;
}
