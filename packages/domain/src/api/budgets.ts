import * as z from 'zod/mini';
import { groupKeyField } from './common';
import { calendarMonthField } from './console/spend-report';

// A dealership's budgets by store and month (docs/approvals.md#budgets): what each store may spend
// in a month of the provider's calendar, what its orders spent, what waits for approval, and what
// is left. The console's Budgets page and the group's admin mode read the same rows.

/** One store's month; the row of store_code '' is the group's orders that name no store. */
export const budgetRowSchema = z.object({
  store_code: z.string(),
  store_name: z.string(),
  /** The month's budget by the rules in force; null: the store has none. */
  budget_cents: z.nullable(z.int()),
  /** Placed orders that count (paid or on account, not cancelled, approved or needing no approval). */
  spent_cents: z.int(),
  /** Orders waiting for approval: held against the budget until decided. */
  committed_cents: z.int(),
  /** budget − spent − committed (below zero once past it); null without a budget. */
  left_cents: z.nullable(z.int()),
  /** Orders counted, spent or committed. */
  orders: z.int(),
});
export type BudgetRow = z.output<typeof budgetRowSchema>;

/** What a read of budgets answers: the month asked (this month by default), this month, and the rows. */
export const budgetMonthFields = {
  /** 'YYYY-MM' in the provider's time zone. */
  month: z.string(),
  /** This month in the provider's time zone: the month pickers go back from it. */
  current_month: z.string(),
  /** Whether the group has spending rules; without them no order counts against a budget. */
  has_rules: z.boolean(),
  /** Stores with a budget, then those with orders counted, in the group's order; the orders with no store last. */
  rows: z.array(budgetRowSchema),
};

/**
 * GET /v1/budgets?companyName=&month=YYYY-MM: the group's budgets of a month (default this one), for
 * its orders screen in admin mode only: the group's admin session, or the console session of an
 * admin or a rep of the group (403 otherwise: a store's spending is the purchasing manager's business).
 * GET /v1/budgets/export?companyName=&month=: the same rows as a CSV file.
 */
export const buyerBudgetsQuerySchema = z.strictObject({
  companyName: groupKeyField,
  month: z.optional(calendarMonthField),
});
export const buyerBudgetsAnswerSchema = z.object(budgetMonthFields);
export type BuyerBudgetsAnswer = z.output<typeof buyerBudgetsAnswerSchema>;
