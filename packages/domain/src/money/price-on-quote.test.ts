import { describe, expect, it } from 'vitest';
import { applyDiscountTiers } from '../pricing/discount-tiers';
import {
  appliedDiscountTier,
  discountTierNote,
  lineTotalText,
  offeredDiscountTiers,
  PRICE_ON_QUOTE,
  unitPriceText,
} from './price-on-quote';

describe('a price not set', () => {
  it('reads Price on quote wherever a price shows', () => {
    expect(unitPriceText(0)).toBe(PRICE_ON_QUOTE);
    expect(lineTotalText(0, 40)).toBe(PRICE_ON_QUOTE);
    expect(unitPriceText(1499)).toBe('$14.99 each');
    expect(lineTotalText(1499, 2)).toBe('$29.98');
  });
  it('offers no special price that would never be charged', () => {
    const quoted = { sizes: { Small: 0, Large: 0 }, discount: [{ quantity: 1, price: 7499 }] };
    expect(offeredDiscountTiers(quoted)).toEqual([]);
    // The charged price agrees: the tier leaves a price on quote at 0.
    expect(applyDiscountTiers(0, quoted.discount, 1)).toBe(0);
  });
  it('offers a tier that lowers a set price', () => {
    const priced = {
      sizes: { Small: 7999, Large: 0 },
      discount: [
        { quantity: 1, price: 7499 },
        { quantity: 1, price: 9000 },
      ],
    };
    expect(offeredDiscountTiers(priced)).toEqual([{ quantity: 1, price: 7499 }]);
  });
});

describe('the note on a special or volume price', () => {
  const polo = { sizes: { Small: 7999, '4XLT': 8499 }, discount: [{ quantity: 1, price: 7499 }] };
  it('names the special price that replaces every size price', () => {
    const tier = appliedDiscountTier(polo, 1);
    expect(tier).toEqual({ quantity: 1, price: 7499 });
    expect(discountTierNote(polo, tier!)).toBe("Special price $74.99 replaces each size's own price.");
  });
  it('names a volume price only once it is reached, and only the sizes above it', () => {
    const volume = { ...polo, discount: [{ quantity: 12, price: 8099 }] };
    expect(appliedDiscountTier(volume, 11)).toBeNull();
    expect(discountTierNote(volume, appliedDiscountTier(volume, 12)!)).toBe(
      'Volume price (12 or more) $80.99 replaces the price of each size above it.',
    );
  });
});
