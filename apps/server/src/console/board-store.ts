import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  EARLIEST_DATE_MS,
  FULFILMENT_STATUS_LABELS,
  FULFILMENT_STATUSES,
  LATEST_DATE_MS,
  itemImagePath,
  logoImagePath,
  nextStatuses,
  type ConsoleAuditEntry,
  type ConsoleBoardDirection,
  type ConsoleBoardRow,
  type ConsoleBoardSort,
  type ConsoleOrderDetailAnswer,
  type ConsoleOrderEmail,
  type ConsoleOrderLine,
  type ConsoleOrderState,
  type ConsoleStatusMove,
  type FulfilmentStatus,
  type PaymentKind,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { auditLog, BOARD_STATUS_RANK, emailOutbox, orderLines, orders, orderStatusHistory, staff } from '../db/schema';
import type { MailMessage } from '../email/order-emails';
import { AppError } from '../errors/app-error';
import { orderNumber, type OrderLineRow, type OrderRow } from '../orders/order-store';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const NO_SUCH_ORDER = 'No such order.';

/** Placed orders only, written as the board's partial indexes say it, so the planner can use them. */
export const placed = sql`${orders.status} in ('paid', 'on_account')`;

/** A rep's groups, or every group (null). Every console query on orders takes one. */
export type Scope = string[] | null;

/** The condition that keeps a query inside the staff member's groups. */
export function inScope(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  // A rep without groups sees nothing: `in ()` is not SQL, and false is what it means.
  return scope.length === 0 ? sql`false` : inArray(orders.groupKey, scope);
}

export interface BoardFilter {
  scope: Scope;
  group?: string | undefined;
  store?: string | undefined;
  status?: FulfilmentStatus | undefined;
  payment?: PaymentKind | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  before?: Date | undefined;
  q?: string | undefined;
  /** Stores whose name the search text is part of: their orders match it too. */
  storesNamed?: readonly StoreRef[] | undefined;
  /** These orders alone (the export of a selection). */
  ids?: readonly string[] | undefined;
  /** The rows' order: newest first unless it says otherwise. */
  sort?: { by: ConsoleBoardSort; dir: ConsoleBoardDirection } | undefined;
  after: BoardCursor | null;
  limit: number;
}

/**
 * Where a page starts: after this order in the board's sort. Newest first, by when it was placed
 * (`t`, as the buyer's history and the export page); in another sort, by the sort's values (`s`).
 */
export type BoardCursor = { t: number; id: string } | { s: (string | number)[]; id: string };

const STATUS_RANK = sql.raw(BOARD_STATUS_RANK);

/**
 * Each sort's columns, the kind of value each holds, and an order's values in them (a cursor
 * carries those of a page's last row).
 */
const SORTS: Record<
  Exclude<ConsoleBoardSort, 'placed'>,
  { columns: SQL[]; kinds: ('number' | 'string')[]; values: (order: OrderRow) => (string | number)[] }
> = {
  total: { columns: [sql`${orders.totalCents}`], kinds: ['number'], values: (o) => [o.totalCents] },
  group: { columns: [sql`${orders.groupKey}`], kinds: ['string'], values: (o) => [o.groupKey] },
  // The names as stored, no lower(): the cursor then holds exactly what the database compares.
  buyer: {
    columns: [sql`${orders.lastName}`, sql`${orders.firstName}`],
    kinds: ['string', 'string'],
    values: (o) => [o.lastName, o.firstName],
  },
  status: {
    columns: [STATUS_RANK],
    kinds: ['number'],
    values: (o) => [FULFILMENT_STATUSES.indexOf(o.fulfilmentStatus)],
  },
};

// Only values the board's columns can hold: a forged cursor is a 400, never a database error.
const cursorSchema = z.union([
  z.strictObject({ t: z.int().check(z.gte(EARLIEST_DATE_MS), z.lte(LATEST_DATE_MS)), id: z.uuid() }),
  z.strictObject({
    s: z.array(z.union([z.string().check(z.maxLength(200)), z.int().check(z.gte(0), z.lte(2 ** 53 - 1))])).check(z.maxLength(2)),
    id: z.uuid(),
  }),
]);

/** The cursor of the page after this order, as the board hands it out (base64url of JSON). */
export function boardCursorAfter(order: OrderRow, sort: BoardFilter['sort']): string {
  const at: BoardCursor =
    !sort || sort.by === 'placed'
      ? { t: order.createdAt.getTime(), id: order.id }
      : { s: SORTS[sort.by].values(order), id: order.id };
  return Buffer.from(JSON.stringify(at)).toString('base64url');
}

/** A cursor this server gave out for this sort, or 400. */
export function readBoardCursor(cursor: string, sort: BoardFilter['sort']): BoardCursor {
  try {
    const at = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    const placed = !sort || sort.by === 'placed';
    if (placed !== 't' in at) throw new Error('another sort');
    if ('s' in at) {
      const { kinds } = SORTS[sort!.by as Exclude<ConsoleBoardSort, 'placed'>];
      if (at.s.length !== kinds.length || at.s.some((value, i) => typeof value !== kinds[i])) throw new Error('another sort');
    }
    return at;
  } catch {
    throw new AppError('INVALID_INPUT', 'The cursor is not one this server gave out.');
  }
}

export interface StoreRef {
  group: string;
  code: string;
}

/**
 * The stores of the groups in scope (or the one group named) whose name holds the search text, so
 * 'Port Alder' finds that store's orders. Shorter texts name too many stores to mean one.
 */
export function storesNamed(
  registry: TenantRegistry,
  scope: Scope,
  group: string | undefined,
  q: string | undefined,
): StoreRef[] {
  const text = q?.trim().toLowerCase() ?? '';
  if (text.length < 3) return [];
  const found: StoreRef[] = [];
  for (const [key, tenant] of registry.groups) {
    if ((group && key !== group) || (scope !== null && !scope.includes(key))) continue;
    for (const store of tenant.config.stores)
      if (store.name.toLowerCase().includes(text)) found.push({ group: key, code: store.code });
  }
  // A bound on the statement's size: a text in every store's name (a brand) is not a store search.
  return found.slice(0, 50);
}

/** Orders whose PayPal payment never came back (approval abandoned, or its capture still out). */
const awaitingPayment = sql`${orders.status} in ('awaiting_payment', 'capturing')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ids of the orders a search text matches, as a union of index lookups (one per kind of
 * match, each on an index of its own), so a search costs its matches, not the history.
 */
function searchIds(q: string, storesNamed: readonly StoreRef[], payment: SQL): SQL {
  const text = q.trim().toLowerCase();
  const prefix = `${escapeLike(text)}%`;
  const parts: SQL[] = [];
  const number = /^(?:cb-?)?(\d{1,15})$/.exec(text);
  if (number) parts.push(sql`select id from orders where seq = ${Number(number[1])}`);
  parts.push(
    sql`select id from orders where lower(email) like ${prefix} and status in ('paid', 'on_account')`,
    sql`select id from orders where lower(first_name || ' ' || last_name) like ${prefix} and status in ('paid', 'on_account')`,
    sql`select id from orders where lower(last_name) like ${prefix} and status in ('paid', 'on_account')`,
    sql`select id from orders where lower(customer_po) like ${prefix} and status in ('paid', 'on_account')`,
    sql`select order_id from order_lines where lower(po) like ${prefix}`,
    sql`select order_id from order_lines where lower(customer_po) like ${prefix}`,
    sql`select order_id from order_lines where lower(code) = ${text}`,
    // A store's orders, on the board's store index.
    ...storesNamed.map(
      (store) => sql`select id from orders where store_code = ${store.code} and group_key = ${store.group} and ${payment}`,
    ),
  );
  return sql.join(parts, sql` union `);
}

/** What a board filter asks of an order, but the page's place (the cursor). */
function boardConditions(filter: Omit<BoardFilter, 'after' | 'limit'>): SQL | undefined {
  // Written as the board's partial indexes say it (placed, then the kind), so the planner uses them.
  const payment =
    filter.payment === 'awaiting_payment'
      ? awaitingPayment
      : and(placed, filter.payment ? eq(orders.status, filter.payment) : undefined)!;
  return and(
    payment,
    inScope(filter.scope),
    filter.group ? eq(orders.groupKey, filter.group) : undefined,
    filter.store ? eq(orders.storeCode, filter.store) : undefined,
    filter.status ? eq(orders.fulfilmentStatus, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
    // An array made once from the union: the planner then looks the few matches up by id
    // instead of joining the union's (overestimated) result against the whole table.
    filter.q ? sql`${orders.id} = any(array(${searchIds(filter.q, filter.storesNamed ?? [], placed)}))` : undefined,
    filter.ids ? inArray(orders.id, [...filter.ids]) : undefined,
  );
}

/** The board's query for one page, unrun: findBoardPage runs it, the plan test EXPLAINs it. */
export function boardQuery(db: Database, filter: BoardFilter) {
  const by = filter.sort?.by ?? 'placed';
  const descending = (filter.sort?.dir ?? 'desc') === 'desc';
  const columns = by === 'placed' ? [sql`${orders.createdAt}`] : SORTS[by].columns;
  const direction = descending ? desc : asc;
  return db
    .select()
    .from(orders)
    .where(and(boardConditions(filter), filter.after ? pageStart(columns, filter.after, descending) : undefined))
    .orderBy(...columns.map((column) => direction(column)), direction(orders.id))
    .limit(filter.limit);
}

/** After the cursor's row in the sort: a row comparison, one index range where the sort has an index. */
function pageStart(columns: SQL[], after: BoardCursor, descending: boolean): SQL {
  const values =
    't' in after
      ? [sql`${new Date(after.t).toISOString()}::timestamptz`]
      : after.s.map((value) => (typeof value === 'number' ? sql`${value}::bigint` : sql`${value}::text`));
  const operator = sql.raw(descending ? '<' : '>');
  return sql`(${sql.join([...columns, sql`${orders.id}`], sql`, `)}) ${operator} (${sql.join([...values, sql`${after.id}::uuid`], sql`, `)})`;
}

/**
 * How many orders match the board's filters over every page, counted no further than `cap + 1`:
 * a page never pays for counting the whole history.
 */
export async function countBoard(db: Database, filter: Omit<BoardFilter, 'after' | 'limit'>, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(orders)
    .where(boardConditions(filter))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.n ?? 0);
}

/** One page of the board in its sort, and the cursor of the next page (null on the last). */
export async function findBoardPage(
  db: Database,
  registry: TenantRegistry,
  filter: BoardFilter,
): Promise<{ rows: ConsoleBoardRow[]; next: string | null }> {
  // One more than the page: whether another page follows, without counting.
  const found = await boardQuery(db, { ...filter, limit: filter.limit + 1 });
  const shown = found.slice(0, filter.limit);
  const summaries = await lineSummaries(
    db,
    shown.map((o) => o.id),
  );
  const last = shown[shown.length - 1];
  return {
    rows: shown.map((order) => toBoardRow(registry, order, summaries.get(order.id))),
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

function toBoardRow(registry: TenantRegistry, order: OrderRow, summary: LineSummary | undefined): ConsoleBoardRow {
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
    payment: order.status === 'paid' || order.status === 'on_account' ? order.status : 'awaiting_payment',
    status: order.fulfilmentStatus,
    version: order.version,
    est_ship_date: summary?.estShipDate ?? null,
    po: summary?.po ?? null,
    customer_po: order.customerPo || null,
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
    next_statuses: [...nextStatuses(order.fulfilmentStatus)],
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
    to: message?.to ?? [],
    state: row.status === 'sent' ? 'sent' : row.attempts > 0 ? 'failed' : 'queued',
    attempts: row.attempts,
    created_at: row.createdAt.getTime(),
    sent_at: row.sentAt?.getTime() ?? null,
  };
}

function toConsoleLine(line: OrderLineRow): ConsoleOrderLine {
  const logos = [
    { name: line.embroidery, placement: line.placement },
    ...(line.secondEmbroidery ? [{ name: line.secondEmbroidery, placement: line.secondPlacement }] : []),
  ]
    .filter((logo) => logo.name.trim() !== '')
    .map((logo) => ({
      name: logo.name,
      placement: logo.placement && logo.placement !== 'N/A' ? logo.placement : null,
      image_url: logoImagePath(logo.name),
    }));
  return {
    line_no: line.lineNo,
    code: line.code,
    name: line.name,
    description: line.description,
    type: line.type,
    size: line.size,
    color: line.color,
    embroidery: line.embroidery,
    second_embroidery: line.secondEmbroidery,
    placement: line.placement,
    second_placement: line.secondPlacement,
    quantity: line.quantity,
    unit_label: line.type === 'customs' ? 'units' : null,
    unit_price_cents: line.unitPriceCents,
    line_total_cents: line.unitPriceCents * line.quantity,
    image_url: itemImagePath(line.code, line.color),
    logos,
    po: line.po,
    customer_po: line.customerPo,
    est_ship_date: line.estShipDate,
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
  const store = registry.groups.get(order.groupKey)?.config.stores.find((s) => s.code === order.storeCode);
  return {
    order: {
      ...toBoardRow(registry, order, summary),
      store_address: store?.address ?? null,
      carrier: order.carrier,
      tracking_number: order.trackingNumber,
      // An order not paid for yet is not made: nothing moves until its payment comes.
      next_statuses: order.status === 'paid' || order.status === 'on_account' ? [...nextStatuses(order.fulfilmentStatus)] : [],
    },
    lines: lines.map(toConsoleLine),
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
  };
}

/** 'Received' etc., for messages. */
export const statusLabel = (status: FulfilmentStatus) => FULFILMENT_STATUS_LABELS[status];
