// The console's answers as the web client reads them: each route's real answer on the demo data
// parses with the schema the client parses it with (consoleAnswers), every route reached; that the
// routes declare those schemas is console-answers-documented.test.ts. A route whose answer drifts
// from what the client expects fails here, before a screen does.
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleAnswers,
  consoleAnswerSchema,
  type BillingAccount,
  type ConsoleAnswerOf,
  type ConsoleRoute,
} from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { readDemoSecrets } from '@portal/tenants/server';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { openHold } from '../src/order-store/order-holds';
import { localDay } from '../src/time/local-time';
import { waitingApproval } from '../test-support/approvals';
import { addTestStaff, loggedInStaff, placeTestOrder, STAFF_PASSWORD, staffCookieOf } from '../test-support/console';
import { createOfferTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const DAY = 86_400_000;

/** A tee or hat of the group priced in every size, which any of its orders may carry. */
function pricedItem(group: string): string {
  return registry.groups
    .get(group)!
    .catalogue.find(
      (item) =>
        (item.type === 'tshirts' || item.type === 'hat') &&
        !item.restricted &&
        !item.supportedStores?.length &&
        Object.values(item.sizes).every((price) => typeof price === 'number' && price > 0),
    )!.code;
}

/** What opening another account like this one takes. */
function billingAccountBody(account: BillingAccount) {
  const { name, accounting_name, address, terms, credit_limit_cents, contacts, invoice_when, reminder_days, group_key } = account;
  return {
    group_key,
    store_code: '',
    name,
    accounting_name,
    address,
    terms,
    credit_limit_cents,
    contacts,
    invoice_when,
    reminder_days,
  };
}

interface Sent {
  cookie: string;
  params?: Record<string, string | number>;
  query?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The cookies a response set, as a Cookie header (a cleared one left out). */
const cookiesOf = (...responses: LightMyRequestResponse[]) =>
  responses
    .flatMap((response) => response.cookies)
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

describe.each(DATABASE_KINDS)("every console route's answer on the demo data parses as the web client reads it (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  const reached = new Set<ConsoleRoute>();

  /** Calls a route as the web client does, and parses its answer with the schema the client uses for its status. */
  async function answer<R extends ConsoleRoute>(
    route: R,
    sent: Sent,
  ): Promise<{ body: ConsoleAnswerOf<R>; response: LightMyRequestResponse }> {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(sent.params![name])));
    const response = await t.app.inject({
      method: method as 'GET',
      url: sent.query ? `${url}?${sent.query}` : url,
      headers: { cookie: sent.cookie, ...sent.headers },
      ...(sent.payload === undefined ? {} : { payload: sent.payload as string }),
    });
    const schema = consoleAnswerSchema(route, response.statusCode);
    expect(schema, `${route} answered ${response.statusCode}: ${response.body}`).toBeDefined();
    const parsed = schema!.safeParse(response.statusCode === 204 ? null : response.json());
    expect(parsed.error?.issues, `${route}: ${response.body.slice(0, 500)}`).toBeUndefined();
    reached.add(route);
    return { body: parsed.data as ConsoleAnswerOf<R>, response };
  }

  /** An order placed in the group on account and shipped, so its account invoices it; answers its id. */
  async function shippedOrder(group: string, lines?: ReturnType<typeof linesFor>): Promise<string> {
    const { order_id } = await (lines ? placeOrder(group, lines) : placeTestOrder(t, group));
    for (const move of [{ to: 'in_production' }, { to: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }]) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/console/orders/${order_id}/status`,
        headers: { cookie: admin },
        payload: { ...move, expected_status: move.to === 'shipped' ? 'in_production' : 'received' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return order_id;
  }

  async function placeOrder(group: string, lines: ReturnType<typeof linesFor>): Promise<{ order_id: string }> {
    const bypassCode = readDemoSecrets().find((demo) => demo.group === group)!.bypassCodes[0]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody(group, lines, { bypassPaypal: true, bypassCode }),
      headers: { cookie: withCookies(await groupSessionCookie(t.app, group)) },
      remoteAddress: '10.252.0.9',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  beforeAll(async () => {
    t = await createOfferTestApp(kind);
    admin = (await loggedInStaff(t, 'admin')).cookie;
  });
  afterAll(async () => t?.close());

  it('logs in, with and without a second step, and keeps its session and factor', async () => {
    const viewer = await addTestStaff(t, 'viewer');
    const { body: me } = await answer('POST /api/console/login', {
      cookie: '',
      payload: { email: viewer.row.email, password: STAFF_PASSWORD },
    });
    expect(me).toHaveProperty('staff');
    const account = await addTestStaff(t, 'accounts');
    const credentials = { email: account.row.email, password: STAFF_PASSWORD };
    const enrol = await answer('POST /api/console/login', { cookie: '', payload: credentials });
    expect(enrol.body).toEqual({ next: 'enrol' });
    const start = await answer('POST /api/console/second-factor/start', { cookie: cookiesOf(enrol.response) });
    const confirm = await answer('POST /api/console/second-factor/confirm', {
      cookie: cookiesOf(enrol.response, start.response),
      payload: { code: await generate({ secret: start.body.secret }) },
    });
    const code = await answer('POST /api/console/login', { cookie: '', payload: credentials });
    expect(code.body).toEqual({ next: 'code' });
    const second = await answer('POST /api/console/login/code', {
      cookie: cookiesOf(code.response),
      payload: { code: confirm.body.recovery_codes[0] },
    });
    const cookie = staffCookieOf(second.response);
    await answer('GET /api/console/me', { cookie });
    const { body: listed } = await answer('GET /api/console/sessions', { cookie });
    const other = listed.sessions.find((session) => !session.current)!;
    await answer('POST /api/console/sessions/:sessionId/end', { cookie, params: { sessionId: other.id } });
    await answer('POST /api/console/sessions/end-others', { cookie });
    await answer('POST /api/console/logout', { cookie });
  });

  it('reads and changes orders', async () => {
    const [first, second] = [await placeTestOrder(t, 'harbor'), await placeTestOrder(t, 'harbor')];
    await answer('GET /api/console/orders', { cookie: admin, query: 'group=harbor&limit=5' });
    const { body: detail } = await answer('GET /api/console/orders/:orderId', {
      cookie: admin,
      params: { orderId: first.order_id },
    });
    await answer('POST /api/console/orders/:orderId/ship-date', {
      cookie: admin,
      params: { orderId: first.order_id },
      payload: { est_ship_date: '2031-05-02', version: detail.order.version },
    });
    await answer('POST /api/console/emails/:emailId/send-again', { cookie: admin, params: { emailId: detail.emails[0]!.id } });
    const hold = await t.database.db.transaction((tx) =>
      openHold(
        tx,
        { staffId: null, label: 'system', requestId: 'contracts' },
        { id: first.order_id, groupKey: 'harbor' },
        'credit',
      ),
    );
    await answer('POST /api/console/orders/:orderId/holds/:holdId/release', {
      cookie: admin,
      params: { orderId: first.order_id, holdId: hold.id },
      payload: {},
    });
    await answer('POST /api/console/orders/bulk/in-production', { cookie: admin, payload: { order_ids: [second.order_id] } });
    await answer('POST /api/console/orders/bulk/ship-date', {
      cookie: admin,
      payload: { order_ids: [second.order_id], est_ship_date: '2031-05-03' },
    });
    const { body: moved } = await answer('POST /api/console/orders/:orderId/status', {
      cookie: admin,
      params: { orderId: first.order_id },
      payload: { to: 'in_production', expected_status: 'received' },
    });
    expect(moved.status).toBe('in_production');
    const waiting = await waitingApproval(t, { now: new Date() });
    const { body: reminded } = await answer('POST /api/console/orders/:orderId/approval/remind', {
      cookie: admin,
      params: { orderId: waiting.orderId },
    });
    expect(reminded.reminded_count).toBe(1);
    await answer('GET /api/console/orders', { cookie: admin, query: 'approval=waiting' });
  });

  it('reads and changes the staff', async () => {
    await answer('GET /api/console/staff', { cookie: admin });
    const { body: added } = await answer('POST /api/console/staff', {
      cookie: admin,
      payload: {
        email: 'rowan.pike@crestline.example',
        name: 'Rowan Pike',
        role: 'rep',
        groups: ['harbor'],
        password: 'long-enough-pass',
      },
    });
    const params = { staffId: added.id };
    await answer('PATCH /api/console/staff/:staffId', { cookie: admin, params, payload: { groups: ['harbor', 'cedar'] } });
    await answer('POST /api/console/staff/:staffId/password', {
      cookie: admin,
      params,
      payload: { password: 'another-long-pass' },
    });
    await answer('POST /api/console/staff/:staffId/sessions/end', { cookie: admin, params });
    await answer('POST /api/console/staff/:staffId/second-factor/reset', { cookie: admin, params });
    await answer('DELETE /api/console/staff/:staffId', { cookie: admin, params });
  });

  it('reads the groups and the spend report', async () => {
    await answer('GET /api/console/groups', { cookie: admin });
    await answer('GET /api/console/reports/spend', { cookie: admin });
    await answer('GET /api/console/reports/spend', { cookie: admin, query: 'group=harbor' });
  });

  it('reads and changes billing: accounts, invoices, credit notes, payments, statements, aging and exports', async () => {
    const today = localDay(Date.now(), DEFAULT_PROVIDER_TIME_ZONE);
    const lastMonth = localDay(Date.now() - 40 * DAY, DEFAULT_PROVIDER_TIME_ZONE).slice(0, 7);
    const { body: listed } = await answer('GET /api/console/billing/accounts', { cookie: admin });
    const harbor = listed.accounts.find((account) => account.group_key === 'harbor' && account.store_code === '')!;
    const account = { accountId: harbor.id };
    const [paid, voided] = [await shippedOrder('harbor'), await shippedOrder('harbor')];
    const { body: invoices } = await answer('GET /api/console/billing/invoices', {
      cookie: admin,
      query: `account=${harbor.id}`,
    });
    const invoiceOf = (orderId: string) => ({ invoiceId: invoices.invoices.find((invoice) => invoice.order_id === orderId)!.id });
    await answer('GET /api/console/billing/invoices/:invoiceId', { cookie: admin, params: invoiceOf(paid) });
    const reason = 'Short one tee, agreed by phone.';
    await answer('POST /api/console/billing/invoices/:invoiceId/credit-notes', {
      cookie: admin,
      params: invoiceOf(paid),
      payload: { amount_cents: 100, reason },
    });
    await answer('POST /api/console/billing/invoices/:invoiceId/void', {
      cookie: admin,
      params: invoiceOf(voided),
      payload: { reason },
    });
    const { body: payment } = await answer('POST /api/console/billing/accounts/:accountId/payments', {
      cookie: admin,
      params: account,
      payload: { amount_cents: 500, received_on: today, method: 'cheque', reference: 'Cheque 10442', allocations: [] },
    });
    const { body: allocated } = await answer('POST /api/console/billing/payments/:paymentId/allocations', {
      cookie: admin,
      params: { paymentId: payment.id },
      payload: { allocations: [{ invoice_id: invoiceOf(paid).invoiceId, amount_cents: 200 }] },
    });
    await answer('POST /api/console/billing/allocations/:allocationId/take-back', {
      cookie: admin,
      params: { allocationId: allocated.allocations[0]!.id },
    });
    await answer('POST /api/console/billing/payments/:paymentId/reverse', {
      cookie: admin,
      params: { paymentId: payment.id },
      payload: { reason },
    });
    await answer('POST /api/console/billing/payments/import', {
      cookie: admin,
      payload: { csv: `Date,Account,Reference,Amount,Invoices\n${today},${harbor.name},WIRE-1,10.00,`, apply: false },
    });
    await answer('GET /api/console/billing/accounts/:accountId/ledger', { cookie: admin, params: account });
    await answer('GET /api/console/billing/accounts/:accountId/statement', {
      cookie: admin,
      params: account,
      query: `period=${lastMonth}`,
    });
    await answer('POST /api/console/billing/accounts/:accountId/statement/send', {
      cookie: admin,
      params: account,
      payload: { period: lastMonth },
    });
    await answer('GET /api/console/billing/aging', { cookie: admin });
    const { body: lifted } = await answer('POST /api/console/billing/accounts/:accountId/hold-lift', {
      cookie: admin,
      params: account,
      payload: { until: localDay(Date.now() + 7 * DAY, DEFAULT_PROVIDER_TIME_ZONE), reason },
    });
    await answer('PATCH /api/console/billing/accounts/:accountId', {
      cookie: admin,
      params: account,
      payload: { version: lifted.version, reminder_days: [0, 15] },
    });
    await answer('POST /api/console/billing/accounts', {
      cookie: admin,
      payload: { ...billingAccountBody(harbor), store_code: 'HPFD01', name: 'Harbor Point Ford' },
    });
    await answer('GET /api/console/billing/unbilled-orders', { cookie: admin });
    await answer('GET /api/console/billing/exports', { cookie: admin, query: `from=${today.slice(0, 8)}01&to=${today}` });
  });

  it("reads and saves the provider's tax settings, and puts a certificate on file and withdraws it", async () => {
    const { body: read } = await answer('GET /api/console/tax-settings', { cookie: admin });
    const settings = { states: [{ state: 'KS', rate_thousandths: 6500, freight_taxed: true, exempt_types: [], zip_rates: [] }] };
    await answer('PUT /api/console/tax-settings', {
      cookie: admin,
      payload: { settings, note: 'Kansas from next month', version_seen: read.current.version },
    });
    const { body: listed } = await answer('GET /api/console/billing/accounts', { cookie: admin });
    const prairie = { accountId: listed.accounts.find((a) => a.group_key === 'prairie' && a.store_code === '')!.id };
    const { body: added } = await answer('POST /api/console/billing/accounts/:accountId/tax-exemptions', {
      cookie: admin,
      params: prairie,
      payload: {
        certificate_number: 'KS-EX-30001',
        state: 'KS',
        expires_on: '2099-12-31',
        file_name: 'ks-ex-30001.pdf',
        pdf_base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      },
    });
    await answer('GET /api/console/billing/accounts/:accountId/tax-exemptions', { cookie: admin, params: prairie });
    await answer('POST /api/console/billing/accounts/:accountId/tax-exemptions/:exemptionId/withdraw', {
      cookie: admin,
      params: { ...prairie, exemptionId: added.id },
      payload: { reason: 'Replaced by a renewed certificate.' },
    });
  });

  it('prices a line on quote from the orders awaiting a price', async () => {
    const order = await shippedOrder('keystone', [
      ...linesFor('keystone', pricedItem('keystone'), 2),
      ...linesFor('keystone', '1240', 12),
    ]);
    const { body: awaiting } = await answer('GET /api/console/billing/awaiting-price', { cookie: admin });
    const [line] = awaiting.orders.find((listed) => listed.order_id === order)!.lines;
    await answer('POST /api/console/billing/orders/:orderId/lines/:lineNo/price', {
      cookie: admin,
      params: { orderId: order, lineNo: line!.line_no },
      payload: { unit_price_cents: 1_250 },
    });
  });

  it("reads and changes a group's offer, publishes it, rolls it back and withdraws a version set for later", async () => {
    const g = { group: 'maple' };
    await answer('GET /api/console/offer', { cookie: admin });
    await answer('GET /api/console/offer/:group', { cookie: admin, params: g });
    const { body: listed } = await answer('GET /api/console/offer/:group/items', { cookie: admin, params: g });
    const item = listed.items.find((candidate) => Object.values(candidate.sizes).some((price) => price > 0))!;
    const saveItem = (price: number) =>
      answer('PUT /api/console/offer/:group/items/:code', {
        cookie: admin,
        params: { ...g, code: item.code },
        payload: { ...item, sizes: Object.fromEntries(Object.keys(item.sizes).map((size) => [size, price])) },
      });
    await saveItem(41.25);
    await answer('DELETE /api/console/offer/:group/draft', { cookie: admin, params: g });
    const { body: settings } = await answer('GET /api/console/offer/:group/settings', { cookie: admin, params: g });
    await answer('PUT /api/console/offer/:group/settings', { cookie: admin, params: g, payload: settings.settings });
    const store = { ...g, code: 'TEST01' };
    await answer('PUT /api/console/offer/:group/stores/:code', {
      cookie: admin,
      params: store,
      payload: { name: 'Test store', address: '' },
    });
    await answer('PUT /api/console/offer/:group/secrets/store-passwords/:code', {
      cookie: admin,
      params: store,
      payload: { password: 'a-store-passphrase' },
    });
    await answer('DELETE /api/console/offer/:group/stores/:code', { cookie: admin, params: store });
    const password = { password: 'a-new-passphrase-for-maple' };
    await answer('PUT /api/console/offer/:group/secrets/group-password', { cookie: admin, params: g, payload: password });
    await answer('PUT /api/console/offer/:group/secrets/admin-password', { cookie: admin, params: g, payload: password });
    await answer('PUT /api/console/offer/:group/secrets/bypass-codes', {
      cookie: admin,
      params: g,
      payload: { codes: ['MAPLE-BYPASS-7'] },
    });
    const priceFile = await t.app.inject({ url: '/api/console/offer/maple/price-file/csv', headers: { cookie: admin } });
    await answer('POST /api/console/offer/:group/price-file', {
      cookie: admin,
      params: g,
      payload: { format: 'csv', file: priceFile.body, apply: false },
    });
    const { body: logos } = await answer('GET /api/console/offer/:group/logos', { cookie: admin, params: g });
    await answer('PUT /api/console/offer/:group/logos', { cookie: admin, params: g, payload: logos.logos });
    await answer('POST /api/console/offer/uploads/:kind', {
      cookie: admin,
      params: { kind: 'logo' },
      payload:
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#c02"/></svg>',
      headers: { 'content-type': 'image/svg+xml' },
    });
    await answer('POST /api/console/offer/:group/publish', { cookie: admin, params: g, payload: { at: null } });
    await answer('POST /api/console/offer/:group/versions/:version/rollback', { cookie: admin, params: { ...g, version: 1 } });
    await saveItem(42.5);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const { body: later } = await answer('POST /api/console/offer/:group/publish', { cookie: admin, params: g, payload: { at } });
    await answer('DELETE /api/console/offer/:group/versions/:version', {
      cookie: admin,
      params: { ...g, version: later.version },
    });
  });

  it("reads and changes a group's spending rules, its bypass codes' trail and its budgets", async () => {
    const g = { group: 'tidewater' };
    const { body: spending } = await answer('GET /api/console/offer/:group/spending', { cookie: admin, params: g });
    await answer('PUT /api/console/offer/:group/spending', {
      cookie: admin,
      params: g,
      payload: { rules: { ...spending.rules!, approval_above_cents: 60_000 } },
    });
    await answer('DELETE /api/console/offer/:group/draft', { cookie: admin, params: g });
    await answer('GET /api/console/offer/:group/bypass-codes', { cookie: admin, params: g });
    await answer('GET /api/console/budgets', { cookie: admin, query: 'group=tidewater' });
  });

  it('reached every route the web client calls', () => {
    expect(Object.keys(consoleAnswers).filter((route) => !reached.has(route as ConsoleRoute))).toEqual([]);
  });
});
