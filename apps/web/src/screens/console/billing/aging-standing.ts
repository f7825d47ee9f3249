import {
  CREDIT_HOLD_LABELS,
  MAX_HOLD_LIFT_DAYS,
  type AgingBucket,
  type AgingRow,
  type BillingAccount,
  type ConsoleHoldLiftBody,
} from '@portal/domain';
import { formatDay } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { daysAfter, holdLiftFaults, REASON_MAX, type HoldLiftProblems } from './credit-hold';

/**
 * The rows as the server sorts them (balance, largest first), with the accounts owing nothing after
 * every account that owes something, whatever order the answer gave them in.
 */
export function owingFirst(rows: readonly AgingRow[]): AgingRow[] {
  return [...rows.filter((row) => row.balance_cents > 0), ...rows.filter((row) => row.balance_cents <= 0)];
}

/** Whether an amount of this bucket is past its due date (every bucket but Current). */
export const pastDue = (bucket: AgingBucket) => bucket !== 'current';

/**
 * The Invoices tab showing the account's invoices: for a bucket past due, only those overdue, which
 * are the invoices that bucket adds up.
 */
export function bucketInvoicesHref(accountId: string, bucket: AgingBucket): string {
  const params = new URLSearchParams({ account: accountId });
  if (pastDue(bucket)) params.set('status', 'overdue');
  return `${CONSOLE_PATHS.billingInvoices}?${params.toString()}`;
}

/**
 * The day a lift runs to, for an instant the server keeps as the start of the day after it
 * (the lift holds to the end of the day chosen), in the provider's calendar.
 */
export const liftedThrough = (liftedUntil: number, date: (ms: number) => string) => date(liftedUntil - 1);

/** What the account's hold chip says: why it is on hold, or until when its hold is lifted; null for neither. */
export function holdText(row: AgingRow, now: number, date: (ms: number) => string): string | null {
  if (row.hold) return `On hold: ${CREDIT_HOLD_LABELS[row.hold]}`;
  const lifted = row.account.hold_lifted_until;
  if (lifted !== null && lifted > now) return `Hold lifted until ${liftedThrough(lifted, date)}`;
  return null;
}

/** A calendar day `days` after 'YYYY-MM-DD' (read and written in UTC, so no zone moves it). */
export const dayAfter = daysAfter;

/** The first and last days a hold can be lifted until from `today` (the provider's): tomorrow to MAX_HOLD_LIFT_DAYS ahead. */
export function liftDays(today: string): { first: string; last: string } {
  return { first: daysAfter(today, 1), last: daysAfter(today, MAX_HOLD_LIFT_DAYS) };
}

/** What the lift dialog holds, as typed. */
export interface HoldLiftDraft {
  until: string;
  reason: string;
}

/**
 * A lift as typed, checked by the rule the server applies (holdLiftFaults), in the aging page's
 * words: the body to send, or what is wrong.
 */
export function readHoldLift(
  draft: HoldLiftDraft,
  today: string,
): { body: ConsoleHoldLiftBody | null; problems: HoldLiftProblems } {
  const faults = holdLiftFaults(draft.until, draft.reason, today);
  const problems: HoldLiftProblems = {};
  const { first, last } = liftDays(today);
  if (faults.until === 'missing') problems.until = 'Choose the last day the hold is lifted.';
  if (faults.until === 'range')
    problems.until = `Choose a day from ${formatDay(first)} to ${formatDay(last)}: a hold is lifted for 1 to ${MAX_HOLD_LIFT_DAYS} days.`;
  if (faults.reason === 'short') problems.reason = 'Say why in a few words: the reason is kept in the audit log.';
  if (faults.reason === 'long') problems.reason = `A reason is at most ${REASON_MAX} characters.`;
  const body = Object.keys(problems).length === 0 ? { until: draft.until, reason: draft.reason.trim() } : null;
  return { body, problems };
}

/** What the page says once the hold is lifted. */
export function liftDone(account: BillingAccount, date: (ms: number) => string): string {
  const until = account.hold_lifted_until === null ? null : liftedThrough(account.hold_lifted_until, date);
  return until
    ? `The hold on ${account.name} is lifted until the end of ${until}: its buyers can order on account again.`
    : `The hold on ${account.name} is lifted.`;
}
