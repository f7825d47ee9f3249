import type { PlacedOrderLine } from '../api/retrieve-orders';
import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { isQuantityBreakKey } from '../catalogue/sizes';
import { addToCart } from '../cart/cart';
import { cartLineKey, type Cart, type CartLine } from '../cart/cart-line';
import { formatPrice } from '../money/cents';
import { ACCESSORY_MINIMUM_UNITS, embroideryProblem, type LineOffer } from '../item/line-rules';
import { ADD_TO_CART_MESSAGES } from '../item/messages';
import { NO_PLACEMENT, placementProblem, placementsFor } from '../item/placement';
import { priceCart } from '../pricing/price-cart';
import { PRICE_ON_QUOTE } from '../money/price-on-quote';
import { orderLineName } from './order-line';

/** A line of a past order, as the orders screen has it. */
export type PastLine = Pick<
  PlacedOrderLine,
  | 'code'
  | 'quantity'
  | 'price'
  | 'size'
  | 'color'
  | 'embroidery'
  | 'secondEmbroidery'
  | 'placement'
  | 'secondPlacement'
  | 'name'
  | 'description'
>;

/** What the group offers today: its catalogue as the browser has it, logos, placements and stores. */
export interface ReorderOffer extends Omit<LineOffer, 'embroideryOptions'> {
  catalogue: ReadonlyMap<string, CatalogueItem>;
  embroideries: Readonly<Partial<Record<CatalogueItem['type'], readonly string[]>>>;
  stores: readonly { code: string; name: string }[];
}

/** A past line and what became of it. */
export interface ReorderNote {
  /** 'Brookfield Performance Polo (Large, Navy)'. */
  line: string;
  /** What changed, in plain words: 'now $74.99 each, was $79.99', 'no longer comes in Pink'. */
  change: string;
}

export interface ReorderPlan {
  /** The cart with the lines that can be ordered put back (merged by key, priced today). */
  cart: Cart;
  /** The lines put back, as the cart adds them (addToCart merges them by key). */
  lines: CartLine[];
  /** Lines put back. */
  added: number;
  /** Lines put back whose price is not what it was. */
  changed: ReorderNote[];
  /** Lines that cannot be ordered as they were, and why. */
  refused: ReorderNote[];
}

/** How a past line is named in the report: its item, and the size, colour and logo that tell it apart. */
export function pastLineLabel(line: PastLine): string {
  // The name it was ordered under: what the orders screen shows beside it.
  const name = orderLineName(line) || `Item ${line.code}`;
  const size = isQuantityBreakKey(line.size) ? `${line.quantity.toLocaleString('en-US')} units` : line.size;
  const parts = [size, line.color, line.embroidery].filter((part) => part && part.trim() !== '');
  return parts.length > 0 ? `${name} (${parts.join(', ')})` : name;
}

const priceText = (cents: number) => (cents === 0 ? PRICE_ON_QUOTE.toLowerCase() : `${formatPrice(cents)} each`);

/** Why a past line cannot go back in the cart as it was, in words a buyer reads, or null. */
function refusal(line: PastLine, item: CatalogueItem | undefined, offer: ReorderOffer, orderStore: string): string | null {
  if (!item) return 'no longer offered';
  if (item.supportedStores && !item.supportedStores.includes(orderStore)) {
    const names = item.supportedStores.map((code) => offer.stores.find((store) => store.code === code)?.name ?? code);
    return `now only for ${names.join(' or ')}`;
  }
  if (!item.colors.includes(line.color)) return `no longer comes in ${line.color}`;
  if (!Object.hasOwn(item.sizes, line.size)) return `no longer comes in size ${line.size}`;
  const logos = offer.embroideries[item.type] ?? [];
  for (const logo of [line.embroidery, line.secondEmbroidery ?? '']) {
    if (logo !== '' && !logos.includes(logo)) return `the logo ‘${logo}’ is no longer offered`;
  }
  if (embroideryProblem(item, logos, line.embroidery, line.secondEmbroidery ?? ''))
    return 'now needs a logo: choose one on its page';
  // Without a logo the placement means nothing: the line takes the item's first one today.
  const placements =
    line.embroidery === '' ? [] : [line.placement, ...(line.secondEmbroidery ? [line.secondPlacement ?? ''] : [])];
  for (const placement of placements) {
    if (placementProblem(item, placement, offer))
      return placement === NO_PLACEMENT
        ? 'now takes a placement: choose one on its page'
        : `the placement ‘${placement}’ is no longer offered for it`;
  }
  return null;
}

/**
 * Puts the lines of a past order (or one of them) back in the cart at today's prices, with the
 * cart's own rules: a line goes back only if the item, its colour, size, logos and placements are
 * still offered and the order's store may order it, and it merges with a cart line of the same
 * key. Says which prices moved and which lines could not go back (docs/product.md#reorder).
 */
export function planReorder(cart: Cart, lines: readonly PastLine[], orderStore: string, offer: ReorderOffer): ReorderPlan {
  const refused: ReorderNote[] = [];
  const back: { past: PastLine; line: CartLine; label: string }[] = [];
  for (const past of lines) {
    const item = offer.catalogue.get(past.code);
    const label = pastLineLabel(past);
    const why = refusal(past, item, offer, orderStore);
    if (why || !item) {
      refused.push({ line: label, change: why ?? 'no longer offered' });
      continue;
    }
    const line: CartLine = {
      type: item.type,
      name: item.fullname,
      price: 0,
      quantity: past.quantity,
      size: past.size,
      color: past.color,
      code: item.code,
      placement: past.embroidery === '' ? placementsFor(item.type, offer).initial : past.placement,
      embroidery: past.embroidery,
      ...(past.secondEmbroidery ? { secondEmbroidery: past.secondEmbroidery, secondPlacement: past.secondPlacement ?? '' } : {}),
    };
    // The cart's rules, as on the item screen (the logo ones are checked above): the accessory minimum.
    if (item.type === 'accessory' && line.quantity < ACCESSORY_MINIMUM_UNITS) {
      refused.push({ line: label, change: ADD_TO_CART_MESSAGES.minimumUnits });
      continue;
    }
    back.push({ past, line, label });
  }

  const merged = addToCart(
    cart,
    back.map((b) => b.line),
  );
  const priced = priceCart(Object.values(merged), offer.catalogue);
  // Every line was checked against the catalogue: pricing cannot refuse one, but a cart from an
  // earlier visit may hold lines the catalogue has dropped; those stay as the cart shows them.
  const today = new Map(priced.ok ? priced.lines.map((p) => [cartLineKey(p.line), p.unitPrice]) : []);
  const next: Record<string, CartLine> = {};
  for (const [key, line] of Object.entries(merged)) next[key] = { ...line, price: today.get(key) ?? line.price };
  const changed = back.flatMap(({ past, line, label }) => {
    const now = today.get(cartLineKey(line));
    return now === undefined || now === past.price
      ? []
      : [{ line: label, change: `now ${priceText(now)}, was ${priceText(past.price)}` }];
  });
  return { cart: next, lines: back.map((b) => b.line), added: back.length, changed, refused };
}
