import type { ApprovalReason } from './spending-rules';

// An order's approval (docs/approvals.md): opened when it is placed over a limit or a budget, then
// decided once. Approved lets the order into production and invoicing (its approval hold is
// released); rejected and expired cancel it; cancelled is staff cancelling the order meanwhile.

export const APPROVAL_STATUSES = ['waiting', 'approved', 'rejected', 'expired', 'cancelled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What an approver or the group's admin may decide. */
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** Who decided: the approver from their e-mail's link, or the group's admin on the orders screen. */
export const APPROVAL_DECIDERS = ['approver', 'group_admin', 'system', 'staff'] as const;
export type ApprovalDecider = (typeof APPROVAL_DECIDERS)[number];

/** The longest reason kept with a rejection. */
export const REJECTION_REASON_MAX = 500;
export const REJECTION_NEEDS_REASON = 'Say why the order is rejected: the buyer reads it.';

export const APPROVAL_STATUS_LABELS: Readonly<Record<ApprovalStatus, string>> = {
  waiting: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired without a decision',
  cancelled: 'Cancelled while waiting',
};

const day = (ms: number): string =>
  new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * Why a decision changes nothing, or null when the approval is open: approving twice, rejecting
 * after approving, a link used after the order was decided or expired.
 */
export function decisionProblem(
  approval: { status: ApprovalStatus; decidedAt: number | null; decidedBy: string | null },
  decision: ApprovalDecision,
): string | null {
  const when = approval.decidedAt !== null ? ` on ${day(approval.decidedAt)}` : '';
  const by = approval.decidedBy ? ` by ${approval.decidedBy}` : '';
  switch (approval.status) {
    case 'waiting':
      return null;
    case 'approved':
      return decision === 'approve'
        ? `This order was approved already${when}${by}. Nothing was changed.`
        : `This order was approved${when}${by}: it can no longer be rejected. Nothing was changed.`;
    case 'rejected':
      return decision === 'reject'
        ? `This order was rejected already${when}${by}. Nothing was changed.`
        : `This order was rejected${when}${by}: it can no longer be approved. Nothing was changed.`;
    case 'expired':
      return `This approval expired${when} and the order was cancelled. Nothing was changed.`;
    case 'cancelled':
      return `This order was cancelled${when} while it waited. Nothing was changed.`;
  }
}

export const LINK_EXPIRED =
  'This link has expired. The order was not changed; ask the buyer to place it again if it is still needed.';
export const LINK_NOT_VALID = 'This link is not valid. Open the latest e-mail about the order, or ask the buyer.';
/** The admin deciding once the approval's time has passed (the sweep cancels it at its next turn). */
export const APPROVAL_TIME_PASSED =
  'The time to decide on this order has passed: it is cancelled as it expires. Nothing was changed.';
export const LINK_USED = 'This link was used already. Nothing was changed.';

/** The buyer's words for an outcome: 'Approved by Dana Whitfield' / 'Rejected by Dana Whitfield: too many hats'. */
export function approvalOutcomeText(outcome: {
  status: ApprovalStatus;
  decidedBy: string | null;
  reason: string | null;
}): string {
  const by = outcome.decidedBy ? ` by ${outcome.decidedBy}` : '';
  switch (outcome.status) {
    case 'waiting':
      return 'Waiting for approval';
    case 'approved':
      return `Approved${by}`;
    case 'rejected':
      return `Rejected${by}${outcome.reason ? `: ${outcome.reason}` : ''}`;
    case 'expired':
      return 'Cancelled: no one approved it in time';
    case 'cancelled':
      return 'Cancelled while it waited for approval';
  }
}

/** Why an order waits, in the approver's e-mail. */
export const APPROVAL_REASON_LABELS: Readonly<Record<ApprovalReason, string>> = {
  over_limit: 'Over the order total that needs approval',
  over_budget: "Over the store's budget for the month",
};

/** Who decided when the group's admin did, on the orders screen: the shared admin password names nobody. */
export const GROUP_ADMIN_DECIDER = 'Group admin';

/** 'Renata Okafor <renata.okafor@…>': who decided by a link, as the approval keeps it. */
export const approverDecider = (approver: { name: string; email: string }): string => `${approver.name} <${approver.email}>`;

/** The name alone of who decided ('Renata Okafor <renata@…>' → 'Renata Okafor'): what buyers and staff read. */
export function deciderName(decidedBy: string | null): string | null {
  if (decidedBy === null) return null;
  return decidedBy.replace(/\s*<[^>]*>\s*$/, '').trim() || decidedBy;
}

/** A link used for the other decision: an approve link cannot reject, nor a reject link approve. */
export const LINK_OTHER_DECISION = (linkDecision: ApprovalDecision): string =>
  linkDecision === 'approve'
    ? 'This link approves the order: it cannot reject it. Use the Reject link of the e-mail. Nothing was changed.'
    : 'This link rejects the order: it cannot approve it. Use the Approve link of the e-mail. Nothing was changed.';

/** How long an order has waited, in the board's words: 'less than an hour', '5 hours', '2 days'. */
export function waitedText(ms: number): string {
  const hours = Math.floor(Math.max(0, ms) / 3_600_000);
  if (hours < 1) return 'less than an hour';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}

/** At most one reminder by hand per order in this many minutes. */
export const MANUAL_REMINDER_MINUTES = 60;
export const REMINDED_RECENTLY = (minutes: number): string =>
  `The approver was reminded less than an hour ago. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const NOT_WAITING_FOR_APPROVAL = 'This order is not waiting for approval: there is no one to remind.';
