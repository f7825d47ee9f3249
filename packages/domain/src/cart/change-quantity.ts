import { isQuantityBreakKey } from '../catalogue/sizes';
import { ACCESSORY_MINIMUM_UNITS } from '../item/line-rules';
import { ADD_TO_CART_MESSAGES } from '../item/messages';
import { parseQuantityCells, quantityFormatMessage } from '../item/quantity-cells';
import type { Cart, CartLine } from './cart-line';

/**
 * What the buyer counts on a cart line, as on the item screen: units for a sized line, packs for a
 * pack line (a 250 line of 500 units is 2 packs).
 */
export function countedQuantity(line: Pick<CartLine, 'size' | 'quantity'>): { count: number; unitsPer: number } {
  const unitsPer = isQuantityBreakKey(line.size) ? Number(line.size) : 1;
  return { count: Math.max(1, Math.round(line.quantity / unitsPer)), unitsPer };
}

/** What the cart says of a count it cannot take: 'Enter a whole number from 1 to 10,000.' */
export const QUANTITY_FORMAT_MESSAGE = quantityFormatMessage();

export type QuantityChange = { ok: true; cart: Cart } | { ok: false; message: string };

/**
 * Sets a line's count from what the buyer typed in the cart, with the item screen's rules: a whole
 * number from 1 to the cell maximum, and at least 12 units per accessory line. Removing a line is
 * the remove button's job, so 0 is refused rather than taken to mean it.
 */
export function changeLineQuantity(cart: Cart, key: string, typed: string): QuantityChange {
  const line = cart[key];
  if (!line) return { ok: false, message: 'That line is no longer in the cart.' };
  const { entries } = parseQuantityCells([{ size: line.size, color: line.color, raw: typed }]);
  const count = entries[0]?.quantity;
  if (count === undefined) return { ok: false, message: quantityFormatMessage(line.size) };
  if (line.type === 'accessory' && count < ACCESSORY_MINIMUM_UNITS)
    return { ok: false, message: ADD_TO_CART_MESSAGES.minimumUnits };
  const { unitsPer } = countedQuantity(line);
  return { ok: true, cart: { ...cart, [key]: { ...line, quantity: count * unitsPer } } };
}
