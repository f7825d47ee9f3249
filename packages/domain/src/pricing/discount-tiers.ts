export interface PriceTier {
  quantity: number;
  price: number;
}

/**
 * Unit price after discount tiers: the lowest tier price whose quantity the order reaches,
 * when it is below the list price. A tier never raises a price.
 */
export function applyDiscountTiers(unitPrice: number, tiers: readonly PriceTier[] | undefined, quantity: number): number {
  let best = unitPrice;
  for (const tier of tiers ?? []) if (quantity >= tier.quantity && tier.price < best) best = tier.price;
  return best;
}
