import { isQuantityBreakKey } from '../catalogue/sizes';

export interface BreakEntry {
  /** The break the buyer entered a count under ('250'). */
  size: string;
  /** How many of that break. */
  quantity: number;
}

/** Units ordered on a customs-style item: the sum over cells of break size times entered count. */
export function quantityBreakTotal(entries: readonly BreakEntry[]): number {
  return entries.reduce((sum, entry) => sum + (isQuantityBreakKey(entry.size) ? Number(entry.size) * entry.quantity : 0), 0);
}

/**
 * Per-unit price in cents for a total number of units: the price of the highest break not above
 * the total, falling back to the base price (the smallest break's) when the total is below every break.
 */
export function quantityBreakUnitPrice(sizes: Readonly<Record<string, number>>, totalUnits: number): number {
  const breaks = Object.keys(sizes)
    .filter(isQuantityBreakKey)
    .map(Number)
    .sort((a, b) => a - b);
  const base = breaks[0];
  if (base === undefined) throw new RangeError('The item has no quantity breaks');
  let chosen = base;
  for (const threshold of breaks) if (threshold <= totalUnits) chosen = threshold;
  return sizes[String(chosen)] ?? 0;
}
