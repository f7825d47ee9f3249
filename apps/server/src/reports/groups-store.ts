import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { groupLogoPath, type ConsoleGroupGlance, type OrderSpend } from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { isPlaced, orders, staff, staffGroups } from '../db/schema';

/** Placed and not cancelled: what the groups page and the spend report count. */
const counted = sql`${isPlaced(orders.status)} and ${orders.fulfilmentStatus} <> 'cancelled'`;

/**
 * Each group's set-up as the console shows it, from the group's files, with its staff reps and its
 * orders since `today` and since `monthStart`. Secrets appear only as whether they are set, and
 * the bypass codes as their number.
 */
export async function groupsAtAGlance(
  db: Database,
  tenants: readonly Tenant[],
  bounds: { today: Date; monthStart: Date },
): Promise<ConsoleGroupGlance[]> {
  const keys = tenants.map((t) => t.config.key);
  if (keys.length === 0) return [];
  const [spend, reps] = await Promise.all([
    db
      .select({
        group: orders.groupKey,
        todayOrders: sql<number>`(count(*) filter (where ${orders.createdAt} >= ${bounds.today.toISOString()}::timestamptz))::int`,
        todayCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${orders.createdAt} >= ${bounds.today.toISOString()}::timestamptz), 0)`,
        monthOrders: sql<number>`count(*)::int`,
        monthCents: sql<string>`coalesce(sum(${orders.totalCents}), 0)`,
      })
      .from(orders)
      .where(and(counted, gte(orders.createdAt, bounds.monthStart), inArray(orders.groupKey, keys)))
      .groupBy(orders.groupKey),
    db
      .select({ group: staffGroups.groupKey, name: staff.name, email: staff.email })
      .from(staffGroups)
      .innerJoin(staff, eq(staff.id, staffGroups.staffId))
      .where(and(isNull(staff.removedAt), eq(staff.role, 'rep'), inArray(staffGroups.groupKey, keys)))
      .orderBy(staff.name),
  ]);
  const spendOf = new Map(spend.map((s) => [s.group, s]));
  const none: OrderSpend = { orders: 0, total_cents: 0 };
  return tenants.map(({ config, secrets, catalogue }) => {
    const figures = spendOf.get(config.key);
    return {
      key: config.key,
      title: config.title,
      route_prefix: config.route_prefix,
      logo_url: groupLogoPath(config.company_logo),
      stores: config.stores.map((s) => ({
        code: s.code,
        name: s.name,
        address: s.address ?? null,
        has_password: Object.hasOwn(secrets.store_passwords, s.code),
      })),
      account_reps: config.account_reps.map((r) => ({ name: r.name, phone: r.phone })),
      staff_reps: reps.filter((r) => r.group === config.key).map((r) => ({ name: r.name, email: r.email })),
      email_recipients: [...secrets.email_recipients],
      flags: {
        password: secrets.password !== null,
        paypal: !config.paypal_not_supported,
        bypass_codes: secrets.bypass_codes.length,
        company_minimum: config.minimum_apparel_order === true,
        image_preview: config.show_image_preview,
        modification_thumbnail: config.show_modification_thumbnail,
        logo_preview: config.render_logo_preview,
      },
      price_list: config.catalogue.price_list,
      items: catalogue.length,
      today: figures ? { orders: figures.todayOrders, total_cents: Number(figures.todayCents) } : none,
      this_month: figures ? { orders: figures.monthOrders, total_cents: Number(figures.monthCents) } : none,
    };
  });
}
