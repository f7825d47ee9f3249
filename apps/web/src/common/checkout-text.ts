/** The texts of the checkout and success screens, as docs/product.md#checkout and #messages quote them. */
export const CHECKOUT_TEXT = {
  orderPlaced: 'Order placed successfully',
  providerError: 'Encountered error during checkout',
  paymentTooltip:
    'Please disable ad blockers or allow the PayPal payment window to open, and do not refresh the page while entering your payment information.',
  paymentCancelled: 'Payment window closed. Nothing was charged and your cart is unchanged.',
  paymentDeclined: 'Your payment method was declined. Please choose another way to pay.',
  paypalUnavailableTitle: 'Online payment is not available',
  paypalUnavailable: 'This group orders on account: enter your bypass code in the Code field to place the order.',
  paypalBlockedTitle: 'PayPal could not be loaded',
  paypalBlocked:
    'An ad or content blocker, a firewall or a lost connection may be stopping it. Allow paypal.com and try again. A bypass code in the Code field still lets you order on account.',
} as const;

/** 'Please fill in First Name and Email.' */
export function missingFieldsMessage(labels: readonly string[]): string {
  const list = labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `Please fill in ${list}.`;
}
