import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import { CROSS_SITE_MESSAGE } from '../src/cross-site-requests';
import { orders } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { consoleState } from '../test-support/console-state';
import { everyRoute, sampleAddress } from '../test-support/routes';
import { createTestApp, groupSessionCookie, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const REFUSED = { message: CROSS_SITE_MESSAGE, code: 'FORBIDDEN' };
const EVIL = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
/** What a page of this app sends: `inject` reaches the app as http://localhost:80. */
const OURS = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

describe.each(DATABASE_KINDS)('requests from another site (%s)', (kind) => {
  let t: TestApp;
  let paypal: FakePayPal;
  let adminCookie: string;
  let orderId: string;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    t = await createTestApp(kind, {
      paypal: { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 1500 },
    });
    adminCookie = (await loggedInStaff(t, 'admin')).cookie;
    orderId = (await placeTestOrder(t, 'harbor')).order_id;
  });
  afterAll(async () => {
    await t?.close();
    await paypal?.close();
  });

  const setShipDate = (date: string, headers: Record<string, string | undefined> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/orders/${orderId}/ship-date`,
      payload: { est_ship_date: date },
      headers: { cookie: adminCookie, ...headers } as Record<string, string>,
    });
  const shipDateNow = async () =>
    (await t.app.inject({ url: `/api/console/orders/${orderId}`, headers: { cookie: adminCookie } })).json().order
      .est_ship_date as string | null;
  const refusedUnchanged = async (send: () => Promise<LightMyRequestResponse>, what: string) => {
    const before = await consoleState(t.database.db);
    const response = await send();
    expect(response.statusCode, what).toBe(403);
    expect(response.json(), what).toEqual(REFUSED);
    expect(response.headers['set-cookie'], what).toBeUndefined();
    expect(await consoleState(t.database.db), what).toEqual(before);
  };

  it("refuses a forged ship date: the admin's cookie, Origin evil.example, Sec-Fetch-Site cross-site", async () => {
    expect(await shipDateNow()).toBeNull();
    await refusedUnchanged(() => setShipDate('2031-01-15', EVIL), 'forged');
    expect(await shipDateNow()).toBeNull();
  });

  it('refuses Origin null, another origin alone, Sec-Fetch-Site cross-site alone, and an Origin that is not a URL', async () => {
    for (const headers of [
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://evil.example' },
      { origin: 'http://evil.example', 'sec-fetch-site': 'same-site' },
      { origin: 'https://localhost' },
      { origin: 'http://localhost:8080' },
      { origin: 'http://localhost.evil.example' },
      { origin: 'localhost' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
    ])
      await refusedUnchanged(() => setShipDate('2031-01-16', headers), JSON.stringify(headers));
  });

  it('lets through our own origin, Sec-Fetch-Site same-origin, same-site or none, and a request without those headers', async () => {
    for (const [date, headers] of [
      ['2031-02-01', OURS],
      ['2031-02-02', { origin: 'http://localhost:80' }],
      ['2031-02-03', { 'sec-fetch-site': 'same-origin' }],
      ['2031-02-04', { 'sec-fetch-site': 'same-site' }],
      ['2031-02-05', { 'sec-fetch-site': 'none' }],
      ['2031-02-06', {}],
    ] as const) {
      const response = await setShipDate(date, headers);
      expect(response.statusCode, `${JSON.stringify(headers)}: ${response.body}`).toBe(200);
      expect(await shipDateNow()).toBe(date);
    }
  });

  it('does not refuse a GET from another site under this rule', async () => {
    const response = await t.app.inject({ url: `/api/console/orders/${orderId}`, headers: { cookie: adminCookie, ...EVIL } });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/storefront/harbor', headers: EVIL })).statusCode).toBe(200);
  });

  it("refuses before the body is read: a form's text/plain, broken JSON or an oversized body is 403, not 415, 400 or 413", async () => {
    for (const [type, payload] of [
      ['text/plain', '{"est_ship_date":"2031-03-01"}'],
      ['application/x-www-form-urlencoded', 'est_ship_date=2031-03-01'],
      ['application/json', '{'],
      ['application/json', `{"x":"${'a'.repeat(300 * 1024)}"}`],
    ] as const)
      await refusedUnchanged(
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/console/orders/${orderId}/ship-date`,
            payload,
            headers: { cookie: adminCookie, 'content-type': type, ...EVIL },
          }),
        type,
      );
  });

  it("refuses the buyer's calls from another site: no session is set and no order is placed", async () => {
    const login = () => t.app.inject({ method: 'POST', url: '/v1/login', payload: { password: 'harbor-demo' }, headers: EVIL });
    await refusedUnchanged(login, 'login');
    const session = await groupSessionCookie(t.app, 'harbor');
    const placed = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
    const before = await placed();
    const body = checkoutBody('harbor', linesFor('harbor', '1640', 1), { bypassPaypal: true, bypassCode: 'HPFD01' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: body,
      headers: { cookie: session, origin: 'null' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(REFUSED);
    expect(await placed()).toBe(before);
    const ours = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: body,
      headers: { cookie: session, ...OURS },
    });
    expect(ours.statusCode, ours.body).toBe(201);
    expect(await placed()).toBe(before + 1);
  });

  it('leaves the PayPal flow working: create and capture are sent from our own origin', async () => {
    const cookie = withCookies(await groupSessionCookie(t.app, 'summit'));
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie, ...OURS } });
    const created = await post('/v1/create-order', checkoutBody('summit', linesFor('summit', '1640', 3)));
    expect(created.statusCode, created.body).toBe(201);
    const { order_id } = created.json<{ order_id: string }>();
    paypal.approve(order_id);
    const captured = await post('/v1/capture-order', { order_id, companyName: 'summit' });
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().status).toBe('COMPLETED');
  });

  it('walks every route: each POST, PUT, PATCH and DELETE is under /v1 or /api/console and refused from another site', async () => {
    const changing = everyRoute(t.app).flatMap((route) =>
      route.methods.filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)).map((method) => ({ method, url: route.url })),
    );
    expect(changing.length).toBeGreaterThan(20);
    expect(changing).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/console/offer/uploads/:kind' },
        { method: 'PUT', url: '/api/console/offer/:group/logos' },
      ]),
    );
    for (const { method, url } of changing) {
      expect(url, `${method} ${url}`).toMatch(/^\/(v1|api\/console)\//);
      const response = await t.app.inject({
        method,
        url: sampleAddress(url),
        payload: {},
        headers: { cookie: adminCookie, ...EVIL },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
  });
});

describe.each(DATABASE_KINDS)('our own origin behind a proxy (%s)', (kind) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const login = (t: TestApp, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/v1/login', payload: { password: 'harbor-demo' }, headers });

  it('is the forwarded host and scheme when the proxy is trusted', async () => {
    const t = await createTestApp(kind, { trustProxy: true });
    apps.push(t);
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https' };
    expect((await login(t, { ...forwarded, origin: 'https://portal.example' })).statusCode).toBe(200);
    for (const origin of ['http://portal.example', 'https://10.0.0.5:3000', 'https://evil.example']) {
      const response = await login(t, { ...forwarded, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.headers['set-cookie'], origin).toBeUndefined();
    }
  });

  it('is https in production, whatever scheme the hop from the proxy used', async () => {
    const t = await createTestApp(kind, { production: true });
    apps.push(t);
    expect((await login(t, { host: 'portal.example', origin: 'https://portal.example' })).statusCode).toBe(200);
    expect((await login(t, { host: 'portal.example', origin: 'http://portal.example' })).statusCode).toBe(403);
    // A proxy that does not pass the Host on, untrusted: the browser's origin is not the one the server sees.
    expect((await login(t, { host: '127.0.0.1:3000', origin: 'https://portal.example' })).statusCode).toBe(403);
  });
});
