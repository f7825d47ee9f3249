import { sql } from 'drizzle-orm';
import { CATEGORY_TITLES, formatCents, FULFILMENT_STATUS_LABELS, resolveCategory, type ConsoleBoardRow } from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import { findBoardOrders, type BoardFilter } from '../console/board-store';
import type { Database } from '../db/database';
import { orderLines, orders, orderStatusHistory } from '../db/schema';
import { localDateTime } from './local-time';

/** Orders read per round trip: a few thousand lines, a few MB at most, whatever the export's size. */
export const EXPORT_BATCH_ORDERS = 500;

export type ExportFilter = Omit<BoardFilter, 'after' | 'limit'>;

/** One order line of the export as PostgreSQL names its columns. */
interface ExportLine {
  order_id: string;
  line_no: number;
  code: string;
  name: string;
  type: string;
  size: string;
  color: string;
  embroidery: string;
  second_embroidery: string | null;
  placement: string;
  second_placement: string | null;
  quantity: number;
  unit_price_cents: number;
  po: string | null;
  customer_po: string | null;
  est_ship_date: string | null;
  carrier: string | null;
  tracking_number: string | null;
}

const categoryOf = (type: string) => {
  const category = resolveCategory(type);
  return category ? CATEGORY_TITLES[category] : type;
};

/**
 * The export's rows (CONSOLE_EXPORT_COLUMNS), one batch of orders at a time, newest first: the
 * board's own page query (without its lines' summaries) walks the filtered orders by keyset, then
 * one query reads the batch's lines and one its status moves. The next page is read meanwhile, and nothing further until the
 * consumer takes the batch: memory holds two batches at most, whatever the export's size.
 */
export async function* exportRows(
  db: Database,
  registry: TenantRegistry,
  filter: ExportFilter,
  timeZone: string,
  batchOrders = EXPORT_BATCH_ORDERS,
): AsyncGenerator<string[][]> {
  const pageAfter = (after: BoardFilter['after']): Promise<ConsoleBoardRow[]> => {
    const page = findBoardOrders(db, registry, { ...filter, after, limit: batchOrders });
    // A consumer that stops early never awaits the page read ahead: its failure must not go unhandled.
    page.catch(() => undefined);
    return page;
  };
  let next: Promise<ConsoleBoardRow[]> | null = pageAfter(null);
  while (next) {
    const page: ConsoleBoardRow[] = await next;
    if (page.length === 0) return;
    const last = page[page.length - 1]!;
    next = page.length < batchOrders ? null : pageAfter({ t: last.created_at, id: last.id });
    const ids = page.map((o) => o.id);
    // One array parameter, not one per order: planned at once whatever the batch's size.
    const batch = sql`any(${`{${ids.join(',')}}`}::uuid[])`;
    // Plain rows, as the driver reads them: mapping every line through Drizzle cost more than the query.
    const [lines, moves] = await Promise.all([
      db
        .execute(
          sql`select l.order_id, l.line_no, l.code, l.name, l.type, l.size, l.color, l.embroidery, l.second_embroidery,
                     l.placement, l.second_placement, l.quantity, l.unit_price_cents, l.po, l.customer_po, l.est_ship_date,
                     o.carrier, o.tracking_number
              from ${orderLines} l join ${orders} o on o.id = l.order_id
              where l.order_id = ${batch}
              order by l.order_id, l.line_no`,
        )
        .then((result) => (result as unknown as { rows: ExportLine[] }).rows),
      db
        .select({
          orderId: orderStatusHistory.orderId,
          to: orderStatusHistory.toStatus,
          at: sql<Date>`max(${orderStatusHistory.at})`,
        })
        .from(orderStatusHistory)
        .where(sql`${orderStatusHistory.orderId} = ${batch}`)
        .groupBy(orderStatusHistory.orderId, orderStatusHistory.toStatus),
    ]);
    const linesOf = new Map<string, ExportLine[]>();
    for (const l of lines) {
      const list = linesOf.get(l.order_id);
      if (list) list.push(l);
      else linesOf.set(l.order_id, [l]);
    }
    // Each instant written once per order, not once per line: Intl's formatting is the costly part.
    const movedAt = new Map(moves.map((m) => [`${m.orderId} ${m.to}`, localDateTime(new Date(m.at).getTime(), timeZone)]));
    const when = (orderId: string, status: string) => movedAt.get(`${orderId} ${status}`) ?? '';
    const rows: string[][] = [];
    for (const order of page) {
      const placed = localDateTime(order.created_at, timeZone);
      const moved = ['in_production', 'shipped', 'delivered', 'cancelled'].map((status) => when(order.id, status));
      for (const line of linesOf.get(order.id) ?? []) {
        rows.push([
          order.order_number,
          placed,
          order.group_title,
          order.store_code,
          order.store_name ?? '',
          order.buyer_name,
          order.buyer_email,
          String(line.line_no),
          line.code,
          line.name,
          categoryOf(line.type),
          line.size,
          line.color,
          line.embroidery,
          line.placement,
          line.second_embroidery ?? '',
          line.second_placement ?? '',
          String(line.quantity),
          formatCents(line.unit_price_cents),
          formatCents(line.unit_price_cents * line.quantity),
          formatCents(order.total_cents),
          order.payment === 'paid' ? 'Paid' : 'On account',
          line.po ?? '',
          line.customer_po ?? '',
          order.customer_po ?? '',
          FULFILMENT_STATUS_LABELS[order.status],
          line.est_ship_date ?? '',
          line.carrier ?? '',
          line.tracking_number ?? '',
          ...moved,
        ]);
      }
    }
    yield rows;
  }
}
