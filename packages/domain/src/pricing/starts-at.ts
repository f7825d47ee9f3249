import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { chargedUnitPrice } from './size-price';

/**
 * The 'Starts at $x each' price: the lowest unit price any size of the item is charged at when the
 * order holds `units` of it (at least one), special and volume prices included. Sizes on quote
 * (0) are passed over; null when no size has a price.
 */
export function startsAtPrice(item: Pick<CatalogueItem, 'sizes' | 'discount'>, units = 1): number | null {
  const prices = Object.keys(item.sizes)
    .filter((size) => (item.sizes[size] ?? 0) > 0)
    .map((size) => chargedUnitPrice(item, size, Math.max(units, 1)) ?? 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}
