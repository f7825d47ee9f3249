import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePayPal } from '.';
import type { FakePayPal } from '.';

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

interface Answer {
  status: number;
  body: Record<string, unknown> & { details?: Record<string, unknown>[] };
  headers: Headers;
}

async function call(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${fake.baseUrl}${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], headers: response.headers };
}

async function token(): Promise<string> {
  const response = await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return call(method, path, { body, headers: { authorization: `Bearer ${await token()}`, ...headers } });
}

function order(amount: Record<string, unknown>, items?: unknown[]) {
  return {
    intent: 'CAPTURE',
    purchase_units: [{ custom_id: 'acme:1', invoice_id: 'ACME-1', amount, ...(items ? { items } : {}) }],
  };
}

const usd = (value: string) => ({ currency_code: 'USD', value });
const item = (value: string, quantity: string) => ({ name: 'Polo', sku: 'P-1', unit_amount: usd(value), quantity });

async function createApproved(): Promise<string> {
  const created = await api('POST', '/v2/checkout/orders', order({ ...usd('10.00') }));
  const id = String(created.body['id']);
  expect((await call('POST', `/__test/approve/${id}`)).body['status']).toBe('APPROVED');
  return id;
}

/** PayPal's error JSON: name, message, debug_id, details[{ field, value, location, issue, description }], links. */
function expectPayPalError(answer: Answer, status: number, name: string, issue: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({
    name,
    message: expect.any(String),
    debug_id: expect.stringMatching(/^[0-9a-z]{13}$/),
    links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link', method: 'GET' }],
  });
  expect(answer.body.details?.[0]).toMatchObject({ issue, description: expect.any(String) });
  expect(answer.headers.get('paypal-debug-id')).toBe(answer.body['debug_id']);
}

describe('fake PayPal: OAuth', () => {
  it('issues Bearer tokens for the right Basic credentials only', async () => {
    const good = await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('test-client:test-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({
      access_token: expect.stringMatching(/^A21AA/),
      token_type: 'Bearer',
      expires_in: 32400,
    });

    const bad = await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('test-client:nope').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    expect(fake.tokenRequests).toBe(2);
  });

  it('answers 401 AUTHENTICATION_FAILURE for a missing or expired token', async () => {
    const missing = await call('GET', '/v2/checkout/orders/ANY');
    expect(missing.status).toBe(401);
    expect(missing.body['name']).toBe('AUTHENTICATION_FAILURE');

    const bearer = await token();
    fake.expireTokens();
    const expired = await call('GET', '/v2/checkout/orders/ANY', { headers: { authorization: `Bearer ${bearer}` } });
    expect(expired.status).toBe(401);
    expect(expired.body['name']).toBe('AUTHENTICATION_FAILURE');

    const fresh = await token();
    fake.expireTokens('oauth');
    const forgotten = await call('GET', '/v2/checkout/orders/ANY', { headers: { authorization: `Bearer ${fresh}` } });
    expect(forgotten.body).toEqual({ error: 'invalid_token', error_description: 'Access Token not found in cache' });
  });
});

describe('fake PayPal: create order', () => {
  it('creates with a 17-character id, 201 first and 200 on replay by PayPal-Request-Id', async () => {
    const body = order({ ...usd('21.00'), breakdown: { item_total: usd('21.00') } }, [item('10.50', '2')]);
    const first = await api('POST', '/v2/checkout/orders', body, { 'paypal-request-id': 'r-1' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.stringMatching(/^[0-9A-Z]{17}$/), status: 'CREATED' });
    expect((first.body['links'] as { rel: string }[]).map((l) => l.rel)).toEqual(['self', 'approve', 'update', 'capture']);

    const replay = await api('POST', '/v2/checkout/orders', body, { 'paypal-request-id': 'r-1' });
    expect(replay.status).toBe(200);
    expect(replay.body['id']).toBe(first.body['id']);
    expect(fake.orders.size).toBe(1);

    const other = await api('POST', '/v2/checkout/orders', body, { 'paypal-request-id': 'r-2' });
    expect(other.body['id']).not.toBe(first.body['id']);
  });

  it('answers PAYER_ACTION_REQUIRED with payment_source.paypal, and wants a PayPal-Request-Id for it', async () => {
    const body = { ...order(usd('5.00')), payment_source: { paypal: { experience_context: { user_action: 'PAY_NOW' } } } };
    const withoutId = await api('POST', '/v2/checkout/orders', body);
    expectPayPalError(withoutId, 400, 'INVALID_REQUEST', 'PAYPAL_REQUEST_ID_REQUIRED');
    const created = await api('POST', '/v2/checkout/orders', body, { 'paypal-request-id': 'r-ps' });
    expect(created.body['status']).toBe('PAYER_ACTION_REQUIRED');
    expect((created.body['links'] as { rel: string }[]).map((l) => l.rel)).toContain('payer-action');
  });

  it('returns the full order with Prefer: return=representation', async () => {
    const created = await api('POST', '/v2/checkout/orders', order(usd('5.00')), { prefer: 'return=representation' });
    expect(created.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'default', custom_id: 'acme:1', amount: usd('5.00') }],
    });
  });

  it('422 AMOUNT_MISMATCH when value is not the breakdown sum', async () => {
    const answer = await api(
      'POST',
      '/v2/checkout/orders',
      order({ ...usd('10.00'), breakdown: { item_total: usd('9.00') } }, [item('9.00', '1')]),
    );
    expectPayPalError(answer, 422, 'UNPROCESSABLE_ENTITY', 'AMOUNT_MISMATCH');
    expect(answer.body.details?.[0]).toEqual({
      field: "/purchase_units/@reference_id=='default'/amount/value",
      value: '10.00',
      location: 'body',
      issue: 'AMOUNT_MISMATCH',
      description: expect.any(String),
    });
    expect(fake.orders.size).toBe(0);
  });

  it('422 ITEM_TOTAL_MISMATCH when item_total is not Σ unit × quantity', async () => {
    const answer = await api(
      'POST',
      '/v2/checkout/orders',
      order({ ...usd('10.00'), breakdown: { item_total: usd('10.00') } }, [item('3.33', '3')]),
    );
    expectPayPalError(answer, 422, 'UNPROCESSABLE_ENTITY', 'ITEM_TOTAL_MISMATCH');
    expect(answer.body.details?.[0]?.['field']).toBe(
      "/purchase_units/@reference_id=='default'/amount/breakdown/item_total/value",
    );
  });

  it('422 ITEM_TOTAL_REQUIRED for items without a breakdown', async () => {
    const answer = await api('POST', '/v2/checkout/orders', order(usd('10.00'), [item('10.00', '1')]));
    expectPayPalError(answer, 422, 'UNPROCESSABLE_ENTITY', 'ITEM_TOTAL_REQUIRED');
  });

  it('422 DECIMAL_PRECISION for float noise', async () => {
    const answer = await api('POST', '/v2/checkout/orders', order(usd('29.979999999999997')));
    expectPayPalError(answer, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
    expect(answer.body.details?.[0]).toMatchObject({ value: '29.979999999999997', location: 'body' });
  });

  it('422 CANNOT_BE_ZERO_OR_NEGATIVE for a zero total', async () => {
    expectPayPalError(
      await api('POST', '/v2/checkout/orders', order(usd('0.00'))),
      422,
      'UNPROCESSABLE_ENTITY',
      'CANNOT_BE_ZERO_OR_NEGATIVE',
    );
    expectPayPalError(
      await api('POST', '/v2/checkout/orders', order(usd('-1.00'))),
      422,
      'UNPROCESSABLE_ENTITY',
      'CANNOT_BE_ZERO_OR_NEGATIVE',
    );
  });

  it('400 INVALID_REQUEST for JSON numbers where PayPal wants strings, and for a wrong intent', async () => {
    const numeric = await api(
      'POST',
      '/v2/checkout/orders',
      order({ ...usd('9.00'), breakdown: { item_total: usd('9.00') } }, [{ ...item('9.00', '1'), quantity: 1 }]),
    );
    expectPayPalError(numeric, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX');
    const float = await api('POST', '/v2/checkout/orders', order({ currency_code: 'USD', value: 9.71 }));
    expectPayPalError(float, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX');
    const intent = await api('POST', '/v2/checkout/orders', { ...order(usd('1.00')), intent: 'SALE' });
    expectPayPalError(intent, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
  });

  it('400 MALFORMED_REQUEST_JSON for a body that is not JSON', async () => {
    const response = await fetch(`${fake.baseUrl}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: '{"intent":',
    });
    expectPayPalError(
      { status: response.status, body: (await response.json()) as Answer['body'], headers: response.headers },
      400,
      'INVALID_REQUEST',
      'MALFORMED_REQUEST_JSON',
    );
  });
});

describe('fake PayPal: get and capture', () => {
  it('404 RESOURCE_NOT_FOUND with INVALID_RESOURCE_ID for an unknown order', async () => {
    const answer = await api('GET', '/v2/checkout/orders/5O190127TN364715T');
    expectPayPalError(answer, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    expect(answer.body.details?.[0]).toMatchObject({ location: 'path', value: '5O190127TN364715T' });
  });

  it('422 ORDER_NOT_APPROVED before the buyer approves', async () => {
    const created = await api('POST', '/v2/checkout/orders', order(usd('10.00')));
    const answer = await api('POST', `/v2/checkout/orders/${String(created.body['id'])}/capture`, {});
    expectPayPalError(answer, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
  });

  it('captures once: 201, then 200 replay for the same request id, ORDER_ALREADY_CAPTURED for another', async () => {
    const id = await createApproved();
    const first = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      { 'paypal-request-id': 'cap-1', prefer: 'return=representation' },
    );
    expect(first.status).toBe(201);
    expect(first.body['status']).toBe('COMPLETED');
    const units = first.body['purchase_units'] as { payments: { captures: Record<string, unknown>[] } }[];
    expect(units[0]?.payments.captures[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: 'COMPLETED',
      amount: usd('10.00'),
      custom_id: 'acme:1',
      invoice_id: 'ACME-1',
      final_capture: true,
    });

    const replay = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      { 'paypal-request-id': 'cap-1', prefer: 'return=representation' },
    );
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);

    const again = await api('POST', `/v2/checkout/orders/${id}/capture`, {}, { 'paypal-request-id': 'cap-2' });
    expectPayPalError(again, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    const noId = await api('POST', `/v2/checkout/orders/${id}/capture`, {});
    expectPayPalError(noId, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    expect(fake.captureCount(id)).toBe(1);
  });

  it('keeps the captures in a minimal capture answer', async () => {
    const id = await createApproved();
    const answer = await api('POST', `/v2/checkout/orders/${id}/capture`, {});
    const units = answer.body['purchase_units'] as { payments: { captures: { status: string }[] } }[];
    expect(units[0]?.payments.captures[0]?.status).toBe('COMPLETED');
  });

  it('honours PayPal-Mock-Response INSTRUMENT_DECLINED and leaves the order APPROVED', async () => {
    const id = await createApproved();
    const declined = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-mock-response': JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }),
      },
    );
    expectPayPalError(declined, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    expect(fake.orders.get(id)?.status).toBe('APPROVED');
    expect(fake.captureCount(id)).toBe(0);
    expect((await api('POST', `/v2/checkout/orders/${id}/capture`, {})).status).toBe(201);
  });

  it("keeps a fault for one order for that order's request, past other orders' requests", async () => {
    const other = await createApproved();
    const id = await createApproved();
    fake.inject({ on: 'capture', kind: 'decline', order: id });
    expect((await api('POST', `/v2/checkout/orders/${other}/capture`, {})).status).toBe(201);
    const declined = await api('POST', `/v2/checkout/orders/${id}/capture`, {});
    expectPayPalError(declined, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    expect((await api('POST', `/v2/checkout/orders/${id}/capture`, {})).status).toBe(201);
  });

  it('answers injected 5xx and 429 in PayPal shape, once', async () => {
    fake.inject({ on: 'get', kind: 'status', status: 503 });
    const unavailable = await api('GET', '/v2/checkout/orders/ANY');
    expect(unavailable.status).toBe(503);
    expect(unavailable.body).toMatchObject({ name: 'SERVICE_UNAVAILABLE', debug_id: expect.any(String) });
    expect((await api('GET', '/v2/checkout/orders/ANY')).status).toBe(404);

    const bearer = await token();
    fake.inject({ kind: 'status', status: 429 });
    const limited = await call('GET', '/v2/checkout/orders/ANY', { headers: { authorization: `Bearer ${bearer}` } });
    expect(limited.status).toBe(429);
    expect(limited.body['name']).toBe('RATE_LIMIT_REACHED');
  });

  it('forgets everything on reset', async () => {
    await createApproved();
    fake.inject({ kind: 'drop' });
    fake.reset();
    expect(fake.orders.size).toBe(0);
    expect(fake.tokenRequests).toBe(0);
    expect((await api('GET', '/v2/checkout/orders/ANY')).status).toBe(404);
  });
});
