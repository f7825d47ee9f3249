import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

/** Logs in to the console; answers the Cookie header of the staff session. */
export async function consoleCookie(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
  remoteAddress = '10.250.0.1',
): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/console/login', payload: { email, password }, remoteAddress });
  if (login.statusCode !== 200) throw new Error(`console login of ${email} answered ${login.statusCode}: ${login.body}`);
  return staffCookieOf(login);
}

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
