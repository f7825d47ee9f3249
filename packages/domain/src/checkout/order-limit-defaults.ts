export interface OrderLimits {
  maxUnitsPerLine: number;
  maxLinesPerOrder: number;
  maxOnAccountCents: number;
}

/**
 * Most units on one line (one item, colour, size and logo), everywhere: the item screen's grid and
 * the cart refuse more where the number is typed, and the server refuses an order with more. A
 * group may set a lower limit, never a higher one. Ten thousand units is the largest quantity break
 * of the printed items.
 */
export const MAX_UNITS_PER_LINE = 10_000;

/**
 * Ten thousand units is the largest quantity break of the printed items; a hundred lines is
 * several times the largest order in the history; $25,000 on account is a season's uniforms
 * for a large store.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxUnitsPerLine: MAX_UNITS_PER_LINE,
  maxLinesPerOrder: 100,
  maxOnAccountCents: 2_500_000,
};
