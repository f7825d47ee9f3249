import * as z from 'zod/mini';
import { groupKeyField } from '../common';
import { budgetMonthFields } from '../budgets';
import { consoleGroupSchema } from './common';
import { calendarMonthField } from './spend-report';

/**
 * GET /api/console/budgets?group=&month=YYYY-MM: a group's budgets by store for a month of the
 * provider's calendar (default this one): budget, spent, waiting for approval, left, orders. Everyone
 * in the console reads the groups they see; a rep naming another group answers 403.
 * GET /api/console/budgets/export?group=&month=: the same rows as CSV; each download is audited.
 */
export const consoleBudgetsQuerySchema = z.strictObject({
  group: groupKeyField,
  month: z.optional(calendarMonthField),
});
export type ConsoleBudgetsQuery = z.output<typeof consoleBudgetsQuerySchema>;

export const consoleBudgetsAnswerSchema = z.object({ group: consoleGroupSchema, ...budgetMonthFields });
export type ConsoleBudgetsAnswer = z.output<typeof consoleBudgetsAnswerSchema>;
