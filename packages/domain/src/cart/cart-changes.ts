// No zod here, as in cart-line.ts: the shell reads the remembered changes from session storage.
import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { formatPrice } from '../money/cents';
import { PRICE_ON_QUOTE, unitPriceText } from '../money/price-on-quote';
import { priceCart, type PricedLine } from '../pricing/price-cart';
import type { Cart, CartLine } from './cart-line';

/**
 * A cart line whose unit price the catalogue changed since the line was priced (a publish,
 * decision 028): `from` the price it carried, `to` the catalogue's, in cents.
 */
export interface PriceChange {
  /** The line's key in the cart. */
  key: string;
  /** 'Performance Polo (L)'. */
  label: string;
  from: number;
  to: number;
}

/** What a stored cart is against the catalogue the browser holds now (docs/product.md#the-cart). */
export interface CartReview {
  /** Every line, the ones still offered at the catalogue's price, the retired ones as they were stored. */
  cart: Cart;
  /** The lines whose price the catalogue changed. */
  changes: PriceChange[];
  /** Keys of the lines whose item, colour or size the catalogue no longer offers. */
  retired: string[];
}

/** How a line is named in a price change: 'Performance Polo (L)'; custom printed items are counted in units, not sizes. */
export function priceChangeLabel(line: Pick<CartLine, 'name' | 'size' | 'type'>): string {
  return line.type === 'customs' ? line.name : `${line.name} (${line.size})`;
}

/**
 * Prices a stored cart with the catalogue as the server will: the lines it still offers at its
 * prices (quantity breaks and tiers counted over those lines only, as an order of them would be),
 * the lines whose price moved, and the lines it no longer offers, kept rather than dropped so the
 * buyer sees them. A cart nothing changed in is answered as it came.
 */
export function reviewCart(cart: Cart, catalogue: ReadonlyMap<string, CatalogueItem>): CartReview {
  const entries = Object.entries(cart);
  const first = priceCart(
    entries.map(([, line]) => line),
    catalogue,
  );
  const retiredIndexes = new Set(first.ok ? [] : first.problems.map((problem) => problem.index));
  const offered = entries.filter((_entry, index) => !retiredIndexes.has(index));
  const priced = first.ok
    ? first
    : priceCart(
        offered.map(([, line]) => line),
        catalogue,
      );
  // Every line left prices (a problem is one line's own), so this holds; a cart of nothing but retired lines prices too.
  if (!priced.ok) return { cart, changes: [], retired: entries.map(([key]) => key) };

  const prices = new Map(offered.map(([key], index) => [key, priced.lines[index]!.unitPrice]));
  const changes: PriceChange[] = [];
  const next: Record<string, CartLine> = {};
  for (const [key, line] of entries) {
    const price = prices.get(key);
    if (price === undefined || price === line.price) {
      next[key] = line;
      continue;
    }
    changes.push({ key, label: priceChangeLabel(line), from: line.price, to: price });
    next[key] = { ...line, price };
  }
  return {
    cart: changes.length === 0 ? cart : next,
    changes,
    retired: entries.filter((_entry, index) => retiredIndexes.has(index)).map(([key]) => key),
  };
}

/**
 * The changes to keep showing: those remembered from earlier, followed by the ones found now (a
 * line that moved twice reads from its first price to its last, and one back where it started
 * is no change), for lines still in the cart at the price the change names. A line whose price
 * moved for another reason (the buyer changed its count and reached a break) loses its notice.
 */
export function mergePriceChanges(remembered: readonly PriceChange[], found: readonly PriceChange[], cart: Cart): PriceChange[] {
  const merged = new Map<string, PriceChange>();
  for (const change of remembered) merged.set(change.key, change);
  for (const change of found) {
    const earlier = merged.get(change.key);
    merged.set(change.key, earlier && earlier.to === change.from ? { ...change, from: earlier.from } : change);
  }
  return [...merged.values()].filter(
    (change) => change.from !== change.to && Object.hasOwn(cart, change.key) && cart[change.key]!.price === change.to,
  );
}

/** An amount as a price change names it: '$24.00', or 'Price on quote'. */
const amountText = (cents: number) => (cents === 0 ? PRICE_ON_QUOTE : formatPrice(cents));

/** The checkout's notice of one line: 'Price changed: Performance Polo (L) $24.00 → $26.00 each'. */
export function priceChangeText(change: PriceChange): string {
  return `Price changed: ${change.label} ${amountText(change.from)} → ${unitPriceText(change.to)}`;
}

/** Under a changed line's price: 'Was $24.00 each', or 'Was Price on quote'. */
export function priceWasText(change: Pick<PriceChange, 'from'>): string {
  return `Was ${unitPriceText(change.from)}`;
}

/** What a line whose item, colour or size is retired says beside its Remove button. */
export const RETIRED_LINE_TEXT = 'No longer offered: remove it to place the order';

/** Why the order cannot be placed while a retired line is in the cart. */
export const RETIRED_LINES_REASON = 'Remove the items no longer offered to place the order.';

/**
 * create-order's refusal (409) of a cart whose carried prices are not the catalogue's:
 * 'Prices have changed since this cart was filled: Performance Polo (L) $24.00 → $26.00. Review
 * the cart and place the order again.' Each line once, however many colours share its name and size.
 */
export function priceChangesMessage(changes: readonly Pick<PriceChange, 'label' | 'from' | 'to'>[]): string {
  const named = [...new Set(changes.map((c) => `${c.label} ${amountText(c.from)} → ${amountText(c.to)}`))];
  return `Prices have changed since this cart was filled: ${named.join('; ')}. Review the cart and place the order again.`;
}

/** The priced lines whose carried price is not the one the catalogue charges: what create-order refuses (409). */
export function carriedPriceChanges(lines: readonly PricedLine[]): Array<Omit<PriceChange, 'key'>> {
  return lines
    .filter(({ line, unitPrice }) => line.price !== unitPrice)
    .map(({ line, unitPrice }) => ({ label: priceChangeLabel(line), from: line.price, to: unitPrice }));
}

const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The changes kept in session storage, read without trusting them: anything unreadable is no change. */
export function parseStoredPriceChanges(raw: string | null | undefined): PriceChange[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((value: unknown): PriceChange[] => {
    if (typeof value !== 'object' || value === null) return [];
    const { key, label, from, to } = value as Record<string, unknown>;
    const fits =
      typeof key === 'string' &&
      key.length <= 400 &&
      typeof label === 'string' &&
      label.length <= 240 &&
      isCents(from) &&
      isCents(to);
    return fits ? [{ key, label, from, to }] : [];
  });
}
