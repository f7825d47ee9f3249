import { describe, expect, it } from 'vitest';
import { cartLineKey, type CartLine } from './cart-line';
import { addToCart, cartLineCount, cartQuantity, cartTotalCents, parseStoredCart, removeFromCart } from './cart';
import { formatCents } from '../money/cents';

const polo: CartLine = {
  type: 'mens',
  name: 'Performance Polo',
  price: 7999,
  quantity: 2,
  size: 'Large',
  color: 'Black',
  code: '1240',
  placement: 'Left Chest',
  embroidery: 'Harbor Point',
};
const tee: CartLine = { ...polo, type: 'tshirts', code: '1640', name: 'Tee', price: 1499, quantity: 12 };

describe('cart', () => {
  it('adds a new line under its key', () => {
    const cart = addToCart({}, [polo]);
    expect(cart[cartLineKey(polo)]).toEqual(polo);
  });
  it('adds the quantity when the key is already there', () => {
    const cart = addToCart(addToCart({}, [polo]), [{ ...polo, quantity: 3, placement: 'Yoke' }]);
    expect(cartLineCount(cart)).toBe(1);
    expect(cart[cartLineKey(polo)]?.quantity).toBe(5);
  });
  it('does not change the cart it was given', () => {
    const before = addToCart({}, [polo]);
    addToCart(before, [polo]);
    expect(before[cartLineKey(polo)]?.quantity).toBe(2);
  });
  it('counts distinct lines, sums units and totals price times quantity', () => {
    const cart = addToCart({}, [polo, tee, { ...polo, size: 'XLarge' }]);
    expect(cartLineCount(cart)).toBe(3);
    expect(cartQuantity(cart)).toBe(16);
    expect(cartTotalCents(cart)).toBe(7999 * 4 + 1499 * 12);
    expect(formatCents(cartTotalCents(cart))).toBe('499.84');
  });
  it('removes a line by key', () => {
    const cart = removeFromCart(addToCart({}, [polo, tee]), cartLineKey(polo));
    expect(Object.keys(cart)).toEqual([cartLineKey(tee)]);
  });
});

describe('parseStoredCart', () => {
  it('reads back what was stored', () => {
    const cart = addToCart({}, [polo, tee]);
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });
  it('drops a corrupt value without throwing', () => {
    expect(parseStoredCart('{not json')).toEqual({});
    expect(parseStoredCart('[1,2]')).toEqual({});
    expect(parseStoredCart('null')).toEqual({});
    expect(parseStoredCart(null)).toEqual({});
  });
  it('drops lines that do not fit and re-keys the rest', () => {
    const stored = JSON.stringify({ tampered: polo, bad: { ...tee, quantity: -4 }, worse: 'x' });
    expect(parseStoredCart(stored)).toEqual({ [cartLineKey(polo)]: polo });
  });
});
