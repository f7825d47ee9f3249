import { z } from 'zod';
import { formatPrice } from '../money/cents';
import { storeCodeSchema } from '../catalogue/catalogue-item.schema';
import { OVER_BUDGET_RULES, SPENDING_MAX_CENTS, type SpendingRules } from './spending-rules';

// The spending rules as a group's server-only part keeps them (secrets.json `spending`, the
// console's drafts): checked on the server only, so no browser bundle carries these schemas.

const cents = z
  .number()
  .int('a whole number of cents')
  .min(0, 'cannot be negative')
  .max(SPENDING_MAX_CENTS, `at most ${formatPrice(SPENDING_MAX_CENTS)}`);

export const approverSchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(80),
    email: z.email('an e-mail address').max(320),
  })
  .strict();

/** One or two: the second takes over when the first has not answered in time. */
const approversSchema = z
  .array(approverSchema)
  .max(2, 'one or two approvers')
  .refine((list) => list.length < 2 || list[0]!.email.toLowerCase() !== list[1]!.email.toLowerCase(), {
    message: 'the second approver is someone else than the first',
  });

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time like '07:30'");

/** A code's key (bypassCodeKey): twelve characters of its stored hash. */
export const codeKeySchema = z.string().regex(/^[A-Za-z0-9+/]{12}$/, "a bypass code's key, twelve characters of its hash");

export const codeSpendingRulesSchema = z
  .object({
    per_order_cents: cents.optional(),
    monthly_cents: cents.optional(),
    days: z.array(z.number().int().min(0).max(6)).min(1, 'at least one day').max(7).optional(),
    hours: z
      .object({ from: hhmm, to: hhmm })
      .strict()
      .refine((h) => h.from < h.to, { message: 'the hours end after they start' })
      .optional(),
  })
  .strict();

export const storeSpendingRulesSchema = z
  .object({
    approval_above_cents: cents.nullable().optional(),
    monthly_budget_cents: cents.optional(),
    approvers: approversSchema.optional(),
    over_budget: z.enum(OVER_BUDGET_RULES).optional(),
  })
  .strict();

export const spendingRulesSchema = z
  .object({
    approval_above_cents: cents.optional(),
    approvers: approversSchema.optional(),
    no_store_budget_cents: cents.optional(),
    over_budget: z.enum(OVER_BUDGET_RULES),
    show_budget_to_buyers: z.boolean(),
    link_days: z.number().int().min(1).max(30).optional(),
    remind_after_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 14)
      .optional(),
    escalate_after_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .optional(),
    stores: z.record(storeCodeSchema, storeSpendingRulesSchema).optional(),
    codes: z.record(codeKeySchema, codeSpendingRulesSchema).optional(),
  })
  .strict()
  .superRefine((rules, ctx) => {
    // An order can only wait for someone: a limit, or budgets that send orders to approval, need an approver.
    const groupHas = (rules.approvers?.length ?? 0) > 0;
    const budgetsWait = rules.over_budget === 'approval';
    if (rules.approval_above_cents !== undefined && !groupHas)
      ctx.addIssue({ code: 'custom', path: ['approvers'], message: 'an approval limit needs an approver' });
    if (budgetsWait && rules.no_store_budget_cents !== undefined && !groupHas)
      ctx.addIssue({ code: 'custom', path: ['approvers'], message: 'a budget that sends orders to approval needs an approver' });
    for (const [code, store] of Object.entries(rules.stores ?? {})) {
      const has = groupHas || (store.approvers?.length ?? 0) > 0;
      const limited = store.approval_above_cents !== undefined && store.approval_above_cents !== null;
      const storeWaits = (store.over_budget ?? rules.over_budget) === 'approval';
      if ((limited || (storeWaits && store.monthly_budget_cents !== undefined)) && !has)
        ctx.addIssue({ code: 'custom', path: ['stores', code, 'approvers'], message: 'this store needs an approver' });
    }
  });

// The schema's output is the rules' shape, checked here so the two cannot drift.
export type CheckedSpendingRules = z.output<typeof spendingRulesSchema>;
const _sameShape: (rules: CheckedSpendingRules) => SpendingRules = (rules) => rules;
void _sameShape;
