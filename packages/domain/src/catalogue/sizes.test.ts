import { describe, expect, it } from 'vitest';
import { isKnownSizeKey, isQuantityBreakItem, isQuantityBreakKey, orderedSizes } from './sizes';

describe('size keys', () => {
  it('tells quantity breaks from size labels', () => {
    expect(isQuantityBreakKey('250')).toBe(true);
    expect(isQuantityBreakKey('10000')).toBe(true);
    expect(isQuantityBreakKey('Large')).toBe(false);
    expect(isQuantityBreakKey('0')).toBe(false);
    expect(isQuantityBreakKey('2XLarge')).toBe(false);
  });
  it('knows every size label of docs/product.md, tall sizes and unit labels included', () => {
    for (const size of [
      'Small',
      '6XLarge',
      'XLT',
      '4XLT',
      'OSFA',
      'S_M',
      'One Size Fits All',
      '# rolls',
      '# boxes',
      '# packs',
      '5000',
    ])
      expect(isKnownSizeKey(size)).toBe(true);
    expect(isKnownSizeKey('Huge')).toBe(false);
  });
  it('calls an item customs-style only when every size is a break', () => {
    expect(isQuantityBreakItem({ '250': 369, '500': 299 })).toBe(true);
    expect(isQuantityBreakItem({ Small: 7999, '250': 10 })).toBe(false);
    expect(isQuantityBreakItem({})).toBe(false);
  });
  it('orders a size grid the way people read it', () => {
    expect(orderedSizes({ XLarge: 1, Small: 1, '2XLarge': 1, Medium: 1, LT: 1 })).toEqual([
      'Small',
      'Medium',
      'XLarge',
      '2XLarge',
      'LT',
    ]);
    expect(orderedSizes({ '1000': 1, '250': 2, '500': 3 })).toEqual(['250', '500', '1000']);
  });
});
