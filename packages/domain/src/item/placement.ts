import type { ProductType } from '../catalogue/product-type';

export const DEFAULT_PLACEMENT = 'Left Chest';
// At most two logos per item: a cart line has a first logo and an optional second, nothing more.

/** Accessories carry no placement. */
export const NO_PLACEMENT = 'N/A';

/** The placement a logo gets when the buyer picks none: 'Left Chest', or 'N/A' on accessories. */
export function defaultPlacement(type: ProductType): string {
  return type === 'accessory' ? NO_PLACEMENT : DEFAULT_PLACEMENT;
}

/** Accessories always carry 'N/A'; elsewhere the chosen placement, else the default. */
export function resolvePlacement(type: ProductType, chosen: string | undefined): string {
  if (type === 'accessory') return NO_PLACEMENT;
  return chosen && chosen.trim() !== '' ? chosen : DEFAULT_PLACEMENT;
}
