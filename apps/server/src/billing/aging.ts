import { eq, sql } from 'drizzle-orm';
import {
  AGING_BUCKETS,
  daysBetween,
  MAX_HOLD_LIFT_DAYS,
  type AgingBucket,
  type ConsoleAgingAnswer,
  type ConsoleHoldLiftBody,
} from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts } from '../db/schema';
import { AppError } from '../errors/app-error';
import { startOfDay } from '../time/day-bounds';
import { localDay } from '../time/local-time';
import type { Scope } from '../order-store/board-query';
import { accountStandings } from './account-standing';
import { auditBilling, findAccount, listAccounts, toBillingAccount, type BillingAccountRow } from './account-store';
import type { BillingActor } from './billing-actor';
import { releaseCreditHoldsOfAccount } from './credit-hold';
import type { BillingSettings } from './invoice-issuing';

export const HOLD_LIFT_RANGE = `A hold is lifted until a day after today and at most ${MAX_HOLD_LIFT_DAYS} days ahead.`;

/** Every account in scope with its balance by how long past due, and the totals; accounts owing most first. */
export async function agingAnswer(db: Database, settings: BillingSettings, scope: Scope): Promise<ConsoleAgingAnswer> {
  const asOf = localDay(Date.now(), settings.timeZone);
  const [accounts, standings] = await Promise.all([listAccounts(db, scope), accountStandings(db, { scope }, asOf)]);
  const byId = new Map(standings.map((s) => [s.accountId, s]));
  const zero = () => Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Record<AgingBucket, number>;
  const totals = { balance_cents: 0, credit_cents: 0, aging: zero() };
  const rows = accounts.map((account) => {
    const standing = byId.get(account.id);
    const row = {
      account: toBillingAccount(settings.registry, account),
      balance_cents: standing?.balanceCents ?? 0,
      credit_cents: standing?.creditCents ?? 0,
      aging: standing?.aging ?? zero(),
      most_days_overdue: standing?.mostDaysOverdue ?? 0,
      hold: standing?.hold ?? null,
    };
    totals.balance_cents += row.balance_cents;
    totals.credit_cents += row.credit_cents;
    for (const bucket of AGING_BUCKETS) totals.aging[bucket] += row.aging[bucket];
    return row;
  });
  rows.sort((a, b) => b.balance_cents - a.balance_cents || a.account.name.localeCompare(b.account.name));
  return { as_of: asOf, accounts: rows, totals };
}

/** The aging as CSV rows (AGING_EXPORT_COLUMNS), amounts in dollars as an accounting program reads them. */
export function agingCsvRows(answer: ConsoleAgingAnswer): string[][] {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  return answer.accounts.map((row) => [
    row.account.name,
    row.account.group_title,
    row.account.store_name ?? '',
    row.account.accounting_name,
    ...AGING_BUCKETS.map((bucket) => dollars(row.aging[bucket])),
    dollars(row.balance_cents),
    dollars(row.credit_cents),
    row.account.credit_limit_cents === null ? '' : dollars(row.account.credit_limit_cents),
    row.hold ? 'yes' : '',
  ]);
}

/**
 * Lets an account on credit hold order on account again until the end of a day, and releases the
 * open credit holds of its orders so they may go into production; audited before and after.
 */
export async function liftHold(
  db: Database,
  settings: BillingSettings,
  actor: BillingActor & { scope: Scope },
  accountId: string,
  body: ConsoleHoldLiftBody,
): Promise<BillingAccountRow> {
  const today = localDay(Date.now(), settings.timeZone);
  const ahead = daysBetween(today, body.until);
  if (!(ahead >= 1 && ahead <= MAX_HOLD_LIFT_DAYS)) throw new AppError('INVALID_INPUT', HOLD_LIFT_RANGE);
  const account = await findAccount(db, actor.scope, accountId);
  // The end of the chosen day in the provider's calendar: the start of the next.
  const until = startOfDay(body.until, settings.timeZone, 1);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(billingAccounts)
      .set({ holdLiftedUntil: until, version: sql`${billingAccounts.version} + 1` })
      .where(eq(billingAccounts.id, account.id))
      .returning();
    await auditBilling(tx, actor, {
      accountId: account.id,
      groupKey: account.groupKey,
      action: 'hold_lifted',
      before: { hold_lifted_until: account.holdLiftedUntil?.toISOString() ?? null },
      after: { hold_lifted_until: until.toISOString(), reason: body.reason },
    });
    await releaseCreditHoldsOfAccount(tx, actor, account, `Credit hold lifted until ${body.until}: ${body.reason}`);
    return updated!;
  });
}
