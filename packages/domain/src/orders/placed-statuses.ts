/**
 * The payment statuses of an order that was placed: paid by PayPal, or accepted on account with a
 * bypass code (decision 010). Orders in any other status (awaiting payment, capturing) are not
 * orders yet: no list, report, export or e-mail shows them.
 */
export const PLACED_STATUSES = ['paid', 'on_account'] as const;
export type PlacedStatus = (typeof PLACED_STATUSES)[number];

/** The statuses before an order is placed: a PayPal order waiting for its capture. */
export const UNPLACED_STATUSES = ['awaiting_payment', 'capturing'] as const;

export const isPlacedStatus = (status: string): status is PlacedStatus => (PLACED_STATUSES as readonly string[]).includes(status);
