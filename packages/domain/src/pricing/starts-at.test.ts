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
