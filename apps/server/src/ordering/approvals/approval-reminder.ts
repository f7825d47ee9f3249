import { eq, sql } from 'drizzle-orm';
import { NOT_WAITING_FOR_APPROVAL, type ConsoleOrderApproval } from '@portal/domain';
import type { Database } from '../../db/database';
import { auditLog, orderApprovals } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findScopedOrder } from '../board-store';
import type { OrderActor } from '../fulfilment-store';
import { sendApprovalLinks, type ApprovalLinkSettings } from './approval-links';
import { currentApprover, toConsoleOrderApproval } from './approval-store';

/**
 * Staff remind the approver asked now of an order in their scope (404 outside it) that waits for
 * approval (409 otherwise): new links by e-mail, the old ones working on until the decision.
 * Audited with who asked. Staff never decide: only remind (docs/approvals.md).
 */
export async function remindApprover(
  db: Database,
  settings: ApprovalLinkSettings,
  actor: OrderActor,
  orderId: string,
  now: Date,
): Promise<ConsoleOrderApproval> {
  return db.transaction(async (tx) => {
    const order = await findScopedOrder(tx, actor.scope, orderId);
    const [approval] = await tx.select().from(orderApprovals).where(eq(orderApprovals.orderId, order.id)).for('update');
    if (!approval || approval.status !== 'waiting') throw new AppError('CONFLICT', NOT_WAITING_FOR_APPROVAL);
    const [reminded] = await tx
      .update(orderApprovals)
      .set({ remindedCount: sql`${orderApprovals.remindedCount} + 1` })
      .where(eq(orderApprovals.id, approval.id))
      .returning();
    await sendApprovalLinks(tx, settings, approval.id, approval.currentApprover, 'reminder', now);
    await tx.insert(auditLog).values({
      groupKey: order.groupKey,
      orderId: order.id,
      field: 'approval_reminded',
      oldValue: null,
      newValue: `Reminded ${currentApprover(approval).name}`,
      actor: actor.email,
      staffId: actor.staffId,
      requestId: actor.requestId,
    });
    return toConsoleOrderApproval(reminded!);
  });
}
