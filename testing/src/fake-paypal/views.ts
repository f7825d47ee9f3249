// How PayPal writes an order in its answers: the full representation, the minimal view, the
// capture answer, and their HATEOAS links. `base` is the fake's own URL.
import type { FakeCapture, FakeOrder } from './types';

function links(base: string, order: FakeOrder): { href: string; rel: string; method: string }[] {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const result = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED') {
    result.push(
      { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    );
  } else if (order.status === 'PAYER_ACTION_REQUIRED') {
    result.push({ href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
  } else if (order.status === 'APPROVED') {
    result.push({ href: self, rel: 'update', method: 'PATCH' }, { href: `${self}/capture`, rel: 'capture', method: 'POST' });
  }
  return result;
}

function captureView(base: string, capture: FakeCapture) {
  return {
    ...capture,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    links: [{ href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' }],
  };
}

function paymentSourceView(order: FakeOrder) {
  const email = typeof order.payer?.['email_address'] === 'string' ? order.payer['email_address'] : undefined;
  return { paypal: email ? { email_address: email, account_status: 'VERIFIED' } : {} };
}

/** The whole order: GET answers, and any answer asked for with Prefer: return=representation. */
export function representation(base: string, order: FakeOrder) {
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(order.paymentSource ? { payment_source: paymentSourceView(order) } : {}),
    purchase_units: order.purchaseUnits.map((unit, index) => ({
      ...unit,
      payee: { email_address: 'merchant@example.com', merchant_id: 'FAKEMERCHANT1' },
      ...(index === 0 && order.captures.length > 0
        ? { payments: { captures: order.captures.map((c) => captureView(base, c)) } }
        : {}),
    })),
    ...(order.payer ? { payer: order.payer } : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: links(base, order),
  };
}

/** Prefer: return=minimal (the default) answers id, status and links only. */
export function orderView(base: string, order: FakeOrder, prefer: string | null) {
  if (prefer === 'return=representation') return representation(base, order);
  return {
    id: order.id,
    status: order.status,
    ...(order.paymentSource ? { payment_source: paymentSourceView(order) } : {}),
    links: links(base, order),
  };
}

/** Capture answers keep the captures even when minimal (what PayPal's samples rely on). */
export function captureAnswer(base: string, order: FakeOrder, prefer: string | null) {
  if (prefer === 'return=representation') return representation(base, order);
  return {
    id: order.id,
    status: order.status,
    payment_source: paymentSourceView(order),
    purchase_units: [
      {
        reference_id: order.purchaseUnits[0]?.reference_id ?? 'default',
        payments: { captures: order.captures.map((c) => captureView(base, c)) },
      },
    ],
    ...(order.payer ? { payer: order.payer } : {}),
    links: links(base, order),
  };
}
