import { cartLinesSchema, type CartLine } from '@portal/domain';

/** What checkout hands the success screen through navigation state. */
export interface SuccessState {
  /** A copy of the cart lines as they were ordered. */
  lines: CartLine[];
  orderNumber?: string;
  /** Cents, as the server priced the order. */
  totalCents?: number;
  /** PayPal accepted the payment but has not completed it yet. */
  paymentPending?: boolean;
}

/** The state when it is one checkout left, else null (opened directly, or another page's state). */
export function readSuccessState(value: unknown): SuccessState | null {
  if (typeof value !== 'object' || value === null || !('lines' in value)) return null;
  const lines = cartLinesSchema.safeParse(value.lines);
  if (!lines.success) return null;
  const record = value as Record<string, unknown>;
  const state: SuccessState = { lines: lines.data };
  if (typeof record.orderNumber === 'string' && record.orderNumber !== '') state.orderNumber = record.orderNumber;
  if (typeof record.totalCents === 'number' && Number.isSafeInteger(record.totalCents)) state.totalCents = record.totalCents;
  if (record.paymentPending === true) state.paymentPending = true;
  return state;
}
