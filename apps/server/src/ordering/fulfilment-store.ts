import { and, eq, sql } from 'drizzle-orm';
import {
  moveEvents,
  creditHoldNote,
  holdMoveProblem,
  normalTrackingNumber,
  trackingNumberProblem,
  moveNeedsTracking,
  moveProblem,
  moveSteps,
  SHIP_DATE_LOCKED,
  shipDateMayChange,
  type ConsoleOrderEmail,
  type ConsoleOrderState,
  type FulfilmentStatus,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { auditLog, emailOutbox, orderApprovals, orderLines, orders } from '../db/schema';
import { AppError } from '../errors/app-error';
import { orderNumber, type OrderLineRow, type OrderRow } from '../order-store/order-store';
import { creditHoldOfOrder } from '../billing/credit-hold';
import { holdsOfOrder, openHold, releaseHold } from '../order-store/order-holds';
import { inScope, NO_SUCH_ORDER, placed, type Scope } from '../order-store/board-query';
import { findScopedOrder, linesOfOrder, statusLabel, toConsoleEmail, toOrderState } from './board-store';
import { recordAndFollow } from './order-event-follower';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who changes an order, for the audit log and the status history. */
export interface OrderActor {
  staffId: string;
  email: string;
  scope: Scope;
  requestId: string;
}

export interface FulfilmentSettings {
  registry: TenantRegistry;
  /** The provider's time zone: the dates in the buyer's e-mails. */
  timeZone: string;
}

/** A staff member as the invoice a change issues records them. */
const billingActor = (actor: OrderActor) => ({ staffId: actor.staffId, label: actor.email, requestId: actor.requestId });

export const SHIPPING_NEEDS_TRACKING = 'Shipping needs a carrier and a tracking number.';
export const changedMeanwhile = (order: Pick<OrderRow, 'fulfilmentStatus'>) =>
  `Someone changed this order meanwhile: it is now ${statusLabel(order.fulfilmentStatus)}. Reload it and try again.`;

/**
 * Bumps the order's version only if it is still the version and status that were read: the
 * compare-and-set that lets one of two concurrent changes win and turns the other into a 409.
 */
async function compareAndSet(tx: Tx, seen: OrderRow, scope: Scope, set: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1` })
    .where(
      and(
        eq(orders.id, seen.id),
        placed,
        inScope(scope),
        eq(orders.version, seen.version),
        eq(orders.fulfilmentStatus, seen.fulfilmentStatus),
      ),
    )
    .returning();
  if (!updated) {
    const [now] = await tx.select().from(orders).where(eq(orders.id, seen.id));
    throw new AppError('CONFLICT', now ? changedMeanwhile(now) : NO_SUCH_ORDER);
  }
  return updated;
}

export interface StatusMove {
  orderId: string;
  to: FulfilmentStatus;
  version?: number | undefined;
  expectedStatus?: FulfilmentStatus | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  note?: string | undefined;
}

/**
 * Why a move into production (or through it) is refused for the order's holds, or null. An order
 * on account whose account is on credit hold now (as its checkout would find it) gets its credit
 * hold here, kept though the move is refused; once that hold is released (by hand, or by lifting
 * the account's hold) the order goes through. The order's row is locked first: a hold opened or
 * released meanwhile is seen.
 */
async function heldFromProduction(
  tx: Tx,
  settings: FulfilmentSettings,
  actor: OrderActor,
  order: OrderRow,
  steps: readonly FulfilmentStatus[],
): Promise<string | null> {
  if (!steps.includes('in_production')) return null;
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
  const holds = await holdsOfOrder(tx, order.id);
  const open = holds.filter((hold) => hold.releasedAt === null);
  if (order.status === 'on_account' && !holds.some((hold) => hold.reason === 'credit')) {
    const credit = await creditHoldOfOrder(tx, settings, order);
    if (credit) {
      const note = creditHoldNote(credit.account.name, credit.reason);
      open.push(
        await openHold(tx, { staffId: actor.staffId, label: actor.email, requestId: actor.requestId }, order, 'credit', note),
      );
    }
  }
  return holdMoveProblem(steps, open);
}

/**
 * Moves an order along the table of moves, in one transaction: the compare-and-set on its version
 * and status, the audit rows, and an event per step (with its row of the status history), and
 * what follows from them (the invoice of a shipment, the buyer's e-mail). A change somebody made
 * meanwhile, or an impossible move, is a 409 and changes nothing. A move that passes through a
 * status (shipping a received order, moveSteps) records each step of the table, and e-mails the
 * buyer once, for the last. An order with an open hold does not go into production
 * (heldFromProduction): a 409 naming what it waits for and who can release it, with nothing
 * changed but a credit hold opened.
 */
export async function moveStatus(
  db: Database,
  settings: FulfilmentSettings,
  actor: OrderActor,
  move: StatusMove,
): Promise<ConsoleOrderState> {
  const carrier = move.carrier?.trim() || null;
  const typed = move.trackingNumber?.trim() || null;
  if (moveNeedsTracking(move.to) && (!carrier || !typed)) throw new AppError('INVALID_INPUT', SHIPPING_NEEDS_TRACKING);
  // The buyer is e-mailed the number: it must have the carrier's form, checked before anything changes.
  const trackingProblem = moveNeedsTracking(move.to) && typed ? trackingNumberProblem(carrier, typed) : null;
  if (trackingProblem) throw new AppError('INVALID_INPUT', trackingProblem);
  const tracking = typed ? normalTrackingNumber(carrier, typed) : null;
  const outcome = await db.transaction(async (tx): Promise<{ refused: string } | { state: ConsoleOrderState }> => {
    const order = await findScopedOrder(tx, actor.scope, move.orderId);
    if (
      (move.version !== undefined && move.version !== order.version) ||
      (move.expectedStatus !== undefined && move.expectedStatus !== order.fulfilmentStatus)
    )
      throw new AppError('CONFLICT', changedMeanwhile(order));
    const problem = moveProblem(order.fulfilmentStatus, move.to);
    if (problem) throw new AppError('CONFLICT', problem);
    // moveProblem found none: the table leads there.
    const steps = moveSteps(order.fulfilmentStatus, move.to)!;
    // Refused after the transaction commits, so a credit hold opened here stays.
    const held = await heldFromProduction(tx, settings, actor, order, steps);
    if (held) return { refused: held };
    const { updated, lines } = await applyMove(
      tx,
      settings,
      { staffId: actor.staffId, label: actor.email, requestId: actor.requestId, scope: actor.scope },
      order,
      steps,
      { note: move.note?.trim() || null, carrier, tracking },
    );
    return { state: toOrderState(updated, lines) };
  });
  if ('refused' in outcome) throw new AppError('CONFLICT', outcome.refused);
  return outcome.state;
}

/** Who makes a move: a staff member, or the portal itself (staffId null: an approval rejected or expired). */
interface Mover {
  staffId: string | null;
  /** The staff member's e-mail, or 'system'. */
  label: string;
  requestId: string;
  scope: Scope;
}

/**
 * Makes a move the table allows along its steps, in the caller's transaction: the compare-and-set
 * on the order's version and status, the audit rows, an event per step and what follows from them
 * (the invoice of a shipment, the buyer's e-mail).
 */
async function applyMove(
  tx: Tx,
  settings: FulfilmentSettings,
  mover: Mover,
  order: OrderRow,
  steps: readonly FulfilmentStatus[],
  details: { note: string | null; carrier: string | null; tracking: string | null },
): Promise<{ updated: OrderRow; lines: OrderLineRow[] }> {
  const to = steps.at(-1)!;
  const shipping = moveNeedsTracking(to);
  const { note, carrier, tracking } = details;
  // Staff cancelling an order that waits for its dealership's approval ends the approval too.
  const endsApproval = to === 'cancelled' && order.approval === 'waiting';
  const updated = await compareAndSet(tx, order, mover.scope, {
    fulfilmentStatus: to,
    ...(shipping ? { carrier, trackingNumber: tracking } : {}),
    ...(endsApproval ? { approval: 'cancelled' as const } : {}),
  });
  if (endsApproval) await endApprovalOfCancelled(tx, mover, order);
  // One audit row per step, in the order made; the ids keep that order where the steps share
  // the transaction's time.
  const froms = [order.fulfilmentStatus, ...steps.slice(0, -1)];
  const auditRow = (field: 'status' | 'carrier' | 'tracking_number', oldValue: string | null, newValue: string | null) => ({
    groupKey: order.groupKey,
    orderId: order.id,
    field,
    oldValue,
    newValue,
    actor: mover.label,
    staffId: mover.staffId,
    requestId: mover.requestId,
  });
  await tx
    .insert(auditLog)
    .values([
      ...steps.map((step, index) => auditRow('status', froms[index]!, step)),
      ...(shipping && carrier !== order.carrier ? [auditRow('carrier', order.carrier, carrier)] : []),
      ...(shipping && tracking !== order.trackingNumber ? [auditRow('tracking_number', order.trackingNumber, tracking)] : []),
    ]);
  const lines = await linesOfOrder(tx, order);
  // A shipment's invoice is issued in the same transaction: a shipment that rolls back issues
  // nothing and takes no number.
  await recordAndFollow(tx, settings, {
    order: updated,
    lines,
    events: moveEvents(
      { orderId: order.id, groupKey: order.groupKey, from: order.fulfilmentStatus },
      steps,
      { actor: mover.staffId ? 'staff' : 'system', staffId: mover.staffId },
      { note, carrier, trackingNumber: tracking },
    ),
    by: { staffId: mover.staffId, label: mover.label, requestId: mover.requestId },
  });
  return { updated, lines };
}

/**
 * The approval of an order cancelled while it waited (docs/approvals.md): cancelled, its links
 * dead with it (they answer that it was cancelled), its hold released.
 */
async function endApprovalOfCancelled(tx: Tx, mover: Mover, order: OrderRow): Promise<void> {
  await tx
    .update(orderApprovals)
    .set({ status: 'cancelled', decidedAt: new Date(), decider: 'staff', decidedBy: mover.label })
    .where(and(eq(orderApprovals.orderId, order.id), eq(orderApprovals.status, 'waiting')));
  const actor = { staffId: mover.staffId, label: mover.label, requestId: mover.requestId };
  for (const hold of (await holdsOfOrder(tx, order.id)).filter((h) => h.reason === 'approval' && h.releasedAt === null))
    await releaseHold(tx, actor, hold, 'The order was cancelled while it waited for approval.');
}

/**
 * Cancels an order as the portal itself, in the caller's transaction, by the same path as a staff
 * member's cancel (its audit row, its `cancelled` event, the buyer's e-mail with `note` as the
 * reason): an approval rejected or expired (docs/approvals.md). Answers the order as it left it.
 */
export async function cancelAsSystem(
  tx: Tx,
  settings: FulfilmentSettings,
  order: OrderRow,
  note: string,
  requestId: string,
): Promise<OrderRow> {
  const problem = moveProblem(order.fulfilmentStatus, 'cancelled');
  if (problem) throw new AppError('CONFLICT', problem);
  const steps = moveSteps(order.fulfilmentStatus, 'cancelled')!;
  const mover = { staffId: null, label: 'system', requestId, scope: null };
  const { updated } = await applyMove(tx, settings, mover, order, steps, { note, carrier: null, tracking: null });
  return updated;
}

export interface ShipDateChange {
  orderId: string;
  /** 'YYYY-MM-DD', or null to clear it. */
  estShipDate: string | null;
  /** One line, or every line of the order. */
  lineNo?: number | undefined;
  version?: number | undefined;
}

/**
 * Sets the est. ship date of one line or of every line, before the order ships. A change is
 * audited per line and, when it names a date, e-mailed to the buyer; setting what is there
 * already changes nothing (no version, no e-mail).
 */
export async function setShipDate(
  db: Database,
  settings: FulfilmentSettings,
  actor: OrderActor,
  change: ShipDateChange,
): Promise<ConsoleOrderState> {
  return db.transaction(async (tx) => {
    const order = await findScopedOrder(tx, actor.scope, change.orderId);
    if (change.version !== undefined && change.version !== order.version) throw new AppError('CONFLICT', changedMeanwhile(order));
    if (!shipDateMayChange(order.fulfilmentStatus)) throw new AppError('CONFLICT', SHIP_DATE_LOCKED(order.fulfilmentStatus));
    const lines = await linesOfOrder(tx, order);
    const targets = change.lineNo === undefined ? lines : lines.filter((l) => l.lineNo === change.lineNo);
    if (targets.length === 0) throw new AppError('NOT_FOUND', `Order ${orderNumber(order)} has no line ${change.lineNo}.`);
    const changed = targets.filter((l) => l.estShipDate !== change.estShipDate);
    if (changed.length === 0) return toOrderState(order, lines);
    const updated = await compareAndSet(tx, order, actor.scope, {});
    await tx
      .update(orderLines)
      .set({ estShipDate: change.estShipDate })
      .where(
        and(
          eq(orderLines.groupKey, order.groupKey),
          eq(orderLines.orderId, order.id),
          change.lineNo === undefined ? undefined : eq(orderLines.lineNo, change.lineNo),
        ),
      );
    await tx.insert(auditLog).values(
      changed.map((line) => ({
        groupKey: order.groupKey,
        orderId: order.id,
        lineNo: line.lineNo,
        field: 'est_ship_date' as const,
        oldValue: line.estShipDate,
        newValue: change.estShipDate,
        actor: actor.email,
        staffId: actor.staffId,
        requestId: actor.requestId,
      })),
    );
    const now = lines.map((l) => (changed.includes(l) ? { ...l, estShipDate: change.estShipDate } : l));
    await recordAndFollow(tx, settings, {
      order: updated,
      lines: now,
      events: [
        {
          orderId: order.id,
          groupKey: order.groupKey,
          kind: 'ship_date_changed',
          actor: 'staff',
          staffId: actor.staffId,
          data: { line_no: change.lineNo ?? null, est_ship_date: change.estShipDate },
        },
      ],
      by: billingActor(actor),
    });
    return toOrderState(updated, now);
  });
}

export const EMAIL_BEING_SENT = 'This e-mail is being sent right now. Try again in a minute.';

/**
 * Queues an order's e-mail to go again: pending, due now, tries counted from nought. Not while a
 * worker holds it (it would go twice at once). The e-mail must belong to an order in the staff
 * member's scope, or it is not there for them (404).
 */
export async function sendAgain(db: Database, actor: OrderActor, emailId: number): Promise<ConsoleOrderEmail> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ email: emailOutbox })
      .from(emailOutbox)
      .innerJoin(orders, and(eq(orders.id, emailOutbox.orderId), eq(orders.groupKey, emailOutbox.groupKey)))
      .where(and(eq(emailOutbox.id, emailId), placed, inScope(actor.scope)))
      .for('update', { of: emailOutbox });
    if (!found) throw new AppError('NOT_FOUND', 'No such e-mail.');
    const { email } = found;
    if (email.lockedUntil && email.lockedUntil.getTime() > Date.now()) throw new AppError('CONFLICT', EMAIL_BEING_SENT);
    const [queued] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lastError: null, sentAt: null })
      .where(eq(emailOutbox.id, emailId))
      .returning();
    await tx.insert(auditLog).values({
      groupKey: email.groupKey,
      orderId: email.orderId,
      field: 'email_resent',
      oldValue: email.status === 'sent' ? 'sent' : email.attempts > 0 ? 'failed' : 'queued',
      newValue: `${email.kind}${email.event ? ` ${email.event}` : ''} e-mail #${email.id}`,
      actor: actor.email,
      staffId: actor.staffId,
      requestId: actor.requestId,
    });
    return toConsoleEmail(queued!);
  });
}
