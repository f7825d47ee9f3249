// Every console route the router holds, tried by everyone: without a session, with a buyer's
// sessions, and as each staff role. Whoever its rule refuses is refused and nothing in the database
// changes; whoever it allows is not refused; no answer ever carries a password, a hash or a secret.
// The routes come from the router, so a route added without a rule in console-access-rules.ts fails.
import { eq, sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDemoSecrets } from '@portal/tenants/server';
import { emailOutbox } from '../src/db/schema';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { openHold } from '../src/order-store/order-holds';
import { localDay } from '../src/time/local-time';
import {
  accessRequests,
  accessRuleGaps,
  expectedAnswer,
  PRINCIPALS,
  SAMPLE_PDF_BASE64,
  STAFF_PRINCIPALS,
  type AccessFixtures,
  type AccessRequest,
  type Principal,
} from '../test-support/console-access-rules';
import { addTestStaff, consoleCookie, loggedInStaff, placeTestOrder, STAFF_PASSWORD } from '../test-support/console';
import { changesSince, markDatabase } from '../test-support/console-state';
import { cookiesFrom, createOfferTestApp, groupSessionCookie, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const GROUP = 'harbor';

it('finds a console route without a rule, and a rule whose route is gone', async () => {
  const app = Fastify();
  const answer = async () => ({});
  app.get('/api/console/me', answer);
  app.post('/api/console/orders/:orderId/refund', answer);
  app.get('/v1/session', answer);
  await app.ready();
  const rules = { 'GET /api/console/me': { kind: 'read' }, 'DELETE /api/console/me': { kind: 'admin' } } as const;
  expect(accessRuleGaps(app, rules)).toEqual({
    withoutRule: ['POST /api/console/orders/:orderId/refund'],
    withoutRoute: ['DELETE /api/console/me'],
  });
  await app.close();
});

describe.each(DATABASE_KINDS)('who may use the console (%s)', (kind) => {
  let t: TestApp;
  let fixtures: AccessFixtures;
  let requests: AccessRequest[];
  /** What a rep of other groups must never read: the group's ids, numbers and name. */
  let groupMarks: string[];
  const cookies = {} as Record<Principal, string>;
  const answers: LightMyRequestResponse[] = [];

  const send = async (request: AccessRequest, principal: Principal) => {
    const cookie = cookies[principal];
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload as string | object | Buffer }),
    });
    answers.push(response);
    return response;
  };
  const asAdmin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: { cookie: cookies.admin }, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };

  /** Each request this principal's rule refuses answers as the rule says, and the database is as it was. */
  const refusedEverywhere = async (principals: readonly Principal[]): Promise<number> => {
    const before = await markDatabase(t.database);
    let refusals = 0;
    for (const principal of principals)
      for (const request of requests) {
        const expected = expectedAnswer(request, principal);
        if (expected.answer !== 'refused') continue;
        const response = await send(request, principal);
        const what = `${principal}: ${request.name}: ${response.statusCode} ${response.body}`;
        expect(expected.statuses, what).toContain(response.statusCode);
        expect(response.json(), what).toEqual({
          message:
            expected.message instanceof RegExp
              ? expect.stringMatching(expected.message)
              : (expected.message ?? expect.any(String)),
          code: expect.any(String),
        });
        expect(await changesSince(t.database, before), what).toEqual({});
        refusals += 1;
      }
    return refusals;
  };

  beforeAll(async () => {
    t = await createOfferTestApp(kind);
    cookies['no session'] = '';
    cookies.admin = (await loggedInStaff(t, 'admin')).cookie;
    cookies.accounts = (await loggedInStaff(t, 'accounts')).cookie;
    cookies.viewer = (await loggedInStaff(t, 'viewer')).cookie;
    cookies['rep of the group'] = (await loggedInStaff(t, 'rep', [GROUP])).cookie;
    cookies['rep of other groups'] = (await loggedInStaff(t, 'rep', ['summit', 'prairie'])).cookie;
    fixtures = await makeFixtures();
    requests = accessRequests(fixtures);

    const group = await groupSessionCookie(t.app, GROUP);
    const login = await t.app.inject({ method: 'POST', url: '/v1/login', payload: { password: 'harbor-demo' } });
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/unlock',
      payload: { companyName: GROUP, password: 'crestline-admin' },
    });
    const store = await t.app.inject({
      method: 'POST',
      url: '/v1/stores/unlock',
      payload: { companyName: GROUP, storeCode: 'HPFD01', password: 'store-hpfd01' },
      headers: { cookie: group },
    });
    expect([unlock.statusCode, store.statusCode]).toEqual([204, 204]);
    cookies["a buyer's group session"] = group;
    cookies["a buyer's group and admin sessions"] = withCookies(cookiesFrom(login, unlock), group);
    cookies["a buyer's group and store sessions"] = withCookies(cookiesFrom(store), group);
  });
  afterAll(async () => t?.close());

  /** The group's rows the samples name: two orders (one shipped and invoiced), a payment, a credit note, another rep. */
  async function makeFixtures(): Promise<AccessFixtures> {
    const order = await placeTestOrder(t, GROUP);
    const [email] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.order_id));
    const shipped = await placeTestOrder(t, GROUP);
    const status = `/api/console/orders/${shipped.order_id}/status`;
    await asAdmin('POST', status, { to: 'in_production', version: 0 });
    await asAdmin('POST', status, { to: 'shipped', version: 1, carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
    // The provider's day, as the server judges 'not in the future': a UTC day runs ahead of New York's each evening.
    const today = localDay(Date.now(), DEFAULT_PROVIDER_TIME_ZONE);
    const { invoices } = await asAdmin('GET', '/api/console/billing/invoices');
    const invoice = invoices[0] as { id: string; number: string };
    const { accounts } = await asAdmin('GET', '/api/console/billing/accounts');
    const account = (accounts as { id: string; group_key: string; store_code: string }[]).find(
      (a) => a.group_key === GROUP && a.store_code === '',
    )!;
    const payment = await asAdmin('POST', `/api/console/billing/accounts/${account.id}/payments`, {
      amount_cents: 500,
      received_on: today,
      method: 'cheque',
      reference: 'Cheque 1',
      allocations: [{ invoice_id: invoice.id, amount_cents: 500 }],
    });
    const { credit_note } = await asAdmin('POST', `/api/console/billing/invoices/${invoice.id}/credit-notes`, {
      amount_cents: 100,
      reason: 'A loose thread',
    });
    const someone = await addTestStaff(t, 'rep', [GROUP]);
    const theirs = await t.app.inject({
      url: '/api/console/sessions',
      headers: { cookie: await consoleCookie(t.app, someone.row.email) },
    });
    const { items } = await asAdmin('GET', `/api/console/offer/${GROUP}/items`);
    const item = (items as { code: string; restricted?: boolean; sizes: Record<string, number> }[]).find(
      (i) => !i.restricted && Object.values(i.sizes).some((price) => price > 0),
    )!;
    const size = Object.keys(item.sizes).find((s) => item.sizes[s]! > 0)!;
    const settings = await asAdmin('GET', `/api/console/offer/${GROUP}/settings`);
    const { logos } = await asAdmin('GET', `/api/console/offer/${GROUP}/logos`);
    const priceFile = await t.app.inject({
      url: `/api/console/offer/${GROUP}/price-file/csv`,
      headers: { cookie: cookies.admin },
    });
    const held = await placeTestOrder(t, GROUP);
    const hold = await t.database.db.transaction((tx) =>
      openHold(
        tx,
        { staffId: null, label: 'system', requestId: 'access-test' },
        { id: held.order_id, groupKey: GROUP },
        'credit',
      ),
    );
    const exemption = await asAdmin('POST', `/api/console/billing/accounts/${account.id}/tax-exemptions`, {
      certificate_number: 'ME-ACCESS-1',
      state: 'ME',
      expires_on: '2099-12-31',
      file_name: 'certificate.pdf',
      pdf_base64: SAMPLE_PDF_BASE64,
    });
    groupMarks = [order.order_id, order.order_number, shipped.order_id, shipped.order_number, invoice.id, invoice.number];
    groupMarks.push(account.id, payment.id, credit_note.id, credit_note.number, 'Harbor Point');
    return {
      group: GROUP,
      orderId: order.order_id,
      emailId: String(email!.id),
      staffId: someone.row.id,
      sessionId: theirs.json().sessions[0].id,
      accountId: account.id,
      invoiceId: invoice.id,
      creditNoteId: credit_note.id,
      paymentId: payment.id,
      allocationId: String(payment.allocations[0].id),
      heldOrderId: held.order_id,
      holdId: hold.id,
      taxExemptionId: exemption.id,
      item: { ...item, sizes: { ...item.sizes, [size]: item.sizes[size]! + 1 } },
      settings: { ...settings.settings, title: 'Harbor Point Motors, renamed' },
      logos,
      priceFile: priceFile.body,
      stores: [settings.stores[0].code, settings.stores[1].code],
      today,
      nextWeek: localDay(Date.now() + 7 * 86_400_000, DEFAULT_PROVIDER_TIME_ZONE),
      period: today.slice(0, 7),
    };
  }

  it('has a rule for every console route the router holds, and a route for every rule', () => {
    const gaps = accessRuleGaps(t.app);
    expect(gaps).toEqual({ withoutRule: [], withoutRoute: [] });
    expect(new Set(requests.map((r) => r.key)).size).toBeGreaterThan(70);
  });

  it("sees a change when there is one, and none where only a session's last use moved", async () => {
    const mark = await markDatabase(t.database);
    await t.database.db.execute(sql`update sessions set last_used_at = now() + interval '1 minute'`);
    expect(await changesSince(t.database, mark)).toEqual({});
    await t.database.db.execute(sql`update staff set name = name`);
    expect(await changesSince(t.database, mark)).toHaveProperty('staff');
  });

  it("answers 401 to every guarded route without a staff session, or with a buyer's sessions, changing nothing", async () => {
    expect(cookies["a buyer's group and admin sessions"]).toMatch(/pg_harbor=.*pa_harbor=/);
    expect(cookies["a buyer's group and store sessions"]).toMatch(/ps_harbor_HPFD01=.*pg_harbor=/);
    const refusals = await refusedEverywhere(PRINCIPALS.filter((p) => !STAFF_PRINCIPALS.includes(p)));
    expect(refusals).toBeGreaterThan(4 * 70);
  });

  it('answers 403 to each staff role what its role may not do, changing nothing', async () => {
    expect(await refusedEverywhere(STAFF_PRINCIPALS)).toBeGreaterThan(100);
  });

  it("keeps a rep of other groups from the group's things: refused, or answered without them", async () => {
    const principal = 'rep of other groups';
    for (const request of requests) {
      const expected = expectedAnswer(request, principal).answer;
      if (expected !== 'unseen' && expected !== 'each refused') continue;
      const before = await markDatabase(t.database);
      const response = await send(request, principal);
      expect(response.statusCode, `${request.name}: ${response.body}`).toBe(200);
      if (expected === 'unseen') {
        for (const mark of groupMarks) expect(response.body, request.name).not.toContain(mark);
        // The same list names the group's rows to an admin: what the rep does not see is there.
        const seen = (await send(request, 'admin')).body;
        if (!request.namesNoRows)
          expect(
            groupMarks.filter((mark) => seen.includes(mark)),
            request.name,
          ).not.toEqual([]);
        continue;
      }
      // A bulk call answers each order on its own: this one is not there for them, and nothing moves.
      expect(response.json().results, request.name).toEqual([
        { order_id: expect.any(String), ok: false, message: 'No such order.', code: 'NOT_FOUND' },
      ]);
      expect(await changesSince(t.database, before), request.name).toEqual({});
    }
    const board = requests.find((r) => r.url === '/api/console/orders')!;
    expect((await send(board, principal)).json().rows).toEqual([]);
  });

  it('lets each role do what its rule allows: reads answer 200, and no change is refused', async () => {
    const allowed = (principal: Principal, request: AccessRequest) => expectedAnswer(request, principal).answer === 'allowed';
    for (const principal of STAFF_PRINCIPALS)
      for (const request of requests.filter((r) => r.kind === 'read' && allowed(principal, r))) {
        const response = await send(request, principal);
        expect(response.statusCode, `${principal}: ${request.name}: ${response.body}`).toBe(200);
      }
    // The group's rep first: what the admin changes after (secrets, settings) is not theirs to publish.
    const order: Principal[] = ['rep of the group', 'accounts', 'viewer', 'rep of other groups', 'admin'];
    expect([...order].sort()).toEqual([...STAFF_PRINCIPALS].sort());
    for (const principal of order)
      for (const request of requests.filter((r) => r.kind !== 'read' && allowed(principal, r))) {
        const response = await send(request, principal);
        const what = `${principal}: ${request.name}: ${response.statusCode} ${response.body}`;
        expect([400, 401, 403], what).not.toContain(response.statusCode);
        if (principal === 'rep of the group' && request.name === 'POST /api/console/orders/:orderId/status #1')
          expect(response.statusCode, what).toBe(200);
      }
  });

  it('answers the login itself without a session: it stands outside the guard', async () => {
    // Last: a wrong password is counted after its answer, which the checks above would see.
    const open = requests.filter((r) => r.kind === 'open');
    expect(open.map((r) => r.key)).toEqual(['POST /api/console/login', 'POST /api/console/logout']);
    for (const request of open)
      expect((await send(request, 'no session')).body, request.name).not.toContain('Log in to the console.');
  });

  it('never answers a password, a hash or a secret, whoever asks', () => {
    const demo = readDemoSecrets();
    const storeCodes = new Set(demo.flatMap((d) => d.storePasswords.map((s) => s.code)));
    const secrets = [
      STAFF_PASSWORD,
      'a-new-long-password',
      'another-long-password',
      'access-test-group-secret',
      'access-test-admin-secret',
      'access-test-store-secret',
      'ACCESS-TEST-CODE',
      ...demo.flatMap((d) => [d.password ?? [], d.admin, ...d.storePasswords.map((s) => s.password)].flat()),
      ...demo.flatMap((d) => d.bypassCodes).filter((code) => !storeCodes.has(code) && !/^[A-Z]{4}\d{2}$/.test(code)),
    ];
    expect(answers.length).toBeGreaterThan(60);
    for (const answer of answers) {
      const text = `${answer.body} ${JSON.stringify(answer.headers)}`;
      expect(text).not.toContain('scrypt$');
      expect(text).not.toContain('password_hash');
      for (const secret of new Set(secrets)) expect(text, answer.body.slice(0, 200)).not.toContain(secret);
    }
  });
});
