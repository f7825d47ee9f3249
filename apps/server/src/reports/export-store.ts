import { sql } from 'drizzle-orm';
import {
  CATEGORY_TITLES,
  formatCents,
  FULFILMENT_STATUS_LABELS,
  NO_ADDRESS_RECORDED,
  orderLineFields,
  resolveCategory,
  type FulfilmentStatus,
  type OrderLine,
  type ShipToAddress,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import { boardQuery, type BoardFilter } from '../order-store/board-query';
import { orderNumber } from '../order-store/order-store';
import type { ColumnRow } from '../db/column-row';
import { rowsOf, type Database } from '../db/database';
import type { orders } from '../db/schema';
import { localDateTime } from '../time/local-time';

/**
 * Orders read per statement: a few hundred lines, well under a MB, whatever the export's size. The
 * next batch's statement runs while a batch is written, so small batches cost little time, and
 * each batch's rows die young: with 1,000 orders a batch the server's RSS grew by about 100 MB
 * during the benchmark's export of 200,000 lines, with 100 by a few MB.
 */
export const EXPORT_BATCH_ORDERS = 100;

export type ExportFilter = Omit<BoardFilter, 'after' | 'limit'>;

/**
 * One order line of the export as the batch's statement answers it: the order's columns on each of
 * its lines, then the line's (OrderLine's, the line's customer PO renamed beside the order's); an
 * order without lines comes once, its line's columns null (line_no tells). Bigints come as the
 * driver reads them, instants as milliseconds since the epoch (float8: a number on either driver,
 * exact for millisecond timestamps), so no Date is parsed for them.
 */
type ExportLine = Pick<
  ColumnRow<typeof orders>,
  | 'id'
  | 'group_key'
  | 'store_code'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'status'
  | 'fulfilment_status'
  | 'customer_po'
  | 'carrier'
  | 'tracking_number'
  | 'ship_to'
> & {
  seq: number | string | bigint;
  total_cents: number | string | bigint;
  goods_cents: number | string | bigint | null;
  freight_cents: number | string | bigint;
  tax_cents: number | string | bigint;
  created_ms: number | string;
} & Record<`${ExportedMove}_ms`, number | string | null> &
  Omit<OrderLine, 'line_no' | 'customer_po'> & { line_no: number | null; line_customer_po: OrderLine['customer_po'] };

/** The moves whose latest time the export gives, each in a column of its own. */
const EXPORTED_MOVES = ['in_production', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly FulfilmentStatus[];
type ExportedMove = (typeof EXPORTED_MOVES)[number];

/** The line's columns of ExportLine, in the select list. */
const LINE_COLUMNS = Object.keys(orderLineFields)
  .map((name) => (name === 'customer_po' ? 'l.customer_po as line_customer_po' : `l.${name}`))
  .join(', ');

/** Ship To Name … ZIP; an order placed before ship-to addresses were kept says so in the name's cell. */
function shipToCells(shipTo: ShipToAddress | string | null): string[] {
  // jsonb as the driver reads it: parsed, or its text where a driver hands it on as such.
  const address: ShipToAddress | null = typeof shipTo === 'string' ? (JSON.parse(shipTo) as ShipToAddress) : shipTo;
  if (!address) return [NO_ADDRESS_RECORDED, '', '', '', '', ''];
  return [address.name, address.street, address.street2 ?? '', address.city, address.state, address.zip];
}

/** Goods, Freight, Tax: an order placed before freight and tax is all goods. */
function chargeCells(line: Pick<ExportLine, 'goods_cents' | 'freight_cents' | 'tax_cents' | 'total_cents'>): string[] {
  if (line.goods_cents === null) return [formatCents(Number(line.total_cents)), formatCents(0), formatCents(0)];
  return [formatCents(Number(line.goods_cents)), formatCents(Number(line.freight_cents)), formatCents(Number(line.tax_cents))];
}

const categoryOf = (type: string) => {
  const category = resolveCategory(type);
  return category ? CATEGORY_TITLES[category] : type;
};

const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);
const movedAt = (status: FulfilmentStatus) =>
  sql.raw(`floor(extract(epoch from max(h.at) filter (where h.to_status = '${status}')) * 1000)::float8 as ${status}_ms`);

/**
 * One batch of the export in one statement: the board's own page query (its filters, search,
 * scope, order and keyset) gives the batch's orders, each order's latest move to each status is
 * read beside it, and its lines are joined, newest order first, lines in order. Each lookup is
 * one index range per order (lines by their primary key, moves by order), in a single pass.
 */
function batchQuery(db: Database, filter: ExportFilter, after: BoardFilter['after'], limit: number) {
  const page = boardQuery(db, { ...filter, after, limit });
  return sql`
    select o.id, o.seq, ${epochMs('o.created_at')} as created_ms, o.group_key, o.store_code, o.first_name, o.last_name,
           o.email, o.total_cents, o.status, o.fulfilment_status, o.customer_po, o.carrier, o.tracking_number,
           o.ship_to, o.goods_cents, o.freight_cents, o.tax_cents,
           o.in_production_ms, o.shipped_ms, o.delivered_ms, o.cancelled_ms,
           ${sql.raw(LINE_COLUMNS)}
    from (
      select p.*, m.* from ${page} p
      left join lateral (
        select ${sql.join(EXPORTED_MOVES.map(movedAt), sql`, `)}
        from order_status_history h where h.order_id = p.id
      ) m on true
    ) o
    left join order_lines l on l.order_id = o.id
    order by o.created_at desc, o.id desc, l.line_no`;
}

/**
 * The export's rows (CONSOLE_EXPORT_COLUMNS), one batch of orders at a time, newest first: each
 * batch is one statement (batchQuery) and the next batch's statement is sent as soon as the one
 * before has answered, while its rows are made; nothing further is read until the consumer takes
 * the batch: memory holds two batches at most, whatever the export's size.
 */
export async function* exportRows(
  db: Database,
  registry: TenantRegistry,
  filter: ExportFilter,
  timeZone: string,
  batchOrders = EXPORT_BATCH_ORDERS,
): AsyncGenerator<string[][]> {
  const read = (after: BoardFilter['after']): Promise<ExportLine[]> => {
    const batch = db.execute(batchQuery(db, filter, after, batchOrders)).then((result) => rowsOf<ExportLine>(result));
    // A consumer that stops early never awaits the batch read ahead: its failure must not go unhandled.
    batch.catch(() => undefined);
    return batch;
  };
  const when = (ms: number | string | null) => (ms === null ? '' : localDateTime(Number(ms), timeZone));
  let next: Promise<ExportLine[]> | null = read(null);
  while (next) {
    const lines: ExportLine[] = await next;
    if (lines.length === 0) return;
    let orderCount = 0;
    for (let i = 0; i < lines.length; i += 1) if (i === 0 || lines[i]!.id !== lines[i - 1]!.id) orderCount += 1;
    const last = lines[lines.length - 1]!;
    next = orderCount < batchOrders ? null : read({ t: Number(last.created_ms), id: last.id });
    const rows: string[][] = [];
    let order: string[] = [];
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!;
      if (i === 0 || line.id !== lines[i - 1]!.id) {
        const tenant = registry.groups.get(line.group_key);
        const store = tenant?.config.stores.find((s) => s.code === line.store_code);
        // The order's cells, worked out once for all its lines: Intl's formatting is the costly part.
        order = [
          orderNumber({ seq: Number(line.seq) }),
          when(line.created_ms),
          tenant?.config.title ?? line.group_key,
          line.store_code,
          store?.name ?? '',
          `${line.first_name} ${line.last_name}`.trim(),
          line.email,
          formatCents(Number(line.total_cents)),
          line.status === 'paid' ? 'Paid' : 'On account',
          line.customer_po,
          FULFILMENT_STATUS_LABELS[line.fulfilment_status],
          when(line.in_production_ms),
          when(line.shipped_ms),
          when(line.delivered_ms),
          when(line.cancelled_ms),
          ...shipToCells(line.ship_to),
          ...chargeCells(line),
        ];
      }
      if (line.line_no === null) continue;
      rows.push([
        order[0]!,
        order[1]!,
        order[2]!,
        order[3]!,
        order[4]!,
        order[5]!,
        order[6]!,
        ...order.slice(15, 21),
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
        ...order.slice(21, 24),
        order[7]!,
        order[8]!,
        line.po ?? '',
        line.line_customer_po ?? '',
        order[9]!,
        order[10]!,
        line.est_ship_date ?? '',
        line.carrier ?? '',
        line.tracking_number ?? '',
        order[11]!,
        order[12]!,
        order[13]!,
        order[14]!,
      ]);
    }
    yield rows;
  }
}
