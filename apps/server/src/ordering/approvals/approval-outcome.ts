import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { approvalOutcomeText, deciderName, type ApprovalDecider, type OrderEvent } from '@portal/domain';
import { queueEmail } from '../../db/email-outbox';
import { approvalLinks, auditLog, orderApprovals, orders } from '../../db/schema';
import { renderApprovalOutcomeEmail, type ApprovalOutcome } from '../../email/approval-emails';
import { AppError } from '../../errors/app-error';
import { holdEvent, holdsOfOrder, releaseHold, type HoldActor } from '../../order-store/order-holds';
import { recordOrderEvents } from '../../order-store/order-events';
import { toPlacedOrder, type OrderRow } from '../../order-store/order-store';
import { linesOfOrder } from '../board-store';
import { cancelAsSystem } from '../fulfilment-store';
import { followOrderEvents, type FollowSettings } from '../order-event-follower';
import { currentApprover, type ApprovalRow, type Tx } from './approval-store';

// How an approval ends (docs/approvals.md): approved, rejected or expired, all in the caller's
// transaction with the approval's row locked, so it ends once. Approved lets the order into
// production and invoicing (its hold released, the invoice issued where it falls due then);
// rejected and expired cancel it by the cancel staff use. Every link of the approval is spent.

/** How it ends, and who ended it. */
export type ApprovalEnd =
  | { status: 'approved'; decider: ApprovalDecider; decidedBy: string; from: string | null }
  | { status: 'rejected'; decider: ApprovalDecider; decidedBy: string; from: string | null; reason: string }
  | { status: 'expired' };

/** The word that the order's approval ended as the outcome says, for the cancel's reason and the e-mails. */
const outcomeTextOf = (end: ApprovalEnd): string =>
  approvalOutcomeText({
    status: end.status,
    decidedBy: end.status === 'expired' ? null : deciderName(end.decidedBy),
    reason: end.status === 'rejected' ? end.reason : null,
  });

/** The portal itself, as the hold's release and the invoice record it. */
const systemActor = (requestId: string): HoldActor => ({ staffId: null, label: 'system', requestId });

/**
 * Ends a waiting approval, whose row the caller has locked (`for update`), at `now`. Another end
 * that got there first is a 409 and changes nothing. Answers the approval as it ended.
 */
export async function endApproval(
  tx: Tx,
  settings: FollowSettings,
  approval: ApprovalRow,
  end: ApprovalEnd,
  now: Date,
  requestId: string,
): Promise<ApprovalRow> {
  const decided = end.status !== 'expired';
  const [ended] = await tx
    .update(orderApprovals)
    .set({
      status: end.status,
      decidedAt: now,
      decision: end.status === 'approved' ? 'approve' : end.status === 'rejected' ? 'reject' : null,
      decider: decided ? end.decider : 'system',
      decidedBy: decided ? end.decidedBy : null,
      decidedFrom: decided ? end.from : null,
      reason: end.status === 'rejected' ? end.reason : null,
      remindAt: null,
      escalateAt: null,
    })
    .where(and(eq(orderApprovals.id, approval.id), eq(orderApprovals.status, 'waiting')))
    .returning();
  if (!ended) throw new AppError('CONFLICT', 'This approval was decided meanwhile. Nothing was changed.');
  // Every link of the approval is spent with its end: each answers from now on why nothing changes.
  await tx
    .update(approvalLinks)
    .set({ usedAt: now })
    .where(and(eq(approvalLinks.approvalId, approval.id), isNull(approvalLinks.usedAt)));
  // The order's row, locked, with its approval: the budget's trigger moves it from committed to spent or off.
  const [order] = await tx
    .update(orders)
    .set({ approval: end.status, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, approval.orderId))
    .returning();
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  const text = outcomeTextOf(end);
  await tx.insert(auditLog).values({
    groupKey: order.groupKey,
    orderId: order.id,
    field: decided ? 'approval_decided' : 'approval_expired',
    oldValue: `Waiting for approval by ${currentApprover(approval).name}`,
    newValue: decided && end.from ? `${text} (from ${end.from})` : text,
    actor: decided ? (deciderName(end.decidedBy) ?? end.decidedBy) : 'system',
    staffId: null,
    requestId,
  });
  await recordOrderEvents(tx, [endEvent(approval, order, end)]);
  const actor = systemActor(requestId);
  if (end.status === 'approved') {
    const released = await releaseApprovalHolds(tx, actor, order, `Approved: ${text}`);
    // What the release lets through: the invoice kept back, where the account invoices at placement.
    await followOrderEvents(tx, settings, { order, lines: await linesOfOrder(tx, order), events: released, by: actor });
  } else {
    await cancelAsSystem(tx, settings, order, text, requestId);
    await releaseApprovalHolds(tx, actor, order, text);
  }
  await queueOutcomeEmails(tx, settings, order, end, text);
  return ended;
}

function endEvent(approval: ApprovalRow, order: OrderRow, end: ApprovalEnd): OrderEvent {
  const base = { orderId: order.id, groupKey: order.groupKey, actor: 'system' as const, staffId: null };
  switch (end.status) {
    case 'approved':
      return { ...base, kind: 'approved', data: { approval_id: approval.id, decider: end.decider, decided_by: end.decidedBy } };
    case 'rejected':
      return {
        ...base,
        kind: 'rejected',
        data: { approval_id: approval.id, decider: end.decider, decided_by: end.decidedBy, reason: end.reason },
      };
    case 'expired':
      return { ...base, kind: 'approval_expired', data: { approval_id: approval.id } };
  }
}

/** Releases the order's open approval hold (there is one while it waits); answers the events the release recorded. */
async function releaseApprovalHolds(tx: Tx, actor: HoldActor, order: OrderRow, note: string): Promise<OrderEvent[]> {
  const open = (await holdsOfOrder(tx, order.id)).filter((hold) => hold.reason === 'approval' && hold.releasedAt === null);
  const events: OrderEvent[] = [];
  for (const hold of open) events.push(holdEvent('released', actor, await releaseHold(tx, actor, hold, note), note));
  return events;
}

/**
 * Tells how it ended: the group's recipients always; the buyer when it was approved (a rejected or
 * expired order reaches the buyer as its cancellation, with the outcome as the reason).
 */
async function queueOutcomeEmails(tx: Tx, settings: FollowSettings, order: OrderRow, end: ApprovalEnd, text: string) {
  const tenant = settings.registry.groups.get(order.groupKey);
  if (!tenant) return;
  const placed = toPlacedOrder(tenant, order, []);
  const outcome = (to: ApprovalOutcome['to']): ApprovalOutcome => ({ order: placed, outcomeText: text, status: end.status, to });
  const messages = [
    ...(end.status === 'approved'
      ? [renderApprovalOutcomeEmail(outcome('buyer'), [order.email], { timeZone: settings.timeZone })]
      : []),
    ...(tenant.secrets.email_recipients.length > 0
      ? [renderApprovalOutcomeEmail(outcome('group'), tenant.secrets.email_recipients, { timeZone: settings.timeZone })]
      : []),
  ];
  for (const message of messages)
    await queueEmail(tx, {
      groupKey: order.groupKey,
      orderId: order.id,
      kind: 'approval_outcome',
      messageId: `${order.id}.approval.${end.status}.${randomUUID()}`,
      message,
    });
}
