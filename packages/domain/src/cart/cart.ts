import { cartLineKey, readCartLine, type Cart, type CartLine } from './cart-line';

/** Adds lines to a cart; a line whose key is already there adds its quantity to that line. */
export function addToCart(cart: Cart, lines: readonly CartLine[]): Cart {
  const next: Record<string, CartLine> = { ...cart };
  for (const line of lines) {
    const key = cartLineKey(line);
    const existing = next[key];
    next[key] = existing ? { ...existing, quantity: existing.quantity + line.quantity } : line;
  }
  return next;
}

export function removeFromCart(cart: Cart, key: string): Cart {
  const next: Record<string, CartLine> = { ...cart };
  delete next[key];
  return next;
}

/** The 'Cart (n)' count: distinct lines. */
export function cartLineCount(cart: Cart): number {
  return Object.keys(cart).length;
}

/** Units in the cart: the sum of line quantities ('Subtotal (N items)'). */
export function cartQuantity(cart: Cart): number {
  return Object.values(cart).reduce((sum, line) => sum + line.quantity, 0);
}

/** Cart total in cents: the sum of price times quantity. */
export function cartTotalCents(cart: Cart): number {
  return Object.values(cart).reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/**
 * Reads the cart kept in session storage. Anything unreadable gives an empty cart, a line
 * that does not fit the shape is dropped, and lines are re-keyed so a tampered key cannot split them.
 */
export function parseStoredCart(raw: string | null | undefined): Cart {
  if (!raw) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const lines: CartLine[] = [];
  for (const value of Object.values(stored)) {
    const line = readCartLine(value);
    if (line) lines.push(line);
  }
  return addToCart({}, lines);
}
