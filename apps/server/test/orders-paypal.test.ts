import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCents } from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import { emailOutbox, orders } from '../src/db/schema';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { PendingOrderEmails } from '../src/email/pending-order-emails';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

describe.each(DATABASE_KINDS)('PayPal checkout (%s)', (kind) => {
  let t: TestApp;
  let paypal: FakePayPal;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    t = await createTestApp(kind, {
      paypal: { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 1500 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await paypal?.close();
  });
  beforeEach(() => paypal.reset());

  /** As a browser logged in to the body's group (its password, where it has one) would send it. */
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const session = await groupSessionCookie(t.app, (body as { companyName?: string }).companyName ?? '');
    return t.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { ...headers, cookie: withCookies(session, headers.cookie) },
    });
  };
  const create = async (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await post('/v1/create-order', checkoutBody('summit', linesFor('summit', '1640', 3), over), headers);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as { order_id: string; order_number: string; total: number; payment: unknown };
  };
  const capture = (orderId: string, companyName = 'summit') => post('/v1/capture-order', { order_id: orderId, companyName });
  const row = async (paypalOrderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId)))[0]!;

  it('offers PayPal only to groups that support it, with the public client id', async () => {
    const summit = (await t.app.inject('/v1/storefront/summit')).json();
    expect(summit.payments).toEqual({ paypal: { available: true, client_id: paypal.clientId } });
    const harbor = (await t.app.inject('/v1/storefront/harbor')).json();
    expect(harbor.payments).toEqual({ paypal: { available: false, client_id: null } });
    const refused = await post('/v1/create-order', checkoutBody('harbor', linesFor('harbor', '1640', 1)));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Online payment is not available for this group/);
  });

  it('creates a PayPal order for the server total and keeps ours awaiting payment', async () => {
    const answer = await create();
    expect(answer.payment).toEqual({ method: 'paypal', masked_code: null, code_store: null, billing_account: null });
    const stored = paypal.orders.get(answer.order_id);
    expect(stored).toBeDefined();
    const unit = stored!.purchaseUnits[0]!;
    expect(unit.amount.value).toBe(formatCents(answer.total));
    expect(unit.custom_id).toMatch(/^summit:/);
    const order = await row(answer.order_id);
    expect(order).toMatchObject({ status: 'awaiting_payment', paidCents: 0, totalCents: answer.total });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(mails).toHaveLength(0);
  });

  it('captures once, marks the order paid for the amount and queues the e-mails', async () => {
    const answer = await create();
    const early = await capture(answer.order_id);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('The payment was not approved yet.');
    paypal.approve(answer.order_id);
    const done = await capture(answer.order_id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'COMPLETED', order_number: answer.order_number });
    const order = await row(answer.order_id);
    expect(order).toMatchObject({ status: 'paid', paidCents: answer.total });
    expect(order.captureId).toBeTruthy();
    const again = await capture(answer.order_id);
    expect(again.json().status).toBe('COMPLETED');
    expect(paypal.captureCount(answer.order_id)).toBe(1);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['buyer', 'provider']);
    // Queued with the capture, drawn by the outbox worker on its first claim, as here.
    expect(mails.every((m) => m.message === null)).toBe(true);
    const drawn = await new PendingOrderEmails(t.database.db, registry, { timeZone: DEFAULT_PROVIDER_TIME_ZONE }).draw(
      mails.map((m) => ({ id: String(m.id), orderId: order.id, kind: m.kind as 'provider' | 'buyer' })),
      { keep: false },
    );
    const provider = drawn.get(String(mails.find((m) => m.kind === 'provider')!.id))!;
    expect(provider.text).toMatch(/Payment:\s+Paid by PayPal\n/);
    expect(provider.replyTo).toEqual({ name: 'Rosa Delgado', address: 'rosa.delgado@example.com' });
    // Without PROVIDER_TIME_ZONE the provider's own zone: Eastern.
    expect(provider.text).toMatch(/Date:\s+.* [AP]M E[SD]T\n/);
  });

  it('makes one capture out of 50 concurrent captures of one order', async () => {
    const answer = await create();
    paypal.approve(answer.order_id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => capture(answer.order_id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(paypal.captureCount(answer.order_id)).toBe(1);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, (await row(answer.order_id)).id));
    expect(mails).toHaveLength(2);
  });

  it('reports a declined instrument so the buttons can restart, then captures with a new request', async () => {
    const answer = await create();
    paypal.approve(answer.order_id);
    paypal.inject({ on: 'capture', kind: 'decline' });
    const declined = await capture(answer.order_id);
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toEqual({
      message: 'Your payment method was declined. Please choose another way to pay.',
      code: 'INSTRUMENT_DECLINED',
    });
    expect((await row(answer.order_id)).status).toBe('awaiting_payment');
    const retried = await capture(answer.order_id);
    expect(retried.json().status).toBe('COMPLETED');
    expect(paypal.captureCount(answer.order_id)).toBe(1);
    const captureIds = paypal.requests.filter((r) => r.url.endsWith('/capture')).map((r) => r.headers['paypal-request-id']);
    expect(new Set(captureIds).size).toBe(2);
  });

  it('finds a capture whose answer timed out and charges the buyer once', async () => {
    const answer = await create();
    paypal.approve(answer.order_id);
    paypal.inject({ on: 'capture', kind: 'delay-after-capture', ms: 2500 });
    const response = await capture(answer.order_id);
    expect(response.json()).toEqual({ status: 'COMPLETED', order_number: answer.order_number });
    expect(paypal.captureCount(answer.order_id)).toBe(1);
    expect((await row(answer.order_id)).status).toBe('paid');
  });

  it('answers a PayPal outage with a clear error and nothing marked paid', async () => {
    const answer = await create();
    paypal.approve(answer.order_id);
    paypal.inject({ on: 'capture', kind: 'status', status: 503 });
    paypal.inject({ on: 'get', kind: 'status', status: 503 });
    const response = await capture(answer.order_id);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('PayPal could not process the payment. Please try again.');
    expect((await row(answer.order_id)).status).toBe('awaiting_payment');
    expect((await capture(answer.order_id)).json().status).toBe('COMPLETED');
  });

  it("never captures another group's order", async () => {
    const answer = await create();
    paypal.approve(answer.order_id);
    const response = await capture(answer.order_id, 'default');
    expect(response.statusCode).toBe(404);
    expect(paypal.captureCount(answer.order_id)).toBe(0);
  });

  it('makes one order and one PayPal order for concurrent identical requests with one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'paypal-checkout-0001' };
    const body = checkoutBody('summit', linesFor('summit', '1640', 2));
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/v1/create-order', body, headers)));
    expect(answers.every((a) => a.statusCode < 300)).toBe(true);
    expect(new Set(answers.map((a) => a.json().order_id)).size).toBe(1);
    expect(paypal.orders.size).toBe(1);
  });

  it('retries a create whose PayPal call failed under the same key without a second order', async () => {
    const headers = { 'idempotency-key': 'paypal-checkout-0002' };
    const body = checkoutBody('summit', linesFor('summit', '1640', 1));
    paypal.inject({ on: 'create', kind: 'status', status: 500 });
    const failed = await post('/v1/create-order', body, headers);
    expect(failed.statusCode).toBe(502);
    const retried = await post('/v1/create-order', body, headers);
    expect(retried.statusCode).toBe(200);
    expect(paypal.orders.has(retried.json().order_id)).toBe(true);
    const ours = await t.database.db.select().from(orders).where(eq(orders.paypalOrderId, retried.json().order_id));
    expect(ours).toHaveLength(1);
  });

  it('refuses to take an online payment of nothing', async () => {
    const response = await post(
      '/v1/create-order',
      checkoutBody(
        'summit',
        linesFor('summit', '1640', 1).map((l) => ({ ...l, quantity: 1 })),
        {},
      ),
    );
    expect(response.statusCode).toBe(201);
    const noPayPal = await createTestApp('pglite');
    try {
      const storefront = (await noPayPal.app.inject('/v1/storefront/summit')).json();
      expect(storefront.payments.paypal.available).toBe(false);
      const session = await groupSessionCookie(noPayPal.app, 'summit');
      const refused = await noPayPal.app.inject({
        method: 'POST',
        url: '/v1/create-order',
        payload: checkoutBody('summit', linesFor('summit', '1640', 1)),
        headers: { cookie: session },
      });
      expect(refused.statusCode).toBe(422);
      const bypass = await noPayPal.app.inject({
        method: 'POST',
        url: '/v1/create-order',
        payload: checkoutBody('summit', linesFor('summit', '1640', 1), { bypassPaypal: true, bypassCode: 'SRTY01' }),
        headers: { cookie: session },
      });
      expect(bypass.statusCode).toBe(201);
    } finally {
      await noPayPal.close();
    }
  });
  it('counts a buyer’s confirmations once, whether the orders were paid by PayPal or placed on account', async () => {
    const limited = await createTestApp(kind, {
      paypal: { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 1500 },
      confirmationsPerRecipientHour: 2,
    });
    try {
      const email = `one.count.${kind}@example.net`;
      const send = async (url: string, body: { companyName: string; order_id?: string }) =>
        limited.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { cookie: await groupSessionCookie(limited.app, body.companyName) },
        });
      const onAccount = await send(
        '/v1/create-order',
        checkoutBody('summit', linesFor('summit', '1640', 1), { bypassPaypal: true, bypassCode: 'SRTY01', email }),
      );
      expect(onAccount.statusCode, onAccount.body).toBe(201);
      const placed = [(await limited.database.db.select().from(orders).where(eq(orders.email, email)))[0]!.id];
      for (let i = 0; i < 2; i += 1) {
        const created = await send('/v1/create-order', checkoutBody('summit', linesFor('summit', '1640', 1), { email }));
        expect(created.statusCode, created.body).toBe(201);
        const paypalOrderId = created.json().order_id as string;
        paypal.approve(paypalOrderId);
        expect((await send('/v1/capture-order', { order_id: paypalOrderId, companyName: 'summit' })).statusCode).toBe(200);
        const [row] = await limited.database.db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId));
        placed.push(row!.id);
      }
      const mails = (await limited.database.db.select().from(emailOutbox)).filter(
        (mail) => mail.orderId !== null && placed.includes(mail.orderId),
      );
      // Three orders, all told to the provider; the buyer's third confirmation of the hour is not sent.
      expect(mails.filter((mail) => mail.kind === 'provider')).toHaveLength(3);
      expect(
        mails
          .filter((mail) => mail.kind === 'buyer')
          .map((mail) => mail.orderId)
          .sort(),
      ).toEqual(placed.slice(0, 2).sort());
    } finally {
      await limited.close();
    }
  });
});
