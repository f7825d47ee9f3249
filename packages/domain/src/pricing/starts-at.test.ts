import { describe, expect, it } from 'vitest';
import { startsAtPrice } from './starts-at';

describe('startsAtPrice', () => {
  it('is the lowest size price', () => {
    expect(startsAtPrice({ sizes: { '2XLarge': 8099, Small: 7999, '3XLarge': 8199 } })).toBe(7999);
  });
  it('passes over prices that are not set', () => {
    expect(startsAtPrice({ sizes: { Small: 0, Medium: 1499 } })).toBe(1499);
    expect(startsAtPrice({ sizes: { Small: 0 } })).toBeNull();
  });
});

describe('startsAtPrice at the units in the order', () => {
  it('is the lowest price charged, a special price included, from the first unit on', () => {
    const polo = { sizes: { Small: 7999, '4XLT': 8499 }, discount: [{ quantity: 1, price: 7499 }] };
    expect(startsAtPrice(polo)).toBe(7499);
    expect(startsAtPrice(polo, 0)).toBe(7499);
  });
  it('falls to a volume price once the units reach it', () => {
    const mug = { sizes: { Default: 2199 }, discount: [{ quantity: 48, price: 1899 }] };
    expect(startsAtPrice(mug, 47)).toBe(2199);
    expect(startsAtPrice(mug, 48)).toBe(1899);
  });
});
