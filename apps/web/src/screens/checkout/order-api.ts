import type {
  BypassCheckAnswer,
  CaptureOrderAnswer,
  CheckoutChargesAnswer,
  CheckoutChargesRequest,
  CreateOrderAnswer,
  CreateOrderRequest,
} from '@portal/domain';
import { callJson, postJson } from '../../core/api/api-client';

// The contracts are in packages/domain/src/api: the same schemas the server validates with.
export type CreateOrderBody = CreateOrderRequest;

export function postCreateOrder(body: CreateOrderBody, idempotencyKey: string): Promise<CreateOrderAnswer> {
  return postJson<CreateOrderAnswer>('/v1/create-order', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallback: 'The order could not be placed. Please try again.',
  });
}

/**
 * What the order would cost as it stands (goods, freight, tax, total) and what the group's spending
 * rules would say of it, nothing written: shown before paying.
 */
export function postCheckoutCharges(body: CheckoutChargesRequest, signal?: AbortSignal): Promise<CheckoutChargesAnswer> {
  return callJson<CheckoutChargesAnswer>('/v1/checkout-charges', {
    method: 'POST',
    body,
    fallback: 'Freight and tax could not be worked out. Please try again.',
    ...(signal ? { signal } : {}),
  });
}

export function postCaptureOrder(orderId: string, companyName: string): Promise<CaptureOrderAnswer> {
  return postJson<CaptureOrderAnswer>(
    '/v1/capture-order',
    { order_id: orderId, companyName },
    { fallback: 'The payment could not be completed. Please try again.' },
  );
}

export function postBypassCheck(companyName: string, code: string): Promise<BypassCheckAnswer> {
  return postJson<BypassCheckAnswer>('/v1/bypass/check', { companyName, code });
}

function randomKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID needs a secure context; a plain-http intranet host still has getRandomValues.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt: a retry of the same order (a second click, a reopened
 * PayPal window, a lost answer) reuses it, so the server answers the first order instead of making
 * another. A changed order (other cart, fields or code) is a new attempt with a new key, since the
 * server refuses a key reused for a different body. Forgotten after success.
 */
export class AttemptKeys {
  private body: string | null = null;
  private key: string | null = null;

  keyFor(body: CreateOrderBody): string {
    const json = JSON.stringify(body);
    if (this.key === null || this.body !== json) {
      this.key = randomKey();
      this.body = json;
    }
    return this.key;
  }

  reset(): void {
    this.body = null;
    this.key = null;
  }
}
