import { describe, expect, it } from 'vitest';
import { unitPriceForSize } from './size-price';

describe('unitPriceForSize', () => {
  const shirt = { sizes: { Small: 7999, '2XLarge': 8099, '3XLarge': 8199 } };
  it('prices each size from the catalogue', () => {
    expect(unitPriceForSize(shirt, 'Small')).toBe(7999);
    expect(unitPriceForSize(shirt, '3XLarge')).toBe(8199);
  });
  it('answers null for a size the item does not have', () => {
    expect(unitPriceForSize(shirt, 'Medium')).toBeNull();
    expect(unitPriceForSize(shirt, 'toString')).toBeNull();
  });
});
