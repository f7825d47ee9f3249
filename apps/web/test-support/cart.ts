import { act, renderHook } from '@testing-library/react';
import type { CartLine, StorefrontAnswer } from '@portal/domain';
import { useCart } from '../src/cart/cart-store';

/** Puts lines in the group's cart for this tab, as the item screen does. */
export function fillCart(storefront: StorefrontAnswer, lines: CartLine[]): void {
  const { result, unmount } = renderHook(() => useCart(storefront));
  act(() => result.current.add(lines));
  unmount();
}
