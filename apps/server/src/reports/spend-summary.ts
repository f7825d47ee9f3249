// Brings the spend report's summaries up to date (docs/decisions/021). The database's triggers
// append the months an order or line write touched to spend_dirty; a refresh takes them away and
// counts those months again from the orders, in one transaction, one statement per summary.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type SqlClient } from '../db/database';
import { PLACED_STATUS_LIST } from '../db/schema';

/** pg_advisory_xact_lock key: refreshes take turns, so two never count one month twice. */
const REFRESH_LOCK = 7_202_612;

/** What an order must be to count as spend: placed (paid or on account), not cancelled. */
export const COUNTED_ORDER = `o.status in ${PLACED_STATUS_LIST} and o.fulfilment_status <> 'cancelled'`;

const REFRESH_STATEMENTS = [
  `select pg_advisory_xact_lock(${REFRESH_LOCK})`,
  `create temp table spend_refresh on commit drop as
     with taken as (delete from spend_dirty returning group_key, month)
     select distinct t.group_key, t.month,
            ((t.month || '-01')::timestamp at time zone z.value) as starts,
            (((t.month || '-01')::date + interval '1 month')::timestamp at time zone z.value) as ends
     from taken t, spend_meta z where z.name = 'time_zone'`,
  // The POs these months held before and hold after: their totals over all months are counted again.
  `create temp table spend_refresh_pos on commit drop as
     select s.group_key, s.po from spend_po_months s join spend_refresh r on s.group_key = r.group_key and s.month = r.month`,
  `delete from spend_months s using spend_refresh r where s.group_key = r.group_key and s.month = r.month`,
  `delete from spend_category_months s using spend_refresh r where s.group_key = r.group_key and s.month = r.month`,
  `delete from spend_po_months s using spend_refresh r where s.group_key = r.group_key and s.month = r.month`,
  // An order placed before freight and tax (goods_cents null) is all goods.
  `insert into spend_months (group_key, month, store_code, orders, total_cents, goods_cents, freight_cents, tax_cents)
     select r.group_key, r.month, o.store_code, count(*), sum(o.total_cents),
            sum(coalesce(o.goods_cents, o.total_cents)), sum(o.freight_cents), sum(o.tax_cents)
     from spend_refresh r join orders o on o.group_key = r.group_key and o.created_at >= r.starts and o.created_at < r.ends
     where ${COUNTED_ORDER}
     group by r.group_key, r.month, o.store_code`,
  `insert into spend_category_months (group_key, month, category, units, total_cents)
     select r.group_key, r.month, l.type, sum(l.quantity), sum(l.quantity::bigint * l.unit_price_cents)
     from spend_refresh r join orders o on o.group_key = r.group_key and o.created_at >= r.starts and o.created_at < r.ends
     join order_lines l on l.order_id = o.id
     where ${COUNTED_ORDER}
     group by r.group_key, r.month, l.type`,
  `insert into spend_po_months (group_key, month, po, orders, total_cents)
     select r.group_key, r.month, coalesce(l.po, ''), count(distinct o.id), sum(l.quantity::bigint * l.unit_price_cents)
     from spend_refresh r join orders o on o.group_key = r.group_key and o.created_at >= r.starts and o.created_at < r.ends
     join order_lines l on l.order_id = o.id
     where ${COUNTED_ORDER}
     group by r.group_key, r.month, coalesce(l.po, '')`,
  `insert into spend_refresh_pos
     select s.group_key, s.po from spend_po_months s join spend_refresh r on s.group_key = r.group_key and s.month = r.month`,
  `delete from spend_pos p using (select distinct group_key, po from spend_refresh_pos) x where p.group_key = x.group_key and p.po = x.po`,
  `insert into spend_pos (group_key, po, first_month, last_month, orders, total_cents)
     select m.group_key, m.po, min(m.month), max(m.month), sum(m.orders), sum(m.total_cents)
     from spend_po_months m join (select distinct group_key, po from spend_refresh_pos) x on m.group_key = x.group_key and m.po = x.po
     group by m.group_key, m.po`,
];

/** Counts again every month marked out of date; nothing to do costs one short query. */
export async function refreshSpendSummaries(db: Database): Promise<void> {
  const [pending] = rowsOf<{ any: boolean }>(await db.execute(sql`select exists (select 1 from spend_dirty) as any`));
  if (!pending?.any) return;
  await db.transaction(async (tx) => {
    for (const statement of REFRESH_STATEMENTS) await tx.execute(sql.raw(statement));
  });
}

/** The same on one plain connection (the demo history's). */
export async function refreshSpendSummariesOn(client: SqlClient): Promise<void> {
  await client.query('begin');
  try {
    for (const statement of REFRESH_STATEMENTS) await client.query(statement);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * The summaries count the months of the provider's time zone: when the server starts with another
 * zone than they were made with, every month is marked to be counted again in the new one.
 */
export async function useSpendTimeZone(db: Database, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = rowsOf(
      await tx.execute(
        sql`update spend_meta set value = ${timeZone} where name = 'time_zone' and value <> ${timeZone} returning name`,
      ),
    );
    if (changed.length === 0) return;
    await tx.execute(sql`truncate spend_months, spend_category_months, spend_po_months, spend_pos`);
    await tx.execute(
      sql`insert into spend_dirty (group_key, month)
          select distinct o.group_key, to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM')
          from orders o where o.status in ${sql.raw(PLACED_STATUS_LIST)}`,
    );
  });
}
