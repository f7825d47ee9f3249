import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queueEmail } from '../../db/email-outbox';
import { approvalLinks, orderApprovals, orders } from '../../db/schema';
import { groupBaseUrl, type AppContext } from '../../context/app-context';
import { renderApprovalRequestEmail, type ApprovalMailKind } from '../../email/approval-emails';
import { linePictures } from '../../email/line-pictures';
import { toPlacedOrder } from '../../order-store/order-store';
import { linesOfOrder } from '../board-store';
import { budgetLineOf, reasonWords, tokenHash } from './approval-store';

export type { ApprovalMailKind };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What sending an approver's links needs of the app: the groups, the provider's zone, the site's address. */
export type ApprovalLinkSettings = Pick<AppContext, 'registry' | 'timeZone' | 'site'>;

/** A new link's token: 32 random bytes, base64url (decision 032). Only its hash is kept. */
const newToken = (): string => randomBytes(32).toString('base64url');

/** The approver's page for a token: the token after '#', so no server or proxy log ever holds it. */
export const approvalPageUrl = (settings: Pick<ApprovalLinkSettings, 'site'>, groupKey: string, token: string): string =>
  `${groupBaseUrl(settings.site, groupKey)}/approval#${token}`;

/**
 * Issues the approver's two single-use links (Approve, Reject) for the approval and queues their
 * e-mail, in the caller's transaction (docs/approvals.md#the-links). `approverIndex` picks the
 * approval's approver: 0, or 1 once escalated. Each link is kept only as the SHA-256 of its token,
 * bound to the approval, its order and group, the approver's e-mail and its decision, and works
 * until the approval expires. Links sent before stay valid until the approval is decided.
 */
export async function sendApprovalLinks(
  tx: Tx,
  ctx: ApprovalLinkSettings,
  approvalId: string,
  approverIndex: number,
  kind: ApprovalMailKind,
  now: Date,
): Promise<void> {
  const [approval] = await tx.select().from(orderApprovals).where(eq(orderApprovals.id, approvalId));
  if (!approval) throw new Error(`no approval ${approvalId}`);
  const approver = approval.approvers[approverIndex];
  if (!approver) throw new Error(`approval ${approvalId} has no approver ${approverIndex}`);
  const [order] = await tx.select().from(orders).where(eq(orders.id, approval.orderId));
  if (!order) throw new Error(`approval ${approvalId} has no order`);
  const tenant = ctx.registry.groups.get(order.groupKey);
  // A group no longer configured has no page to link to: nothing is sent.
  if (!tenant) return;

  const tokens = { approve: newToken(), reject: newToken() };
  await tx.insert(approvalLinks).values(
    (['approve', 'reject'] as const).map((decision) => ({
      tokenHash: tokenHash(tokens[decision]),
      approvalId: approval.id,
      orderId: order.id,
      groupKey: order.groupKey,
      decision,
      approverEmail: approver.email,
      createdAt: now,
      expiresAt: approval.expiresAt,
    })),
  );
  const message = renderApprovalRequestEmail(
    {
      kind,
      approver,
      firstApproverName: kind === 'escalation' ? (approval.approvers[0]?.name ?? null) : null,
      order: toPlacedOrder(tenant, order, await linesOfOrder(tx, order)),
      reasons: reasonWords(approval),
      budget: await budgetLineOf(tx, tenant, order, ctx.timeZone),
      approveUrl: approvalPageUrl(ctx, order.groupKey, tokens.approve),
      rejectUrl: approvalPageUrl(ctx, order.groupKey, tokens.reject),
      expiresAt: approval.expiresAt,
    },
    { timeZone: ctx.timeZone, ...linePictures(tenant) },
  );
  await queueEmail(tx, {
    groupKey: order.groupKey,
    orderId: order.id,
    kind: 'approval',
    messageId: `${approval.id}.${kind}.${randomUUID()}`,
    // The console lists it by the approver's name: their address stays the group's.
    message: { ...message, shownTo: [approver.name] },
  });
}
