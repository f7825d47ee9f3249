import { describe, expect, it } from 'vitest';
import { catalogueItemSchema, type CatalogueItem } from '../catalogue/catalogue-item.schema';
import { priceCart } from '../pricing/price-cart';
import { addToCart } from './cart';
import {
  carriedPriceChanges,
  mergePriceChanges,
  parseStoredPriceChanges,
  priceChangesMessage,
  priceChangeText,
  priceWasText,
  reviewCart,
  type PriceChange,
} from './cart-changes';
import { cartLineKey, type Cart, type CartLine } from './cart-line';

const catalogueOf = (items: unknown[]): Map<string, CatalogueItem> =>
  new Map(items.map((raw) => catalogueItemSchema.parse(raw)).map((item) => [item.code, item]));

const polo = (sizes: Record<string, number> = { Large: 26, XLarge: 27 }) => ({
  code: '1240',
  name: 'Performance Polo',
  fullname: 'Performance Polo',
  type: 'mens',
  colors: ['Navy', 'Black'],
  default_color: 'Navy',
  sizes,
});
const plate = (sizes: Record<string, number> = { '250': 3.69, '500': 2.99 }) => ({
  code: 'CP-1',
  name: 'Aluminum License Plate',
  fullname: 'Aluminum License Plate',
  type: 'customs',
  colors: ['White'],
  default_color: 'White',
  sizes,
});

const line = (over: Partial<CartLine> = {}): CartLine => ({
  type: 'mens',
  name: 'Performance Polo',
  price: 2400,
  quantity: 2,
  size: 'Large',
  color: 'Navy',
  code: '1240',
  placement: 'Left Chest',
  embroidery: '',
  ...over,
});
const plateLine = (over: Partial<CartLine> = {}) =>
  line({ type: 'customs', name: 'Aluminum License Plate', code: 'CP-1', size: '250', color: 'White', placement: 'N/A', ...over });

const cartOf = (...lines: CartLine[]): Cart => addToCart({}, lines);

describe('reviewCart', () => {
  it('answers a cart priced as the catalogue prices it as it came, with nothing changed or retired', () => {
    const cart = cartOf(line({ price: 2600 }), line({ size: 'XLarge', price: 2700 }));
    const review = reviewCart(cart, catalogueOf([polo()]));
    expect(review.cart).toBe(cart);
    expect(review.changes).toEqual([]);
    expect(review.retired).toEqual([]);
  });

  it('takes the catalogue price of a line whose price moved and names the move, old → new', () => {
    const stale = line({ price: 2400 });
    const review = reviewCart(cartOf(stale, line({ size: 'XLarge', price: 2700 })), catalogueOf([polo()]));
    expect(review.cart[cartLineKey(stale)]?.price).toBe(2600);
    expect(review.changes).toEqual([{ key: cartLineKey(stale), label: 'Performance Polo (Large)', from: 2400, to: 2600 }]);
    expect(review.retired).toEqual([]);
  });

  it('keeps a line whose item, size or colour is gone, as it was stored, and lists it as retired', () => {
    const gone = line({ code: 'OLD-1', name: 'Retired Jacket' });
    const noSize = line({ size: '3XLarge', price: 2900 });
    const noColour = line({ color: 'Teal' });
    const kept = line({ price: 2600 });
    const review = reviewCart(cartOf(gone, noSize, noColour, kept), catalogueOf([polo()]));
    expect(Object.keys(review.cart)).toHaveLength(4);
    expect(review.cart[cartLineKey(gone)]).toEqual(gone);
    expect(review.cart[cartLineKey(noSize)]).toEqual(noSize);
    expect(review.retired.sort()).toEqual([cartLineKey(gone), cartLineKey(noSize), cartLineKey(noColour)].sort());
    expect(review.changes).toEqual([]);
  });

  it('counts quantity breaks over the lines still offered, as an order of them would be priced', () => {
    // 250 + 250 units reach the 500 break; with one of the two retired, the other prices at 250.
    const white = plateLine({ quantity: 250, price: 299 });
    const retired = plateLine({ quantity: 250, color: 'Gold', price: 299 });
    const review = reviewCart(cartOf(white, retired), catalogueOf([plate()]));
    expect(review.retired).toEqual([cartLineKey(retired)]);
    expect(review.cart[cartLineKey(white)]?.price).toBe(369);
    expect(review.changes).toEqual([{ key: cartLineKey(white), label: 'Aluminum License Plate', from: 299, to: 369 }]);
    // The lines it keeps are priced as the server prices them.
    const server = priceCart([review.cart[cartLineKey(white)]!], catalogueOf([plate()]));
    expect(server.ok && server.lines[0]!.unitPrice).toBe(369);
  });

  it('retires every line of an empty catalogue and changes no price', () => {
    const review = reviewCart(cartOf(line(), plateLine()), new Map());
    expect(review.retired).toHaveLength(2);
    expect(review.changes).toEqual([]);
  });
});

describe('mergePriceChanges', () => {
  const key = cartLineKey(line());
  const change = (from: number, to: number): PriceChange => ({ key, label: 'Performance Polo (Large)', from, to });
  const at = (price: number) => cartOf(line({ price }));

  it('keeps a remembered change while its line stays at the new price', () => {
    expect(mergePriceChanges([change(2400, 2600)], [], at(2600))).toEqual([change(2400, 2600)]);
  });

  it('reads a line that moved twice from its first price to its last, and drops one back where it started', () => {
    expect(mergePriceChanges([change(2400, 2600)], [change(2600, 2800)], at(2800))).toEqual([change(2400, 2800)]);
    expect(mergePriceChanges([change(2400, 2600)], [change(2600, 2400)], at(2400))).toEqual([]);
  });

  it('forgets the change of a line removed, or whose price moved for another reason', () => {
    expect(mergePriceChanges([change(2400, 2600)], [], {})).toEqual([]);
    expect(mergePriceChanges([change(2400, 2600)], [], at(2500))).toEqual([]);
  });
});

describe('the texts', () => {
  it("names one line's change with its size, and says 'Price on quote' for a price not set", () => {
    expect(priceChangeText({ key: 'k', label: 'Performance Polo (Large)', from: 2400, to: 2600 })).toBe(
      'Price changed: Performance Polo (Large) $24.00 → $26.00 each',
    );
    expect(priceChangeText({ key: 'k', label: 'Performance Polo (Large)', from: 2400, to: 0 })).toBe(
      'Price changed: Performance Polo (Large) $24.00 → Price on quote',
    );
  });

  it("says a changed line's former price under it", () => {
    expect(priceWasText({ from: 2400 })).toBe('Was $24.00 each');
    expect(priceWasText({ from: 0 })).toBe('Was Price on quote');
  });

  it("names each changed line once in create-order's refusal", () => {
    expect(
      priceChangesMessage([
        { label: 'Performance Polo (Large)', from: 2400, to: 2600 },
        { label: 'Performance Polo (Large)', from: 2400, to: 2600 },
        { label: 'Aluminum License Plate', from: 299, to: 369 },
      ]),
    ).toBe(
      'Prices have changed since this cart was filled: Performance Polo (Large) $24.00 → $26.00; Aluminum License Plate $2.99 → $3.69. Review the cart and place the order again.',
    );
  });
});

describe('carriedPriceChanges', () => {
  it('lists the priced lines that carry another price than the one charged', () => {
    const priced = priceCart([line({ price: 2600 }), line({ size: 'XLarge', price: 100 })], catalogueOf([polo()]));
    if (!priced.ok) throw new Error('not priced');
    expect(carriedPriceChanges(priced.lines)).toEqual([{ label: 'Performance Polo (XLarge)', from: 100, to: 2700 }]);
  });
});

describe('parseStoredPriceChanges', () => {
  it('reads the changes as stored and leaves out anything else', () => {
    const good = { key: 'k', label: 'Performance Polo (Large)', from: 2400, to: 2600 };
    expect(parseStoredPriceChanges(JSON.stringify([good, { ...good, from: -1 }, { key: 1 }, null, 'x']))).toEqual([good]);
    expect(parseStoredPriceChanges('{')).toEqual([]);
    expect(parseStoredPriceChanges('{"a":1}')).toEqual([]);
    expect(parseStoredPriceChanges(null)).toEqual([]);
  });
});
