import { sql } from 'drizzle-orm';
import {
  CATEGORY_TITLES,
  monthsBetween,
  resolveCategory,
  SPEND_REPORT_TOP_POS,
  type ConsoleSpendReportAnswer,
  type SpendTable,
} from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { refreshSpendSummaries, rowsOf } from './spend-summary';

type Row = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);

export interface SpendRangeOf {
  tenant: Tenant;
  from: string;
  to: string;
}

/** The words a category is shown by: its title, or the stored word when the data names no category. */
export function categoryLabel(type: string): string {
  const category = resolveCategory(type);
  return category ? CATEGORY_TITLES[category] : type;
}

/** Months and stores from one read of the order summary (grouping sets), categories and POs from theirs. */
export async function spendReport(db: Database, { tenant, from, to }: SpendRangeOf): Promise<ConsoleSpendReportAnswer> {
  await refreshSpendSummaries(db);
  const group = tenant.config.key;
  const orderRows = rowsOf<Row>(
    await db.execute(sql`
      select month, store_code, sum(orders)::int as orders, sum(total_cents)::bigint as total_cents
      from spend_months where group_key = ${group} and month between ${from} and ${to}
      group by grouping sets ((month), (store_code))`),
  );
  const categoryRows = rowsOf<Row>(
    await db.execute(sql`
      select category, sum(units)::bigint as units, sum(total_cents)::bigint as total_cents
      from spend_category_months where group_key = ${group} and month between ${from} and ${to}
      group by category order by sum(total_cents) desc, category`),
  );
  const pos = await largestPos(db, group, from, to);

  const byMonth = new Map(orderRows.filter((r) => r.month !== null).map((r) => [String(r.month), r]));
  const stores = new Map(tenant.config.stores.map((s) => [s.code, s.name]));
  const by_store = orderRows
    .filter((r) => r.month === null)
    .map((r) => ({
      store_code: String(r.store_code),
      store_name: stores.get(String(r.store_code)) ?? null,
      orders: num(r.orders),
      total_cents: num(r.total_cents),
    }))
    .sort((a, b) => b.total_cents - a.total_cents || a.store_code.localeCompare(b.store_code));
  const by_month = monthsBetween(from, to).map((month) => ({
    month,
    orders: num(byMonth.get(month)?.orders),
    total_cents: num(byMonth.get(month)?.total_cents),
  }));
  const by_po = pos.largest.map((r) => ({ po: r.po === '' ? null : r.po, orders: r.orders, total_cents: r.total_cents }));
  const listed = by_po.reduce((sum, r) => sum + r.total_cents, 0);
  const linesCents = categoryRows.reduce((sum, r) => sum + num(r.total_cents), 0);
  return {
    group: { key: group, title: tenant.config.title },
    from,
    to,
    orders: by_month.reduce((sum, m) => sum + m.orders, 0),
    total_cents: by_month.reduce((sum, m) => sum + m.total_cents, 0),
    by_month,
    by_store,
    by_category: categoryRows.map((r) => ({
      category: String(r.category),
      label: categoryLabel(String(r.category)),
      units: num(r.units),
      total_cents: num(r.total_cents),
    })),
    by_po,
    po_count: pos.count,
    other_pos_cents: linesCents - listed,
  };
}

interface PoTotal {
  po: string;
  orders: number;
  total_cents: number;
}

/**
 * The range's largest POs and how many it has. A PO whose months all lie in the range counts
 * whole (spend_pos, read largest first); one the range cuts is added up over its months inside
 * it. The largest of both are the range's largest: a whole PO past the first hundred whole ones
 * is beaten by a hundred others.
 */
async function largestPos(db: Database, group: string, from: string, to: string): Promise<{ largest: PoTotal[]; count: number }> {
  const toTotal = (r: Row): PoTotal => ({ po: String(r.po), orders: num(r.orders), total_cents: num(r.total_cents) });
  const whole = await db.execute(sql`
    select po, orders, total_cents from spend_pos
    where group_key = ${group} and first_month >= ${from} and last_month <= ${to}
    order by total_cents desc nulls last, po limit ${SPEND_REPORT_TOP_POS}`);
  // Each half of the union is one range of an index: POs that start before the range, and POs that end after it.
  const cut = await db.execute(sql`
    select p.po, sum(m.orders)::int as orders, sum(m.total_cents)::bigint as total_cents
    from (
      select po from spend_pos where group_key = ${group} and first_month < ${from} and last_month >= ${from}
      union
      select po from spend_pos where group_key = ${group} and last_month > ${to} and first_month <= ${to}
    ) p
    join spend_po_months m on m.group_key = ${group} and m.po = p.po and m.month between ${from} and ${to}
    group by p.po`);
  const counted = await db.execute(sql`
    select count(*)::int as n from spend_pos
    where group_key = ${group} and po <> '' and first_month <= ${to} and last_month >= ${from}`);
  const largest = [...rowsOf<Row>(whole).map(toTotal), ...rowsOf<Row>(cut).map(toTotal)]
    .sort((a, b) => b.total_cents - a.total_cents || a.po.localeCompare(b.po))
    .slice(0, SPEND_REPORT_TOP_POS);
  return { largest, count: num(rowsOf<Row>(counted)[0]?.n) };
}

/** One table of the report, every row (the PO table past its top 100 too), as the CSV download writes it. */
export async function spendTableRows(db: Database, range: SpendRangeOf, table: SpendTable): Promise<string[][]> {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  if (table !== 'po') {
    const report = await spendReport(db, range);
    if (table === 'month')
      return [['Month', 'Orders', 'Spend'], ...report.by_month.map((r) => [r.month, String(r.orders), dollars(r.total_cents)])];
    if (table === 'store')
      return [
        ['Store Code', 'Store', 'Orders', 'Spend'],
        ...report.by_store.map((r) => [
          r.store_code,
          r.store_name ?? (r.store_code ? r.store_code : 'No store'),
          String(r.orders),
          dollars(r.total_cents),
        ]),
      ];
    return [['Category', 'Units', 'Spend'], ...report.by_category.map((r) => [r.label, String(r.units), dollars(r.total_cents)])];
  }
  await refreshSpendSummaries(db);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select po, sum(orders)::int as orders, sum(total_cents)::bigint as total_cents
      from spend_po_months where group_key = ${range.tenant.config.key} and month between ${range.from} and ${range.to}
      group by po order by sum(total_cents) desc, po`),
  );
  return [
    ['PO', 'Orders', 'Spend'],
    ...rows.map((r) => [r.po === '' ? 'No PO' : String(r.po), String(num(r.orders)), dollars(num(r.total_cents))]),
  ];
}
