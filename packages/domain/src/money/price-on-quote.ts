import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import type { PriceTier } from '../pricing/discount-tiers';
import { formatPrice } from './cents';

/**
 * A price of 0 means the price is not set here: the provider quotes it. Every place a price shows
 * says so in the same words, and never names a price that will not be charged.
 */
export const PRICE_ON_QUOTE = 'Price on quote';

export const QUOTED_LINES_NOTE = 'Items on quote are priced separately and are not in the total.';

/** '$14.99 each', or 'Price on quote'. */
export function unitPriceText(cents: number): string {
  return cents === 0 ? PRICE_ON_QUOTE : `${formatPrice(cents)} each`;
}

/** A line's total: '$29.98', or 'Price on quote' when its unit price is not set. */
export function lineTotalText(unitCents: number, quantity: number): string {
  return unitCents === 0 ? PRICE_ON_QUOTE : formatPrice(unitCents * quantity);
}

/**
 * The discount tiers worth showing: a tier never raises a price, and never lowers one that is not
 * set, so a 'Special price' under a price on quote would be a price never charged.
 */
export function offeredDiscountTiers(item: Pick<CatalogueItem, 'sizes' | 'discount'>): PriceTier[] {
  const prices = Object.values(item.sizes);
  return (item.discount ?? []).filter((tier) => prices.some((price) => price > 0 && tier.price < price));
}

/**
 * The discount tier that prices the item when the order holds `units` of it (the lowest tier
 * price those units reach), or null when none lowers any size's own price.
 */
export function appliedDiscountTier(item: Pick<CatalogueItem, 'sizes' | 'discount'>, units: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const tier of offeredDiscountTiers(item)) if (units >= tier.quantity && (!best || tier.price < best.price)) best = tier;
  return best;
}

/**
 * What the item screen says when a special or volume price replaces the sizes' own prices:
 * 'Special price $74.99 replaces each size's own price.'
 */
export function discountTierNote(item: Pick<CatalogueItem, 'sizes'>, tier: PriceTier): string {
  const kind = tier.quantity <= 1 ? 'Special price' : `Volume price (${tier.quantity.toLocaleString('en-US')} or more)`;
  const priced = Object.values(item.sizes).filter((price) => price > 0);
  const which = priced.every((price) => price > tier.price) ? "each size's own price" : 'the price of each size above it';
  return `${kind} ${formatPrice(tier.price)} replaces ${which}.`;
}
