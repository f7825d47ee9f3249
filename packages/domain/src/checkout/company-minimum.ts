import type { CartLine } from '../cart/cart-line';

/** Mens and womens units a group with minimum_apparel_order must reach, when it orders any. */
export const COMPANY_MINIMUM_APPAREL_UNITS = 12;

/** What create-order answers when a cart breaks the company minimum. */
export const COMPANY_MINIMUM_MESSAGE = `Mens and womens items must total 0 or at least ${COMPANY_MINIMUM_APPAREL_UNITS} units.`;

export function apparelQuantity(lines: readonly Pick<CartLine, 'type' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + (line.type === 'mens' || line.type === 'womens' ? line.quantity : 0), 0);
}

/**
 * The company minimum rule (decision 004: a group flag): with the flag on, the mens and
 * womens units in the cart are 0 or at least 12. Without the flag the rule always holds.
 */
export function meetsCompanyMinimum(
  lines: readonly Pick<CartLine, 'type' | 'quantity'>[],
  minimumApparelOrder: boolean | undefined,
): boolean {
  if (!minimumApparelOrder) return true;
  const units = apparelQuantity(lines);
  return units === 0 || units >= COMPANY_MINIMUM_APPAREL_UNITS;
}
