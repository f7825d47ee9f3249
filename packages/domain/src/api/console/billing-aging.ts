import * as z from 'zod/mini';
import { AGING_BUCKETS } from '../../billing/ledger';
import { calendarDayField } from './common';
import { billingAccountSchema } from './billing-accounts';

// Aging and collections (docs/billing.md): each account's balance by how long past due, and the
// credit holds that stop orders on account.

export const AGING_BUCKET_LABELS: Record<(typeof AGING_BUCKETS)[number], string> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  over_90: 'Over 90 days',
};

const agingSchema = z.record(z.enum(AGING_BUCKETS), z.int());

export const agingRowSchema = z.object({
  account: billingAccountSchema,
  balance_cents: z.int(),
  credit_cents: z.int(),
  aging: agingSchema,
  /** Days the invoice longest past due is late; 0 when none is. */
  most_days_overdue: z.int(),
  /** Why its orders on account are refused, or null. */
  hold: z.nullable(z.enum(['over_limit', 'overdue'])),
});
export type AgingRow = z.output<typeof agingRowSchema>;

/** GET /api/console/billing/aging: every account in scope on `as_of` (today in the provider's time zone). */
export const consoleAgingAnswerSchema = z.object({
  as_of: z.string(),
  accounts: z.array(agingRowSchema),
  totals: z.object({ balance_cents: z.int(), credit_cents: z.int(), aging: agingSchema }),
});
export type ConsoleAgingAnswer = z.output<typeof consoleAgingAnswerSchema>;

/** The aging CSV's columns (GET /api/console/billing/aging/export). */
export const AGING_EXPORT_COLUMNS = [
  'Account',
  'Group',
  'Store',
  'Accounting name',
  'Current',
  '1-30 days',
  '31-60 days',
  '61-90 days',
  'Over 90 days',
  'Balance',
  'Credit',
  'Credit limit',
  'On hold',
] as const;

/**
 * POST /api/console/billing/accounts/:accountId/hold-lift: admins and accounts let an account on
 * credit hold order on account again until a day (at most 90 days ahead); audited.
 */
export const consoleHoldLiftBodySchema = z.strictObject({
  until: calendarDayField,
  reason: z.string().check(z.trim(), z.minLength(3, 'must say why'), z.maxLength(300)),
});
export type ConsoleHoldLiftBody = z.output<typeof consoleHoldLiftBodySchema>;

export const MAX_HOLD_LIFT_DAYS = 90;
