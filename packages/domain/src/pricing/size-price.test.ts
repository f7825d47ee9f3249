import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { QUANTITY_BREAKS, SIZE_LABELS } from '../catalogue/sizes';
import type { CartLine } from '../cart/cart-line';
import { priceCart } from './price-cart';
import { chargedUnitPrice, unitPriceForSize } from './size-price';
import { startsAtPrice } from './starts-at';

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

/** The polo of the demo catalogue: sizes from $79.99 to $84.99, a special price of $74.99 from one unit. */
const polo: CatalogueItem = {
  code: '1240',
  name: 'Brookfield Performance Polo',
  fullname: 'Brookfield Mens Moisture-Wicking Performance Polo',
  type: 'mens',
  colors: ['Black'],
  default_color: 'Black',
  sizes: { Small: 7999, Large: 7999, '2XLarge': 8099, '6XLarge': 8499, LT: 8099, '4XLT': 8499 },
  discount: [{ quantity: 1, price: 7499 }],
  restricted: false,
};

const lineOf = (item: CatalogueItem, size: string, quantity: number): CartLine => ({
  type: item.type,
  name: item.name,
  price: 0,
  quantity,
  size,
  color: item.colors[0] ?? 'Black',
  code: item.code,
  placement: 'N/A',
  embroidery: '',
});

describe('chargedUnitPrice', () => {
  it('charges every size of the polo its special price, however much the size itself costs', () => {
    for (const size of Object.keys(polo.sizes)) expect(chargedUnitPrice(polo, size, 1)).toBe(7499);
    const cart = priceCart([lineOf(polo, '4XLT', 1), lineOf(polo, 'Small', 2)], new Map([[polo.code, polo]]));
    expect(cart.ok && cart.lines.map((line) => line.unitPrice)).toEqual([7499, 7499]);
    expect(startsAtPrice(polo, 0)).toBe(7499);
  });
  it('keeps a size its own price until a volume price is reached, and never raises it', () => {
    const volume = { ...polo, discount: [{ quantity: 12, price: 8099 }] };
    expect(chargedUnitPrice(volume, '6XLarge', 11)).toBe(8499);
    expect(chargedUnitPrice(volume, '6XLarge', 12)).toBe(8099);
    expect(chargedUnitPrice(volume, 'Small', 12)).toBe(7999);
    expect(startsAtPrice(volume, 12)).toBe(7999);
  });
  it('prices a pack size at the break the units reach, and has no price for a size the item lacks', () => {
    const plate = { sizes: { '250': 369, '500': 319, '1000': 259 } };
    expect(chargedUnitPrice(plate, '250', 250)).toBe(369);
    expect(chargedUnitPrice(plate, '250', 1000)).toBe(259);
    expect(chargedUnitPrice(plate, '2500', 1000)).toBeNull();
  });
});

const cents = fc.integer({ min: 0, max: 200_000 });
const tiers = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 3000 }), price: cents }), { maxLength: 3 });
const sizedItem = fc
  .record({ sizes: fc.dictionary(fc.constantFrom(...SIZE_LABELS), cents, { minKeys: 1, maxKeys: 8 }), discount: tiers })
  .map(({ sizes, discount }): CatalogueItem => ({ ...polo, sizes, discount }));
const packItem = fc
  .record({
    breaks: fc.subarray([...QUANTITY_BREAKS], { minLength: 1 }),
    prices: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 8, maxLength: 8 }),
    discount: tiers,
  })
  .map(({ breaks, prices, discount }): CatalogueItem => {
    const falling = [...prices].sort((a, b) => b - a);
    const sizes = Object.fromEntries(breaks.map((size, i) => [String(size), falling[i] ?? 1]));
    return { ...polo, type: 'customs', sizes, discount };
  });

describe('the grid, Starts at and the cart, as properties', () => {
  it('shows for every size, at the quantity entered, the unit price priceCart then charges', () => {
    fc.assert(
      fc.property(
        fc.oneof(sizedItem, packItem),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 400 })), { maxLength: 4 }),
        fc.integer({ min: 1, max: 400 }),
        (item, inCart, entered) => {
          const sizes = Object.keys(item.sizes);
          const cart = inCart.map(([index, quantity]) => lineOf(item, sizes[index % sizes.length]!, quantity));
          const units = cart.reduce((sum, line) => sum + line.quantity, 0) + entered;
          const catalogue = new Map([[item.code, item]]);
          const charged: number[] = [];
          for (const size of sizes) {
            const priced = priceCart([...cart, lineOf(item, size, entered)], catalogue);
            if (!priced.ok) throw new Error('a valid cart was refused');
            const unitPrice = priced.lines.at(-1)!.unitPrice;
            expect(chargedUnitPrice(item, size, units)).toBe(unitPrice);
            if ((item.sizes[size] ?? 0) > 0) charged.push(unitPrice);
          }
          expect(startsAtPrice(item, units)).toBe(charged.length > 0 ? Math.min(...charged) : null);
        },
      ),
      { numRuns: 500 },
    );
  });
});
