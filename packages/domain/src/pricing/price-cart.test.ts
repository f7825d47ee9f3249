import { describe, expect, it } from 'vitest';
import { catalogueItemSchema, type CatalogueItem } from '../catalogue/catalogue-item.schema';
import type { CartLine } from '../cart/cart-line';
import { priceCart } from './price-cart';

const items: CatalogueItem[] = [
  {
    code: '1240',
    name: 'Polo',
    fullname: 'Polo',
    type: 'mens',
    colors: ['Black'],
    default_color: 'Black',
    sizes: { Large: 79.99, '2XLarge': 80.99 },
  },
  {
    code: 'CP-1',
    name: 'Plate',
    fullname: 'Plate',
    type: 'customs',
    colors: ['White'],
    default_color: 'White',
    sizes: { '250': 3.69, '500': 2.99, '1000': 1.99 },
  },
  {
    code: 'KC-1',
    name: 'Keychain',
    fullname: 'Keychain',
    type: 'accessory',
    colors: ['Silver'],
    default_color: 'Silver',
    sizes: { Default: 3.99 },
    discount: [{ quantity: 500, price: 3.19 }],
  },
  {
    code: 'R-1',
    name: 'Restricted',
    fullname: 'Restricted',
    type: 'mens',
    colors: ['Black'],
    default_color: 'Black',
    sizes: { Large: 10 },
    restricted: true,
  },
].map((raw) => catalogueItemSchema.parse(raw));
const catalogue = new Map(items.map((item) => [item.code, item]));

const line = (over: Partial<CartLine>): CartLine => ({
  type: 'mens',
  name: 'x',
  price: 1,
  quantity: 1,
  size: 'Large',
  color: 'Black',
  code: '1240',
  placement: 'Left Chest',
  embroidery: '',
  ...over,
});

describe('priceCart', () => {
  it('ignores the price a line carries and uses the catalogue', () => {
    const result = priceCart([line({ price: 1, quantity: 3 }), line({ size: '2XLarge', price: 0 })], catalogue);
    expect(result).toMatchObject({ ok: true, totalCents: 7999 * 3 + 8099, quantity: 4 });
  });
  it('prices quantity breaks on all units of the item in the cart', () => {
    const result = priceCart(
      [
        line({ code: 'CP-1', type: 'customs', size: '250', color: 'White', quantity: 250 }),
        line({ code: 'CP-1', type: 'customs', size: '500', color: 'White', quantity: 500 }),
      ],
      catalogue,
    );
    expect(result.ok && result.lines.map((l) => l.unitPrice)).toEqual([299, 299]);
    expect(result.ok && result.totalCents).toBe(299 * 750);
  });
  it('applies discount tiers on the units of the item', () => {
    const small = priceCart(
      [line({ code: 'KC-1', type: 'accessory', size: 'Default', color: 'Silver', quantity: 499 })],
      catalogue,
    );
    const large = priceCart(
      [line({ code: 'KC-1', type: 'accessory', size: 'Default', color: 'Silver', quantity: 500 })],
      catalogue,
    );
    expect(small.ok && small.lines[0]?.unitPrice).toBe(399);
    expect(large.ok && large.lines[0]?.unitPrice).toBe(319);
  });
  it('refuses unknown items, restricted items, sizes and colours, naming the line', () => {
    const result = priceCart(
      [line({ code: 'NOPE' }), line({ code: 'R-1' }), line({ size: 'Small' }), line({ color: 'Pink' })],
      catalogue,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { index: 0, message: 'Item NOPE is not in this catalogue' },
        { index: 1, message: 'Item R-1 is not in this catalogue' },
        { index: 2, message: 'Polo has no size Small' },
        { index: 3, message: 'Polo does not come in Pink' },
      ],
    });
  });
});
