import type { CatalogueItem, PriceList, ProductType } from '@portal/domain';
import { toCents } from '@portal/domain';

export interface CatalogueSources {
  base: readonly CatalogueItem[];
  priceList: PriceList | null;
  groupItems: readonly CatalogueItem[];
  categories?: readonly ProductType[] | undefined;
}

/**
 * A group's catalogue: the base items of its categories priced by its price list,
 * then the group's own items at their own prices.
 */
export function composeCatalogue({ base, priceList, groupItems, categories }: CatalogueSources): CatalogueItem[] {
  const wanted = categories ? new Set(categories) : null;
  const priced = base
    .filter((item) => !wanted || wanted.has(item.type))
    .map((item) => {
      if (!priceList) return item;
      const listed = priceList.prices[item.code] ?? {};
      const sizes: Record<string, number> = {};
      for (const [size, cents] of Object.entries(item.sizes)) {
        const listedDollars = listed[size];
        if (listedDollars !== undefined) sizes[size] = toCents(listedDollars);
        else sizes[size] = priceList.unlisted === 'zero' ? 0 : cents;
      }
      return { ...item, sizes };
    });
  return [...priced, ...groupItems];
}
