import { and, asc, eq, sql } from 'drizzle-orm';
import type { UnbilledOrder } from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts, invoices, orders } from '../db/schema';
import { inScope, type Scope } from '../order-store/board-query';
import { orderNumber } from '../order-store/order-store';
import type { BillingSettings } from './invoice-issuing';

/**
 * Orders on account, not cancelled and not invoiced, that no account bills: neither their store's
 * nor their group's (accountForOrder would find none). A checkout on account is refused where this
 * would be so; what is listed was placed before that rule, or its group's account was never opened.
 */
export async function listUnbilledOrders(db: Database, settings: BillingSettings, scope: Scope): Promise<UnbilledOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'on_account'),
        sql`${orders.fulfilmentStatus} <> 'cancelled'`,
        inScope(scope),
        sql`not exists (select 1 from ${invoices} i where i.order_id = ${orders.id})`,
        sql`not exists (select 1 from ${billingAccounts} a
          where a.group_key = ${orders.groupKey} and (a.store_code = '' or a.store_code = ${orders.storeCode}))`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(500);
  return rows.map((order) => {
    const tenant = settings.registry.groups.get(order.groupKey);
    return {
      order_id: order.id,
      order_number: orderNumber(order),
      group_key: order.groupKey,
      group_title: tenant?.config.title ?? order.groupKey,
      store_name: order.storeCode
        ? (tenant?.config.stores.find((s) => s.code === order.storeCode)?.name ?? order.storeCode)
        : null,
      buyer: `${order.firstName} ${order.lastName}`.trim(),
      placed_at: (order.placedAt ?? order.createdAt).getTime(),
      total_cents: order.totalCents,
      fulfilment_status: order.fulfilmentStatus,
    };
  });
}
