import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  cartLineCount,
  cartQuantity,
  cartTotalCents,
  changeLineQuantity,
  mergePriceChanges,
  parseStoredCart,
  parseStoredPriceChanges,
  removeFromCart,
  reviewCart,
  type Cart,
  type CartLine,
  type CatalogueItem,
  type PriceChange,
  type StorefrontAnswer,
} from '@portal/domain';

/** Session storage keys (docs/product.md#the-cart). */
export const CART_KEY = 'cart';
export const ORDER_ID_KEY = 'order_id';
/** The cart's price changes the buyer has not yet dismissed or ordered (docs/product.md#the-cart). */
export const PRICE_CHANGES_KEY = 'cart_price_changes';
/** Which group the stored cart belongs to: a cart never follows the buyer into another group. */
const CART_GROUP_KEY = 'cart_group';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The cart as stored, with the price changes remembered for it. */
interface Stored {
  cart: Cart;
  changes: readonly PriceChange[];
}

const EMPTY: Stored = { cart: {}, changes: [] };
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; changesRaw: string | null; group: string | null; stored: Stored } = {
  raw: null,
  changesRaw: null,
  group: null,
  stored: EMPTY,
};

function read(group: string): Stored {
  const store = storage();
  const raw = store?.getItem(CART_KEY) ?? null;
  const changesRaw = store?.getItem(PRICE_CHANGES_KEY) ?? null;
  const owner = store?.getItem(CART_GROUP_KEY) ?? null;
  if (snapshot.raw === raw && snapshot.changesRaw === changesRaw && snapshot.group === group) return snapshot.stored;
  const stored = owner === group ? { cart: parseStoredCart(raw), changes: parseStoredPriceChanges(changesRaw) } : EMPTY;
  snapshot = { raw, changesRaw, group, stored };
  return stored;
}

function write(group: string, cart: Cart, changes: readonly PriceChange[]): void {
  const store = storage();
  try {
    store?.setItem(CART_KEY, JSON.stringify(cart));
    if (changes.length > 0) store?.setItem(PRICE_CHANGES_KEY, JSON.stringify(changes));
    else store?.removeItem(PRICE_CHANGES_KEY);
    store?.setItem(CART_GROUP_KEY, group);
  } catch {
    // Storage full or blocked: the cart still works for this page.
  }
  snapshot = {
    raw: store?.getItem(CART_KEY) ?? JSON.stringify(cart),
    changesRaw: store?.getItem(PRICE_CHANGES_KEY) ?? null,
    group,
    stored: { cart, changes },
  };
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

/**
 * Changes the stored cart: priced first with the catalogue this page holds, so a price a publish
 * changed is remembered before the edit prices the lines again (an edit's own price moves, such as
 * a break the new count reaches, are no news), then the edit, priced the same way.
 */
function commit(group: string, storefront: StorefrontAnswer, edit: (cart: Cart) => Cart): void {
  const current = read(group);
  const before = reviewCart(current.cart, catalogueOf(storefront));
  const changes = mergePriceChanges(current.changes, before.changes, before.cart);
  const after = reviewCart(edit(before.cart), catalogueOf(storefront));
  write(group, after.cart, mergePriceChanges(changes, [], after.cart));
}

export interface CartApi {
  /** Every line, priced from the catalogue; a retired line as it was stored. */
  cart: Cart;
  lines: Array<[string, CartLine]>;
  /** 'Cart (n)': distinct lines. */
  count: number;
  /** Units of the lines still offered: 'Subtotal (N items)'. */
  quantity: number;
  /** What the lines still offered cost, in cents. */
  totalCents: number;
  /** Lines whose price changed since they were put in the cart, until ordered or dismissed (docs/product.md#the-cart). */
  priceChanges: readonly PriceChange[];
  /** Keys of the lines the catalogue no longer offers: kept and shown, never ordered. */
  retired: ReadonlySet<string>;
  add(lines: readonly CartLine[]): void;
  remove(key: string): void;
  /** Sets a line's count as the buyer typed it; the message when the item screen's rules refuse it. */
  changeQuantity(key: string, typed: string): string | null;
  /** The buyer has read the price changes. */
  dismissPriceChanges(): void;
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
    () => EMPTY,
  );
  // Priced on every read too, so a cart kept from an earlier visit, or from before a publish, shows
  // what the server will charge, and says what changed (docs/product.md#the-cart).
  const review = useMemo(() => reviewCart(stored.cart, catalogueOf(storefront)), [stored, storefront]);
  const priceChanges = useMemo(() => mergePriceChanges(stored.changes, review.changes, review.cart), [stored, review]);
  const add = useCallback(
    (lines: readonly CartLine[]) => commit(group, storefront, (cart) => addToCart(cart, lines)),
    [group, storefront],
  );
  const remove = useCallback(
    (key: string) => commit(group, storefront, (cart) => removeFromCart(cart, key)),
    [group, storefront],
  );
  const changeQuantity = useCallback(
    (key: string, typed: string) => {
      const result = changeLineQuantity(read(group).cart, key, typed);
      if (!result.ok) return result.message;
      commit(group, storefront, (cart) => {
        const line = cart[key];
        const changed = result.cart[key];
        return line && changed ? { ...cart, [key]: { ...line, quantity: changed.quantity } } : cart;
      });
      return null;
    },
    [group, storefront],
  );
  const dismissPriceChanges = useCallback(() => {
    write(group, reviewCart(read(group).cart, catalogueOf(storefront)).cart, []);
  }, [group, storefront]);
  const clear = useCallback(() => write(group, {}, []), [group]);
  return useMemo(() => {
    const retired = new Set(review.retired);
    const offered = Object.fromEntries(Object.entries(review.cart).filter(([key]) => !retired.has(key)));
    return {
      cart: review.cart,
      lines: Object.entries(review.cart),
      count: cartLineCount(review.cart),
      quantity: cartQuantity(offered),
      totalCents: cartTotalCents(offered),
      priceChanges,
      retired,
      add,
      remove,
      changeQuantity,
      dismissPriceChanges,
      clear,
    };
  }, [review, priceChanges, add, remove, changeQuantity, dismissPriceChanges, clear]);
}

export function rememberOrderId(orderId: string): void {
  try {
    storage()?.setItem(ORDER_ID_KEY, orderId);
  } catch {
    // Not needed to finish the order.
  }
}
