import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  isPlacedStatus,
  orderTimeline,
  PLACED_STATUSES,
  PO_FIELDS,
  storedPoValue,
  type StatusMove,
  type EditedLine,
  type OrderLine,
  type PlacedOrderLine,
  type OrderApproval,
  type OrderHold,
  type OrderInvoice,
  type PlacedOrderSummary,
  type OrderCharges,
  type ResolvedShipTo,
} from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import { columnsOfRow, rowFromColumns } from '../db/column-row';
import type { Database, RunStatement } from '../db/database';
import { auditLog, orderLines, orders, orderStatusHistory } from '../db/schema';
import { AppError } from '../errors/app-error';
import { FIND_IDEMPOTENT_ORDER, INSERT_ORDER, MARK_PAID, type LineValues } from './order-statements';
import type { CheckedOrder, PlacedOrder } from './placed-order';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const orderNumber = (row: Pick<OrderRow, 'seq'>): string => `CB-${row.seq}`;

/** Who the order is for: the buyer the e-mails go to. */
export interface OrderBuyer {
  firstName: string;
  lastName: string;
  email: string;
}

export interface NewOrder {
  tenant: Tenant;
  buyer: OrderBuyer;
  customerPo: string;
  checked: CheckedOrder;
  payment: 'paypal' | 'account';
  /** The payment status it starts in (packages/domain's placement table): an order on account is placed at once. */
  status: OrderRow['status'];
  /** The accepted bypass code of an order on account, already masked: the plain code goes no further. */
  maskedBypassCode: string | null;
  /** The store whose own code the bypass code is, or null. */
  bypassStoreCode: string | null;
  /** The version of the group's offer `tenant` is, when the groups live in the database. */
  offerVersion: number | null;
  idempotency: { key: string; hash: string } | null;
  /** The browser that placed it: a group without a password shows a visitor only their own orders. */
  browserId: string | null;
  /** The staff member who placed it for the buyer, or null when the buyer did. */
  placedByStaffId: string | null;
  /** Where it ships and from which choice. */
  shipTo: ResolvedShipTo;
  /** What it costs apart (chargeOrder): its total is the order's. */
  charges: OrderCharges;
  /** The version of the provider's tax settings it was charged by; null before any was saved. */
  taxSettingsVersion: number | null;
  /** 'YYYY-MM' of the budget it counts against (provider's time zone); null where the group has no spending rules. */
  budgetMonth?: string | null;
  /** 'waiting' when it waits for the dealership's approval; null when it needs none. */
  approval?: 'waiting' | null;
  /** The key of the bypass code it was placed with (bypassCodeKey), or null. */
  bypassCodeKey?: string | null;
}

/**
 * Writes the order, its lines and its idempotency key in one statement (INSERT_ORDER). An order on
 * account is placed at once, so its `placed` event and its e-mails are written in the same statement.
 */
export async function insertOrder(run: RunStatement, order: NewOrder, emails: OrderEmailSettings): Promise<OrderRow> {
  const row = await writeOrder(run, order, emails, null);
  if (!row) throw new Error('insert returned no order');
  return row;
}

/**
 * The order written as insertOrder writes it, only if it fits in its store's budget month
 * (`order.budgetMonth`, which must be set): what that month has spent and committed, read under
 * the month's row lock in the same statement, plus the order's total, at most `budgetCents`.
 * Null when it does not fit: nothing was written, and the lock went with the statement.
 */
export async function insertOrderWithinBudget(
  run: RunStatement,
  order: NewOrder,
  emails: OrderEmailSettings,
  budgetCents: number,
): Promise<OrderRow | null> {
  if (!order.budgetMonth) throw new Error('an order within a budget needs its budget month');
  return writeOrder(run, order, emails, budgetCents);
}

async function writeOrder(
  run: RunStatement,
  order: NewOrder,
  emails: OrderEmailSettings,
  budgetCents: number | null,
): Promise<OrderRow | null> {
  const { tenant, buyer, checked, idempotency } = order;
  const lines: LineValues[] = checked.lines.map(({ line, item, unitPrice }, index) => ({
    line_no: index + 1,
    code: item.code,
    name: item.name,
    description: item.fullname,
    type: item.type,
    size: line.size,
    color: line.color,
    embroidery: line.embroidery,
    second_embroidery: line.secondEmbroidery || null,
    placement: line.placement,
    second_placement: line.secondEmbroidery ? (line.secondPlacement ?? null) : null,
    quantity: line.quantity,
    unit_price_cents: unitPrice,
  }));
  const confirmation = confirmationBucket(buyer.email);
  const [row] = await run<Record<string, unknown>>(INSERT_ORDER, [
    tenant.config.key,
    order.status,
    order.payment,
    order.charges.totalCents,
    buyer.firstName,
    buyer.lastName,
    buyer.email,
    checked.store?.code ?? '',
    order.customerPo,
    order.browserId,
    order.maskedBypassCode,
    JSON.stringify(lines),
    idempotency?.key ?? null,
    idempotency?.hash ?? null,
    confirmation.bucket,
    confirmation.hour.toISOString(),
    emails.confirmationsPerRecipientHour,
    order.bypassStoreCode,
    order.offerVersion,
    order.placedByStaffId,
    JSON.stringify(order.shipTo.address),
    order.shipTo.source,
    order.charges.goodsCents,
    order.charges.freightCents,
    order.charges.taxCents,
    order.charges.method ? JSON.stringify(order.charges.method) : null,
    order.charges.tax ? JSON.stringify(order.charges.tax) : null,
    order.taxSettingsVersion,
    order.charges.exemption ? JSON.stringify(order.charges.exemption) : null,
    order.budgetMonth ?? null,
    order.approval ?? null,
    order.bypassCodeKey ?? null,
    budgetCents,
  ]);
  return row ? rowFromColumns(orders, row) : null;
}

export async function findIdempotentOrder(
  run: RunStatement,
  groupKey: string,
  key: string,
): Promise<{ order: OrderRow; hash: string } | null> {
  const [row] = await run<Record<string, unknown> & { request_hash: string }>(FIND_IDEMPOTENT_ORDER, [groupKey, key]);
  return row ? { order: rowFromColumns(orders, row), hash: row.request_hash } : null;
}

async function linesOf(db: Database | Tx, groupKey: string, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.groupKey, groupKey), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.lineNo));
}

export function toPlacedOrder(tenant: Tenant, order: OrderRow, lines: readonly OrderLineRow[]): PlacedOrder {
  const store = tenant.config.stores.find((s) => s.code === order.storeCode);
  return {
    id: order.id,
    orderNumber: orderNumber(order),
    groupKey: order.groupKey,
    groupTitle: tenant.config.title,
    createdAt: order.createdAt,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    store: store ? { code: store.code, name: store.name, ...(store.address ? { address: store.address } : {}) } : null,
    customerPo: order.customerPo,
    payment: order.payment,
    maskedBypassCode: order.maskedBypassCode,
    totalCents: order.totalCents,
    lines: lines.map(orderLineOf),
    shipTo: order.shipTo ? { address: order.shipTo, source: order.shipToSource } : null,
    charges: chargesOf(order),
  };
}

/** How the server writes its order e-mails, from its configuration. */
export interface OrderEmailSettings {
  /** The provider's IANA time zone: the dates staff read. */
  timeZone: string;
  /** Buyer confirmations one address receives per clock hour; see placedOrderEmailsSql (db/email-outbox.ts). */
  confirmationsPerRecipientHour: number;
}

/**
 * Places a PayPal order whose capture completed, with its `placed` event and its e-mails, in one statement
 * (MARK_PAID); null when it was not capturing (another request placed it first).
 */
export async function markPaid(
  run: RunStatement,
  order: Pick<OrderRow, 'id' | 'groupKey' | 'email'>,
  capture: { cents: number; captureId: string | null },
  emails: OrderEmailSettings,
): Promise<OrderRow | null> {
  const confirmation = confirmationBucket(order.email);
  const [row] = await run<Record<string, unknown>>(MARK_PAID, [
    order.id,
    order.groupKey,
    capture.cents,
    capture.captureId,
    confirmation.bucket,
    confirmation.hour.toISOString(),
    emails.confirmationsPerRecipientHour,
  ]);
  return row ? rowFromColumns(orders, row) : null;
}

/** Where confirmations to one address are counted this clock hour (placedOrderEmailsSql); the address is kept only as a hash. */
function confirmationBucket(email: string): { bucket: string; hour: Date } {
  return {
    bucket: `mailto:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`,
    hour: new Date(Math.floor(Date.now() / 3600_000) * 3600_000),
  };
}

// ---- the orders history and its PO edits ----

/**
 * One page of a group's placed orders, newest first, with their lines; `browserId` narrows it to
 * one visitor's orders. Two queries whatever the page size: the orders, then all their lines.
 */
export async function findOrdersPage(
  db: Database,
  groupKey: string,
  page: { after: { t: number; id: string } | null; limit: number; browserId: string | null },
): Promise<{ order: OrderRow; lines: OrderLineRow[] }[]> {
  const { after } = page;
  const found = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.groupKey, groupKey),
        inArray(orders.status, [...PLACED_STATUSES]),
        page.browserId ? eq(orders.browserId, page.browserId) : undefined,
        // A row comparison, not an OR of two conditions: PostgreSQL reads it as one index range.
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${new Date(after.t).toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit);
  const lines = found.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          and(
            eq(orderLines.groupKey, groupKey),
            inArray(
              orderLines.orderId,
              found.map((o) => o.id),
            ),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo))
    : [];
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return found.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] }));
}

/** A line Drizzle read under its column names, the domain's OrderLine: the one reading of order_lines rows. */
export function orderLineOf(row: OrderLineRow): OrderLine {
  const { order_id: _order, group_key: _group, ...line } = columnsOfRow(orderLines, row);
  return line;
}

/** A stored line as the buyer's orders screen and the e-mails name its fields (placedOrderLineSchema). */
export function placedOrderLineOf(row: OrderLineRow): PlacedOrderLine {
  const line = orderLineOf(row);
  return {
    ...line,
    price: line.unit_price_cents,
    secondEmbroidery: line.second_embroidery,
    secondPlacement: line.second_placement,
  };
}

/** The status moves of a page of orders, oldest first per order: one query for the page. */
export async function findStatusMoves(db: Database, groupKey: string, orderIds: string[]): Promise<Map<string, StatusMove[]>> {
  const byOrder = new Map<string, StatusMove[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.groupKey, groupKey), inArray(orderStatusHistory.orderId, orderIds)))
    .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  for (const row of rows)
    byOrder.set(row.orderId, [
      ...(byOrder.get(row.orderId) ?? []),
      {
        to: row.toStatus,
        at: row.at.getTime(),
        carrier: row.carrier,
        tracking_number: row.trackingNumber,
        // Only a cancel's note is the buyer's to read; other notes never leave the server.
        note: row.toStatus === 'cancelled' ? row.note : null,
      },
    ]);
  return byOrder;
}

/** A placed order as retrieve-orders answers it: the one mapping of stored rows to the API's names. */
export function toPlacedOrderSummary(
  tenant: Tenant,
  order: OrderRow,
  lines: OrderLineRow[],
  moves: readonly StatusMove[] = [],
  invoice: OrderInvoice | null = null,
  holds: readonly OrderHold[] = [],
  approval: OrderApproval | null = null,
): PlacedOrderSummary {
  return {
    order_number: orderNumber(order),
    email: order.email,
    created_at: order.createdAt.getTime(),
    first_name: order.firstName,
    last_name: order.lastName,
    // The company name people read; the Store column falls back to it (docs/product.md#orders).
    company_name: tenant.config.title,
    store: order.storeCode,
    paid: order.paidCents,
    status: order.status === 'paid' ? 'paid' : 'on_account',
    total: order.totalCents,
    customer_po: order.customerPo || null,
    order: lines.map(placedOrderLineOf),
    fulfilment_status: order.fulfilmentStatus,
    timeline: orderTimeline((order.placedAt ?? order.createdAt).getTime(), moves),
    invoice,
    holds: [...holds],
    ship_to: order.shipTo ?? null,
    charges: chargesOf(order),
    approval,
  };
}

/** What an order cost apart; null on an order placed before freight and tax (all of its total is goods). */
export function chargesOf(order: OrderRow): PlacedOrderSummary['charges'] {
  if (order.goodsCents === null) return null;
  return {
    goods: order.goodsCents,
    freight: order.freightCents,
    tax: order.taxCents,
    shipping_method: order.freightMethod ?? null,
    tax_rate: order.tax?.name ?? null,
    exemption: order.taxExemption
      ? { certificate_number: order.taxExemption.certificate_number, state: order.taxExemption.state }
      : null,
  };
}

const COLUMN_OF = { customer_po: 'customerPo', po: 'po', est_ship_date: 'estShipDate' } as const;

/**
 * Applies an admin's edits of Customer PO, PO and Est. Ship Date to the lines of one placed
 * order, in one transaction that holds the order's row, recording every changed field in the
 * audit log. The order is found by its buyer's e-mail and created_at, as the screen knows it.
 */
export async function editOrderLines(
  db: Database,
  edit: {
    groupKey: string;
    email: string;
    createdAt: Date;
    edits: EditedLine[];
    requestId: string;
    /** 'admin' for the shared admin password, or the staff member whose console session made the edit. */
    actor: { label: string; staffId: string | null };
  },
): Promise<void> {
  const { groupKey } = edit;
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.groupKey, groupKey), eq(orders.email, edit.email), eq(orders.createdAt, edit.createdAt)))
      .for('update');
    if (!order || !isPlacedStatus(order.status)) throw new AppError('NOT_FOUND', 'No such order.');
    const lines = await linesOf(tx, groupKey, order.id);
    for (const [index, change] of edit.edits.entries()) {
      const line = change.line_no !== undefined ? lines.find((l) => l.lineNo === change.line_no) : lines[index];
      if (!line || line.code !== change.code)
        throw new AppError('UNPROCESSABLE', `Line ${change.line_no ?? index + 1} of this order is not item ${change.code}.`);
      const changes: Partial<Record<(typeof COLUMN_OF)[keyof typeof COLUMN_OF], string | null>> = {};
      for (const field of PO_FIELDS) {
        if (!(field in change)) continue;
        const column = COLUMN_OF[field];
        const next = storedPoValue(change[field]);
        if (next === line[column]) continue;
        changes[column] = next;
        await tx.insert(auditLog).values({
          groupKey,
          orderId: order.id,
          lineNo: line.lineNo,
          field,
          oldValue: line[column],
          newValue: next,
          actor: edit.actor.label,
          staffId: edit.actor.staffId,
          requestId: edit.requestId,
        });
      }
      if (Object.keys(changes).length > 0) {
        await tx
          .update(orderLines)
          .set(changes)
          .where(and(eq(orderLines.groupKey, groupKey), eq(orderLines.orderId, order.id), eq(orderLines.lineNo, line.lineNo)));
      }
    }
  });
}
