import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { changeFollows, orderLineName, type BuyerEmailEvent, type InvoiceMoment, type OrderEvent } from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { queueEmail } from '../db/email-outbox';
import { orderLines, orders } from '../db/schema';
import { renderStatusEmail } from '../email/status-emails';
import type { BillingActor } from '../billing/billing-actor';
import { issueInvoiceFor, SYSTEM_ACTOR } from '../billing/invoice-issuing';
import { placedEventOf, recordOrderEvents } from '../order-store/order-events';
import { orderNumber, type OrderLineRow, type OrderRow } from '../order-store/order-store';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface FollowSettings {
  registry: TenantRegistry;
  /** The provider's time zone: the dates in the buyer's e-mails, the day an invoice is issued on. */
  timeZone: string;
}

/** A change to one order: its events, in the order they happened, and the order as they left it. */
export interface OrderChange {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  events: readonly OrderEvent[];
  /** Who made it, as the invoice it may issue records them. */
  by: BillingActor;
  /** When the order's billing account invoices; null for none, or where it does not matter. */
  invoiceMoment?: InvoiceMoment | null;
}

/**
 * Records a change's events (the one writer) and carries out what follows from them, all in the
 * caller's transaction, so the change, its events, its e-mails and its invoice commit or roll back
 * together.
 */
export async function recordAndFollow(tx: Tx, settings: FollowSettings, change: OrderChange): Promise<void> {
  await recordOrderEvents(tx, change.events);
  await followOrderEvents(tx, settings, change);
}

/**
 * The one follower of order events: what follows from a change's events by the domain's table
 * (changeFollows). First the invoice, where it may be due (billing's issuing decides the rest, records
 * the `invoiced` event and queues the invoice's e-mail), then the buyer's status e-mails. The
 * order's two e-mails at placement are queued by the placing statement itself
 * (placedOrderEmailsSql), so placing costs no round trip more.
 */
export async function followOrderEvents(tx: Tx, settings: FollowSettings, change: OrderChange): Promise<void> {
  const follows = changeFollows(change.events, change.invoiceMoment ?? null);
  if (follows.invoice) await issueInvoiceFor(tx, settings, change.order, change.lines, change.by);
  for (const email of follows.emails) {
    if (email.kind !== 'status') continue;
    // A cancel's e-mail tells the buyer the reason staff gave; no other carries a note.
    const cancel = change.events.findLast((event) => event.kind === 'cancelled');
    await queueStatusEmail(tx, settings, change, email.event, email.event === 'cancelled' ? (cancel?.data.note ?? null) : null);
  }
}

/**
 * What follows from placing an order, once the statement that placed it has recorded its `placed`
 * event and queued its e-mails: its invoice where the account invoices at placement, in a
 * transaction of its own that holds the order's row (the sweep issues it should this fail after the
 * order was saved). Other orders cost no round trip here.
 */
export async function followPlacement(
  db: Database,
  settings: FollowSettings,
  order: OrderRow,
  invoiceMoment: InvoiceMoment | null,
): Promise<void> {
  const events = [placedEventOf(order)];
  if (!changeFollows(events, invoiceMoment).invoice) return;
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked) return;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo));
    await followOrderEvents(tx, settings, { order: locked, lines, events, by: SYSTEM_ACTOR, invoiceMoment });
  });
}

/** A fulfilment e-mail to the buyer, drawn now from the order as the change left it. */
async function queueStatusEmail(
  tx: Tx,
  settings: FollowSettings,
  { order, lines }: OrderChange,
  event: BuyerEmailEvent,
  reason: string | null,
): Promise<void> {
  const tenant = settings.registry.groups.get(order.groupKey);
  const message = renderStatusEmail(
    {
      orderNumber: orderNumber(order),
      groupTitle: tenant?.config.title ?? order.groupKey,
      createdAt: order.createdAt,
      storeName: tenant?.config.stores.find((s) => s.code === order.storeCode)?.name ?? null,
      status: order.fulfilmentStatus,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      reason,
      accountReps: tenant?.config.account_reps ?? [],
      lines: lines.map((l) => ({
        code: l.code,
        name: orderLineName(l),
        quantity: l.quantity,
        type: l.type,
        size: l.size,
        color: l.color,
        estShipDate: l.estShipDate,
      })),
    },
    event,
    order.email,
    { timeZone: settings.timeZone },
  );
  await queueEmail(tx, {
    groupKey: order.groupKey,
    orderId: order.id,
    kind: 'status',
    event,
    messageId: `${order.id}.${event}.${randomUUID()}`,
    message,
  });
}
