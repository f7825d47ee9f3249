import { creditHoldReason, daysBetween, MAX_HOLD_LIFT_DAYS, type AgingRow, type CreditHoldReason } from '@portal/domain';
import { todayIn } from './ledger-money';

// An account's credit hold as the aging answers it (packages/domain billing-account.ts
// creditHoldReason), and the day a hold is lifted until, read and checked as the server does.

export type HoldStanding =
  | { kind: 'none' }
  | { kind: 'on'; reason: CreditHoldReason }
  /** Lifted until the end of `until` ('YYYY-MM-DD'); `reason` is the hold it holds off, if any. */
  | { kind: 'lifted'; until: string; reason: CreditHoldReason | null };

/**
 * The account's hold from its aging row. The server ends a lift at the start of the day after the
 * one chosen, so the day shown is the one before that instant, in the provider's calendar.
 */
export function holdStanding(row: AgingRow, zone: string, now = Date.now()): HoldStanding {
  if (row.hold) return { kind: 'on', reason: row.hold };
  const lifted = row.account.hold_lifted_until;
  if (lifted === null || lifted <= now) return { kind: 'none' };
  const reason = creditHoldReason({
    balanceCents: row.balance_cents,
    creditLimitCents: row.account.credit_limit_cents,
    mostDaysOverdue: row.most_days_overdue,
    liftedUntil: null,
    now,
  });
  return { kind: 'lifted', until: todayIn(zone, lifted - 1), reason };
}

/** The server's words for a day out of range (apps/server billing/aging.ts). */
export const LIFT_RANGE = `A hold is lifted until a day after today and at most ${MAX_HOLD_LIFT_DAYS} days ahead.`;

/** A calendar day `days` after 'YYYY-MM-DD'. */
export function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface HoldLiftProblems {
  until?: string;
  reason?: string;
}

const REASON_MIN = 3;
export const REASON_MAX = 300;

/** What is wrong with a lift, by the rule POST /hold-lift applies; each page says it in its own words. */
export interface HoldLiftFaults {
  /** No day, or not one: 'missing'; a day not from tomorrow to MAX_HOLD_LIFT_DAYS ahead: 'range'. */
  until?: 'missing' | 'range';
  /** Fewer than three characters once trimmed, or more than REASON_MAX. */
  reason?: 'short' | 'long';
}

/** The lift's day and reason checked as the server checks them (consoleHoldLiftBodySchema, billing/aging.ts). */
export function holdLiftFaults(until: string, reason: string, today: string): HoldLiftFaults {
  const faults: HoldLiftFaults = {};
  const ahead = /^\d{4}-\d{2}-\d{2}$/.test(until) ? daysBetween(today, until) : Number.NaN;
  if (Number.isNaN(ahead)) faults.until = 'missing';
  else if (!(ahead >= 1 && ahead <= MAX_HOLD_LIFT_DAYS)) faults.until = 'range';
  const trimmed = reason.trim().length;
  if (trimmed < REASON_MIN) faults.reason = 'short';
  else if (trimmed > REASON_MAX) faults.reason = 'long';
  return faults;
}

/** What is wrong with the lift's day and reason, in the account page's words; empty when nothing is. */
export function holdLiftProblems(until: string, reason: string, today: string): HoldLiftProblems {
  const faults = holdLiftFaults(until, reason, today);
  const problems: HoldLiftProblems = {};
  if (faults.until) problems.until = faults.until === 'missing' ? 'Enter the last day orders on account are taken.' : LIFT_RANGE;
  if (faults.reason)
    problems.reason =
      faults.reason === 'short'
        ? 'Say why the hold is lifted (a few words at least).'
        : `A reason is at most ${REASON_MAX} characters.`;
  return problems;
}
