import { isPlacedStatus, PLACED_STATUSES, UNPLACED_STATUSES } from './placed-statuses';

/**
 * An order's payment status, before and after it is placed (placed-statuses.ts), and the one table
 * of how it gets from one to another, as fulfilment-status.ts is for the goods. A new state (an
 * order awaiting approval, or a proof) is a status here, a row in PLACEMENT or PAYMENT_MOVES, and
 * the server follows.
 */
export const PAYMENT_STATUSES = [...UNPLACED_STATUSES, ...PLACED_STATUSES] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a buyer pays: on account (a bypass code, or staff placing) or by PayPal. */
export type OrderPaymentMethod = 'account' | 'paypal';

/**
 * The status a new order is written in, by how it is paid: on account it is placed at once; a
 * PayPal order waits for the buyer's approval and its capture.
 */
export const PLACEMENT: Readonly<Record<OrderPaymentMethod, PaymentStatus>> = {
  account: 'on_account',
  paypal: 'awaiting_payment',
};

export interface PaymentMoveRow {
  readonly from: readonly PaymentStatus[];
  readonly to: PaymentStatus;
}

/**
 * The moves of a payment, each named for what happens. A capture takes a lease ('capturing') so two
 * requests never charge twice; one whose lease ran out is taken over; a failed capture gives the
 * order back to the buyer; PayPal's confirmation places it. Placed statuses are ends: no move
 * leaves them.
 */
export const PAYMENT_MOVES = {
  capture_started: { from: ['awaiting_payment'], to: 'capturing' },
  capture_taken_over: { from: ['capturing'], to: 'capturing' },
  capture_released: { from: ['capturing'], to: 'awaiting_payment' },
  captured: { from: ['capturing'], to: 'paid' },
} as const satisfies Readonly<Record<string, PaymentMoveRow>>;
export type PaymentMove = keyof typeof PAYMENT_MOVES;

/** The status a new order paid this way starts in. */
export function placementStatus(method: OrderPaymentMethod): PaymentStatus {
  return PLACEMENT[method];
}

/** Whether `move` may be made from `from`. */
export function canMovePayment(from: PaymentStatus, move: PaymentMove): boolean {
  return (PAYMENT_MOVES[move].from as readonly PaymentStatus[]).includes(from);
}

/** Where `move` leads from `from`, or null when the table does not allow it. */
export function paymentMoveTarget(from: PaymentStatus, move: PaymentMove): PaymentStatus | null {
  return canMovePayment(from, move) ? PAYMENT_MOVES[move].to : null;
}

/** The moves an order in `from` may make. */
export function paymentMovesFrom(from: PaymentStatus): PaymentMove[] {
  return (Object.keys(PAYMENT_MOVES) as PaymentMove[]).filter((move) => canMovePayment(from, move));
}

/** Whether the move places the order: it leads from statuses before placing to a placed one. */
export function movePlaces(move: PaymentMove): boolean {
  return isPlacedStatus(PAYMENT_MOVES[move].to) && PAYMENT_MOVES[move].from.every((from) => !isPlacedStatus(from));
}
