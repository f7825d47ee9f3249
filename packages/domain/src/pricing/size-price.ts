import type { CatalogueItem } from '../catalogue/catalogue-item.schema';

/** Unit price in cents of one size of an item, or null when the item has no such size. */
export function unitPriceForSize(item: Pick<CatalogueItem, 'sizes'>, size: string): number | null {
  return Object.hasOwn(item.sizes, size) ? (item.sizes[size] ?? null) : null;
}
