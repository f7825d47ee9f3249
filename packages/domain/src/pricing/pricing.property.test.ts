import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { QUANTITY_BREAKS, SIZE_LABELS } from '../catalogue/sizes';
import { addToCart, cartTotalCents } from '../cart/cart';
import type { CartLine } from '../cart/cart-line';
import { formatCents, toCents } from '../money/cents';
import { applyDiscountTiers } from './discount-tiers';
import { priceCart } from './price-cart';
import { quantityBreakUnitPrice } from './quantity-break-price';

const RUNS = { numRuns: 1000 };

const cents = fc.integer({ min: 0, max: 2_000_000 });

/** Quantity breaks whose price falls or holds as the quantity rises, as the schema demands. */
const breakSizes = fc.subarray([...QUANTITY_BREAKS], { minLength: 1 }).chain((breaks) =>
  fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: breaks.length, maxLength: breaks.length }).map((prices) => {
    const falling = [...prices].sort((a, b) => b - a);
    return Object.fromEntries(breaks.map((threshold, i) => [String(threshold), falling[i] ?? 1])) as Record<string, number>;
  }),
);

const tiers = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 20_000 }), price: cents }), { maxLength: 3 });

const labelItem = (code: string): fc.Arbitrary<CatalogueItem> =>
  fc
    .record({
      sizes: fc.dictionary(fc.constantFrom(...SIZE_LABELS), cents, { minKeys: 1, maxKeys: 6 }),
      discount: fc.option(tiers, { nil: undefined }),
      type: fc.constantFrom('mens', 'womens', 'tshirts', 'hat', 'accessory', 'office') as fc.Arbitrary<CatalogueItem['type']>,
    })
    .map(({ sizes, discount, type }) => ({
      code,
      name: code,
      fullname: code,
      type,
      colors: ['Black', 'Navy'],
      default_color: 'Black',
      sizes,
      restricted: false,
      ...(discount ? { discount } : {}),
    }));

const breakItem = (code: string): fc.Arbitrary<CatalogueItem> =>
  fc.record({ sizes: breakSizes, discount: fc.option(tiers, { nil: undefined }) }).map(({ sizes, discount }) => ({
    code,
    name: code,
    fullname: code,
    type: 'customs',
    colors: ['Black', 'Navy'],
    default_color: 'Black',
    sizes,
    restricted: false,
    ...(discount ? { discount } : {}),
  }));

const catalogueArb = fc
  .tuple(fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }))
  .chain(([kinds]) => fc.tuple(...kinds.map((isBreak, i) => (isBreak ? breakItem(`B${i}`) : labelItem(`L${i}`)))));

/** A catalogue and a cart of valid lines drawn from it. */
const pricedCartArb = catalogueArb.chain((items) =>
  fc
    .array(
      fc.record({
        item: fc.constantFrom(...items),
        sizeIndex: fc.nat(),
        color: fc.constantFrom('Black', 'Navy'),
        quantity: fc.integer({ min: 1, max: 50_000 }),
      }),
      { minLength: 1, maxLength: 12 },
    )
    .map((picks) => {
      const lines: CartLine[] = picks.map(({ item, sizeIndex, color, quantity }) => {
        const sizes = Object.keys(item.sizes);
        return {
          type: item.type,
          name: item.name,
          price: 0,
          quantity,
          size: sizes[sizeIndex % sizes.length] ?? 'Default',
          color,
          code: item.code,
          placement: 'Left Chest',
          embroidery: '',
        };
      });
      return { catalogue: new Map(items.map((item) => [item.code, item])), lines };
    }),
);

describe('pricing properties', () => {
  it('a cart total always equals the sum of its lines to the cent', () => {
    fc.assert(
      fc.property(pricedCartArb, ({ catalogue, lines }) => {
        const result = priceCart(lines, catalogue);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        let sum = 0;
        for (const priced of result.lines) {
          expect(Number.isSafeInteger(priced.unitPrice)).toBe(true);
          expect(priced.lineTotal).toBe(priced.unitPrice * priced.line.quantity);
          sum += priced.lineTotal;
        }
        expect(result.totalCents).toBe(sum);
        // The cart kept in the browser, re-priced, totals the same as the server's priced lines.
        const cart = addToCart(
          {},
          result.lines.map((p) => ({ ...p.line, price: p.unitPrice })),
        );
        expect(cartTotalCents(cart)).toBe(result.totalCents);
        // The two-decimal string sent to PayPal reads back to the same cents.
        expect(toCents(Number(formatCents(result.totalCents)))).toBe(result.totalCents);
      }),
      RUNS,
    );
  });

  it('a larger quantity never costs more per unit on quantity breaks', () => {
    fc.assert(
      fc.property(breakSizes, fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (sizes, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(quantityBreakUnitPrice(sizes, large)).toBeLessThanOrEqual(quantityBreakUnitPrice(sizes, small));
      }),
      RUNS,
    );
  });

  it('a larger quantity never costs more per unit with discount tiers', () => {
    fc.assert(
      fc.property(cents, tiers, fc.nat({ max: 30_000 }), fc.nat({ max: 30_000 }), (price, discount, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(applyDiscountTiers(price, discount, large)).toBeLessThanOrEqual(applyDiscountTiers(price, discount, small));
        expect(applyDiscountTiers(price, discount, large)).toBeLessThanOrEqual(price);
      }),
      RUNS,
    );
  });

  it('adding units to a cart line never raises the unit price of that item', () => {
    fc.assert(
      fc.property(pricedCartArb, fc.nat(), fc.integer({ min: 1, max: 20_000 }), ({ catalogue, lines }, pick, extra) => {
        const index = pick % lines.length;
        const more = lines.map((line, i) => (i === index ? { ...line, quantity: line.quantity + extra } : line));
        const before = priceCart(lines, catalogue);
        const after = priceCart(more, catalogue);
        if (!before.ok || !after.ok) throw new Error('valid carts must price');
        const code = lines[index]?.code;
        before.lines.forEach((priced, i) => {
          if (priced.line.code === code) expect(after.lines[i]?.unitPrice).toBeLessThanOrEqual(priced.unitPrice);
        });
      }),
      RUNS,
    );
  });
});
