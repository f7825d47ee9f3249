import { asc, eq, sql } from 'drizzle-orm';
import { dueDate, mayInvoice, orderEventFollows, type InvoiceSnapshot, type OpenHold, type OrderEvent } from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { invoices, orderLines, orders } from '../db/schema';
import { queueEmail } from '../db/email-outbox';
import { localDay } from '../time/local-time';
import { recordOrderEvent } from '../order-store/order-events';
import { openHoldsOfOrder } from '../order-store/order-holds';
import type { OrderLineRow, OrderRow } from '../order-store/order-store';
import { accountForOrder, auditBilling, type BillingAccountRow } from './account-store';
import type { BillingActor, Tx } from './billing-actor';
import { takeDocumentNumber } from './document-counter';
import { renderInvoiceEmail } from '../email/invoice-emails';
import { invoiceSnapshotOf } from './invoice-snapshot';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface BillingSettings {
  registry: TenantRegistry;
  /** The provider's time zone: the calendar day an invoice is issued on. */
  timeZone: string;
}

/** What keeps an on-account order from being invoiced now, or null when its invoice is due. */
export type InvoiceHold =
  | 'not_on_account'
  | 'cancelled'
  | 'invoiced'
  | 'no_account'
  | 'before_account'
  | 'not_yet'
  | 'awaiting_price'
  | 'on_hold'
  | 'unknown_group';

/**
 * Whether the order's invoice is due: placed on account, not cancelled, not invoiced, billed to an
 * account opened before it was placed (orders older than the account are billed outside the
 * portal), at the account's moment (shipment or placement), with every line priced, and with no
 * hold of the order open (an order priced while held is still listed as awaiting its price).
 */
export function invoiceHold(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  account: BillingAccountRow | null,
  invoiced: boolean,
  openHolds: readonly OpenHold[],
): InvoiceHold | null {
  if (order.status !== 'on_account') return 'not_on_account';
  if (order.fulfilmentStatus === 'cancelled') return 'cancelled';
  if (invoiced) return 'invoiced';
  if (!account) return 'no_account';
  if ((order.placedAt ?? order.createdAt) < account.createdAt) return 'before_account';
  if (account.invoiceWhen === 'shipped' && order.fulfilmentStatus !== 'shipped' && order.fulfilmentStatus !== 'delivered')
    return 'not_yet';
  if (lines.some((line) => line.unitPriceCents === 0)) return 'awaiting_price';
  if (!mayInvoice(openHolds)) return 'on_hold';
  return null;
}

/**
 * Issues the order's invoice if it is due (invoiceHold), inside the caller's transaction: the order
 * row is locked first, so a shipment, a price being set and the sweep cannot issue it twice, and
 * the year's next number is taken only when an invoice is written. Queues its e-mail, PDF
 * attached, to the account's billing contacts. Answers the invoice, or null when none was due.
 */
export async function issueInvoiceIfDue(
  tx: Tx,
  settings: BillingSettings,
  orderId: string,
  actor: BillingActor,
  now: Date = new Date(),
): Promise<InvoiceRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.status !== 'on_account') return null;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
  return issueInvoiceFor(tx, settings, order, lines, actor, now);
}

/**
 * issueInvoiceIfDue for an order the caller has locked in this transaction and read with its lines
 * (the ship move has both in hand): saves reading them again. Records the order's `invoiced` event
 * and carries out what follows from it (its e-mail, by the domain's table) here, where every
 * issuing passes: a shipment, a placement, a line's price and the sweep.
 */
export async function issueInvoiceFor(
  tx: Tx,
  settings: BillingSettings,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  actor: BillingActor,
  now: Date = new Date(),
): Promise<InvoiceRow | null> {
  if (order.status !== 'on_account' || order.fulfilmentStatus === 'cancelled') return null;
  const tenant = settings.registry.groups.get(order.groupKey);
  if (!tenant) return null;
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
  const account = await accountForOrder(tx, order);
  const holds = await openHoldsOfOrder(tx, order.id);
  if (invoiceHold(order, lines, account, existing !== undefined, holds) !== null || !account) return null;

  const issuedOn = localDay(now.getTime(), settings.timeZone);
  const number = await takeDocumentNumber(tx, 'INV', Number(issuedOn.slice(0, 4)));
  const snapshot: InvoiceSnapshot = invoiceSnapshotOf(
    { number, issuedOn, dueOn: dueDate(issuedOn, account.terms), terms: account.terms },
    settings.registry.provider,
    tenant,
    account,
    order,
    lines,
  );
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      accountId: account.id,
      groupKey: order.groupKey,
      orderId: order.id,
      issuedOn,
      dueOn: snapshot.due_on,
      totalCents: order.totalCents,
      snapshot,
      staffId: actor.staffId,
    })
    .returning();
  await auditBilling(tx, actor, {
    accountId: account.id,
    groupKey: order.groupKey,
    action: 'invoice_issued',
    subjectId: invoice!.id,
    after: { number, order_id: order.id, total_cents: order.totalCents, issued_on: issuedOn, due_on: snapshot.due_on },
  });
  const event: OrderEvent = {
    orderId: order.id,
    groupKey: order.groupKey,
    kind: 'invoiced',
    actor: actor.staffId ? 'staff' : 'system',
    staffId: actor.staffId,
    data: { invoice_id: invoice!.id, number, total_cents: order.totalCents },
  };
  await recordOrderEvent(tx, event);
  // An invoice's e-mail goes to the account's billing contacts: none, no e-mail.
  for (const email of orderEventFollows(event).emails)
    if (email.kind === 'invoice' && account.contacts.length > 0)
      await queueEmail(tx, {
        groupKey: order.groupKey,
        orderId: order.id,
        kind: 'invoice',
        messageId: `${invoice!.id}.invoice`,
        message: renderInvoiceEmail(snapshot, invoice!.id, account.contacts),
      });
  return invoice!;
}

/** The system issuing what fell due without a staff member's hand (a placement, the sweep). */
export const SYSTEM_ACTOR: BillingActor = { staffId: null, label: 'system', requestId: 'system' };

/**
 * On-account orders whose invoice is due and not issued, with no hold open: the sweep's candidates
 * (an order whose last hold was released is issued here, unless a shipment issues it first). Per account, the
 * orders placed since it opened (its store's, or for a group's account those of stores without an
 * account of their own), read by the board's (group, payment, created_at) index.
 */
export async function uninvoicedOrderIds(db: Database | Tx, limit: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select o.id from billing_accounts a
    join orders o on o.group_key = a.group_key and o.status = 'on_account' and o.created_at >= a.created_at
      and (o.store_code = a.store_code
        or (a.store_code = ''
          and not exists (select 1 from billing_accounts s where s.group_key = o.group_key and s.store_code = o.store_code)))
    where o.fulfilment_status <> 'cancelled'
      and (a.invoice_when = 'placed' or o.fulfilment_status in ('shipped', 'delivered'))
      and not exists (select 1 from invoices i where i.order_id = o.id)
      and not exists (select 1 from order_lines l where l.order_id = o.id and l.unit_price_cents = 0)
      and not exists (select 1 from order_holds h where h.order_id = o.id and h.released_at is null)
    order by o.created_at
    limit ${limit}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/**
 * Issues every invoice that fell due and was not issued where it fell due: a placement whose
 * issuing failed after the order was saved, an account that changed to invoicing at placement.
 * Each in a transaction of its own; safe on several instances at once (the order's lock).
 */
export async function issueDueInvoices(db: Database, settings: BillingSettings, batch = 200): Promise<number> {
  let issued = 0;
  for (const orderId of await uninvoicedOrderIds(db, batch)) {
    const invoice = await db.transaction((tx) => issueInvoiceIfDue(tx, settings, orderId, SYSTEM_ACTOR));
    if (invoice) issued += 1;
  }
  return issued;
}
