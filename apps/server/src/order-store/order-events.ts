import { moveNeedsTracking, moveOf, type OrderEvent } from '@portal/domain';
import type { Database } from '../db/database';
import { orderEvents, orderStatusHistory, type orders } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The one writer of order events: records what happened to an order in the transaction that made
 * it happen, so the event commits or rolls back with the change. A step of the fulfilment table is
 * also a row of order_status_history, written here with its event: the buyer's timeline, the
 * console's history and the export read that table (and the demo's made-up past is only there).
 * What follows from an event (its e-mails, an invoice) is the caller's to carry out, by the
 * domain's table (orderEventFollows).
 */
export async function recordOrderEvents(tx: Tx, events: readonly OrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  // One statement for a change's events; the ids keep their order where they share the transaction's time.
  await tx.insert(orderEvents).values(
    events.map((event) => ({
      orderId: event.orderId,
      groupKey: event.groupKey,
      kind: event.kind,
      actor: event.actor,
      staffId: event.staffId,
      data: event.data,
    })),
  );
  const moves = events.flatMap((event) => {
    const move = moveOf(event);
    if (!move) return [];
    const shipment = event.kind === 'shipped' ? event.data : null;
    return [
      {
        orderId: event.orderId,
        groupKey: event.groupKey,
        fromStatus: move.from,
        toStatus: move.to,
        staffId: event.staffId,
        carrier: moveNeedsTracking(move.to) ? (shipment?.carrier ?? null) : null,
        trackingNumber: moveNeedsTracking(move.to) ? (shipment?.tracking_number ?? null) : null,
        note: 'note' in event.data ? event.data.note : null,
      },
    ];
  });
  if (moves.length > 0) await tx.insert(orderStatusHistory).values(moves);
}

export const recordOrderEvent = (tx: Tx, event: OrderEvent): Promise<void> => recordOrderEvents(tx, [event]);

/**
 * The `placed` event as a CTE of the statement that places an order (decision 022: an order on
 * account in one statement, a PayPal capture in one statement), so placing records it without a
 * round trip of its own: by the buyer, or by the staff member who placed it for them. `order` names
 * the CTE that answers the placed order's row, `when` which of its rows were placed. Its data is
 * placedEventOf's, from the same row.
 */
export function placedEventSql(p: { order: string; when: string }): string {
  return `placed_event as (
  insert into order_events (order_id, group_key, kind, at, actor, staff_id, data)
  select o.id, o.group_key, 'placed', o.placed_at,
         case when o.placed_by_staff_id is null then 'buyer' else 'staff' end, o.placed_by_staff_id,
         jsonb_build_object('payment', o.payment, 'total_cents', o.total_cents, 'capture_id', o.capture_id)
  from ${p.order} o where ${p.when}
)`;
}

/** The `placed` event placedEventSql records, read from the placed order's row: what follows from it is followed from this. */
export function placedEventOf(
  order: Pick<typeof orders.$inferSelect, 'id' | 'groupKey' | 'payment' | 'totalCents' | 'captureId' | 'placedByStaffId'>,
): OrderEvent {
  return {
    orderId: order.id,
    groupKey: order.groupKey,
    kind: 'placed',
    // A staff member placing for a buyer is who placed it.
    actor: order.placedByStaffId ? 'staff' : 'buyer',
    staffId: order.placedByStaffId,
    data: { payment: order.payment, total_cents: order.totalCents, capture_id: order.captureId },
  };
}
