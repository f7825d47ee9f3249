import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, resolveCategory } from './product-type';

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
