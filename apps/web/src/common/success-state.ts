import { orderChargesSchema, readCartLine, type CartLine, type OrderChargesAnswer, type OrderPayment } from '@portal/domain';

/** What checkout hands the success screen through navigation state. */
export interface SuccessState {
  /** A copy of the cart lines as they were ordered. */
  lines: CartLine[];
  orderNumber?: string;
  /** Cents, as the server priced the order. */
  totalCents?: number;
  /** PayPal accepted the payment but has not completed it yet. */
  paymentPending?: boolean;
  /** The store code the order was sent with; '' or 'None' for no store. */
  store?: string;
  /** The customer PO as sent; left out when the buyer gave none. */
  customerPo?: string;
  /** The buyer's address, where the confirmation goes. */
  email?: string;
  /** How the order is paid, as the server answered it: the bypass code only masked (decision 016). */
  payment?: OrderPayment;
  /** Where it ships and what it costs apart, as the server charged it (or quoted it just before). */
  charges?: OrderChargesAnswer;
  /** Whom the order waits for under the dealership's spending rules, and the words to say it; absent when it needs no approval. */
  approval?: { approver: string; text: string };
}

/** The order's details as they were sent, which the success screen repeats. */
export type SentDetails = Pick<SuccessState, 'store' | 'customerPo' | 'email' | 'charges'>;

/** What the success screen repeats of an order body: the store, the customer PO and the buyer's address. */
export function sentDetails(body: { store?: string; customer_po?: string; email: string }): SentDetails {
  const details: SentDetails = { store: body.store ?? '', email: body.email };
  if (body.customer_po) details.customerPo = body.customer_po;
  return details;
}

// History state can be anything a page wrote; a text longer than any field allows is not ours.
const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** The state when it is one checkout left, else null (opened directly, or another page's state). */
export function readSuccessState(value: unknown): SuccessState | null {
  if (typeof value !== 'object' || value === null || !('lines' in value)) return null;
  if (!Array.isArray(value.lines)) return null;
  const lines: CartLine[] = [];
  for (const stored of value.lines as unknown[]) {
    const line = readCartLine(stored);
    if (!line) return null;
    lines.push(line);
  }
  const record = value as Record<string, unknown>;
  const state: SuccessState = { lines };
  if (typeof record.orderNumber === 'string' && record.orderNumber !== '') state.orderNumber = record.orderNumber;
  if (typeof record.totalCents === 'number' && Number.isSafeInteger(record.totalCents)) state.totalCents = record.totalCents;
  if (record.paymentPending === true) state.paymentPending = true;
  if (text(record.store, 100)) state.store = record.store;
  if (text(record.customerPo, 200) && record.customerPo !== '') state.customerPo = record.customerPo;
  if (text(record.email, 320) && record.email !== '') state.email = record.email;
  const payment = readPayment(record.payment);
  if (payment) state.payment = payment;
  const charges = orderChargesSchema.safeParse(record.charges);
  if (charges.success) state.charges = charges.data;
  const approval = readApproval(record.approval);
  if (approval) state.approval = approval;
  return state;
}

function readApproval(value: unknown): SuccessState['approval'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { approver, text: words } = value as Record<string, unknown>;
  return text(approver, 160) && text(words, 240) && words !== '' ? { approver, text: words } : null;
}

const nullableText = (value: unknown, max: number): value is string | null => value === null || text(value, max);

function readPayment(value: unknown): OrderPayment | null {
  if (typeof value !== 'object' || value === null) return null;
  const { method, masked_code, code_store, billing_account } = value as Record<string, unknown>;
  if (method !== 'paypal' && method !== 'account') return null;
  if (!nullableText(masked_code, 40) || !nullableText(code_store, 160) || !nullableText(billing_account, 160)) return null;
  return { method, masked_code, code_store, billing_account };
}
