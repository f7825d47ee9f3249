import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCents } from '@portal/domain';
import { startFakePayPal } from '@portal/testing/fake-paypal';
import type { FakePayPal } from '@portal/testing/fake-paypal';
import { PayPalClient, PayPalError } from './paypal-client';
import type { CreateOrderInput } from './paypal-client';

const DECLINED = 'Your payment method was declined. Please choose another way to pay.';
const NO_ANSWER = 'PayPal did not answer in time. Please try again.';

let fake: FakePayPal;
beforeAll(async () => {
  fake = await startFakePayPal();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

function client(options: { timeoutMs?: number; clientSecret?: string } = {}): PayPalClient {
  return new PayPalClient({
    apiBase: fake.baseUrl,
    clientId: fake.clientId,
    clientSecret: options.clientSecret ?? fake.clientSecret,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}

let sequence = 0;
/** 3 × 25.99 + 12 × 10.50 = 203.97 */
function orderInput(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  sequence++;
  return {
    requestId: `create:acme:${sequence}`,
    customId: `acme:${sequence}`,
    invoiceId: `ACME-${sequence}`,
    description: 'Crestline portal order',
    currency: 'USD',
    items: [
      { name: 'Performance polo', sku: 'P-100', unitAmountCents: 2599, quantity: 3 },
      { name: 'Structured cap', sku: 'C-200', unitAmountCents: 1050, quantity: 12 },
    ],
    shippingCents: 0,
    taxCents: 0,
    ...overrides,
  };
}

async function approvedOrder(paypal: PayPalClient, input: CreateOrderInput = orderInput()): Promise<string> {
  const { id } = await paypal.createOrder(input);
  fake.approve(id);
  return id;
}

async function paypalError(promise: Promise<unknown>): Promise<PayPalError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PayPalError);
  return error as PayPalError;
}

function requestsTo(path: string) {
  return fake.requests.filter((r) => r.url === path);
}

describe('PayPalClient token', () => {
  it('caches the token across calls and refreshes it once after it expires', async () => {
    const paypal = client();
    const id = await approvedOrder(paypal);
    await paypal.getOrder(id);
    await paypal.captureOrder(id, `capture:${id}`);
    expect(fake.tokenRequests).toBe(1);

    fake.expireTokens();
    const order = await paypal.getOrder(id);
    expect(order.orderStatus).toBe('COMPLETED');
    expect(fake.tokenRequests).toBe(2);
    // One 401 with the old token, one retry with the new one.
    expect(requestsTo(`/v2/checkout/orders/${id}`)).toHaveLength(3);
    await paypal.getOrder(id);
    expect(fake.tokenRequests).toBe(2);
  });

  it('also refreshes on the OAuth-shaped 401 PayPal sends for a token it forgot', async () => {
    const paypal = client();
    const id = await approvedOrder(paypal);
    fake.expireTokens('oauth');
    expect((await paypal.captureOrder(id, `capture:${id}`)).captureStatus).toBe('COMPLETED');
    expect(fake.tokenRequests).toBe(2);
    expect(fake.captureCount(id)).toBe(1);
  });

  it('shares one token request between concurrent first calls', async () => {
    const paypal = client();
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => paypal.createOrder(orderInput())));
    expect(new Set(orders.map((o) => o.id)).size).toBe(5);
    expect(fake.tokenRequests).toBe(1);
  });

  it('refreshes 60 s before expires_in', async () => {
    const shortLived = await startFakePayPal({ tokenTtlSeconds: 60 });
    try {
      const paypal = new PayPalClient({ apiBase: shortLived.baseUrl, clientId: 'test-client', clientSecret: 'test-secret' });
      await paypal.createOrder(orderInput());
      await paypal.createOrder(orderInput());
      expect(shortLived.tokenRequests).toBe(2);
    } finally {
      await shortLived.close();
    }
  });

  it('gives a non-retryable error with the OAuth issue for wrong credentials, without the secret', async () => {
    const error = await paypalError(client({ clientSecret: 'wrong-secret-4711' }).createOrder(orderInput()));
    expect(error).toMatchObject({ name: 'PayPalError', status: 401, issue: 'invalid_client', retryable: false });
    expect(error.message).toContain('Client Authentication failed');
    expect(inspect(error)).not.toContain('wrong-secret-4711');
    expect(fake.orders.size).toBe(0);
  });
});

describe('PayPalClient.createOrder', () => {
  it('sends string amounts that add up, with the checkout settings and the request id', async () => {
    const input = orderInput({ requestId: 'create:acme:fixed' });
    const created = await client().createOrder(input);
    // payment_source.paypal makes PayPal answer PAYER_ACTION_REQUIRED rather than CREATED.
    expect(created).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{17}$/), status: 'PAYER_ACTION_REQUIRED' });

    const stored = fake.orders.get(created.id);
    expect(stored?.intent).toBe('CAPTURE');
    expect(stored?.purchaseUnits).toEqual([
      {
        reference_id: 'default',
        custom_id: input.customId,
        invoice_id: input.invoiceId,
        description: 'Crestline portal order',
        amount: {
          currency_code: 'USD',
          value: '203.97',
          breakdown: {
            item_total: { currency_code: 'USD', value: '203.97' },
            shipping: { currency_code: 'USD', value: '0.00' },
            tax_total: { currency_code: 'USD', value: '0.00' },
          },
        },
        items: [
          { name: 'Performance polo', sku: 'P-100', unit_amount: { currency_code: 'USD', value: '25.99' }, quantity: '3' },
          { name: 'Structured cap', sku: 'C-200', unit_amount: { currency_code: 'USD', value: '10.50' }, quantity: '12' },
        ],
      },
    ]);
    expect(stored?.paymentSource).toEqual({
      paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
    });
    expect(requestsTo('/v2/checkout/orders')[0]?.headers['paypal-request-id']).toBe('create:acme:fixed');
  });

  it('sends freight as shipping and sales tax as tax_total: the amount is goods + freight + tax, and PayPal captures it', async () => {
    const paypal = client();
    const input = orderInput({ shippingCents: 1500, taxCents: 1259 });
    const id = await approvedOrder(paypal, input);
    expect(fake.orders.get(id)?.purchaseUnits[0]?.amount).toEqual({
      currency_code: 'USD',
      value: '231.56',
      breakdown: {
        item_total: { currency_code: 'USD', value: '203.97' },
        shipping: { currency_code: 'USD', value: '15.00' },
        tax_total: { currency_code: 'USD', value: '12.59' },
      },
    });
    expect((await paypal.captureOrder(id, `capture:${id}`)).amountCents).toBe(23156);
  });

  it('refuses freight or tax that is not whole cents, or negative, before calling PayPal', async () => {
    const paypal = client();
    await expect(paypal.createOrder(orderInput({ shippingCents: -1 }))).rejects.toThrow(RangeError);
    await expect(paypal.createOrder(orderInput({ taxCents: 0.5 }))).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });

  it('replays the same order for the same request id', async () => {
    const paypal = client();
    const input = orderInput();
    const first = await paypal.createOrder(input);
    const second = await paypal.createOrder(input);
    expect(second.id).toBe(first.id);
    expect(fake.orders.size).toBe(1);
  });

  it('cuts item names to 127 characters without splitting a character', async () => {
    const name = `${'a'.repeat(126)}😀 and more`;
    const { id } = await client().createOrder(orderInput({ items: [{ name, sku: 'LONG', unitAmountCents: 100, quantity: 1 }] }));
    const stored = fake.orders.get(id)?.purchaseUnits[0]?.items?.[0]?.name;
    expect(stored).toBe('a'.repeat(126));
  });

  it('refuses a total of zero before calling PayPal', async () => {
    const paypal = client();
    await expect(
      paypal.createOrder(orderInput({ items: [{ name: 'Free', sku: 'F', unitAmountCents: 0, quantity: 5 }] })),
    ).rejects.toThrow(/more than zero/);
    await expect(paypal.createOrder(orderInput({ items: [] }))).rejects.toThrow(RangeError);
    await expect(
      paypal.createOrder(orderInput({ items: [{ name: 'Half', sku: 'H', unitAmountCents: 10.5, quantity: 1 }] })),
    ).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });

  it('is accepted by PayPal for any cart: amount, breakdown and items always reconcile', async () => {
    const paypal = client();
    const item = fc.record({
      name: fc.string({ minLength: 1, maxLength: 200, unit: 'grapheme' }),
      sku: fc.stringMatching(/^[A-Z0-9-]{1,20}$/),
      unitAmountCents: fc.integer({ min: 1, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 10_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 20 }),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 500_000 }),
        async (items, shippingCents, taxCents) => {
          const { id } = await paypal.createOrder(orderInput({ items, shippingCents, taxCents }));
          const unit = fake.orders.get(id)?.purchaseUnits[0];
          const goods = items.reduce((sum, i) => sum + i.unitAmountCents * i.quantity, 0);
          expect(unit?.amount.value).toBe(formatCents(goods + shippingCents + taxCents));
          expect(unit?.amount.breakdown?.item_total?.value).toBe(formatCents(goods));
          expect(unit?.amount.breakdown?.shipping?.value).toBe(formatCents(shippingCents));
          expect(unit?.amount.breakdown?.tax_total?.value).toBe(formatCents(taxCents));
        },
      ),
      { numRuns: 300 },
    );
    expect(fake.orders.size).toBe(300);
  });
});

describe('PayPalClient.captureOrder', () => {
  it('captures: COMPLETED with the amount in cents and our custom id', async () => {
    const paypal = client();
    const input = orderInput();
    const id = await approvedOrder(paypal, input);
    const result = await paypal.captureOrder(id, `capture:${id}`);
    expect(result).toEqual({
      orderStatus: 'COMPLETED',
      captureStatus: 'COMPLETED',
      captureId: expect.stringMatching(/^[0-9A-Z]{17}$/),
      amountCents: 20397,
      currency: 'USD',
      customId: input.customId,
    });
    const sent = requestsTo(`/v2/checkout/orders/${id}/capture`)[0]?.headers;
    expect(sent?.['paypal-request-id']).toBe(`capture:${id}`);
    expect(sent?.['prefer']).toBe('return=representation');
  });

  it('does not capture twice when replayed with the same request id', async () => {
    const paypal = client();
    const id = await approvedOrder(paypal);
    const first = await paypal.captureOrder(id, `capture:${id}`);
    const second = await paypal.captureOrder(id, `capture:${id}`);
    expect(second.captureId).toBe(first.captureId);
    expect(second.amountCents).toBe(20397);
    expect(fake.captureCount(id)).toBe(1);
  });

  it('maps ORDER_ALREADY_CAPTURED for a second capture under another request id', async () => {
    const paypal = client();
    const id = await approvedOrder(paypal);
    await paypal.captureOrder(id, 'capture:one');
    const error = await paypalError(paypal.captureOrder(id, 'capture:two'));
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED', retryable: false });
    expect(error.userMessage).toBe('This order has already been paid.');
    expect(fake.captureCount(id)).toBe(1);
  });

  it('maps ORDER_NOT_APPROVED and an unknown order', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder(orderInput());
    const notApproved = await paypalError(paypal.captureOrder(id, `capture:${id}`));
    expect(notApproved).toMatchObject({ status: 422, paypalName: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_NOT_APPROVED' });
    expect(notApproved.userMessage).toBe('The payment was not approved yet.');

    const unknown = await paypalError(paypal.captureOrder('0000000000000000X', 'capture:x'));
    expect(unknown).toMatchObject({
      status: 404,
      paypalName: 'RESOURCE_NOT_FOUND',
      issue: 'INVALID_RESOURCE_ID',
      retryable: false,
    });
    expect(unknown.userMessage).toBe('This payment has expired. Please start checkout again.');
  });

  it('maps INSTRUMENT_DECLINED for the buyer, and the retry after it captures once', async () => {
    const paypal = client();
    const id = await approvedOrder(paypal);
    fake.inject({ on: 'capture', kind: 'decline' });
    const error = await paypalError(paypal.captureOrder(id, `capture:${id}`));
    expect(error).toMatchObject({
      status: 422,
      paypalName: 'UNPROCESSABLE_ENTITY',
      issue: 'INSTRUMENT_DECLINED',
      debugId: expect.stringMatching(/^[0-9a-z]{13}$/),
      retryable: false,
      userMessage: DECLINED,
    });
    expect(fake.orders.get(id)?.status).toBe('APPROVED');

    const retried = await paypal.captureOrder(id, `capture:${id}`);
    expect(retried.captureStatus).toBe('COMPLETED');
    expect(fake.captureCount(id)).toBe(1);
  });

  it.each([500, 503, 429] as const)('treats %i as retryable, and the retry captures once', async (status) => {
    const paypal = client();
    const id = await approvedOrder(paypal);
    fake.inject({ on: 'capture', kind: 'status', status });
    const error = await paypalError(paypal.captureOrder(id, `capture:${id}`));
    expect(error).toMatchObject({
      status,
      retryable: true,
      userMessage: 'PayPal could not process the payment. Please try again.',
    });
    expect(error.paypalName).toBe(
      { 500: 'INTERNAL_SERVER_ERROR', 503: 'SERVICE_UNAVAILABLE', 429: 'RATE_LIMIT_REACHED' }[status],
    );
    expect((await paypal.captureOrder(id, `capture:${id}`)).captureStatus).toBe('COMPLETED');
    expect(fake.captureCount(id)).toBe(1);
  });
});

describe('PayPalClient.getOrder', () => {
  it('shows an order without a capture', async () => {
    const paypal = client();
    const input = orderInput();
    const id = await approvedOrder(paypal, input);
    expect(await paypal.getOrder(id)).toEqual({
      orderStatus: 'APPROVED',
      captureStatus: null,
      captureId: null,
      amountCents: null,
      currency: null,
      customId: input.customId,
    });
  });
});

describe('PayPalClient when PayPal is slow or gone', () => {
  it('gives up after timeoutMs with a retryable status-0 error', async () => {
    const paypal = client({ timeoutMs: 250 });
    await paypal.getOrder('0000000000000000X').catch(() => undefined); // warm the token
    fake.inject({ on: 'create', kind: 'delay', ms: 1_000 });
    const started = performance.now();
    const error = await paypalError(paypal.createOrder(orderInput()));
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ status: 0, retryable: true, userMessage: NO_ANSWER });
    expect(error.message).toMatch(/timed out after 250 ms/);
    expect(elapsed).toBeGreaterThanOrEqual(240);
    expect(elapsed).toBeLessThan(750);
  });

  it('turns a dropped connection into a retryable error', async () => {
    const paypal = client();
    const id = await approvedOrder(paypal);
    fake.inject({ on: 'capture', kind: 'drop' });
    const error = await paypalError(paypal.captureOrder(id, `capture:${id}`));
    expect(error).toMatchObject({ status: 0, retryable: true, userMessage: NO_ANSWER });
    expect(fake.captureCount(id)).toBe(0);
    expect((await paypal.captureOrder(id, `capture:${id}`)).captureStatus).toBe('COMPLETED');
  });

  it('recovers the capture that happened before the timeout, without capturing twice', async () => {
    const paypal = client({ timeoutMs: 250 });
    const id = await approvedOrder(paypal);
    fake.inject({ on: 'capture', kind: 'delay-after-capture', ms: 1_000 });

    const timedOut = await paypalError(paypal.captureOrder(id, `capture:${id}`));
    expect(timedOut).toMatchObject({ status: 0, retryable: true, userMessage: NO_ANSWER });

    const seen = await paypal.getOrder(id);
    expect(seen).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED', amountCents: 20397 });

    const retried = await paypal.captureOrder(id, `capture:${id}`);
    expect(retried.captureId).toBe(seen.captureId);
    expect(retried.captureStatus).toBe('COMPLETED');
    expect(fake.captureCount(id)).toBe(1);
  });

  it('turns a non-JSON answer from a proxy into a PayPalError', async () => {
    const proxy = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const paypal = new PayPalClient({ apiBase: `http://127.0.0.1:${port}`, clientId: 'id', clientSecret: 'proxy-secret' });
      const error = await paypalError(paypal.getOrder('ANY'));
      expect(error).toMatchObject({ status: 502, paypalName: null, issue: null, retryable: true });
      expect(error.message).toContain('Bad gateway');
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('PayPalClient secrecy', () => {
  it('never puts the secret or a token into an error', async () => {
    const paypal = client({ timeoutMs: 250 });
    const id = await approvedOrder(paypal);
    const errors: PayPalError[] = [];
    fake.inject({ on: 'capture', kind: 'decline' });
    errors.push(await paypalError(paypal.captureOrder(id, 'c1')));
    fake.inject({ on: 'capture', kind: 'status', status: 500 });
    errors.push(await paypalError(paypal.captureOrder(id, 'c1')));
    fake.inject({ on: 'get', kind: 'drop' });
    errors.push(await paypalError(paypal.getOrder(id)));
    fake.inject({ on: 'get', kind: 'delay', ms: 600 });
    errors.push(await paypalError(paypal.getOrder(id)));
    errors.push(await paypalError(paypal.getOrder('0000000000000000X')));
    errors.push(await paypalError(client({ clientSecret: 'wrong-secret-4711' }).getOrder(id)));

    const tokens = fake.requests
      .map((r) => r.headers['authorization'])
      .filter((h): h is string => typeof h === 'string')
      .map((h) => h.replace(/^(Bearer|Basic) /, ''));
    const secrets = [fake.clientSecret, 'wrong-secret-4711', ...tokens];
    expect(tokens.length).toBeGreaterThan(3);
    for (const error of errors) {
      const everything = [error.message, error.stack, JSON.stringify(error), inspect(error, { depth: 10 })].join('\n');
      for (const secret of secrets) expect(everything).not.toContain(secret);
    }
    expect(inspect(paypal, { depth: 10 })).not.toContain(fake.clientSecret);
  });
});
