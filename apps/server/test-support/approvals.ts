import { and, desc, eq } from 'drizzle-orm';
import { rulesForStore, type ApprovalReason, type Approver } from '@portal/domain';
import { contextOf } from '../src/app';
import { emailOutbox, orderApprovals, orders } from '../src/db/schema';
import type { MailMessage } from '../src/email/order-emails';
import { openHold } from '../src/order-store/order-holds';
import { sendApprovalLinks } from '../src/ordering/approvals/approval-links';
import { localMonth } from '../src/time/local-time';
import { placeTestOrder } from './console';
import { registry, type TestApp } from './test-app';

// An order waiting for its dealership's approval, made as placing makes one (docs/approvals.md):
// a small Tidewater order placed on account, then turned to wait, with its approval, its hold and
// the approver's first e-mail. Placing opens approvals itself once it applies the spending rules;
// until then (and for the cases placing cannot reach, such as a given approver list) this does.

const HOUR = 3_600_000;

export interface WaitingApprovalOptions {
  /** When it was opened: the approval's clock starts here. */
  now: Date;
  /** A Tidewater store; TWFD01 (Tidewater Ford, $2,000 a month) unless told. */
  store?: string;
  reasons?: ApprovalReason[];
  /** The store's approvers by the group's rules unless told. */
  approvers?: Approver[];
  linkDays?: number;
  remindAfterHours?: number;
  escalateAfterHours?: number;
}

export interface WaitingApproval {
  orderId: string;
  orderNumber: string;
  approvalId: string;
  /** The tokens of the approver's first e-mail. */
  tokens: { approve: string; reject: string };
}

/** Places a Tidewater order and turns it to wait for approval, as placing an order over a limit does. */
export async function waitingApproval(t: TestApp, options: WaitingApprovalOptions): Promise<WaitingApproval> {
  const store = options.store ?? 'TWFD01';
  const placed = await placeTestOrder(t, 'tidewater', { store });
  const ctx = contextOf(t.app);
  const tenant = registry.groups.get('tidewater')!;
  const rules = rulesForStore(tenant.secrets.spending, store)!;
  const approvers = options.approvers ?? rules.approvers;
  const at = options.now.getTime();
  const approvalId = await t.database.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ approval: 'waiting', budgetMonth: localMonth(at, ctx.timeZone) })
      .where(eq(orders.id, placed.order_id))
      .returning();
    const [approval] = await tx
      .insert(orderApprovals)
      .values({
        orderId: order!.id,
        groupKey: order!.groupKey,
        storeCode: order!.storeCode,
        reasons: options.reasons ?? ['over_limit'],
        approvers,
        openedAt: options.now,
        expiresAt: new Date(at + (options.linkDays ?? 7) * 24 * HOUR),
        remindAt: new Date(at + (options.remindAfterHours ?? 24) * HOUR),
        escalateAt: approvers.length > 1 ? new Date(at + (options.escalateAfterHours ?? 48) * HOUR) : null,
      })
      .returning();
    await openHold(tx, { staffId: null, label: 'system', requestId: 'test' }, order!, 'approval');
    await sendApprovalLinks(tx, ctx, approval!.id, 0, 'request', options.now);
    return approval!.id;
  });
  return {
    orderId: placed.order_id,
    orderNumber: placed.order_number,
    approvalId,
    tokens: await approvalTokens(t, placed.order_id),
  };
}

/** The approver e-mails of an order, newest first, as queued. */
export async function approvalEmails(t: TestApp, orderId: string): Promise<MailMessage[]> {
  const rows = await t.database.db
    .select({ message: emailOutbox.message })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, 'approval')))
    .orderBy(desc(emailOutbox.id));
  return rows.map((row) => row.message as MailMessage);
}

/** The two tokens of the order's newest approver e-mail, read from its links (`…/approval#<token>`). */
export async function approvalTokens(t: TestApp, orderId: string): Promise<{ approve: string; reject: string }> {
  const [newest] = await approvalEmails(t, orderId);
  if (!newest) throw new Error(`no approval e-mail for ${orderId}`);
  const found = [...newest.text.matchAll(/\/approval#([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!);
  if (found.length !== 2) throw new Error(`the approval e-mail holds ${found.length} links`);
  return { approve: found[0]!, reject: found[1]! };
}
