import type { CatalogueItem } from '../catalogue/catalogue-item.schema';

/**
 * The 'Starts at $x each' price: the item's lowest base (size) price in cents.
 * Zero means "price set elsewhere", so zeros are passed over; null when no size has a price.
 */
export function startsAtPrice(item: Pick<CatalogueItem, 'sizes'>): number | null {
  const prices = Object.values(item.sizes).filter((cents) => cents > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}
