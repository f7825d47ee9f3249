export interface OrderLimits {
  maxUnitsPerLine: number;
  maxLinesPerOrder: number;
  maxOnAccountCents: number;
}

/**
 * Ten thousand units is the largest quantity break of the printed items; a hundred lines is
 * several times the largest order in the history; $25,000 on account is a season's uniforms
 * for a large store.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxUnitsPerLine: 10_000,
  maxLinesPerOrder: 100,
  maxOnAccountCents: 2_500_000,
};
