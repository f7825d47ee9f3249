// The orders' state machine: CREATED (or PAYER_ACTION_REQUIRED) → APPROVED by the buyer →
// COMPLETED by its one capture, with PayPal-Request-Id replays of creates and captures.
import { PayPalReply, unprocessable } from './paypal-errors';
import type { FakeOrder, FakePurchaseUnit } from './types';
import { isRecord, now, paypalId } from './wire';

export class OrderBook {
  readonly orders = new Map<string, FakeOrder>();
  private readonly createReplays = new Map<string, string>();
  private readonly captureReplays = new Map<string, unknown>();
  private readonly captureCounts = new Map<string, number>();

  /** The order an earlier create with this PayPal-Request-Id made. */
  replayedCreate(requestId: string | null): FakeOrder | undefined {
    return requestId ? this.orders.get(this.createReplays.get(requestId) ?? '') : undefined;
  }

  create(unit: FakePurchaseUnit, paymentSource: Record<string, unknown> | null, requestId: string | null): FakeOrder {
    const time = now();
    const order: FakeOrder = {
      id: paypalId(),
      intent: 'CAPTURE',
      // With payment_source.paypal PayPal answers PAYER_ACTION_REQUIRED and a payer-action link, not CREATED.
      status: paymentSource && isRecord(paymentSource['paypal']) ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchaseUnits: [unit],
      paymentSource: paymentSource ? structuredClone(paymentSource) : null,
      requestId,
      createTime: time,
      updateTime: time,
      payer: null,
      captures: [],
    };
    this.orders.set(order.id, order);
    if (requestId) this.createReplays.set(requestId, order.id);
    return order;
  }

  /** What the buyer does in the popup. */
  approve(orderId: string): FakeOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
    if (order.status === 'COMPLETED') throw new Error(`fake PayPal: order ${orderId} is already captured`);
    order.status = 'APPROVED';
    order.updateTime = now();
    order.payer = {
      name: { given_name: 'Test', surname: 'Buyer' },
      email_address: 'buyer@example.com',
      payer_id: paypalId(13),
      address: { country_code: 'US' },
    };
    return order;
  }

  /** Captures an approved order once; null when it did, else PayPal's refusal. */
  capture(order: FakeOrder): PayPalReply | null {
    if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED');
    const unit = order.purchaseUnits[0];
    if (!unit) return new PayPalReply(500, 'INTERNAL_SERVER_ERROR');
    const time = now();
    order.captures.push({
      id: paypalId(),
      status: 'COMPLETED',
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      final_capture: true,
      ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
      ...(unit.invoice_id !== undefined ? { invoice_id: unit.invoice_id } : {}),
      create_time: time,
      update_time: time,
    });
    order.status = 'COMPLETED';
    order.updateTime = time;
    this.captureCounts.set(order.id, this.captureCount(order.id) + 1);
    return null;
  }

  /** Real captures of the order, replays not counted. */
  captureCount(orderId: string): number {
    return this.captureCounts.get(orderId) ?? 0;
  }

  /** The answer of an earlier successful capture with this replay key. */
  replayedCapture(replayKey: string | null): { body: unknown } | null {
    return replayKey && this.captureReplays.has(replayKey) ? { body: this.captureReplays.get(replayKey) } : null;
  }

  rememberCapture(replayKey: string | null, body: unknown): void {
    if (replayKey) this.captureReplays.set(replayKey, body);
  }

  reset(): void {
    this.orders.clear();
    this.createReplays.clear();
    this.captureReplays.clear();
    this.captureCounts.clear();
  }
}
