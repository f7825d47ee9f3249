import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import { createTestApp, groupSessionCookie, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const SDK = '/v1/paypal-stand-in/sdk.js';

describe.each(DATABASE_KINDS)("the stand-in for PayPal's browser script (%s)", (kind) => {
  let paypal: FakePayPal;
  let standIn: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    const config = { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 1500 };
    standIn = await createTestApp(kind, { paypal: { ...config, sdkStandIn: true } });
    plain = await createTestApp(kind, { paypal: config });
  });
  afterAll(async () => {
    await standIn?.close();
    await plain?.close();
    await paypal?.close();
  });

  const post = async (t: TestApp, url: string, body: object) => {
    const session = await groupSessionCookie(t.app, 'summit');
    return t.app.inject({ method: 'POST', url, payload: body, headers: { cookie: withCookies(session, undefined) } });
  };

  it('is served, and named by the storefront, when the server runs with the fake PayPal and PAYPAL_SDK_STAND_IN', async () => {
    const script = await standIn.app.inject(SDK);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('window.paypal');
    expect((await standIn.app.inject('/v1/storefront/summit')).json().payments.paypal).toEqual({
      available: true,
      client_id: paypal.clientId,
      sdk_url: SDK,
    });
  });

  it('approves at the fake what it was asked to, so a PayPal checkout completes with nothing from the internet', async () => {
    const created = await post(standIn, '/v1/create-order', checkoutBody('summit', linesFor('summit', '1640', 2)));
    expect(created.statusCode, created.body).toBe(201);
    const orderId = (created.json() as { order_id: string }).order_id;
    const approved = await standIn.app.inject({ method: 'POST', url: `/v1/paypal-stand-in/approve/${orderId}` });
    expect(approved.statusCode, approved.body).toBe(204);
    const captured = await post(standIn, '/v1/capture-order', { order_id: orderId, companyName: 'summit' });
    expect(captured.json()).toMatchObject({ status: 'COMPLETED' });
    const unknown = await standIn.app.inject({ method: 'POST', url: '/v1/paypal-stand-in/approve/NOPE-1' });
    expect(unknown.statusCode).toBe(422);
    const bad = await standIn.app.inject({ method: 'POST', url: '/v1/paypal-stand-in/approve/a%20b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: /);
  });

  it('is not served, nor named, when the server is not told to serve it', async () => {
    expect((await plain.app.inject(SDK)).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'POST', url: '/v1/paypal-stand-in/approve/ABC' })).statusCode).toBe(404);
    expect((await plain.app.inject('/v1/storefront/summit')).json().payments.paypal).not.toHaveProperty('sdk_url');
  });

  it('cannot be built with real PayPal or in production, whoever builds the app', async () => {
    const real = {
      apiBase: 'https://api-m.sandbox.paypal.com',
      clientId: 'live-id',
      clientSecret: 'live-secret',
      sdkStandIn: true,
    };
    await expect(createTestApp(kind, { paypal: real })).rejects.toThrow(/PAYPAL_SDK_STAND_IN is refused with real PayPal/);
    const fake = { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, sdkStandIn: true };
    await expect(createTestApp(kind, { paypal: fake, production: true })).rejects.toThrow(/refused in production/);
  });
});
