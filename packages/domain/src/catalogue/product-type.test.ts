import { describe, expect, it } from 'vitest';
import { logoFieldLabel, PRODUCT_TYPES, resolveCategory } from './product-type';

describe('resolveCategory', () => {
  it('knows the twelve categories', () => {
    expect(PRODUCT_TYPES).toHaveLength(12);
    for (const type of PRODUCT_TYPES) expect(resolveCategory(type)).toBe(type);
  });
  it('resolves the plural and singular aliases to one category', () => {
    expect(resolveCategory('hats')).toBe('hat');
    expect(resolveCategory('accessories')).toBe('accessory');
    expect(resolveCategory('tshirt')).toBe('tshirts');
    expect(resolveCategory('Hats')).toBe('hat');
  });
  it('answers null for a word that is no category', () => {
    expect(resolveCategory('shoes')).toBeNull();
    expect(resolveCategory('')).toBeNull();
    expect(resolveCategory('constructor')).toBeNull();
  });
});

describe('logoFieldLabel', () => {
  it("calls a garment's or hat's logo 'Embroidery' and a printed item's 'Imprint'", () => {
    for (const type of ['mens', 'womens', 'tshirts', 'hat'] as const) expect(logoFieldLabel(type)).toBe('Embroidery');
    for (const type of ['customs', 'accessory', 'office', 'service', 'sales', 'detail', 'bodyshop', 'parts'] as const)
      expect(logoFieldLabel(type)).toBe('Imprint');
  });
});
