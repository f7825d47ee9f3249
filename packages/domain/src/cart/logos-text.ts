/** How the cart writes a second logo after the first (docs/product.md#checkout); placements use ' / '. */
export const CART_LOGO_SEPARATOR = ' /';
export const SECOND_VALUE_SEPARATOR = ' / ';

/**
 * A first value and, when there is one, the second after a separator: 'Logo A / Logo B',
 * 'Left Chest / Yoke'. Blank parts are left out, so one logo reads alone. The one join of the
 * cart, the orders screen and the e-mails.
 */
export function withSecond(
  first: string | null | undefined,
  second: string | null | undefined,
  separator: string = SECOND_VALUE_SEPARATOR,
): string {
  return [first, second].filter((part): part is string => !!part && part.trim() !== '').join(separator);
}
