export interface CheckoutState {
  /** A valid bypass code has been entered. */
  bypassActive: boolean;
  /** Distinct cart lines. */
  lineCount: number;
  /** The company minimum rule holds for the cart. */
  meetsMinimum: boolean;
  /** Lines the catalogue no longer offers: the order waits until they are removed. */
  retiredCount?: number;
}

/**
 * The bypass 'Checkout' button is enabled only in bypass mode, with a cart, when the minimum rule
 * holds and no line is retired.
 */
export function isCheckoutEnabled({ bypassActive, lineCount, meetsMinimum, retiredCount = 0 }: CheckoutState): boolean {
  return bypassActive && lineCount > 0 && meetsMinimum && retiredCount === 0;
}
