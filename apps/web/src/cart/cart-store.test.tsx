// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { ADD_TO_CART_MESSAGES, cartLineKey } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import '../../test-support/browser';
import { KEYCHAIN, keychainLine, PLATE, POLO, poloLine, storefrontOf } from '../../test-support/storefront';
import { CART_KEY, ORDER_ID_KEY, PRICE_CHANGES_KEY, rememberOrderId, useCart } from './cart-store';

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

  it('keeps a stored line whose item, size or colour the catalogue no longer has, flagged, out of the total', () => {
    const gone = poloLine({ code: 'GONE-1' });
    const noSize = poloLine({ size: 'XSmall' });
    sessionStorage.setItem(CART_KEY, JSON.stringify({ a: poloLine(), b: gone, c: noSize }));
    sessionStorage.setItem('cart_group', 'cedar');
    const { result } = renderHook(() => useCart(storefront));
    expect(result.current.count).toBe(3);
    expect([...result.current.retired].sort()).toEqual([cartLineKey(gone), cartLineKey(noSize)].sort());
    expect(result.current.quantity).toBe(2);
    expect(result.current.totalCents).toBe(5000);
    act(() => result.current.remove(cartLineKey(gone)));
    expect([...result.current.retired]).toEqual([cartLineKey(noSize)]);
  });

  it('takes the price a publish changed and remembers old → new until dismissed, through edits of other lines', () => {
    const stale = poloLine({ price: 2400 });
    sessionStorage.setItem(CART_KEY, JSON.stringify({ a: stale }));
    sessionStorage.setItem('cart_group', 'cedar');
    const { result } = renderHook(() => useCart(storefront));
    const change = { key: cartLineKey(stale), label: `${POLO.fullname} (Medium)`, from: 2400, to: 2500 };
    expect(result.current.cart[cartLineKey(stale)]?.price).toBe(2500);
    expect(result.current.priceChanges).toEqual([change]);
    // Adding a line writes the cart at the new prices; the change is kept, and survives a reload.
    act(() => result.current.add([keychainLine()]));
    expect(JSON.parse(sessionStorage.getItem(CART_KEY) ?? '{}')[cartLineKey(stale)].price).toBe(2500);
    expect(result.current.priceChanges).toEqual([change]);
    expect(JSON.parse(sessionStorage.getItem(PRICE_CHANGES_KEY) ?? '[]')).toEqual([change]);
    act(() => result.current.dismissPriceChanges());
    expect(result.current.priceChanges).toEqual([]);
    expect(sessionStorage.getItem(PRICE_CHANGES_KEY)).toBeNull();
    expect(result.current.cart[cartLineKey(stale)]?.price).toBe(2500);
  });

  it('says nothing of a price the new storefront changes once the page loads it, until then', () => {
    const { result, rerender } = renderHook(({ front }) => useCart(front), { initialProps: { front: storefront } });
    act(() => result.current.add([poloLine()]));
    expect(result.current.priceChanges).toEqual([]);
    const published = storefrontOf({ catalogue: [{ ...POLO, sizes: { ...POLO.sizes, Medium: 2600 } }, KEYCHAIN, PLATE] });
    rerender({ front: published });
    expect(result.current.priceChanges).toEqual([
      { key: cartLineKey(poloLine()), label: `${POLO.fullname} (Medium)`, from: 2500, to: 2600 },
    ]);
    expect(result.current.totalCents).toBe(5200);
    // An order placed empties the cart and its changes.
    act(() => result.current.clear());
    expect(result.current.priceChanges).toEqual([]);
  });

  it("tells no price change of the buyer's own count reaching a break", () => {
    const { result } = renderHook(() => useCart(storefront));
    const plates = { type: 'customs' as const, name: PLATE.fullname, price: 369, quantity: 250, size: '250', color: 'White' };
    act(() => result.current.add([{ ...plates, code: PLATE.code, placement: 'N/A', embroidery: '' }]));
    const key = result.current.lines[0]![0];
    act(() => {
      result.current.changeQuantity(key, '2');
    });
    expect(result.current.cart[key]?.price).toBe(319);
    expect(result.current.priceChanges).toEqual([]);
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
