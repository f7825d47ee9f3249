export interface CheckoutState {
  /** A valid bypass code has been entered. */
  bypassActive: boolean;
  /** Distinct cart lines. */
  lineCount: number;
  /** The company minimum rule holds for the cart. */
  meetsMinimum: boolean;
}

/** The bypass 'Checkout' button is enabled only in bypass mode, with a cart, when the minimum rule holds. */
export function isCheckoutEnabled({ bypassActive, lineCount, meetsMinimum }: CheckoutState): boolean {
  return bypassActive && lineCount > 0 && meetsMinimum;
}
