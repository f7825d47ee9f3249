import type { ProductType } from '../catalogue/product-type';

export const DEFAULT_PLACEMENT = 'Left Chest';
/** Accessories carry no placement. */
export const NO_PLACEMENT = 'N/A';
/** A line carries a first and at most a second logo. */
export const MAX_LOGOS = 2;

/** The placement a logo gets when the buyer picks none: 'Left Chest', or 'N/A' on accessories. */
export function defaultPlacement(type: ProductType): string {
  return type === 'accessory' ? NO_PLACEMENT : DEFAULT_PLACEMENT;
}

/** Accessories always carry 'N/A'; elsewhere the chosen placement, else the default. */
export function resolvePlacement(type: ProductType, chosen: string | undefined): string {
  if (type === 'accessory') return NO_PLACEMENT;
  return chosen && chosen.trim() !== '' ? chosen : DEFAULT_PLACEMENT;
}
