import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { isQuantityBreakItem } from '../catalogue/sizes';
import { applyDiscountTiers } from './discount-tiers';
import { quantityBreakUnitPrice } from './quantity-break-price';

/** Unit price in cents of one size of an item, or null when the item has no such size. */
export function unitPriceForSize(item: Pick<CatalogueItem, 'sizes'>, size: string): number | null {
  return Object.hasOwn(item.sizes, size) ? (item.sizes[size] ?? null) : null;
}

/**
 * The unit price in cents charged for one size of an item when the order holds `units` of that
 * item: the size's own price (a pack item: the break those units reach), then any discount tier
 * they reach. Null when the item has no such size. priceCart charges it, and the item screen's
 * grid and 'Starts at' show it, so the three never disagree (docs/product.md#sizes-packs-and-prices).
 */
export function chargedUnitPrice(item: Pick<CatalogueItem, 'sizes' | 'discount'>, size: string, units: number): number | null {
  const own = unitPriceForSize(item, size);
  if (own === null) return null;
  const base = isQuantityBreakItem(item.sizes) ? quantityBreakUnitPrice(item.sizes, units) : own;
  return applyDiscountTiers(base, item.discount, units);
}
