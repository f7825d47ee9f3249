/*
 * The bad-input fuzz, one file per route or group of routes in apps/server/test/bad-input/.
 * Thousands of generated bad requests to each route. Each one must answer a 4xx with the
 * `{ message, code }` error body (a 2xx only where the request is valid by design, such as a wrong
 * bypass code answering {valid:false}), never a 5xx, and after the run not one order, line,
 * e-mail, idempotency key or audit row may be added or changed. Failed secrets may only grow
 * auth_failures, by exactly one per wrong secret in the client's and the named group's buckets.
 * Over all its files the fuzz sends 11,600 generated requests to each kind of database.
 *
 * FUZZ_SEED=<n> repeats a run; the seed is printed at the start.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import { cookiesFrom, createTestApp, groupSessionCookie, type TestApp } from '../test-app';
import { DATABASE_KINDS } from '../test-database';
import { asLoggedInBuyer, problemWith, Problems, refusedForNul } from './answers';
import type { BadRequest } from './bad-request';
import { failureCounts, snapshot } from './database';
import { CLIENT, demoOf, GROUPS, PASSWORD_GROUPS } from './groups';
import { ORDER_BASES } from './order-bodies';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_POST_ROUTE = 1200;
const STOREFRONT_RUNS = 1000;

/** The rows placed before the run, which the routes' bad requests refer to. */
export interface Fixture {
  /** redrock's group session and admin session, as Cookie headers. */
  groupCookie: string;
  adminCookie: string;
  /** The redrock order on account, as the orders screen knows it. */
  order: { email: string; createdAt: number; codes: string[] };
  /** summit's captured PayPal order. */
  paypalOrderId: string;
}

/** The values of the fixture's session cookies, to forge cookies of other names with. */
export function sessionValues(fx: Fixture): { groupSession: string; adminSession: string } {
  const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  return { groupSession: cookieValue(fx.groupCookie), adminSession: cookieValue(fx.adminCookie) };
}

/** Every route fuzzed. A route's place here sets its seed, so FUZZ_SEED repeats each route's requests. */
const ROUTES = [
  '/v1/login',
  '/v1/stores/unlock',
  '/v1/bypass/check',
  '/v1/admin/unlock',
  '/v1/create-order',
  '/v1/capture-order',
  '/v1/retrieve-orders',
  '/v1/update-historical-order',
  'GET /v1/storefront/:tenant',
  'GET /images/made/:group/:file',
  '/v1/approvals/open',
  '/v1/approvals/decide',
  '/v1/approvals/waiting',
  '/v1/orders/:orderNumber/approval',
] as const;
export type Route = (typeof ROUTES)[number];

export type RequestsOf = (fx: Fixture) => fc.Arbitrary<BadRequest>;

export interface BadInputSuite {
  /** The bad requests of each route of the file. */
  routes: Partial<Record<Route, RequestsOf>>;
  /** Bad requests the fuzzer found, kept as fixed cases. */
  fixed?: [string, (fx: Fixture) => BadRequest][];
  /** The routes check secrets, and some of their requests must count a wrong one. */
  wrongSecrets: boolean;
}

const runsOf = (route: Route) => (route.startsWith('GET') ? STOREFRONT_RUNS : RUNS_PER_POST_ROUTE);

/** One app on a fresh database, the rows every route's requests refer to, and what the run saw. */
class FuzzRun {
  t!: TestApp;
  fixture!: Fixture;
  before!: Awaited<ReturnType<typeof snapshot>>;
  failuresBefore!: Map<string, number>;
  readonly expectedFailures = new Map<string, number>();
  readonly problems = new Problems();
  sent = 0;
  private paypal: FakePayPal | undefined;
  private started = 0;
  /** Each group with a password: the Cookie header of a browser logged in to it. */
  private readonly sessions = new Map<string, string>();

  constructor(private readonly kind: 'pglite' | 'postgres') {}

  async start(): Promise<void> {
    console.log(`bad input (${this.kind}): fuzz seed ${SEED}; repeat with FUZZ_SEED=${SEED}`);
    this.started = Date.now();
    const paypal = await startFakePayPal();
    this.paypal = paypal;
    this.t = await createTestApp(this.kind, {
      paypal: { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 1500 },
      throttleLimits: Object.fromEntries(
        ['perAddressAndGroup', 'perAddress', 'strangersPerSecret', 'sessionHoldersPerSecret', 'perProof'].map((name) => [
          name,
          { limit: 1_000_000, windowMs: 60_000 },
        ]),
      ),
    });
    for (const group of PASSWORD_GROUPS) this.sessions.set(group, await groupSessionCookie(this.t.app, group));
    this.fixture = await this.placeRows(paypal);
    this.before = await snapshot(this.t.database.db);
    expect(Object.fromEntries(Object.entries(this.before).map(([table, { rows }]) => [table, rows]))).toEqual({
      orders: 3,
      order_lines: 4,
      email_outbox: 6,
      idempotency_keys: 1,
      audit_log: 1,
    });
    this.failuresBefore = await failureCounts(this.t.database.db);
  }

  async stop(): Promise<void> {
    console.log(
      `bad input (${this.kind}): sent ${this.sent} generated bad requests; setup and run took ${((Date.now() - this.started) / 1000).toFixed(1)} s`,
    );
    await this.t?.close();
    await this.paypal?.close();
  }

  /** Sends the route's generated bad requests and keeps what was wrong with their answers. */
  async fuzz(route: Route, requestsOf: RequestsOf): Promise<void> {
    const requests = fc.sample(requestsOf(this.fixture), { numRuns: runsOf(route), seed: SEED + ROUTES.indexOf(route) });
    const routeStarted = Date.now();
    const statuses = new Map<number, number>();
    for (const generated of requests) {
      const request = asLoggedInBuyer(refusedForNul(generated), this.sessions);
      const response = await this.inject(request);
      this.sent += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      for (const bucket of request.failures ?? []) {
        this.expectedFailures.set(bucket, (this.expectedFailures.get(bucket) ?? 0) + 1);
      }
      const problem = problemWith(request, response);
      if (problem) this.problems.add(route, request, problem);
    }
    const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(
      `${route} (${this.kind}): ${requests.length} bad requests in ${Date.now() - routeStarted} ms, answered ${answered.join(' ')}`,
    );
  }

  inject(request: BadRequest): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  }

  private post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    const group = (payload as { companyName?: string }).companyName;
    const session = url.endsWith('-order') && group ? this.sessions.get(group) : undefined;
    return this.t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: session ? { cookie: session, ...headers } : headers,
    });
  }

  /** Real rows in every table, so a bad request that writes or changes one shows. */
  private async placeRows(paypal: FakePayPal): Promise<Fixture> {
    const onAccount = await this.post('/v1/create-order', ORDER_BASES.redrock, { 'idempotency-key': 'fuzz-setup-redrock-0001' });
    expect(onAccount.statusCode, onAccount.body).toBe(201);
    expect((await this.post('/v1/create-order', ORDER_BASES.harbor)).statusCode).toBe(201);
    const online = await this.post('/v1/create-order', ORDER_BASES.summit);
    expect(online.statusCode, online.body).toBe(201);
    const paypalOrderId = online.json<{ order_id: string }>().order_id;
    paypal.approve(paypalOrderId);
    const captured = await this.post('/v1/capture-order', { order_id: paypalOrderId, companyName: 'summit' });
    expect(captured.json()).toMatchObject({ status: 'COMPLETED' });

    const login = await this.post('/v1/login', { password: demoOf('redrock').password });
    const admin = await this.post('/v1/admin/unlock', { companyName: 'redrock', password: demoOf('redrock').admin });
    expect([login.statusCode, admin.statusCode]).toEqual([200, 204]);
    const groupCookie = cookiesFrom(login);
    const adminCookie = cookiesFrom(admin);
    const history = await this.post('/v1/retrieve-orders', { companyName: 'redrock' }, { cookie: groupCookie });
    const [placed] = history.json<{ orders: { email: string; created_at: number; order: { code: string }[] }[] }>().orders;
    expect(placed?.order).toHaveLength(2);
    const order = { email: placed!.email, createdAt: placed!.created_at, codes: placed!.order.map((line) => line.code) };
    const edited = await this.post(
      '/v1/update-historical-order',
      { email: order.email, created_at: order.createdAt, cart: [{ line_no: 1, code: order.codes[0], po: 'PO-FUZZ-1' }] },
      { cookie: adminCookie },
    );
    expect(edited.statusCode).toBe(204);
    return { groupCookie, adminCookie, order, paypalOrderId };
  }
}

/** The fuzz of `suite`'s routes, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. */
export function describeBadInput(title: string, suite: BadInputSuite): void {
  const routes = ROUTES.filter((route) => suite.routes[route] !== undefined);
  const minCases = routes.reduce((n, route) => n + runsOf(route), 0);

  describe.each(DATABASE_KINDS)(`bad input to ${title} (%s)`, (kind) => {
    const run = new FuzzRun(kind);
    beforeAll(() => run.start(), 60_000);
    afterAll(() => run.stop());

    it.each(routes)(
      'answers every generated bad request to %s with a 4xx { message, code }, never a 5xx',
      async (route) => {
        await run.fuzz(route, suite.routes[route]!);
        expect(run.problems.list(route)).toEqual([]);
      },
      120_000,
    );

    if (suite.fixed && suite.fixed.length > 0) {
      it.each(suite.fixed)('answers %s with a 4xx { message, code }', async (_name, make) => {
        const request = make(run.fixture);
        const response = await run.inject(request);
        expect(problemWith(request, response), response.body).toBeNull();
      });
    }

    it(`sent at least ${minCases} generated bad requests`, () => {
      expect(run.sent).toBeGreaterThanOrEqual(minCases);
    });

    it('left every order, line, e-mail, idempotency key and audit row exactly as it was', async () => {
      expect(await snapshot(run.t.database.db)).toEqual(run.before);
    });

    it(
      suite.wrongSecrets
        ? "counted each wrong secret once in the client's counts and the secret's, and nothing else"
        : 'counted no failed secret',
      async () => {
        const after = await failureCounts(run.t.database.db);
        const grown = [...after]
          .map(([bucket, count]): [string, number] => [bucket, count - (run.failuresBefore.get(bucket) ?? 0)])
          .filter(([, n]) => n !== 0);
        if (suite.wrongSecrets) expect(run.expectedFailures.get(CLIENT)).toBeGreaterThan(0);
        expect(Object.fromEntries(grown)).toEqual(Object.fromEntries(run.expectedFailures));
        // Every count names the client, or one group's secret (the strangers' count, or the logged-in browsers' count).
        // A right secret gives its count back: such rows stay at zero and name nothing.
        for (const [bucket] of [...after].filter(([, count]) => count > 0)) {
          const secretOf = /^(?:strangers|known:[a-z0-9-]+):([a-z0-9-]+|\*login):/.exec(bucket)?.[1];
          const named =
            bucket.startsWith(CLIENT) || (secretOf !== undefined && (secretOf === '*login' || GROUPS.includes(secretOf)));
          expect(named, bucket).toBe(true);
        }
      },
    );
  });
}
