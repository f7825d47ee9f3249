import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { isQuantityBreakItem, isQuantityBreakKey } from '../catalogue/sizes';
import type { CartLine } from '../cart/cart-line';
import { countedQuantity } from '../cart/change-quantity';
import { ACCESSORY_MINIMUM_UNITS } from '../item/line-rules';
import { maxCellQuantity } from '../item/quantity-cells';
import { DEFAULT_ORDER_LIMITS } from '../checkout/order-limit-defaults';
import { priceCart } from './price-cart';
import { startsAtPrice } from './starts-at';
import { formatPrice } from '../money/cents';

/** One rung of an item's price ladder (docs/product.md#the-price-ladder-and-the-nudge). */
export interface LadderStep {
  /** Units of the item in the order from which this price holds. */
  quantity: number;
  /** Unit price in cents at that quantity; 0 is a price on quote. */
  unitPrice: number;
  /** unitPrice × quantity: what the order costs at exactly that quantity. */
  total: number;
}

/** The next break is 'near' when the units missing are at most this share of it. */
export const NUDGE_WITHIN = 0.25;

/**
 * The unit price of an item for a number of its units in the order, as priceCart charges it: the
 * break reached, then any discount tier; for an item sold by size, its lowest-priced size.
 */
export function ladderUnitPrice(item: Pick<CatalogueItem, 'sizes' | 'discount'>, units: number): number {
  return startsAtPrice(item, units) ?? 0;
}

/** The quantities where an item's unit price may change: its breaks and its tiers, from the first it can be ordered at. */
function thresholds(item: Pick<CatalogueItem, 'sizes' | 'discount' | 'type'>): number[] {
  const breakItem = isQuantityBreakItem(item.sizes);
  const breaks = breakItem ? Object.keys(item.sizes).filter(isQuantityBreakKey).map(Number) : [];
  const first = breakItem ? Math.min(...breaks) : item.type === 'accessory' ? ACCESSORY_MINIMUM_UNITS : 1;
  const tiers = (item.discount ?? []).map((tier) => tier.quantity).filter((quantity) => quantity > first);
  return [...new Set([first, ...breaks, ...tiers])].sort((a, b) => a - b);
}

/**
 * The item's price ladder: each break (and discount tier) with its unit price and the total at
 * that quantity, smallest first. Null when there is no ladder to show: the price does not change
 * with quantity, or nothing is priced (on quote).
 */
export function priceLadder(item: Pick<CatalogueItem, 'sizes' | 'discount' | 'type'>): LadderStep[] | null {
  const steps = thresholds(item).map((quantity) => {
    const unitPrice = ladderUnitPrice(item, quantity);
    return { quantity, unitPrice, total: unitPrice * quantity };
  });
  const priced = new Set(steps.map((step) => step.unitPrice).filter((price) => price > 0));
  return priced.size >= 2 ? steps : null;
}

/**
 * A catalog tile's 'From $x each': the lowest unit price the item is sold at for any number of its
 * units, as the item screen's ladder charges it (its last step, special and volume prices and
 * quantity breaks included). Null when nothing is priced: the tile then says 'Price on quote', as
 * the item screen does (docs/product.md#catalog).
 */
export function fromPrice(item: Pick<CatalogueItem, 'sizes' | 'discount' | 'type'>): number | null {
  const prices = thresholds(item)
    .map((quantity) => ladderUnitPrice(item, quantity))
    .filter((price) => price > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Which step a number of units has reached: the index of the last step at or below it, or -1 below the first. */
export function ladderPlace(ladder: readonly LadderStep[], units: number): number {
  let place = -1;
  ladder.forEach((step, index) => {
    if (step.quantity <= units) place = index;
  });
  return place;
}

/** 'Add N more: $x each, $y for M': the numbers of a nudge. */
export interface Nudge {
  /** Units to add. */
  addUnits: number;
  /** The unit price once they are added, in cents: below the price now. */
  unitPrice: number;
  /** The unit price now, in cents. */
  currentUnitPrice: number;
  /**
   * Cents saved: what the item's units would cost, once added, at today's unit prices, less what
   * they will cost at the lower ones. Not said to the buyer: adding units still costs more.
   */
  saving: number;
  /** The item's units in the order once they are added. */
  totalUnits: number;
  /** What those units cost then, in cents: the figure the buyer would pay for the item. */
  total: number;
}

export interface NudgeOptions {
  /** Most units one line may hold (the group's order limits); DEFAULT_ORDER_LIMITS otherwise. */
  maxUnitsPerLine?: number;
}

/**
 * The nudge for a cart line: the fewest units to add to that line (whole packs on a pack line) to
 * reach the next quantity where its unit price falls, when that is within 25 % of it. Null when
 * there is none, when a price is on quote, or when the line could not hold that many.
 */
export function cartLineNudge(
  lines: readonly CartLine[],
  index: number,
  catalogue: ReadonlyMap<string, CatalogueItem>,
  options: NudgeOptions = {},
): Nudge | null {
  const line = lines[index];
  const item = line ? catalogue.get(line.code) : undefined;
  const before = priceCart(lines, catalogue);
  if (!line || !item || !before.ok) return null;
  const currentUnitPrice = before.lines[index]?.unitPrice ?? 0;
  if (currentUnitPrice === 0) return null;
  const units = lines.reduce((sum, other) => sum + (other.code === line.code ? other.quantity : 0), 0);
  const { unitsPer } = countedQuantity(line);
  const maxUnits = Math.min(
    options.maxUnitsPerLine ?? DEFAULT_ORDER_LIMITS.maxUnitsPerLine,
    maxCellQuantity(String(unitsPer)) * unitsPer,
  );

  for (const threshold of thresholds(item)) {
    if (threshold <= units) continue;
    const missing = threshold - units;
    // Further breaks are further away still: none of them is near either.
    if (missing > NUDGE_WITHIN * threshold) return null;
    const addUnits = Math.ceil(missing / unitsPer) * unitsPer;
    if (line.quantity + addUnits > maxUnits) return null;
    const more = lines.map((other, i) => (i === index ? { ...other, quantity: other.quantity + addUnits } : other));
    const after = priceCart(more, catalogue);
    if (!after.ok) return null;
    const unitPrice = after.lines[index]?.unitPrice ?? 0;
    if (unitPrice === 0 || unitPrice >= currentUnitPrice) continue;
    let saving = 0;
    let total = 0;
    after.lines.forEach((priced, i) => {
      if (priced.line.code !== line.code) return;
      saving += ((before.lines[i]?.unitPrice ?? 0) - priced.unitPrice) * priced.line.quantity;
      total += priced.lineTotal;
    });
    return { addUnits, unitPrice, currentUnitPrice, saving, totalUnits: units + addUnits, total };
  }
  return null;
}

/**
 * The nudge on the item screen, from the item's ladder: `units` are the item's units in the cart
 * and in the grid together. Pack items add whole packs of their smallest size.
 */
export function itemNudge(item: Pick<CatalogueItem, 'sizes' | 'discount' | 'type'>, units: number): Nudge | null {
  const currentUnitPrice = ladderUnitPrice(item, units);
  if (currentUnitPrice === 0 || units <= 0) return null;
  const breakItem = isQuantityBreakItem(item.sizes);
  const unitsPer = breakItem ? Math.min(...Object.keys(item.sizes).map(Number)) : 1;
  for (const threshold of thresholds(item)) {
    if (threshold <= units) continue;
    const missing = threshold - units;
    if (missing > NUDGE_WITHIN * threshold) return null;
    const addUnits = Math.ceil(missing / unitsPer) * unitsPer;
    const unitPrice = ladderUnitPrice(item, units + addUnits);
    if (unitPrice === 0 || unitPrice >= currentUnitPrice) continue;
    const totalUnits = units + addUnits;
    return {
      addUnits,
      unitPrice,
      currentUnitPrice,
      saving: (currentUnitPrice - unitPrice) * totalUnits,
      totalUnits,
      total: unitPrice * totalUnits,
    };
  }
  return null;
}

/**
 * 'Add 250 more: $2.29 each, $1,145.00 for 500': the new unit price and what all the item's units
 * then cost, never a 'saving' that reads as if adding units cost less.
 */
export function nudgeMessage(nudge: Nudge): string {
  const count = (units: number) => units.toLocaleString('en-US');
  return `Add ${count(nudge.addUnits)} more: ${formatPrice(nudge.unitPrice)} each, ${formatPrice(nudge.total)} for ${count(nudge.totalUnits)}`;
}
