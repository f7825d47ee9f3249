import * as z from 'zod/mini';
import { OVER_BUDGET_RULES } from '../../spending/spending-rules';

// A group's spending rules in the console (docs/approvals.md): approvals above a limit, monthly
// budgets per store, caps on bypass codes. They are part of the group's offer, drafted, published
// and audited with it; the approvers' e-mails are kept on the server's side of the offer, never in
// the storefront. Money in cents.

/** The longest approver's name and e-mail taken (as spendingRulesSchema). */
export const APPROVER_NAME_MAX_LENGTH = 80;
export const APPROVER_EMAIL_MAX_LENGTH = 320;

const approverFields = z.strictObject({
  name: z.string().check(z.maxLength(APPROVER_NAME_MAX_LENGTH)),
  email: z.string().check(z.maxLength(APPROVER_EMAIL_MAX_LENGTH)),
});
const approversField = z.array(approverFields).check(z.maxLength(2));

/** A store's own rules; each absent one takes the group's. `approval_above_cents: null`: no limit for this store. */
export const offerStoreSpendingSchema = z.strictObject({
  approval_above_cents: z.optional(z.nullable(z.int())),
  monthly_budget_cents: z.optional(z.int()),
  approvers: z.optional(approversField),
  over_budget: z.optional(z.enum(OVER_BUDGET_RULES)),
});

/** A bypass code's caps, by the code's key: per order, per month, the days (0 = Sunday) and hours it works. */
export const offerCodeSpendingSchema = z.strictObject({
  per_order_cents: z.optional(z.int()),
  monthly_cents: z.optional(z.int()),
  days: z.optional(z.array(z.int()).check(z.maxLength(7))),
  hours: z.optional(z.strictObject({ from: z.string().check(z.maxLength(5)), to: z.string().check(z.maxLength(5)) })),
});

/**
 * The group's spending rules as the console sends and reads them: their shape only. What they may
 * hold (amounts, one or two approvers, an approver where orders wait, stores and codes the group
 * has) is checked on the server by spendingRulesSchema and the offer's rules, as secrets.json's are.
 */
export const offerSpendingRulesSchema = z.strictObject({
  approval_above_cents: z.optional(z.int()),
  approvers: z.optional(approversField),
  no_store_budget_cents: z.optional(z.int()),
  over_budget: z.enum(OVER_BUDGET_RULES),
  show_budget_to_buyers: z.boolean(),
  link_days: z.optional(z.int()),
  remind_after_hours: z.optional(z.int()),
  escalate_after_hours: z.optional(z.int()),
  stores: z.optional(z.record(z.string().check(z.maxLength(20)), offerStoreSpendingSchema)),
  codes: z.optional(z.record(z.string().check(z.maxLength(20)), offerCodeSpendingSchema)),
});
export type OfferSpendingRules = z.output<typeof offerSpendingRulesSchema>;

/**
 * GET /api/console/offer/:group/spending: the draft's rules (or the newest version's), null when the
 * group has none, with the stores and bypass codes (by label) they may name. Admins and the group's
 * reps read them; viewers and the accounts role are refused (403): the approvers' e-mails are
 * personal data.
 */
export const offerSpendingAnswerSchema = z.object({
  rules: z.nullable(offerSpendingRulesSchema),
  stores: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The group's bypass codes in the draft: each one's key, which the caps are kept by, and its label. */
  codes: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type OfferSpendingAnswer = z.output<typeof offerSpendingAnswerSchema>;

/**
 * PUT /api/console/offer/:group/spending: admins replace the rules in the draft, whole, or remove
 * them (null: the group's orders go out unchecked). Refused 400 naming the field for a rule out of
 * bounds, 422 for a store or code the group does not have; answers what the draft now changes.
 */
export const offerSpendingBodySchema = z.strictObject({ rules: z.nullable(offerSpendingRulesSchema) });

/**
 * GET /api/console/offer/:group/bypass-codes: the trail of each bypass code of the live version
 * (docs/approvals.md#bypass-codes): its label and caps, this month's orders and amount (placed and
 * not cancelled, in the provider's calendar), when it was last used. Everyone who sees the group.
 */
export const offerBypassCodeTrailSchema = z.object({
  key: z.string(),
  label: z.string(),
  per_order_cents: z.nullable(z.int()),
  monthly_cents: z.nullable(z.int()),
  /** When it works, in words: 'Monday, Tuesday, 07:00–18:00', 'any day, any time'. */
  when: z.string(),
  month_orders: z.int(),
  month_amount_cents: z.int(),
  /** Milliseconds since 1970 of the last order placed with it; null when never. */
  last_used_at: z.nullable(z.int()),
});
export type OfferBypassCodeTrail = z.output<typeof offerBypassCodeTrailSchema>;

export const offerBypassCodesAnswerSchema = z.object({
  /** 'YYYY-MM' of the orders counted: this month in the provider's time zone. */
  month: z.string(),
  codes: z.array(offerBypassCodeTrailSchema),
});
export type OfferBypassCodesAnswer = z.output<typeof offerBypassCodesAnswerSchema>;
