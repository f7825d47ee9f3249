import * as z from 'zod/mini';
import { APPROVAL_DECIDERS, APPROVAL_STATUSES } from '../../spending/approvals';

/**
 * An order's approval as the console's order page shows it (docs/approvals.md): who is asked, why,
 * how often they were reminded, and how it ended. Names only: the approvers' e-mails stay the
 * group's.
 */
export const consoleOrderApprovalSchema = z.object({
  /** 'Waiting for approval by Renata Okafor', or the outcome (approvalOutcomeText). */
  status_text: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  /** Who is asked now (or was last), by name. */
  approver_name: z.string(),
  /** Every approver the rules named, first then the one who takes over. */
  approver_names: z.array(z.string()),
  /** Why it waits, in words. */
  reasons: z.array(z.string()),
  /** Milliseconds since 1970. */
  opened_at: z.int(),
  expires_at: z.int(),
  /** When the approver is next reminded; null when no reminder is due. */
  remind_at: z.nullable(z.int()),
  /** When the second approver takes over; null when there is none, or they have. */
  escalate_at: z.nullable(z.int()),
  reminded_count: z.int(),
  decided_at: z.nullable(z.int()),
  decider: z.nullable(z.enum(APPROVAL_DECIDERS)),
  /** Who decided, by name ('Renata Okafor', 'Group admin'). */
  decided_by: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type ConsoleOrderApproval = z.output<typeof consoleOrderApprovalSchema>;

/** The order an address names. */
export const consoleApprovalRemindParamsSchema = z.strictObject({
  orderId: z.uuid({ error: 'is not an order id' }),
});

/**
 * POST /api/console/orders/:orderId/approval/remind: e-mails the approver asked now again, with new
 * links (the old ones work until the order is decided). Admins and the reps of the group; at most
 * one an hour per order (429). An order not waiting is 409. Audited. Answers the approval.
 */
export const consoleApprovalRemindAnswerSchema = consoleOrderApprovalSchema;
