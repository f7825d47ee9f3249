import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  EARLIEST_DATE_MS,
  FULFILMENT_STATUSES,
  LATEST_DATE_MS,
  type ConsoleBoardDirection,
  type ConsoleBoardQuery,
  type ConsoleBoardSort,
  type FulfilmentStatus,
  type PaymentKind,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { BOARD_STATUS_RANK, isPlaced, orders } from '../db/schema';
import { AppError } from '../errors/app-error';
import { startOfDay } from '../time/day-bounds';
import type { OrderRow } from './order-store';

export const NO_SUCH_ORDER = 'No such order.';

/** Placed orders only, written as the board's partial indexes say it, so the planner can use them. */
export const placed = isPlaced(orders.status);

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
  /** Only the orders waiting for their dealership's approval. */
  approval?: 'waiting' | undefined;
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

/** What the board and its export are asked for: the filters and search of the console's query. */
export type BoardQuery = Pick<ConsoleBoardQuery, 'group' | 'store' | 'status' | 'payment' | 'from' | 'to' | 'q' | 'approval'>;

/**
 * The board's filter of a console query within a staff member's scope (whether they see the group
 * named is the caller's to check): its days are the provider's, from the start of `from` to the end
 * of `to`; a range that ends before it starts is refused.
 */
export function boardFilterOf(
  registry: TenantRegistry,
  scope: Scope,
  query: BoardQuery,
  timeZone: string,
): Omit<BoardFilter, 'after' | 'limit'> {
  if (query.from && query.to && query.to < query.from)
    throw new AppError('INVALID_INPUT', 'The date range ends before it starts.');
  return {
    scope,
    group: query.group,
    store: query.store,
    status: query.status,
    payment: query.payment,
    from: query.from ? startOfDay(query.from, timeZone) : undefined,
    before: query.to ? startOfDay(query.to, timeZone, 1) : undefined,
    q: query.q || undefined,
    approval: query.approval,
    storesNamed: storesNamed(registry, scope, query.group, query.q),
  };
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
    sql`select id from orders where lower(email) like ${prefix} and ${placed}`,
    sql`select id from orders where lower(first_name || ' ' || last_name) like ${prefix} and ${placed}`,
    sql`select id from orders where lower(last_name) like ${prefix} and ${placed}`,
    sql`select id from orders where lower(customer_po) like ${prefix} and ${placed}`,
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
    // The few waiting approvals, read on their partial index, looked up by id.
    filter.approval === 'waiting'
      ? sql`${orders.id} = any(array(select order_id from order_approvals where status = 'waiting'))`
      : undefined,
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
