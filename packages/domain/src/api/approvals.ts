import * as z from 'zod/mini';
import { shipToAnswerSchema } from '../charges/ship-to';
import { orderLineFields } from '../orders/order-line';
import { APPROVAL_DECISIONS, APPROVAL_STATUSES, REJECTION_REASON_MAX } from '../spending/approvals';
import { groupKeyField } from './common';

// The approver's page and the group admin's decisions (docs/approvals.md). The page needs no
// login: its token (from the e-mail, after '#') is what lets it in. Decided once: after the first
// decision every link of the approval answers why nothing changed.

/**
 * An approval link's token: 32 random bytes, base64url (43 characters). A longer or odd one is
 * refused as not valid (404) rather than as bad input, so a mangled link reads as the page says.
 */
export const approvalTokenField = z.string().check(z.maxLength(200));

/** POST /v1/approvals/open: what the link's page shows. Changes nothing (a mail scanner may call it). */
export const approvalOpenBodySchema = z.strictObject({ token: approvalTokenField });
export type ApprovalOpenBody = z.output<typeof approvalOpenBodySchema>;

const line = orderLineFields;

/** One line of the order as the approver sees it. */
export const approvalLineSchema = z.object({
  line_no: line.line_no,
  code: line.code,
  /** The item's name as buyers read it (orderLineName). */
  name: line.name,
  type: line.type,
  size: line.size,
  color: line.color,
  embroidery: line.embroidery,
  second_embroidery: line.second_embroidery,
  placement: line.placement,
  second_placement: line.second_placement,
  quantity: line.quantity,
  /** Cents; 0 is 'Price on quote'. */
  unit_price_cents: line.unit_price_cents,
  line_total_cents: z.int(),
  /** The line's picture: as it will be made where the group draws lines, else the item in its colour. */
  picture_url: z.string(),
});
export type ApprovalLine = z.output<typeof approvalLineSchema>;

/** The order an approval is about, as its approver reads it. */
export const approvalOrderSchema = z.object({
  order_number: z.string(),
  /** Milliseconds since 1970. */
  placed_at: z.int(),
  buyer_name: z.string(),
  /** The store's name, or the group's title for an order with no store. */
  store_name: z.string(),
  group_title: z.string(),
  /** Null on an order placed before ship-to addresses were kept. */
  ship_to: z.nullable(shipToAnswerSchema),
  lines: z.array(approvalLineSchema),
  goods_cents: z.int(),
  freight_cents: z.int(),
  tax_cents: z.int(),
  total_cents: z.int(),
});
export type ApprovalOrder = z.output<typeof approvalOrderSchema>;

/** The store's budget this month, as it stands with this order counted (committed while it waits). */
export const approvalBudgetSchema = z.object({
  /** 'YYYY-MM' in the provider's time zone. */
  month: z.string(),
  budget_cents: z.int(),
  spent_cents: z.int(),
  committed_cents: z.int(),
  /** May be below zero once spent and committed pass the budget. */
  left_cents: z.int(),
});
export type ApprovalBudget = z.output<typeof approvalBudgetSchema>;

export const approvalOpenAnswerSchema = z.object({
  order: approvalOrderSchema,
  /** Null where the store has no budget. */
  budget: z.nullable(approvalBudgetSchema),
  /** What this link does: its page offers that one decision. */
  decision: z.enum(APPROVAL_DECISIONS),
  /** Whom the link was sent to, by name. */
  approver_name: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  /** 'Waiting for approval by Renata Okafor', or the outcome (approvalOutcomeText). */
  status_text: z.string(),
  /** Why it waits, in words (APPROVAL_REASON_LABELS). */
  reasons: z.array(z.string()),
  /** When the link stops working. Milliseconds since 1970. */
  expires_at: z.int(),
});
export type ApprovalOpenAnswer = z.output<typeof approvalOpenAnswerSchema>;

const reasonField = z.string().check(z.trim(), z.maxLength(REJECTION_REASON_MAX));

/**
 * POST /v1/approvals/decide: the link's decision, confirmed on its page; a reject needs a reason
 * (422). The decision must be the link's (409); a decided or expired approval changes nothing
 * (409, 410), each saying why.
 */
export const approvalDecideBodySchema = z.strictObject({
  token: approvalTokenField,
  /** The order the page showed (CB-100042): a link decides that order and no other. */
  order_number: z.string().check(z.maxLength(30)),
  decision: z.enum(APPROVAL_DECISIONS),
  reason: z.optional(reasonField),
});
export type ApprovalDecideBody = z.output<typeof approvalDecideBodySchema>;

/** What a decision did. */
export const approvalDecisionAnswerSchema = z.object({
  order_number: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  /** 'Approved by Renata Okafor' / 'Rejected by Group admin: …' (approvalOutcomeText). */
  status_text: z.string(),
});
export type ApprovalDecisionAnswer = z.output<typeof approvalDecisionAnswerSchema>;

/** POST /v1/approvals/waiting: the group's orders waiting for approval, for its admin (admin mode). */
export const approvalsWaitingBodySchema = z.strictObject({ companyName: groupKeyField });
export type ApprovalsWaitingBody = z.output<typeof approvalsWaitingBodySchema>;

/** One order waiting, as admin mode lists it. */
export const waitingApprovalSchema = z.object({
  order_number: z.string(),
  /** The store's name, or the group's title for an order with no store. */
  store_name: z.string(),
  buyer_name: z.string(),
  total_cents: z.int(),
  /** When it started waiting. Milliseconds since 1970. */
  waiting_since: z.int(),
  /** Who is asked now, by name. */
  approver_name: z.string(),
  /** Why it waits, in words. */
  reasons: z.array(z.string()),
});
export type WaitingApproval = z.output<typeof waitingApprovalSchema>;

export const approvalsWaitingAnswerSchema = z.object({ approvals: z.array(waitingApprovalSchema) });
export type ApprovalsWaitingAnswer = z.output<typeof approvalsWaitingAnswerSchema>;

/** The order an admin decides, by its number (CB-100042), as the orders screen names it. */
export const orderApprovalParamsSchema = z.strictObject({
  orderNumber: z.string().check(z.regex(/^CB-\d{1,15}$/, { error: 'is not an order number (CB-…)' })),
});

/**
 * POST /v1/orders/:orderNumber/approval: the group's admin decides on a waiting order (admin mode
 * only; 403 otherwise), by the same rules as the approver's link.
 */
export const orderApprovalBodySchema = z.strictObject({
  companyName: groupKeyField,
  decision: z.enum(APPROVAL_DECISIONS),
  reason: z.optional(reasonField),
});
export type OrderApprovalBody = z.output<typeof orderApprovalBodySchema>;

/** An order's approval as the buyer's orders screen shows it. */
export const orderApprovalSchema = z.object({
  status: z.enum(APPROVAL_STATUSES),
  /** 'Waiting for approval by Renata Okafor', or the outcome (approvalOutcomeText). */
  text: z.string(),
  /** Who is asked (while it waits) or was, by name. */
  approver: z.string(),
  /** Milliseconds since 1970; null while it waits. */
  decided_at: z.nullable(z.int()),
  /** Why it was rejected, as the decider wrote it. */
  reason: z.nullable(z.string()),
});
export type OrderApproval = z.output<typeof orderApprovalSchema>;
