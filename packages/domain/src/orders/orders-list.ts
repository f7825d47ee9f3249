import type { Store } from '../tenant/group-config.schema';
import type { PlacedOrderSummary } from '../api/retrieve-orders';

export const MISSING_VALUE = 'N/A';

/** What the list's rules read of an order: records from before this API carry created_at as text. */
interface ListedOrder {
  created_at: number | string;
  paid: PlacedOrderSummary['paid'];
  status?: PlacedOrderSummary['status'];
}

/** created_at as a whole number (docs/product.md#retrieve-orders), even when sent as text; NaN sorts last. */
export function orderTimestamp(order: Pick<ListedOrder, 'created_at'>): number {
  const value = typeof order.created_at === 'number' ? Math.trunc(order.created_at) : Number.parseInt(order.created_at, 10);
  return Number.isFinite(value) ? value : Number.NEGATIVE_INFINITY;
}

/** Paid, or accepted on account (a zero-price order on account still counts). */
export function isSettled(order: Pick<ListedOrder, 'paid' | 'status'>): boolean {
  const paid = Number(order.paid);
  return order.status === 'on_account' || (paid !== 0 && !Number.isNaN(paid));
}

/** The orders the screen lists: settled ones only, newest first. */
export function visibleOrders<T extends ListedOrder>(orders: readonly T[]): T[] {
  return orders.filter(isSettled).sort((a, b) => orderTimestamp(b) - orderTimestamp(a));
}

/** The orders screen formats hundreds of dates: one formatter per time zone, kept. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: '2-digit',
      year: 'numeric',
      ...(timeZone ? { timeZone } : {}),
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** 'November 05, 2026' (moment's 'MMMM DD, YYYY'), in the given time zone. */
export function formatOrderDate(createdAt: number | string, timeZone?: string): string {
  const time = orderTimestamp({ created_at: createdAt });
  if (!Number.isFinite(time)) return MISSING_VALUE;
  const parts = dayFormat(timeZone).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/**
 * A calendar day 'YYYY-MM-DD' (an est. ship date) as the orders screen writes every date
 * ('December 04, 2026'), the same day in any time zone; older free text stays as it was written.
 */
export function formatCalendarDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const noon = Date.parse(`${value}T12:00:00Z`);
  return Number.isFinite(noon) ? formatOrderDate(noon, 'UTC') : value;
}

/** A cell value, or 'N/A' when there is none. */
export function displayOrMissing(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  const text = String(value).trim();
  return text === '' ? MISSING_VALUE : text;
}

/** A line's price cell: 0 when the line has none. */
export function linePriceCents(price: number | null | undefined): number {
  return typeof price === 'number' && Number.isFinite(price) ? price : 0;
}

export function orderName(order: Pick<PlacedOrderSummary, 'first_name' | 'last_name'>): string {
  return `${order.first_name} ${order.last_name}`.trim();
}

/** The Store column: the store's display name when the order names a known store, else the company name. */
export function orderStoreLabel(
  order: Pick<PlacedOrderSummary, 'store' | 'company_name'>,
  stores: readonly Pick<Store, 'code' | 'name'>[],
): string {
  const store = stores.find((s) => s.code === order.store || s.name === order.store);
  return store?.name ?? order.company_name;
}
