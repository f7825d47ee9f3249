import { describe, expect, it } from 'vitest';
import { applyDiscountTiers } from './discount-tiers';

describe('applyDiscountTiers', () => {
  it('applies a tier once the quantity reaches it', () => {
    const tiers = [{ quantity: 500, price: 249 }];
    expect(applyDiscountTiers(299, tiers, 499)).toBe(299);
    expect(applyDiscountTiers(299, tiers, 500)).toBe(249);
  });
  it('treats a tier at quantity 1 as a standing discount', () => {
    expect(applyDiscountTiers(7999, [{ quantity: 1, price: 7499 }], 1)).toBe(7499);
  });
  it('takes the lowest price among the tiers reached', () => {
    const tiers = [
      { quantity: 10, price: 900 },
      { quantity: 100, price: 800 },
    ];
    expect(applyDiscountTiers(1000, tiers, 150)).toBe(800);
    expect(applyDiscountTiers(1000, tiers, 50)).toBe(900);
  });
  it('never raises the price', () => {
    expect(applyDiscountTiers(500, [{ quantity: 1, price: 700 }], 10)).toBe(500);
    expect(applyDiscountTiers(500, undefined, 10)).toBe(500);
  });
});
