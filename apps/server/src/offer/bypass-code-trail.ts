import { sql } from 'drizzle-orm';
import { bypassCodeKey, codeHoursText, codeLabelsByKey, type OfferBypassCodesAnswer } from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import { rowsOf, type Database } from '../db/database';
import { PLACED_STATUS_LIST } from '../db/schema';
import { startOfDay } from '../time/day-bounds';
import { localMonth } from '../time/local-time';

// Each bypass code's trail (docs/approvals.md#bypass-codes): the caps of the live version, and what
// orders placed with it came to, read from the orders by the key they recorded (orders_code_month_idx).

type Row = Record<string, unknown>;

/** The first instant of a month 'YYYY-MM' in the zone, and of the month after it. */
export function monthBounds(month: string, timeZone: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: startOfDay(`${month}-01`, timeZone), to: startOfDay(`${next}-01`, timeZone) };
}

/**
 * The trail of each code of the group's live version: label, caps and hours, this month's placed
 * orders that were not cancelled and their amount, and the last order placed with it (any month).
 */
export async function bypassCodeTrail(
  db: Database,
  tenant: Tenant,
  now: Date,
  timeZone: string,
): Promise<OfferBypassCodesAnswer> {
  const month = localMonth(now.getTime(), timeZone);
  const { from, to } = monthBounds(month, timeZone);
  const labels = codeLabelsByKey(tenant.secrets);
  const keys = tenant.secrets.bypass_codes.map(bypassCodeKey);
  if (keys.length === 0) return { month, codes: [] };
  const keyList = sql.join(
    keys.map((key) => sql`(${key})`),
    sql`, `,
  );
  // One walk of the code's index each: this month's orders, and its newest order.
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select k.key, m.month_orders, m.month_amount_cents, l.last_used_at
      from (values ${keyList}) as k(key)
      cross join lateral (
        select count(*)::int as month_orders, coalesce(sum(o.total_cents), 0)::bigint as month_amount_cents
        from orders o
        where o.group_key = ${tenant.config.key} and o.bypass_code_key = k.key
          and o.created_at >= ${from.toISOString()} and o.created_at < ${to.toISOString()}
          and o.status in ${sql.raw(PLACED_STATUS_LIST)} and o.fulfilment_status <> 'cancelled') m
      cross join lateral (
        select max(o.created_at) as last_used_at
        from orders o
        where o.group_key = ${tenant.config.key} and o.bypass_code_key = k.key
          and o.status in ${sql.raw(PLACED_STATUS_LIST)}) l`),
  );
  const byKey = new Map(rows.map((row) => [String(row.key), row]));
  const caps = tenant.secrets.spending?.codes ?? {};
  return {
    month,
    codes: keys.map((key) => {
      const row = byKey.get(key);
      const rules = caps[key] ?? {};
      const last = row?.last_used_at;
      return {
        key,
        label: labels.get(key) ?? key,
        per_order_cents: rules.per_order_cents ?? null,
        monthly_cents: rules.monthly_cents ?? null,
        when: codeHoursText(rules),
        month_orders: Number(row?.month_orders ?? 0),
        month_amount_cents: Number(row?.month_amount_cents ?? 0),
        last_used_at: last === null || last === undefined ? null : new Date(last as string).getTime(),
      };
    }),
  };
}
