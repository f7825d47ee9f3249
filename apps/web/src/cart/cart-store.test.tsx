// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { ADD_TO_CART_MESSAGES, cartLineKey } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import '../../test-support/browser';
import { KEYCHAIN, keychainLine, poloLine, storefrontOf } from '../../test-support/storefront';
import { CART_KEY, ORDER_ID_KEY, rememberOrderId, useCart } from './cart-store';

const storefront = storefrontOf();

describe('the cart', () => {
  it('starts empty', () => {
    const { result } = renderHook(() => useCart(storefront));
    expect(result.current).toMatchObject({ cart: {}, lines: [], count: 0, quantity: 0, totalCents: 0 });
  });

  it('adds lines, merges a line added twice, and counts lines, units and cents', () => {
    const { result } = renderHook(() => useCart(storefront));
    act(() => result.current.add([poloLine(), keychainLine()]));
    act(() => result.current.add([poloLine({ quantity: 3 })]));
    expect(result.current.count).toBe(2);
    expect(result.current.quantity).toBe(5 + 12);
    expect(result.current.totalCents).toBe(5 * 2500 + 12 * 319);
    expect(result.current.cart[cartLineKey(poloLine())]?.quantity).toBe(5);
  });

  it('prices each line from the catalogue, whatever price it came with', () => {
    const { result } = renderHook(() => useCart(storefront));
    act(() => result.current.add([poloLine({ price: 1, size: '2XLarge' })]));
    expect(result.current.lines[0]?.[1].price).toBe(2700);
  });

  it('keeps the cart in session storage for the tab, where every screen sees it', () => {
    const first = renderHook(() => useCart(storefront));
    const second = renderHook(() => useCart(storefront));
    act(() => first.result.current.add([poloLine()]));
    expect(second.result.current.count).toBe(1);
    expect(JSON.parse(sessionStorage.getItem(CART_KEY) ?? '{}')).toHaveProperty([cartLineKey(poloLine())]);
  });

  it("shows no other group's cart", () => {
    const cedar = renderHook(() => useCart(storefront));
    act(() => cedar.result.current.add([poloLine()]));
    const maple = renderHook(() => useCart(storefrontOf({ key: 'maple' })));
    expect(maple.result.current.count).toBe(0);
  });

  it('drops a stored line whose item the catalogue no longer has', () => {
    sessionStorage.setItem(CART_KEY, JSON.stringify({ a: poloLine(), b: poloLine({ code: 'GONE-1' }) }));
    sessionStorage.setItem('cart_group', 'cedar');
    const { result } = renderHook(() => useCart(storefront));
    expect(result.current.lines.map(([, line]) => line.code)).toEqual(['1240']);
  });

  it("changes a line's quantity, or says why not and leaves it", () => {
    const { result } = renderHook(() => useCart(storefront));
    act(() => result.current.add([poloLine(), keychainLine()]));
    const polo = cartLineKey(poloLine());
    let refusal: string | null = null;
    act(() => {
      refusal = result.current.changeQuantity(polo, '7');
    });
    expect(refusal).toBeNull();
    expect(result.current.cart[polo]?.quantity).toBe(7);
    act(() => {
      refusal = result.current.changeQuantity(cartLineKey(keychainLine()), '5');
    });
    expect(refusal).toBe(ADD_TO_CART_MESSAGES.minimumUnits);
    expect(result.current.cart[cartLineKey(keychainLine())]?.quantity).toBe(12);
    act(() => {
      refusal = result.current.changeQuantity(polo, 'lots');
    });
    expect(refusal).toMatch(/^Enter a whole number/);
  });

  it('removes a line, and empties', () => {
    const { result } = renderHook(() => useCart(storefront));
    act(() => result.current.add([poloLine(), keychainLine()]));
    act(() => result.current.remove(cartLineKey(poloLine())));
    expect(result.current.lines.map(([, line]) => line.code)).toEqual([KEYCHAIN.code]);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('remembers the PayPal order id for the tab', () => {
    rememberOrderId('PAYPAL-42');
    expect(sessionStorage.getItem(ORDER_ID_KEY)).toBe('PAYPAL-42');
  });
});
