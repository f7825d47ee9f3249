import { and, eq } from 'drizzle-orm';
import {
  APPROVAL_TIME_PASSED,
  approverDecider,
  deciderName,
  decisionProblem,
  GROUP_ADMIN_DECIDER,
  LINK_EXPIRED,
  LINK_NOT_VALID,
  LINK_OTHER_DECISION,
  REJECTION_NEEDS_REASON,
  type ApprovalDecision,
  type ApprovalDecisionAnswer,
  type ApprovalOpenAnswer,
} from '@portal/domain';
import type { Database } from '../../db/database';
import { approvalLinks, orderApprovals, orders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { orderNumber } from '../../order-store/order-store';
import { linesOfOrder } from '../board-store';
import type { FollowSettings } from '../order-event-follower';
import { endApproval } from './approval-outcome';
import { approvalText, budgetLineOf, reasonWords, toApprovalOrder, tokenHash, type ApprovalRow, type Tx } from './approval-store';

// The decisions on an approval (docs/approvals.md): the approver's by a link's page, the group
// admin's on the orders screen. One transaction each, the approval's row locked, so two decisions
// at once end it once and the second is told why nothing changed.

/** A token as the links carry it: 43 characters of base64url. Anything else is no link of ours, and costs no lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type LinkRow = typeof approvalLinks.$inferSelect;

async function findLink(db: Database | Tx, token: string): Promise<LinkRow> {
  if (!TOKEN_SHAPE.test(token)) throw new AppError('NOT_FOUND', LINK_NOT_VALID);
  const [link] = await db
    .select()
    .from(approvalLinks)
    .where(eq(approvalLinks.tokenHash, tokenHash(token)));
  if (!link) throw new AppError('NOT_FOUND', LINK_NOT_VALID);
  return link;
}

/** A link past its time: 410, nothing changed. */
function refuseExpired(link: LinkRow, now: Date): void {
  if (link.expiresAt.getTime() <= now.getTime()) throw new AppError('GONE', LINK_EXPIRED);
}

/** Why this decision changes nothing on this approval, as an error: 410 once it expired, 409 otherwise. */
function refuseDecided(approval: ApprovalRow, decision: ApprovalDecision): void {
  const problem = decisionProblem(
    { status: approval.status, decidedAt: approval.decidedAt?.getTime() ?? null, decidedBy: deciderName(approval.decidedBy) },
    decision,
  );
  if (problem) throw new AppError(approval.status === 'expired' ? 'GONE' : 'CONFLICT', problem);
}

/** The approver named by a link, as the approval lists them. */
function approverOf(approval: ApprovalRow, link: LinkRow): { name: string; email: string } {
  return (
    approval.approvers.find((approver) => approver.email.toLowerCase() === link.approverEmail.toLowerCase()) ?? {
      name: link.approverEmail,
      email: link.approverEmail,
    }
  );
}

/**
 * What a link's page shows: the order, the store's budget, the link's decision and where the
 * approval stands. Changes nothing, so a mail scanner that opens every link decides nothing.
 */
export async function openApprovalLink(
  db: Database,
  settings: FollowSettings,
  token: string,
  now: Date,
): Promise<ApprovalOpenAnswer> {
  const link = await findLink(db, token);
  refuseExpired(link, now);
  const [found] = await db
    .select({ approval: orderApprovals, order: orders })
    .from(orderApprovals)
    .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
    .where(and(eq(orderApprovals.id, link.approvalId), eq(orderApprovals.orderId, link.orderId)));
  if (!found) throw new AppError('NOT_FOUND', LINK_NOT_VALID);
  const { approval, order } = found;
  const tenant = settings.registry.groups.get(order.groupKey);
  return {
    order: toApprovalOrder(tenant, order, await linesOfOrder(db, order)),
    budget: await budgetLineAnswer(db, settings, tenant, order),
    decision: link.decision,
    approver_name: approverOf(approval, link).name,
    status: approval.status,
    status_text: approvalText(approval),
    reasons: reasonWords(approval),
    expires_at: link.expiresAt.getTime(),
  };
}

async function budgetLineAnswer(
  db: Database,
  settings: FollowSettings,
  tenant: Parameters<typeof budgetLineOf>[1],
  order: Parameters<typeof budgetLineOf>[2],
): Promise<ApprovalOpenAnswer['budget']> {
  const line = await budgetLineOf(db, tenant, order, settings.timeZone);
  return line
    ? {
        month: line.month,
        budget_cents: line.budgetCents,
        spent_cents: line.spentCents,
        committed_cents: line.committedCents,
        left_cents: line.leftCents,
      }
    : null;
}

/** A decision as it is asked: what, why (a rejection's reason), from which address, by which request. */
export interface DecisionAsked {
  decision: ApprovalDecision;
  reason: string | null;
  /** The client's address. */
  from: string;
  requestId: string;
}

/** The approval of the link, locked for the decision. */
async function lockApproval(tx: Tx, approvalId: string): Promise<ApprovalRow | undefined> {
  const [approval] = await tx.select().from(orderApprovals).where(eq(orderApprovals.id, approvalId)).for('update');
  return approval;
}

/** Checks what any decision needs and ends the approval; answers what it did. */
async function decide(
  tx: Tx,
  settings: FollowSettings,
  approval: ApprovalRow,
  asked: DecisionAsked,
  decider: { decider: 'approver' | 'group_admin'; decidedBy: string },
  now: Date,
): Promise<ApprovalDecisionAnswer> {
  const reason = asked.reason?.trim() || null;
  if (asked.decision === 'reject' && !reason) throw new AppError('UNPROCESSABLE', REJECTION_NEEDS_REASON);
  const end =
    asked.decision === 'approve'
      ? { status: 'approved' as const, ...decider, from: asked.from }
      : { status: 'rejected' as const, ...decider, from: asked.from, reason: reason! };
  const ended = await endApproval(tx, settings, approval, end, now, asked.requestId);
  const [order] = await tx.select({ seq: orders.seq }).from(orders).where(eq(orders.id, ended.orderId));
  return { order_number: orderNumber(order!), status: ended.status, status_text: approvalText(ended) };
}

/**
 * The approver's decision from a link's page: the link must be known, not expired, of this order
 * and of this decision, and the approval still waiting. Any refusal changes nothing and says why.
 */
export async function decideByLink(
  db: Database,
  settings: FollowSettings,
  token: string,
  orderNumberShown: string,
  asked: DecisionAsked,
  now: Date,
): Promise<ApprovalDecisionAnswer> {
  return db.transaction(async (tx) => {
    const link = await findLink(tx, token);
    const approval = await lockApproval(tx, link.approvalId);
    if (!approval || approval.orderId !== link.orderId) throw new AppError('NOT_FOUND', LINK_NOT_VALID);
    // The page sends the order it showed: a link is bound to that order and no other.
    const [order] = await tx.select({ seq: orders.seq }).from(orders).where(eq(orders.id, link.orderId));
    if (!order || orderNumber(order) !== orderNumberShown) throw new AppError('NOT_FOUND', LINK_NOT_VALID);
    refuseDecided(approval, asked.decision);
    refuseExpired(link, now);
    if (asked.decision !== link.decision) throw new AppError('CONFLICT', LINK_OTHER_DECISION(link.decision));
    const approver = approverOf(approval, link);
    return decide(tx, settings, approval, asked, { decider: 'approver', decidedBy: approverDecider(approver) }, now);
  });
}

export const NO_APPROVAL_TO_DECIDE = 'This order does not wait for approval: there is nothing to decide.';

/**
 * The group admin's decision on the orders screen (admin mode): the order of the group by its
 * number, its approval still waiting. Decided by 'Group admin' (the shared password names nobody).
 */
export async function decideByAdmin(
  db: Database,
  settings: FollowSettings,
  order: { groupKey: string; orderNumber: string },
  asked: DecisionAsked,
  now: Date,
): Promise<ApprovalDecisionAnswer> {
  const seq = Number(order.orderNumber.replace(/^CB-/, ''));
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ approvalId: orderApprovals.id })
      .from(orders)
      .leftJoin(orderApprovals, eq(orderApprovals.orderId, orders.id))
      .where(and(eq(orders.seq, seq), eq(orders.groupKey, order.groupKey)));
    if (!found) throw new AppError('NOT_FOUND', 'No such order.');
    const approval = found.approvalId ? await lockApproval(tx, found.approvalId) : undefined;
    if (!approval) throw new AppError('CONFLICT', NO_APPROVAL_TO_DECIDE);
    refuseDecided(approval, asked.decision);
    if (approval.expiresAt.getTime() <= now.getTime()) throw new AppError('GONE', APPROVAL_TIME_PASSED);
    return decide(tx, settings, approval, asked, { decider: 'group_admin', decidedBy: GROUP_ADMIN_DECIDER }, now);
  });
}
