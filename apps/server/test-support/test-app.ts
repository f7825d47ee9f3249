import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readDemoBillingAccounts, readDemoSecrets } from '@portal/tenants/server';
import { registry } from '@portal/testing/tenants';
import { buildApp, type AppOptions } from '../src/app';
import { ensureDemoBillingAccounts } from '../src/demo/demo-billing-accounts';
import { LiveOffer } from '../src/offer/live-offer';
import { loadFirstVersions } from '../src/offer/offer-versions';
import type { OfferClock } from '../src/time/offer-clock';
import { openTestDatabase, type TestDatabase } from './test-database';

// The one registry of the tests: the cart builders of @portal/testing read the same.
export { registry };

/** The cookie secret of every test app: what seals its cookies and its staff's TOTP keys. */
export const TEST_COOKIE_SECRET = 'test-cookie-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Which billing accounts a test app's database starts with. An order on account is refused where no
 * account would bill it, so by default every group opens the demo's (without billing contacts, so
 * nothing is e-mailed); the billing tests open the ones they need themselves ('none').
 */
export interface TestBillingOptions {
  billingAccounts?: 'demo' | 'none';
}

async function openBillingAccounts(database: TestDatabase, options: TestBillingOptions): Promise<void> {
  if (options.billingAccounts === 'none') return;
  const accounts = readDemoBillingAccounts().map((account) => ({ ...account, contacts: [] }));
  await ensureDemoBillingAccounts(database.db, registry, accounts);
}

export async function createTestApp(
  kind: 'pglite' | 'postgres',
  options: Partial<AppOptions> & TestBillingOptions = {},
): Promise<TestApp> {
  const { billingAccounts, ...appOptions } = options;
  const database = await openTestDatabase(kind);
  await openBillingAccounts(database, { billingAccounts });
  const app = await buildTestApp(database, appOptions);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test app whose groups live in its database as published versions, as the server's own start
 * makes them (version 1 of each from the files): the catalogue's calls publish to it.
 */
export async function createOfferTestApp(
  kind: 'pglite' | 'postgres',
  options: Partial<AppOptions> & { offerClock?: OfferClock } & TestBillingOptions = {},
): Promise<TestApp & { offer: LiveOffer }> {
  const { offerClock, billingAccounts, ...appOptions } = options;
  const database = await openTestDatabase(kind);
  await openBillingAccounts(database, { billingAccounts });
  await loadFirstVersions(database.db, registry);
  const offer = await LiveOffer.open(database.db, offerClock);
  const app = await buildTestApp(database, { ...appOptions, registry: offer });
  return {
    app,
    database,
    offer,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another instance of the server on the same database, as instances run in production: what one
 * holds in the database (sessions, counts, orders) the other sees. Closing it leaves the database open.
 */
export async function secondInstance(first: TestApp, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const app = await buildTestApp(first.database, options);
  return { app, database: first.database, close: () => app.close() };
}

function buildTestApp(database: TestDatabase, options: Partial<AppOptions>): Promise<FastifyInstance> {
  return buildApp({
    registry,
    database,
    imagesDir: '/nonexistent',
    cookieSecret: TEST_COOKIE_SECRET,
    // Tests place hundreds of orders from one address to one inbox; the tests of these limits set them.
    ordersPerHour: 1_000_000,
    confirmationsPerRecipientHour: 1_000_000,
    approvalCallsPerHour: 1_000_000,
    ...options,
  });
}

/** The cookies a response set, as a Cookie header value to send back. */
export function cookiesFrom(...responses: LightMyRequestResponse[]): string {
  return responses
    .flatMap((response) => response.cookies)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

const DEMO = readDemoSecrets();
const sessions = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * The Cookie header of a browser logged in to `group` with its demo password, as a buyer who
 * arrived through LOGIN holds; '' for a group without a password, which needs none.
 */
export async function groupSessionCookie(app: FastifyInstance, group: string): Promise<string> {
  const password = DEMO.find((d) => d.group === group)?.password ?? null;
  if (password === null) return '';
  const known = sessions.get(app) ?? new Map<string, string>();
  sessions.set(app, known);
  const cached = known.get(group);
  if (cached !== undefined) return cached;
  const login = await app.inject({ method: 'POST', url: '/v1/login', payload: { password }, remoteAddress: '10.255.255.1' });
  if (login.statusCode !== 200) throw new Error(`login to ${group} answered ${login.statusCode}: ${login.body}`);
  const cookie = login.cookies
    .filter((c) => c.name.endsWith(`pg_${group}`))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  known.set(group, cookie);
  return cookie;
}

/** `extra` cookies joined with the group's session cookie, for a Cookie header. */
export const withCookies = (...parts: (string | undefined)[]): string => parts.filter((p) => p).join('; ');
