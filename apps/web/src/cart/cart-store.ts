import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  cartLineCount,
  cartLineKey,
  cartQuantity,
  cartTotalCents,
  changeLineQuantity,
  parseStoredCart,
  priceCart,
  removeFromCart,
  type Cart,
  type CartLine,
  type CatalogueItem,
  type StorefrontAnswer,
} from '@portal/domain';

/** Session storage keys (docs/product.md#the-cart). */
export const CART_KEY = 'cart';
export const ORDER_ID_KEY = 'order_id';
/** Which group the stored cart belongs to: a cart never follows the buyer into another group. */
const CART_GROUP_KEY = 'cart_group';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; group: string | null; cart: Cart } = { raw: null, group: null, cart: {} };

function read(group: string): Cart {
  const store = storage();
  const raw = store?.getItem(CART_KEY) ?? null;
  const owner = store?.getItem(CART_GROUP_KEY) ?? null;
  if (snapshot.raw === raw && snapshot.group === group) return snapshot.cart;
  const cart = owner === group ? parseStoredCart(raw) : {};
  snapshot = { raw, group, cart };
  return cart;
}

function write(group: string, cart: Cart): void {
  const store = storage();
  try {
    store?.setItem(CART_KEY, JSON.stringify(cart));
    store?.setItem(CART_GROUP_KEY, group);
  } catch {
    // Storage full or blocked: the cart still works for this page.
  }
  snapshot = { raw: store?.getItem(CART_KEY) ?? JSON.stringify(cart), group, cart };
  for (const listener of listeners) listener();
}

const catalogues = new WeakMap<StorefrontAnswer, Map<string, CatalogueItem>>();
function catalogueOf(storefront: StorefrontAnswer): Map<string, CatalogueItem> {
  let map = catalogues.get(storefront);
  if (!map) {
    map = new Map(storefront.catalogue.map((item) => [item.code, item]));
    catalogues.set(storefront, map);
  }
  return map;
}

/** Prices every line from the catalogue with the server's own rules, so the totals shown are the ones charged. */
function reprice(cart: Cart, storefront: StorefrontAnswer): Cart {
  const lines = Object.values(cart);
  const priced = priceCart(lines, catalogueOf(storefront));
  if (!priced.ok) {
    // Lines the catalogue no longer has are dropped rather than shown at a price that will be refused.
    const bad = new Set(priced.problems.map((p) => p.index));
    const kept = lines.filter((_line, index) => !bad.has(index));
    return kept.length === lines.length ? cart : reprice(addToCart({}, kept), storefront);
  }
  return Object.fromEntries(priced.lines.map(({ line, unitPrice }) => [cartLineKey(line), { ...line, price: unitPrice }]));
}

export interface CartApi {
  cart: Cart;
  lines: Array<[string, CartLine]>;
  /** 'Cart (n)': distinct lines. */
  count: number;
  /** Units: 'Subtotal (N items)'. */
  quantity: number;
  totalCents: number;
  add(lines: readonly CartLine[]): void;
  remove(key: string): void;
  /** Sets a line's count as the buyer typed it; the message when the item screen's rules refuse it. */
  changeQuantity(key: string, typed: string): string | null;
  clear(): void;
}

export function useCart(storefront: StorefrontAnswer): CartApi {
  const group = storefront.key;
  const stored = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(group),
    () => ({}),
  );
  // Priced on every read too, so a cart kept from an earlier visit shows what the server will charge.
  const cart = useMemo(() => reprice(stored, storefront), [stored, storefront]);
  const add = useCallback(
    (lines: readonly CartLine[]) => write(group, reprice(addToCart(read(group), lines), storefront)),
    [group, storefront],
  );
  const remove = useCallback(
    (key: string) => write(group, reprice(removeFromCart(read(group), key), storefront)),
    [group, storefront],
  );
  const changeQuantity = useCallback(
    (key: string, typed: string) => {
      const result = changeLineQuantity(read(group), key, typed);
      if (!result.ok) return result.message;
      write(group, reprice(result.cart, storefront));
      return null;
    },
    [group, storefront],
  );
  const clear = useCallback(() => write(group, {}), [group]);
  return useMemo(
    () => ({
      cart,
      lines: Object.entries(cart),
      count: cartLineCount(cart),
      quantity: cartQuantity(cart),
      totalCents: cartTotalCents(cart),
      add,
      remove,
      changeQuantity,
      clear,
    }),
    [cart, add, remove, changeQuantity, clear],
  );
}

export function rememberOrderId(orderId: string): void {
  try {
    storage()?.setItem(ORDER_ID_KEY, orderId);
  } catch {
    // Not needed to finish the order.
  }
}
