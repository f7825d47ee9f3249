import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { StaffRole } from '@portal/domain';
import { hashSecretAsync, readDemoSecrets } from '@portal/tenants/server';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { addStaff, type StaffAccount } from '../src/staff/staff-store';
import { groupSessionCookie, registry, withCookies, type TestApp } from './test-app';

/** The password of every staff member the tests make; it meets the rule of new passwords (staff/password-rule.ts). */
export const STAFF_PASSWORD = 'a-long-fixture-passphrase';

let made = 0;

/** A staff account made straight in the database, as `npm run staff -- add` makes one. */
export async function addTestStaff(
  t: TestApp,
  role: StaffRole,
  groups: string[] = [],
  over: { email?: string; name?: string; password?: string } = {},
): Promise<StaffAccount> {
  made += 1;
  return addStaff(
    t.database.db,
    {
      email: over.email ?? `${role}.${made}@crestline.example`,
      name: over.name ?? `Test ${role} ${made}`,
      role,
      groups,
      passwordHash: await hashSecretAsync(over.password ?? STAFF_PASSWORD),
    },
    { staffId: null, label: 'shell', requestId: 'test' },
  );
}

/** Logs in to the console, with the second step where the account has or needs one; answers the Cookie header of the staff session. */
export async function consoleCookie(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
  remoteAddress = '10.250.0.1',
): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/console/login', payload: { email, password }, remoteAddress });
  if (login.statusCode === 202) return secondStep(app, email.toLowerCase(), login, remoteAddress);
  if (login.statusCode !== 200) throw new Error(`console login of ${email} answered ${login.statusCode}: ${login.body}`);
  return staffCookieOf(login);
}

/** The TOTP keys of the accounts the tests enrolled, and the last time step each used: a code is good once. */
const enrolled = new Map<string, { key: string; lastStep: number }>();
const STEP_MS = 30_000;

/** A code for the account's key that it has not used yet (the step before, this one or the next), waiting for the next step when all three are spent. */
export async function nextCode(email: string): Promise<string> {
  const known = enrolled.get(email.toLowerCase());
  if (!known) throw new Error(`no test key for ${email}: enrol it through consoleCookie first`);
  const step = Math.max(known.lastStep + 1, Math.floor(Date.now() / STEP_MS) - 1);
  while (step > Math.floor(Date.now() / STEP_MS) + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  known.lastStep = step;
  return generate({ secret: known.key, epoch: step * (STEP_MS / 1000) + 1 });
}

/**
 * Enrols the second factor of a login whose password answered 202 { next: 'enrol' }: the new key
 * from start, a code of it to confirm. Answers confirm's response (the session's cookie, `me` and
 * the recovery codes); the key is kept for the account's next logins.
 */
export async function enrolThroughLogin(
  app: FastifyInstance,
  email: string,
  login: LightMyRequestResponse,
  remoteAddress = '10.250.0.1',
): Promise<LightMyRequestResponse> {
  const pending = cookieHeader(login);
  const start = await app.inject({
    method: 'POST',
    url: '/api/console/second-factor/start',
    headers: { cookie: pending },
    remoteAddress,
  });
  if (start.statusCode !== 200) throw new Error(`enrolment of ${email} answered ${start.statusCode}: ${start.body}`);
  enrolled.set(email.toLowerCase(), { key: (start.json() as { secret: string }).secret, lastStep: -1 });
  return app.inject({
    method: 'POST',
    url: '/api/console/second-factor/confirm',
    payload: { code: await nextCode(email) },
    headers: { cookie: withCookies(pending, cookieHeader(start)) },
    remoteAddress,
  });
}

async function secondStep(
  app: FastifyInstance,
  email: string,
  login: LightMyRequestResponse,
  remoteAddress: string,
): Promise<string> {
  const pending = cookieHeader(login);
  if ((login.json() as { next: string }).next === 'enrol') {
    const confirm = await enrolThroughLogin(app, email, login, remoteAddress);
    if (confirm.statusCode !== 200) throw new Error(`enrolment of ${email} answered ${confirm.statusCode}: ${confirm.body}`);
    return staffCookieOf(confirm);
  }
  const code = await app.inject({
    method: 'POST',
    url: '/api/console/login/code',
    payload: { code: await nextCode(email) },
    headers: { cookie: pending },
    remoteAddress,
  });
  if (code.statusCode !== 200) throw new Error(`second step of ${email} answered ${code.statusCode}: ${code.body}`);
  return staffCookieOf(code);
}

const cookieHeader = (response: LightMyRequestResponse): string =>
  response.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

/** The staff session cookie a response set, as a Cookie header. */
export function staffCookieOf(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => /(^|-)pst$/.test(c.name))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** A staff member of the given role, logged in. */
export async function loggedInStaff(t: TestApp, role: StaffRole, groups: string[] = []) {
  const account = await addTestStaff(t, role, groups);
  return { account, cookie: await consoleCookie(t.app, account.row.email) };
}

const DEMO = readDemoSecrets();

/** An item every order of a group can carry: a tee or a hat (no minimum applies to them). */
function apparelCode(group: string): string {
  const items = registry.groups.get(group)!.catalogue.filter((i) => !i.restricted && !i.supportedStores?.length);
  const item = items.find((i) => i.type === 'tshirts') ?? items.find((i) => i.type === 'hat');
  if (!item) throw new Error(`no tee or hat in ${group}`);
  return item.code;
}

/** Places an order on account in a group, as its buyer would; answers its id and number. */
export async function placeTestOrder(
  t: TestApp,
  group: string,
  over: Record<string, unknown> = {},
): Promise<{ order_id: string; order_number: string }> {
  const bypassCode = DEMO.find((d) => d.group === group)!.bypassCodes[0]!;
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/create-order',
    payload: checkoutBody(group, linesFor(group, apparelCode(group), 3), { bypassPaypal: true, bypassCode, ...over }),
    headers: { cookie: withCookies(await groupSessionCookie(t.app, group)) },
    remoteAddress: '10.251.0.1',
  });
  if (response.statusCode !== 201) throw new Error(`create-order in ${group} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
