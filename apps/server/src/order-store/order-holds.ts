import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  HOLD_RELEASED_ALREADY,
  HOLD_REASON_TABLE,
  holdWords,
  type ConsoleOrderHold,
  type HoldReason,
  type OrderEventOf,
  type OrderHold,
} from '@portal/domain';
import type { Database } from '../db/database';
import { auditLog, orderHolds, orders } from '../db/schema';
import { AppError } from '../errors/app-error';
import { recordOrderEvent } from './order-events';
import type { OrderRow } from './order-store';

// The holds of orders (packages/domain/src/orders/holds.ts): opening, releasing and reading them,
// each change in the caller's transaction with its row in the order's audit log. Billing and
// ordering both use them; the rules of what a hold stops live in the domain.

export type OrderHoldRow = typeof orderHolds.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who opens or releases a hold: a staff member (their e-mail), or the system. */
export interface HoldActor {
  staffId: string | null;
  /** The staff member's e-mail, or 'system'. */
  label: string;
  requestId: string;
}

/** The event a hold's opening or release records, with the actor who made it. */
export function holdEvent<K extends 'held' | 'released'>(
  kind: K,
  actor: HoldActor,
  hold: Pick<OrderHoldRow, 'id' | 'orderId' | 'groupKey' | 'reason'>,
  note: string | null,
): OrderEventOf<K> {
  return {
    orderId: hold.orderId,
    groupKey: hold.groupKey,
    kind,
    actor: actor.staffId ? 'staff' : 'system',
    staffId: actor.staffId,
    data: { reason: hold.reason, hold_id: hold.id, note },
  } as OrderEventOf<K>;
}

/**
 * Opens a hold of this reason on the order, or answers the one open already (at most one per
 * order and reason). The order's row is locked first, so a move into production that read no hold
 * cannot pass one opened meanwhile. Audited: nothing before, the hold after; recorded as the
 * order's `held` event.
 */
export async function openHold(
  tx: Tx,
  actor: HoldActor,
  order: Pick<OrderRow, 'id' | 'groupKey'>,
  reason: HoldReason,
  note: string | null = null,
): Promise<OrderHoldRow> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
  const [opened] = await tx
    .insert(orderHolds)
    .values({ orderId: order.id, groupKey: order.groupKey, reason, openedBy: actor.staffId, note })
    .onConflictDoNothing()
    .returning();
  if (!opened) {
    const [open] = await tx
      .select()
      .from(orderHolds)
      .where(and(eq(orderHolds.orderId, order.id), eq(orderHolds.reason, reason), isNull(orderHolds.releasedAt)));
    return open!;
  }
  await tx.insert(auditLog).values({
    groupKey: order.groupKey,
    orderId: order.id,
    field: 'hold_opened',
    oldValue: null,
    newValue: note ? `${HOLD_REASON_TABLE[reason].label}: ${note}` : HOLD_REASON_TABLE[reason].label,
    actor: actor.label,
    staffId: actor.staffId,
    requestId: actor.requestId,
  });
  await recordOrderEvent(tx, holdEvent('held', actor, opened, note));
  return opened;
}

/**
 * Releases an open hold; one released meanwhile is a 409 and changes nothing. Audited: the hold
 * open before, released (with why) after; recorded as the order's `released` event, whose follower
 * (ordering) issues an invoice it kept back.
 */
export async function releaseHold(
  tx: Tx,
  actor: HoldActor,
  hold: OrderHoldRow,
  note: string | null = null,
): Promise<OrderHoldRow> {
  const [released] = await tx
    .update(orderHolds)
    .set({ releasedAt: sql`now()`, releasedBy: actor.staffId, releaseNote: note })
    .where(and(eq(orderHolds.id, hold.id), isNull(orderHolds.releasedAt)))
    .returning();
  if (!released) throw new AppError('CONFLICT', HOLD_RELEASED_ALREADY);
  await tx.insert(auditLog).values({
    groupKey: hold.groupKey,
    orderId: hold.orderId,
    field: 'hold_released',
    oldValue: `${HOLD_REASON_TABLE[hold.reason].label} open`,
    newValue: note ? `Released: ${note}` : 'Released',
    actor: actor.label,
    staffId: actor.staffId,
    requestId: actor.requestId,
  });
  await recordOrderEvent(tx, holdEvent('released', actor, released, note));
  return released;
}

/** The open holds of each order named, oldest first; an order with none is not in the map. */
export async function openHoldsOf(db: Database | Tx, orderIds: readonly string[]): Promise<Map<string, OrderHoldRow[]>> {
  const byOrder = new Map<string, OrderHoldRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderHolds)
    .where(and(inArray(orderHolds.orderId, [...orderIds]), isNull(orderHolds.releasedAt)))
    .orderBy(asc(orderHolds.openedAt), asc(orderHolds.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** Every hold of one order, open or released, oldest first. */
export async function holdsOfOrder(db: Database | Tx, orderId: string): Promise<OrderHoldRow[]> {
  return db
    .select()
    .from(orderHolds)
    .where(eq(orderHolds.orderId, orderId))
    .orderBy(asc(orderHolds.openedAt), asc(orderHolds.id));
}

/** The open holds of one order, oldest first. */
export async function openHoldsOfOrder(db: Database | Tx, orderId: string): Promise<OrderHoldRow[]> {
  return (await openHoldsOf(db, [orderId])).get(orderId) ?? [];
}

/** One hold of the order, open or not, or undefined. */
export async function findHold(db: Database | Tx, orderId: string, holdId: string): Promise<OrderHoldRow | undefined> {
  const [hold] = await db
    .select()
    .from(orderHolds)
    .where(and(eq(orderHolds.id, holdId), eq(orderHolds.orderId, orderId)));
  return hold;
}

/** An open hold as the buyer's orders screen reads it. */
export function toOrderHold(row: OrderHoldRow): OrderHold {
  return { reason: row.reason, ...holdWords(row.reason), opened_at: row.openedAt.getTime() };
}

/** An open hold as the console shows it. */
export function toConsoleOrderHold(row: OrderHoldRow): ConsoleOrderHold {
  return { ...toOrderHold(row), id: row.id, note: row.note, release_roles: [...HOLD_REASON_TABLE[row.reason].releaseRoles] };
}
