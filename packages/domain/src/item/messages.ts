/** The texts users see when adding to the cart fails (docs/product.md#quantities). */
export const ADD_TO_CART_MESSAGES = {
  mustMakeSelection: 'Must make a selection',
  mustSelectEmbroidery: 'Must select an embroidery',
  minimumUnits: 'Must order at least 12 units',
} as const;

export const ITEM_ADDED_MESSAGE = 'Item added to cart';

/** Toasts and snackbars hide after this long (docs/product.md#constants). */
export const TOAST_DURATION_MS = 2500;
