import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from './catalogue-item.schema';
import { catalogueByCode } from './catalogue-by-code';

describe('catalogueByCode', () => {
  it('finds items by code and builds the map once per catalogue', () => {
    const catalogue = [{ code: 'A' }, { code: 'B' }] as CatalogueItem[];
    const map = catalogueByCode(catalogue);
    expect(map.get('B')).toBe(catalogue[1]);
    expect(map.get('C')).toBeUndefined();
    expect(catalogueByCode(catalogue)).toBe(map);
    expect(catalogueByCode([...catalogue])).not.toBe(map);
  });
});
