import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { DEFAULT_REMIND_AFTER_HOURS } from '@portal/domain';
import type { Database } from '../../db/database';
import { auditLog, orderApprovals } from '../../db/schema';
import { endApproval } from './approval-outcome';
import { sendApprovalLinks, type ApprovalLinkSettings } from './approval-links';
import { currentApprover, type ApprovalRow, type Tx } from './approval-store';

// The approvals' clock (docs/approvals.md): every instance runs the sweep; each thing due is
// claimed by one conditional update (or a row lock) in the transaction that carries it out, so two
// instances at once never remind, escalate or expire one approval twice.

const HOUR = 3_600_000;

/** What a turn of the sweep did. */
export interface ApprovalSweep {
  expired: number;
  escalated: number;
  reminded: number;
}

/** The approvals whose `column` has passed, oldest due first: the candidates of one kind of claim. */
async function due(db: Database, column: 'expiresAt' | 'escalateAt' | 'remindAt', now: Date, batch: number): Promise<string[]> {
  const at = orderApprovals[column];
  const rows = await db
    .select({ id: orderApprovals.id })
    .from(orderApprovals)
    .where(and(eq(orderApprovals.status, 'waiting'), isNotNull(at), lte(at, now)))
    .orderBy(asc(at))
    .limit(batch);
  return rows.map((row) => row.id);
}

/** When the approver asked now is reminded next after `now`, by the group's rules; null once it would pass the expiry. */
function nextReminder(settings: ApprovalLinkSettings, approval: ApprovalRow, now: Date): Date | null {
  const hours =
    settings.registry.groups.get(approval.groupKey)?.secrets.spending?.remind_after_hours ?? DEFAULT_REMIND_AFTER_HOURS;
  const next = new Date(now.getTime() + hours * HOUR);
  return next.getTime() < approval.expiresAt.getTime() ? next : null;
}

async function audit(tx: Tx, approval: ApprovalRow, field: 'approval_reminded' | 'approval_escalated', text: string) {
  await tx.insert(auditLog).values({
    groupKey: approval.groupKey,
    orderId: approval.orderId,
    field,
    oldValue: null,
    newValue: text,
    actor: 'system',
    staffId: null,
    requestId: 'approval-sweep',
  });
}

/** Expires one approval whose time has passed, if still waiting: the order is cancelled, everyone told. */
async function expireOne(db: Database, settings: ApprovalLinkSettings, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock is the claim: another instance skips it, or finds it no longer waiting.
    const [approval] = await tx
      .select()
      .from(orderApprovals)
      .where(and(eq(orderApprovals.id, id), eq(orderApprovals.status, 'waiting'), lte(orderApprovals.expiresAt, now)))
      .for('update', { skipLocked: true });
    if (!approval) return false;
    await endApproval(tx, settings, approval, { status: 'expired' }, now, 'approval-sweep');
    return true;
  });
}

/** Hands one approval to its second approver, with links of their own, if still due. */
async function escalateOne(db: Database, settings: ApprovalLinkSettings, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(orderApprovals)
      .set({
        escalateAt: null,
        currentApprover: sql`case when jsonb_array_length(${orderApprovals.approvers}) > 1 then 1 else ${orderApprovals.currentApprover} end`,
      })
      .where(and(eq(orderApprovals.id, id), eq(orderApprovals.status, 'waiting'), lte(orderApprovals.escalateAt, now)))
      .returning();
    if (!claimed || claimed.currentApprover !== 1) return false;
    await tx
      .update(orderApprovals)
      .set({ remindAt: nextReminder(settings, claimed, now) })
      .where(eq(orderApprovals.id, id));
    await sendApprovalLinks(tx, settings, claimed.id, 1, 'escalation', now);
    await audit(
      tx,
      claimed,
      'approval_escalated',
      `Asked ${currentApprover(claimed).name}: ${claimed.approvers[0]?.name ?? 'the first approver'} did not answer`,
    );
    return true;
  });
}

/** Reminds the approver asked now of one approval, if still due; the next reminder is set in the same claim. */
async function remindOne(db: Database, settings: ApprovalLinkSettings, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(orderApprovals)
      .set({ remindAt: null, remindedCount: sql`${orderApprovals.remindedCount} + 1` })
      .where(and(eq(orderApprovals.id, id), eq(orderApprovals.status, 'waiting'), lte(orderApprovals.remindAt, now)))
      .returning();
    if (!claimed) return false;
    const next = nextReminder(settings, claimed, now);
    if (next) await tx.update(orderApprovals).set({ remindAt: next }).where(eq(orderApprovals.id, id));
    await sendApprovalLinks(tx, settings, claimed.id, claimed.currentApprover, 'reminder', now);
    await audit(tx, claimed, 'approval_reminded', `Reminded ${currentApprover(claimed).name}`);
    return true;
  });
}

/**
 * One turn of the sweep at `now`: expires what passed its time, hands to the second approver what
 * waited long enough, and reminds the rest that are due, at most `batch` of each.
 */
export async function sweepApprovals(
  db: Database,
  settings: ApprovalLinkSettings,
  now: Date,
  batch = 100,
): Promise<ApprovalSweep> {
  const done: ApprovalSweep = { expired: 0, escalated: 0, reminded: 0 };
  for (const id of await due(db, 'expiresAt', now, batch)) if (await expireOne(db, settings, id, now)) done.expired += 1;
  for (const id of await due(db, 'escalateAt', now, batch)) if (await escalateOne(db, settings, id, now)) done.escalated += 1;
  for (const id of await due(db, 'remindAt', now, batch)) if (await remindOne(db, settings, id, now)) done.reminded += 1;
  return done;
}
