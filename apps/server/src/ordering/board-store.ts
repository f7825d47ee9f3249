import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  FULFILMENT_STATUS_LABELS,
  isPlacedStatus,
  itemImagePath,
  logoImagePath,
  statusChoices,
  type ConsoleAuditEntry,
  type ConsoleBoardRow,
  type ConsoleOrderDetailAnswer,
  type ConsoleOrderEmail,
  type ConsoleOrderLine,
  type ConsoleOrderState,
  type ConsoleStatusMove,
  type FulfilmentStatus,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { auditLog, emailOutbox, orderLines, orders, orderStatusHistory, staff } from '../db/schema';
import type { MailMessage } from '../email/order-emails';
import { AppError } from '../errors/app-error';
import { openHoldsOf, openHoldsOfOrder, toConsoleOrderHold, type OrderHoldRow } from '../order-store/order-holds';
import { approvalsOf, toConsoleOrderApproval, type ApprovalRow } from './approvals/approval-store';
import { chargesOf, orderLineOf, orderNumber, type OrderLineRow, type OrderRow } from '../order-store/order-store';

import {
  boardCursorAfter,
  boardQuery,
  inScope,
  NO_SUCH_ORDER,
  placed,
  type BoardFilter,
  type Scope,
} from '../order-store/board-query';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One page of the board in its sort, and the cursor of the next page (null on the last). */
export async function findBoardPage(
  db: Database,
  registry: TenantRegistry,
  filter: BoardFilter,
): Promise<{ rows: ConsoleBoardRow[]; next: string | null }> {
  // One more than the page: whether another page follows, without counting.
  const found = await boardQuery(db, { ...filter, limit: filter.limit + 1 });
  const shown = found.slice(0, filter.limit);
  const ids = shown.map((o) => o.id);
  const [summaries, holds, approvals] = await Promise.all([lineSummaries(db, ids), openHoldsOf(db, ids), approvalsOf(db, ids)]);
  const last = shown[shown.length - 1];
  return {
    rows: shown.map((order) =>
      toBoardRow(registry, order, summaries.get(order.id), holds.get(order.id), approvals.get(order.id)),
    ),
    next: found.length > filter.limit && last ? boardCursorAfter(last, filter.sort) : null,
  };
}

interface LineSummary {
  items: number;
  lines: number;
  onQuote: boolean;
  estShipDate: string | null;
  po: string | null;
}

/** Units, lines, prices on quote, the latest ship date and the POs of each order's lines: one query for a page. */
async function lineSummaries(db: Database | Tx, ids: string[]): Promise<Map<string, LineSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      items: sql<number>`sum(${orderLines.quantity})::int`,
      lines: sql<number>`count(*)::int`,
      onQuote: sql<boolean>`bool_or(${orderLines.unitPriceCents} = 0)`,
      estShipDate: sql<string | null>`max(${orderLines.estShipDate})`,
      po: sql<string | null>`string_agg(distinct ${orderLines.po}, ', ' order by ${orderLines.po})`,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .groupBy(orderLines.orderId);
  return new Map(rows.map(({ orderId, ...summary }) => [orderId, summary]));
}

function toBoardRow(
  registry: TenantRegistry,
  order: OrderRow,
  summary: LineSummary | undefined,
  holds: readonly OrderHoldRow[] | undefined,
  approval: ApprovalRow | undefined,
): ConsoleBoardRow {
  const tenant = registry.groups.get(order.groupKey);
  const store = tenant?.config.stores.find((s) => s.code === order.storeCode);
  return {
    id: order.id,
    order_number: orderNumber(order),
    created_at: order.createdAt.getTime(),
    group_key: order.groupKey,
    group_title: tenant?.config.title ?? order.groupKey,
    store_code: order.storeCode,
    store_name: store?.name ?? null,
    buyer_name: `${order.firstName} ${order.lastName}`.trim(),
    buyer_email: order.email,
    item_count: summary?.items ?? 0,
    line_count: summary?.lines ?? 0,
    total_cents: order.totalCents,
    price_on_quote: summary?.onQuote ?? false,
    payment: isPlacedStatus(order.status) ? order.status : 'awaiting_payment',
    status: order.fulfilmentStatus,
    version: order.version,
    est_ship_date: summary?.estShipDate ?? null,
    po: summary?.po ?? null,
    customer_po: order.customerPo || null,
    holds: (holds ?? []).map(toConsoleOrderHold),
    approval_waiting_since: approval?.status === 'waiting' ? approval.openedAt.getTime() : null,
  };
}

/** A placed order in the staff member's scope, or 404: an order of another group is not there for them. */
export async function findScopedOrder(
  db: Database | Tx,
  scope: Scope,
  orderId: string,
  lock = false,
  /** Also an order still awaiting its payment: to be read, never moved. */
  unpaidToo = false,
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), unpaidToo ? undefined : placed, inScope(scope)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
  return order;
}

export async function linesOfOrder(db: Database | Tx, order: Pick<OrderRow, 'id' | 'groupKey'>): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.groupKey, order.groupKey), eq(orderLines.orderId, order.id)))
    .orderBy(asc(orderLines.lineNo));
}

/** The latest of the lines' est. ship dates: when the whole order can go. */
export function latestShipDate(lines: readonly Pick<OrderLineRow, 'estShipDate'>[]): string | null {
  return lines.reduce<string | null>(
    (latest, l) => (l.estShipDate && (!latest || l.estShipDate > latest) ? l.estShipDate : latest),
    null,
  );
}

/** The order as a change answers it. */
export function toOrderState(order: OrderRow, lines: readonly OrderLineRow[]): ConsoleOrderState {
  return {
    id: order.id,
    order_number: orderNumber(order),
    status: order.fulfilmentStatus,
    version: order.version,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    est_ship_date: latestShipDate(lines),
    lines: lines.map((l) => ({ line_no: l.lineNo, est_ship_date: l.estShipDate })),
    next_statuses: statusChoices(order.fulfilmentStatus),
  };
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/** An outbox row as the console shows it: queued until tried, failed once a try failed, or sent. */
export function toConsoleEmail(row: OutboxRow): ConsoleOrderEmail {
  // Null only for an order's e-mail the worker has not drawn yet (a moment after the order).
  const message = row.message as MailMessage | null;
  return {
    id: String(row.id),
    kind: row.kind,
    event: row.event ?? null,
    subject: message?.subject ?? 'Being written',
    to: message?.shownTo ?? message?.to ?? [],
    state: row.status === 'sent' ? 'sent' : row.attempts > 0 ? 'failed' : 'queued',
    attempts: row.attempts,
    created_at: row.createdAt.getTime(),
    sent_at: row.sentAt?.getTime() ?? null,
  };
}

/** A stored line as the console's order page shows it (consoleOrderLineSchema). */
function consoleOrderLineOf(row: OrderLineRow): ConsoleOrderLine {
  const line = orderLineOf(row);
  const logos = [
    { name: line.embroidery, placement: line.placement },
    ...(line.second_embroidery ? [{ name: line.second_embroidery, placement: line.second_placement }] : []),
  ]
    .filter((logo) => logo.name.trim() !== '')
    .map((logo) => ({
      name: logo.name,
      placement: logo.placement && logo.placement !== 'N/A' ? logo.placement : null,
      image_url: logoImagePath(logo.name),
    }));
  return {
    ...line,
    unit_label: line.type === 'customs' ? 'units' : null,
    line_total_cents: line.unit_price_cents * line.quantity,
    image_url: itemImagePath(line.code, line.color),
    logos,
  };
}

/** One order with everything the console shows of it, or 404 outside the staff member's scope. */
export async function findOrderDetail(
  db: Database,
  registry: TenantRegistry,
  scope: Scope,
  orderId: string,
): Promise<ConsoleOrderDetailAnswer> {
  const order = await findScopedOrder(db, scope, orderId, false, true);
  const lines = await linesOfOrder(db, order);
  const [summary] = (await lineSummaries(db, [order.id])).values();
  const holds = await openHoldsOfOrder(db, order.id);
  const approval = (await approvalsOf(db, [order.id])).get(order.id);
  const emails = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.groupKey, order.groupKey), eq(emailOutbox.orderId, order.id)))
    .orderBy(asc(emailOutbox.id));
  const audit = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.groupKey, order.groupKey), eq(auditLog.orderId, order.id)))
    .orderBy(asc(auditLog.id));
  const history = await db
    .select({ move: orderStatusHistory, staff: { id: staff.id, name: staff.name, email: staff.email } })
    .from(orderStatusHistory)
    .leftJoin(staff, eq(staff.id, orderStatusHistory.staffId))
    .where(and(eq(orderStatusHistory.groupKey, order.groupKey), eq(orderStatusHistory.orderId, order.id)))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return {
    order: {
      ...toBoardRow(registry, order, summary, holds, approval),
      // The address as it was when the order was placed, never the store's today: a store may move.
      ship_to: order.shipTo ?? null,
      ship_to_source: order.shipTo ? order.shipToSource : null,
      charges: chargesOf(order),
      carrier: order.carrier,
      tracking_number: order.trackingNumber,
      // An order not paid for yet is not made: nothing moves until its payment comes.
      next_statuses: isPlacedStatus(order.status) ? statusChoices(order.fulfilmentStatus) : [],
    },
    lines: lines.map(consoleOrderLineOf),
    emails: emails.map(toConsoleEmail),
    audit: audit.map((row): ConsoleAuditEntry => ({
      id: String(row.id),
      at: row.createdAt.getTime(),
      actor: row.actor,
      staff_id: row.staffId,
      field: row.field,
      line_no: row.lineNo,
      old_value: row.oldValue,
      new_value: row.newValue,
    })),
    history: history.map(({ move, staff: by }): ConsoleStatusMove => ({
      from: move.fromStatus,
      to: move.toStatus,
      at: move.at.getTime(),
      staff: by,
      carrier: move.carrier,
      tracking_number: move.trackingNumber,
      note: move.note,
    })),
    approval: approval ? toConsoleOrderApproval(approval) : null,
  };
}

/** 'Received' etc., for messages. */
export const statusLabel = (status: FulfilmentStatus) => FULFILMENT_STATUS_LABELS[status];
