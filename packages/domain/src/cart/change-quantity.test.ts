import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from './cart-line';
import { changeLineQuantity, countedQuantity, QUANTITY_FORMAT_MESSAGE } from './change-quantity';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  type: 'tshirts',
  name: 'Tee',
  price: 1499,
  quantity: 3,
  size: 'Large',
  color: 'Black',
  code: '1640',
  placement: 'Left Chest',
  embroidery: '',
  ...over,
});

describe('changing a quantity in the cart', () => {
  it('sets the units of a sized line', () => {
    const cart: Cart = { a: line() };
    const result = changeLineQuantity(cart, 'a', ' 7 ');
    expect(result).toEqual({ ok: true, cart: { a: line({ quantity: 7 }) } });
  });
  it('counts packs on a pack line, so the units stay a multiple of the pack', () => {
    const cart: Cart = { a: line({ type: 'customs', size: '250', quantity: 500 }) };
    expect(countedQuantity(cart.a!)).toEqual({ count: 2, unitsPer: 250 });
    const result = changeLineQuantity(cart, 'a', '3');
    expect(result.ok && result.cart.a?.quantity).toBe(750);
    expect(changeLineQuantity(cart, 'a', '41')).toEqual({ ok: false, message: 'Enter a whole number from 1 to 40.' });
  });
  it('refuses what the item screen refuses, and changes nothing', () => {
    const cart: Cart = { a: line() };
    for (const typed of ['', '0', 'abc', '2.5', '-1', '10001', '99999', '100000'])
      expect(changeLineQuantity(cart, 'a', typed), typed).toEqual({ ok: false, message: QUANTITY_FORMAT_MESSAGE });
    expect(QUANTITY_FORMAT_MESSAGE).toBe('Enter a whole number from 1 to 10,000.');
    expect(changeLineQuantity(cart, 'a', '10000').ok).toBe(true);
    expect(cart.a?.quantity).toBe(3);
  });
  it('keeps the accessory minimum of 12 per line', () => {
    const cart: Cart = { a: line({ type: 'accessory', quantity: 12, placement: 'N/A' }) };
    expect(changeLineQuantity(cart, 'a', '11')).toEqual({ ok: false, message: 'Must order at least 12 units' });
    expect(changeLineQuantity(cart, 'a', '24').ok).toBe(true);
  });
  it('says so when the line has gone', () => {
    expect(changeLineQuantity({}, 'gone', '2').ok).toBe(false);
  });
});
