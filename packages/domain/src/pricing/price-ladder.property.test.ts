import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { isQuantityBreakKey, QUANTITY_BREAKS } from '../catalogue/sizes';
import { addToCart, cartTotalCents } from '../cart/cart';
import { cartLineKey, type CartLine } from '../cart/cart-line';
import { changeLineQuantity, countedQuantity } from '../cart/change-quantity';
import { cartLineNudge, itemNudge, NUDGE_WITHIN, priceLadder } from './price-ladder';
import { priceCart } from './price-cart';
import { MAX_UNITS_PER_LINE } from '../checkout/order-limit-defaults';

const RUNS = { numRuns: 1000 };

/** Break prices that fall or hold as the quantity rises, as the schema demands; sometimes on quote. */
const breakSizes = fc.subarray([...QUANTITY_BREAKS], { minLength: 1 }).chain((breaks) =>
  fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: breaks.length, maxLength: breaks.length }).map((prices) => {
    const falling = [...prices].sort((a, b) => b - a);
    return Object.fromEntries(breaks.map((threshold, i) => [String(threshold), falling[i] ?? 1])) as Record<string, number>;
  }),
);
const tiers = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 12_000 }), price: fc.integer({ min: 0, max: 6000 }) }), {
  maxLength: 3,
});

const breakItem = (code: string): fc.Arbitrary<CatalogueItem> =>
  fc.record({ sizes: breakSizes, discount: fc.option(tiers, { nil: undefined }) }).map(({ sizes, discount }) => ({
    code,
    name: code,
    fullname: code,
    type: 'customs',
    colors: ['White', 'Black'],
    default_color: 'White',
    sizes,
    restricted: false,
    ...(discount ? { discount } : {}),
  }));
const sizedItem = (code: string): fc.Arbitrary<CatalogueItem> =>
  fc
    .record({
      prices: fc.array(fc.integer({ min: 0, max: 9000 }), { minLength: 1, maxLength: 3 }),
      discount: fc.option(tiers, { nil: undefined }),
      type: fc.constantFrom('mens', 'accessory', 'office') as fc.Arbitrary<CatalogueItem['type']>,
    })
    .map(({ prices, discount, type }) => ({
      code,
      name: code,
      fullname: code,
      type,
      colors: ['White', 'Black'],
      default_color: 'White',
      sizes: Object.fromEntries(prices.map((price, i) => [['Small', 'Large', 'Default'][i]!, price])),
      restricted: false,
      ...(discount ? { discount } : {}),
    }));

/** A catalogue and a cart as the browser keeps it: one line per key, packs whole, accessories at 12 or more. */
const cartArb = fc
  .array(fc.boolean(), { minLength: 1, maxLength: 4 })
  .chain((kinds) => fc.tuple(...kinds.map((isBreak, i) => (isBreak ? breakItem(`B${i}`) : sizedItem(`S${i}`)))))
  .chain((items) =>
    fc
      .array(
        fc.record({
          item: fc.constantFrom(...items),
          size: fc.nat(),
          color: fc.constantFrom('White', 'Black'),
          count: fc.integer({ min: 1, max: 40 }),
          big: fc.integer({ min: 0, max: 600 }),
        }),
        { minLength: 1, maxLength: 6 },
      )
      .map((picks) => {
        const lines: CartLine[] = picks.map(({ item, size, color, count, big }) => {
          const sizes = Object.keys(item.sizes);
          const chosen = sizes[size % sizes.length]!;
          const unitsPer = isQuantityBreakKey(chosen) ? Number(chosen) : 1;
          const packs = unitsPer > 1 ? count : Math.max(item.type === 'accessory' ? 12 : 1, count + big);
          return {
            type: item.type,
            name: item.name,
            price: 0,
            quantity: packs * unitsPer,
            size: chosen,
            color,
            code: item.code,
            placement: 'N/A',
            embroidery: '',
          };
        });
        return { catalogue: new Map(items.map((item) => [item.code, item])), cart: addToCart({}, lines) };
      }),
  );

/** Carts whose first line sits just under one of its item's breaks or tiers: where nudges are. */
const nearCartArb = fc
  .oneof(breakItem('B0'), sizedItem('S0'))
  .chain((item) => {
    const sizes = Object.keys(item.sizes);
    const breaks = sizes.filter(isQuantityBreakKey).map(Number);
    const targets = [...breaks, ...(item.discount ?? []).map((tier) => tier.quantity)].filter((q) => q > 12);
    return fc.record({
      item: fc.constant(item),
      size: fc.constantFrom(...sizes),
      target: targets.length > 0 ? fc.constantFrom(...targets) : fc.constant(500),
      short: fc.double({ min: 0.01, max: 0.3, noNaN: true }),
    });
  })
  .map(({ item, size, target, short }) => {
    const unitsPer = isQuantityBreakKey(size) ? Number(size) : 1;
    const packs = Math.max(item.type === 'accessory' ? 12 : 1, Math.floor((target * (1 - short)) / unitsPer));
    const line: CartLine = {
      type: item.type,
      name: item.name,
      price: 0,
      quantity: packs * unitsPer,
      size,
      color: 'White',
      code: item.code,
      placement: 'N/A',
      embroidery: '',
    };
    return { catalogue: new Map([[item.code, item]]), cart: addToCart({}, [line]) };
  });

describe('the nudge, as properties', () => {
  it('never suggests a quantity that costs more per unit, and the cart shows the saving it names', () => {
    let nudged = 0;
    fc.assert(
      fc.property(fc.oneof(cartArb, nearCartArb), fc.nat(), ({ catalogue, cart }, pick) => {
        const lines = Object.values(cart);
        const index = pick % lines.length;
        const nudge = cartLineNudge(lines, index, catalogue);
        if (!nudge) return;
        const line = lines[index]!;
        // Followed the way the cart follows it: the line's count raised by whole packs.
        const { count, unitsPer } = countedQuantity(line);
        const followed = changeLineQuantity(cart, cartLineKey(line), String(count + nudge.addUnits / unitsPer));
        expect(followed.ok).toBe(true);
        if (!followed.ok) return;
        const before = priceCart(lines, catalogue);
        const afterLines = Object.values(followed.cart);
        const after = priceCart(afterLines, catalogue);
        if (!before.ok || !after.ok) throw new Error('a valid cart prices');
        expect(nudge.currentUnitPrice).toBe(before.lines[index]!.unitPrice);
        expect(after.lines[index]!.unitPrice).toBe(nudge.unitPrice);
        expect(nudge.unitPrice).toBeGreaterThan(0);
        expect(nudge.unitPrice).toBeLessThan(nudge.currentUnitPrice);
        // No line of the cart costs more per unit for it.
        after.lines.forEach((priced, i) => expect(priced.unitPrice).toBeLessThanOrEqual(before.lines[i]!.unitPrice));
        // The saving: the new quantities at the old unit prices, less the cart's new total, item by item.
        const repriced = Object.fromEntries(after.lines.map((p) => [cartLineKey(p.line), { ...p.line, price: p.unitPrice }]));
        const atOldPrices = after.lines.reduce((sum, p, i) => sum + before.lines[i]!.unitPrice * p.line.quantity, 0);
        expect(atOldPrices - cartTotalCents(repriced)).toBe(nudge.saving);
        expect(nudge.saving).toBeGreaterThan(0);
        nudged += 1;
      }),
      // About one draw in eight reaches a nudge: at 1,000 draws the count below was 100 or less in
      // about one run in twenty-five (it was 100 once in CI). 3,000 keep it far above.
      { numRuns: 3_000 },
    );
    // The carts drawn do reach nudges: the property is not true for want of cases.
    expect(nudged).toBeGreaterThan(100);
  });

  it('speaks only when the break is near: the units missing are at most a quarter of it', () => {
    fc.assert(
      fc.property(fc.oneof(cartArb, nearCartArb), fc.nat(), ({ catalogue, cart }, pick) => {
        const lines = Object.values(cart);
        const index = pick % lines.length;
        const nudge = cartLineNudge(lines, index, catalogue);
        if (!nudge) return;
        const line = lines[index]!;
        const units = lines.reduce((sum, l) => sum + (l.code === line.code ? l.quantity : 0), 0);
        const { unitsPer } = countedQuantity(line);
        // The fewest whole packs that reach a quantity no further than 25 % away.
        const reached = units + nudge.addUnits;
        expect(nudge.addUnits - unitsPer).toBeLessThan(NUDGE_WITHIN * reached);
        expect(nudge.addUnits % unitsPer).toBe(0);
      }),
      RUNS,
    );
  });

  it('on the item screen, agrees with the cart for a cart of one pack line of the smallest size', () => {
    fc.assert(
      fc.property(breakItem('B'), fc.integer({ min: 1, max: 60 }), (item, packs) => {
        const smallest = Math.min(...Object.keys(item.sizes).map(Number));
        const line: CartLine = {
          type: 'customs',
          name: 'B',
          price: 0,
          quantity: packs * smallest,
          size: String(smallest),
          color: 'White',
          code: 'B',
          placement: 'N/A',
          embroidery: '',
        };
        const fromCart = cartLineNudge([line], 0, new Map([['B', item]]), { maxUnitsPerLine: Number.MAX_SAFE_INTEGER });
        const fromItem = itemNudge(item, line.quantity);
        // One line holds at most MAX_UNITS_PER_LINE: the cart never nudges a line past it.
        if (fromItem && fromItem.totalUnits > MAX_UNITS_PER_LINE) expect(fromCart).toBeNull();
        else expect(fromItem).toEqual(fromCart);
      }),
      RUNS,
    );
  });
});

describe('the ladder, as properties', () => {
  it('prices each step as the cart charges that many units, at rising quantities', () => {
    fc.assert(
      fc.property(fc.oneof(breakItem('B'), sizedItem('S')), (item) => {
        const ladder = priceLadder(item);
        if (!ladder) return;
        const sizes = Object.keys(item.sizes);
        // A pack item's price does not depend on the pack size; a sized item's ladder is its lowest-priced size's.
        const lowest = Math.min(...sizes.map((s) => item.sizes[s] ?? 0).filter((price) => price > 0));
        const size = sizes.every(isQuantityBreakKey) ? sizes[0]! : sizes.find((s) => item.sizes[s] === lowest)!;
        for (const step of ladder) {
          const priced = priceCart(
            [
              {
                type: item.type,
                name: 'x',
                price: 0,
                quantity: step.quantity,
                size,
                color: 'White',
                code: item.code,
                placement: 'N/A',
                embroidery: '',
              },
            ],
            new Map([[item.code, item]]),
          );
          if (!priced.ok) throw new Error('a valid line prices');
          expect(priced.lines[0]!.unitPrice).toBe(step.unitPrice);
          expect(step.total).toBe(step.unitPrice * step.quantity);
        }
        ladder.slice(1).forEach((step, i) => expect(step.quantity).toBeGreaterThan(ladder[i]!.quantity));
      }),
      RUNS,
    );
  });
});
