import { eq, sql } from 'drizzle-orm';
import { CATEGORY_TITLES, formatCents, FULFILMENT_STATUS_LABELS, resolveCategory, type ConsoleBoardRow } from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import { findBoardPage, type BoardFilter } from '../console/board-store';
import type { Database } from '../db/database';
import { orderLines, orders, orderStatusHistory } from '../db/schema';
import { localDateTime } from './local-time';

/** Orders read per round trip: a few thousand lines, a few MB at most, whatever the export's size. */
export const EXPORT_BATCH_ORDERS = 500;

export type ExportFilter = Omit<BoardFilter, 'after' | 'limit'>;

const categoryOf = (type: string) => {
  const category = resolveCategory(type);
  return category ? CATEGORY_TITLES[category] : type;
};

/**
 * The export's rows (CONSOLE_EXPORT_COLUMNS), one batch of orders at a time, newest first: the
 * board's own page query walks the filtered orders by keyset, then one query reads the batch's
 * lines and one its status moves. The next page is read meanwhile, and nothing further until the
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
    const page = findBoardPage(db, registry, { ...filter, after, limit: batchOrders });
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
    const [lines, moves] = await Promise.all([
      db
        .select({
          line: {
            orderId: orderLines.orderId,
            lineNo: orderLines.lineNo,
            code: orderLines.code,
            name: orderLines.name,
            type: orderLines.type,
            size: orderLines.size,
            color: orderLines.color,
            embroidery: orderLines.embroidery,
            secondEmbroidery: orderLines.secondEmbroidery,
            placement: orderLines.placement,
            secondPlacement: orderLines.secondPlacement,
            quantity: orderLines.quantity,
            unitPriceCents: orderLines.unitPriceCents,
            po: orderLines.po,
            customerPo: orderLines.customerPo,
            estShipDate: orderLines.estShipDate,
          },
          carrier: orders.carrier,
          tracking: orders.trackingNumber,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sql`${orderLines.orderId} = ${batch}`)
        .orderBy(orderLines.orderId, orderLines.lineNo),
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
    const linesOf = new Map<string, typeof lines>();
    for (const l of lines) {
      const list = linesOf.get(l.line.orderId);
      if (list) list.push(l);
      else linesOf.set(l.line.orderId, [l]);
    }
    // Each instant written once per order, not once per line: Intl's formatting is the costly part.
    const movedAt = new Map(moves.map((m) => [`${m.orderId} ${m.to}`, localDateTime(new Date(m.at).getTime(), timeZone)]));
    const when = (orderId: string, status: string) => movedAt.get(`${orderId} ${status}`) ?? '';
    const rows: string[][] = [];
    for (const order of page) {
      const placed = localDateTime(order.created_at, timeZone);
      const moved = ['in_production', 'shipped', 'delivered', 'cancelled'].map((status) => when(order.id, status));
      for (const { line, carrier, tracking } of linesOf.get(order.id) ?? []) {
        rows.push([
          order.order_number,
          placed,
          order.group_title,
          order.store_code,
          order.store_name ?? '',
          order.buyer_name,
          order.buyer_email,
          String(line.lineNo),
          line.code,
          line.name,
          categoryOf(line.type),
          line.size,
          line.color,
          line.embroidery,
          line.placement,
          line.secondEmbroidery ?? '',
          line.secondPlacement ?? '',
          String(line.quantity),
          formatCents(line.unitPriceCents),
          formatCents(line.unitPriceCents * line.quantity),
          formatCents(order.total_cents),
          order.payment === 'paid' ? 'Paid' : 'On account',
          line.po ?? '',
          line.customerPo ?? '',
          order.customer_po ?? '',
          FULFILMENT_STATUS_LABELS[order.status],
          line.estShipDate ?? '',
          carrier ?? '',
          tracking ?? '',
          ...moved,
        ]);
      }
    }
    yield rows;
  }
}
