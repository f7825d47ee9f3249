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
import { rowsOf, type Database } from '../db/database';
import { refreshSpendSummaries } from './spend-summary';

type Row = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);

/**
 * What a report covers: one group (`group` set), or every group the staff member sees summed
 * (`group` null, `tenants` those groups, a rep's only).
 */
export interface SpendRangeOf {
  group: Tenant | null;
  tenants: readonly Tenant[];
  from: string;
  to: string;
}

/** What a summary row came to, goods, freight and tax apart; nothing where there is no row. */
function apartOf(r: Row | undefined) {
  return {
    goods_cents: num(r?.goods_cents),
    freight_cents: num(r?.freight_cents),
    tax_cents: num(r?.tax_cents),
    total_cents: num(r?.total_cents),
  };
}

/** `group_key in (…)` over the groups a report covers; no group matches nothing. */
function inGroups(column: string, keys: readonly string[]) {
  if (keys.length === 0) return sql`false`;
  return sql`${sql.raw(column)} in (${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )})`;
}

/** The words a category is shown by: its title, or the stored word when the data names no category. */
export function categoryLabel(type: string): string {
  const category = resolveCategory(type);
  return category ? CATEGORY_TITLES[category] : type;
}

/** Months, groups and stores from one read of the order summary (grouping sets), categories and POs from theirs. */
export async function spendReport(db: Database, { group, tenants, from, to }: SpendRangeOf): Promise<ConsoleSpendReportAnswer> {
  await refreshSpendSummaries(db);
  const keys = tenants.map((t) => t.config.key);
  const orderRows = rowsOf<Row>(
    await db.execute(sql`
      select month, group_key, store_code, grouping(month) as no_month, grouping(store_code) as no_store,
             sum(orders)::int as orders, sum(total_cents)::bigint as total_cents, sum(goods_cents)::bigint as goods_cents,
             sum(freight_cents)::bigint as freight_cents, sum(tax_cents)::bigint as tax_cents
      from spend_months where ${inGroups('group_key', keys)} and month between ${from} and ${to}
      group by grouping sets ((month), (group_key), (group_key, store_code))`),
  );
  const categoryRows = rowsOf<Row>(
    await db.execute(sql`
      select category, sum(units)::bigint as units, sum(total_cents)::bigint as total_cents
      from spend_category_months where ${inGroups('group_key', keys)} and month between ${from} and ${to}
      group by category order by sum(total_cents) desc, category`),
  );
  const pos = await largestPos(db, keys, from, to);

  const byMonth = new Map(orderRows.filter((r) => num(r.no_month) === 0).map((r) => [String(r.month), r]));
  const perGroup = orderRows.filter((r) => num(r.no_month) === 1);
  const stores = new Map(tenants.flatMap((t) => t.config.stores.map((s) => [`${t.config.key}/${s.code}`, s.name] as const)));
  const by_store = perGroup
    .filter((r) => num(r.no_store) === 0)
    .map((r) => ({
      group_key: String(r.group_key),
      store_code: String(r.store_code),
      store_name: stores.get(`${String(r.group_key)}/${String(r.store_code)}`) ?? null,
      orders: num(r.orders),
      ...apartOf(r),
    }))
    .sort(
      (a, b) =>
        b.total_cents - a.total_cents || a.group_key.localeCompare(b.group_key) || a.store_code.localeCompare(b.store_code),
    );
  const spentBy = new Map(perGroup.filter((r) => num(r.no_store) === 1).map((r) => [String(r.group_key), r]));
  const by_group = tenants
    .map((t) => ({
      key: t.config.key,
      title: t.config.title,
      orders: num(spentBy.get(t.config.key)?.orders),
      ...apartOf(spentBy.get(t.config.key)),
    }))
    .sort((a, b) => b.total_cents - a.total_cents || a.title.localeCompare(b.title));
  const by_month = monthsBetween(from, to).map((month) => ({
    month,
    orders: num(byMonth.get(month)?.orders),
    ...apartOf(byMonth.get(month)),
  }));
  const by_po = pos.largest.map((r) => ({
    group_key: r.group_key,
    po: r.po === '' ? null : r.po,
    orders: r.orders,
    total_cents: r.total_cents,
  }));
  const listed = by_po.reduce((sum, r) => sum + r.total_cents, 0);
  const linesCents = categoryRows.reduce((sum, r) => sum + num(r.total_cents), 0);
  return {
    group: group ? { key: group.config.key, title: group.config.title } : null,
    groups: tenants.map((t) => ({ key: t.config.key, title: t.config.title })),
    from,
    to,
    orders: by_month.reduce((sum, m) => sum + m.orders, 0),
    goods_cents: by_month.reduce((sum, m) => sum + m.goods_cents, 0),
    freight_cents: by_month.reduce((sum, m) => sum + m.freight_cents, 0),
    tax_cents: by_month.reduce((sum, m) => sum + m.tax_cents, 0),
    total_cents: by_month.reduce((sum, m) => sum + m.total_cents, 0),
    by_month,
    by_group,
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
  group_key: string;
  po: string;
  orders: number;
  total_cents: number;
}

/**
 * The range's largest POs and how many it has; a PO is one group's (two groups' 'PO-1' are two).
 * A PO whose months all lie in the range counts whole (spend_pos, read largest first); one the
 * range cuts is added up over its months inside it. The largest of both are the range's largest:
 * a whole PO past the first hundred whole ones is beaten by a hundred others.
 */
async function largestPos(
  db: Database,
  keys: readonly string[],
  from: string,
  to: string,
): Promise<{ largest: PoTotal[]; count: number }> {
  const toTotal = (r: Row): PoTotal => ({
    group_key: String(r.group_key),
    po: String(r.po),
    orders: num(r.orders),
    total_cents: num(r.total_cents),
  });
  const groups = inGroups('group_key', keys);
  const whole = await db.execute(sql`
    select group_key, po, orders, total_cents from spend_pos
    where ${groups} and first_month >= ${from} and last_month <= ${to}
    order by total_cents desc nulls last, po, group_key limit ${SPEND_REPORT_TOP_POS}`);
  // Each half of the union is one range of an index: POs that start before the range, and POs that end after it.
  const cut = await db.execute(sql`
    select p.group_key, p.po, sum(m.orders)::int as orders, sum(m.total_cents)::bigint as total_cents
    from (
      select group_key, po from spend_pos where ${groups} and first_month < ${from} and last_month >= ${from}
      union
      select group_key, po from spend_pos where ${groups} and last_month > ${to} and first_month <= ${to}
    ) p
    join spend_po_months m on m.group_key = p.group_key and m.po = p.po and m.month between ${from} and ${to}
    group by p.group_key, p.po`);
  const counted = await db.execute(sql`
    select count(*)::int as n from spend_pos
    where ${groups} and po <> '' and first_month <= ${to} and last_month >= ${from}`);
  const largest = [...rowsOf<Row>(whole).map(toTotal), ...rowsOf<Row>(cut).map(toTotal)]
    .sort((a, b) => b.total_cents - a.total_cents || a.po.localeCompare(b.po) || a.group_key.localeCompare(b.group_key))
    .slice(0, SPEND_REPORT_TOP_POS);
  return { largest, count: num(rowsOf<Row>(counted)[0]?.n) };
}

/**
 * One table of the report, every row (the PO table past its top 100 too), as the CSV download
 * writes it. Summed over several groups, the store and PO tables start with the group's title.
 */
export async function spendTableRows(db: Database, range: SpendRangeOf, table: SpendTable): Promise<string[][]> {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const titles = new Map(range.tenants.map((t) => [t.config.key, t.config.title]));
  const withGroup = (key: string, row: string[]) => (range.group ? row : [titles.get(key) ?? key, ...row]);
  const groupHeader = range.group ? [] : ['Group'];
  if (table !== 'po') {
    const report = await spendReport(db, range);
    // Goods, freight and tax apart, then what they came to.
    const APART = ['Goods', 'Freight', 'Tax', 'Spend'];
    const apart = (r: Pick<ConsoleSpendReportAnswer, 'goods_cents' | 'freight_cents' | 'tax_cents' | 'total_cents'>) =>
      [r.goods_cents, r.freight_cents, r.tax_cents, r.total_cents].map(dollars);
    if (table === 'month')
      return [['Month', 'Orders', ...APART], ...report.by_month.map((r) => [r.month, String(r.orders), ...apart(r)])];
    if (table === 'group')
      return [['Group', 'Orders', ...APART], ...report.by_group.map((r) => [r.title, String(r.orders), ...apart(r)])];
    if (table === 'store')
      return [
        [...groupHeader, 'Store Code', 'Store', 'Orders', ...APART],
        ...report.by_store.map((r) =>
          withGroup(r.group_key, [
            r.store_code,
            r.store_name ?? (r.store_code ? r.store_code : 'No store'),
            String(r.orders),
            ...apart(r),
          ]),
        ),
      ];
    return [['Category', 'Units', 'Spend'], ...report.by_category.map((r) => [r.label, String(r.units), dollars(r.total_cents)])];
  }
  await refreshSpendSummaries(db);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select group_key, po, sum(orders)::int as orders, sum(total_cents)::bigint as total_cents
      from spend_po_months
      where ${inGroups(
        'group_key',
        range.tenants.map((t) => t.config.key),
      )} and month between ${range.from} and ${range.to}
      group by group_key, po order by sum(total_cents) desc, po, group_key`),
  );
  return [
    [...groupHeader, 'PO', 'Orders', 'Spend'],
    ...rows.map((r) =>
      withGroup(String(r.group_key), [r.po === '' ? 'No PO' : String(r.po), String(num(r.orders)), dollars(num(r.total_cents))]),
    ),
  ];
}
