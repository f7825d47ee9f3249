/** Garment and pack size labels in the order a size grid shows them. */
export const SIZE_LABELS = [
  'XSmall',
  'Small',
  'Medium',
  'Large',
  'XLarge',
  '2XLarge',
  '3XLarge',
  '4XLarge',
  '5XLarge',
  '6XLarge',
  'LT',
  'XLT',
  '2XLT',
  '3XLT',
  '4XLT',
  'S_M',
  'M_L',
  'L_XL',
  'OSFA',
  'One Size Fits All',
  'Default',
  '# rolls',
  '# boxes',
  '# packs',
] as const;

export type SizeLabel = (typeof SIZE_LABELS)[number];

/** Per-unit pack quantities used as quantity breaks on custom printed items. */
export const QUANTITY_BREAKS = [100, 250, 500, 1000, 1500, 2500, 5000, 10000] as const;

const NUMERIC_SIZE = /^[1-9]\d{0,6}$/;

/** A size key that is a quantity-break threshold ('250') rather than a label ('Large'). */
export function isQuantityBreakKey(size: string): boolean {
  return NUMERIC_SIZE.test(size);
}

export function isKnownSizeKey(size: string): boolean {
  return isQuantityBreakKey(size) || (SIZE_LABELS as readonly string[]).includes(size);
}

/**
 * Customs-style items price by quantity breaks: every size key is a number.
 * An item is customs-style when its size map has at least one key and all are numeric.
 */
export function isQuantityBreakItem(sizes: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(sizes);
  return keys.length > 0 && keys.every(isQuantityBreakKey);
}

/** Sizes in grid order: labels by SIZE_LABELS, quantity breaks ascending. */
export function orderedSizes(sizes: Readonly<Record<string, number>>): string[] {
  const rank = (size: string): number =>
    isQuantityBreakKey(size) ? 1000 + Number(size) : (SIZE_LABELS as readonly string[]).indexOf(size);
  return Object.keys(sizes).sort((a, b) => rank(a) - rank(b));
}
