import type { CatalogueItem } from './catalogue-item.schema';

const byCode = new WeakMap<readonly CatalogueItem[], ReadonlyMap<string, CatalogueItem>>();

/**
 * A catalogue as code → item, built once per catalogue array (the server's tenant, the browser's
 * storefront) and kept while that array lives: pricing looks items up on every cart change.
 */
export function catalogueByCode(catalogue: readonly CatalogueItem[]): ReadonlyMap<string, CatalogueItem> {
  let map = byCode.get(catalogue);
  if (!map) {
    map = new Map(catalogue.map((item) => [item.code, item]));
    byCode.set(catalogue, map);
  }
  return map;
}
