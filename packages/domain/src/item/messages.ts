/** The texts users see when adding to the cart fails (docs/product.md#quantities). */
export const ADD_TO_CART_MESSAGES = {
  mustMakeSelection: 'Must make a selection',
  mustSelectEmbroidery: 'Must select an embroidery',
  minimumUnits: 'Must order at least 12 units',
} as const;

/**
 * Two logos cannot share one spot: the second logo's placement must differ from the first's
 * (docs/product.md#logos-and-placements).
 */
export function samePlacementMessage(placement: string): string {
  return `Both logos are set on ${placement}: choose another placement for the second logo.`;
}

export const ITEM_ADDED_MESSAGE = 'Item added to cart';

/** Toasts and snackbars hide after this long (docs/product.md#constants). */
export const TOAST_DURATION_MS = 2500;
