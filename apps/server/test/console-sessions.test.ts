import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '@portal/tenants/server';
import { auditLog } from '../src/db/schema';
import { resetStaffPassword, updateStaff } from '../src/staff/staff-store';
import { addTestStaff, consoleCookie, enrolThroughLogin, STAFF_PASSWORD, staffCookieOf } from '../test-support/console';
import { cookiesFrom, createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const WRONG = { message: 'That e-mail and password do not match a staff account.', code: 'UNAUTHORIZED' };
const LOG_IN = { message: 'Log in to the console.', code: 'UNAUTHORIZED' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('console sessions (%s)', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addTestStaff>>;
  let address = 0;
  const login = (email: string, password: string, ip = `10.20.0.${(address += 1)}`) =>
    t.app.inject({ method: 'POST', url: '/api/console/login', payload: { email, password }, remoteAddress: ip });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/console/me', headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await addTestStaff(t, 'admin', [], { email: 'Avery.Admin@Crestline.example', name: 'Avery Admin' });
  });
  afterAll(async () => t?.close());

  it('logs a staff member in with a sealed, httpOnly, same-site-strict cookie of its own, and answers who they are', async () => {
    // An admin's password leads to the second factor first (their role needs one): no session yet.
    const password = await login('  avery.admin@CRESTLINE.example ', STAFF_PASSWORD);
    expect(password.statusCode).toBe(202);
    expect(password.json()).toEqual({ next: 'enrol' });
    expect(password.cookies.filter((c) => c.name === 'pst')).toEqual([]);
    const response = await enrolThroughLogin(t.app, 'avery.admin@crestline.example', password);
    expect(response.statusCode).toBe(200);
    const answer = response.json().me;
    expect(answer).toMatchObject({
      staff: { email: 'avery.admin@crestline.example', name: 'Avery Admin', role: 'admin', groups: [] },
      can_change_orders: true,
      can_manage_staff: true,
      // The console shows every time in the provider's zone, as the e-mails and the CSV do.
      time_zone: 'America/New_York',
    });
    expect(answer.groups).toHaveLength(registry.groups.size);
    expect(answer.idle_expires_at - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(answer.expires_at - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    const cookie = response.cookies.find((c) => c.name === 'pst');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value).not.toContain('avery');
    expect(Buffer.from(cookie!.value, 'base64url').toString('latin1')).not.toContain(admin.row.id);
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toContain(STAFF_PASSWORD);
  });

  it('answers a wrong password and an unknown e-mail alike, each after a full scrypt check', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await login(email, 'not-the-password');
      return { response, ms: performance.now() - started };
    };
    // The quickest of three derivations: a busy machine only makes one slower, never quicker, so a
    // single slow sample cannot make an unknown e-mail's full check look short.
    const derivation = Math.min(
      ...[1, 2, 3].map(() => {
        const started = performance.now();
        hashSecret('one derivation');
        return performance.now() - started;
      }),
    );
    const wrongPassword = await timed('avery.admin@crestline.example');
    const unknown = await timed('nobody@crestline.example');
    for (const { response } of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG);
      expect(response.cookies.filter((c) => c.name === 'pst')).toEqual([]);
    }
    // Without the stand-in hash an unknown e-mail answered after one lookup, in a few milliseconds.
    expect(unknown.ms).toBeGreaterThan(derivation * 0.5);
  });

  it("never lets a stranger's wrong passwords lock another address out of the account", async () => {
    const stranger = '10.21.0.1';
    for (let i = 0; i < 10; i += 1)
      expect((await login('avery.admin@crestline.example', `guess-${i}-xxxxxxxx`, stranger)).statusCode).toBe(401);
    const refused = await login('avery.admin@crestline.example', STAFF_PASSWORD, stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address's right password leads on to the second step, as it would with no stranger about.
    const other = await login('avery.admin@crestline.example', STAFF_PASSWORD, '10.21.0.2');
    expect(other.statusCode).toBe(202);
    expect(other.json()).toEqual({ next: 'code' });
  });

  it('counts a burst of wrong passwords before hashing any: the ones past the limit answer 429 with Retry-After', async () => {
    // Admitting all thirty at once (the default admits 8 strangers at a time), so the count alone must hold them.
    const wide = await createTestApp(kind, { secretChecks: { strangersInProgress: 30, maxWaiting: 30 } });
    try {
      await addTestStaff(wide, 'admin', [], { email: 'avery.admin@crestline.example' });
      const second = new Date().getSeconds();
      if (second >= 55) await sleep((61 - second) * 1000);
      const ip = '10.22.0.1';
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          wide.app.inject({
            method: 'POST',
            url: '/api/console/login',
            payload: { email: 'avery.admin@crestline.example', password: `burst-guess-${i}` },
            remoteAddress: ip,
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(20);
      for (const answer of answers.filter((a) => a.statusCode === 429))
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await wide.close();
    }
  });

  it('admits a few strangers at a time: the rest of a burst answer 429 at once, before any count or hash', async () => {
    const ip = '10.23.0.1';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('avery.admin@crestline.example', `gate-guess-${i}`, ip)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(8);
    expect(codes.filter((c) => c === 429)).toHaveLength(22);
  });

  it('opens nothing without a staff session, with a forged one, or with a buyer session', async () => {
    expect((await me('')).statusCode).toBe(401);
    expect((await me('')).json()).toEqual(LOG_IN);
    const buyer = cookiesFrom(await t.app.inject({ method: 'POST', url: '/v1/login', payload: { password: 'harbor-demo' } }));
    expect(buyer).toContain('pg_harbor=');
    expect((await me(buyer)).statusCode).toBe(401);
    // A buyer's sealed value under the staff cookie's name is refused: the sealed kind is checked.
    expect((await me(`pst=${buyer.split('=')[1]!.split(';')[0]}`)).statusCode).toBe(401);
    const staff = await consoleCookie(t.app, 'avery.admin@crestline.example');
    const value = staff.split('=')[1]!;
    const flipped = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
    expect((await me(`pst=${flipped}`)).statusCode).toBe(401);
    expect((await me(staff)).statusCode).toBe(200);
  });

  it('answers 401 at an unknown console address without a session, 404 with one', async () => {
    const staff = await consoleCookie(t.app, 'avery.admin@crestline.example');
    expect((await t.app.inject({ method: 'GET', url: '/api/console/nothing-here' })).statusCode).toBe(401);
    const found = await t.app.inject({ method: 'GET', url: '/api/console/nothing-here', headers: { cookie: staff } });
    expect(found.statusCode).toBe(404);
    expect(found.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is never a buyer session: a viewer cannot read a group that has a password', async () => {
    const viewer = await addTestStaff(t, 'viewer');
    const cookie = await consoleCookie(t.app, viewer.row.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/retrieve-orders',
      payload: { companyName: 'harbor' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logs out: the cookie is cleared, the session answers 401, and the audit log says who', async () => {
    const staff = await consoleCookie(t.app, 'avery.admin@crestline.example');
    const out = await t.app.inject({ method: 'POST', url: '/api/console/logout', headers: { cookie: staff } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'pst');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await me(staffCookieOf(out))).statusCode).toBe(401);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, admin.row.id));
    expect(rows.map((r) => r.field)).toEqual(expect.arrayContaining(['staff_login', 'staff_logout']));
    expect(rows.every((r) => r.actor === 'avery.admin@crestline.example')).toBe(true);
  });

  it('ends every session of an account whose password, role or groups change', async () => {
    const rep = await addTestStaff(t, 'rep', ['harbor']);
    const actor = { staffId: admin.row.id, label: admin.row.email, requestId: 'test' };
    const first = await consoleCookie(t.app, rep.row.email);
    await resetStaffPassword(t.database.db, rep.row.id, hashSecret(STAFF_PASSWORD), actor);
    expect((await me(first)).statusCode).toBe(401);
    const second = await consoleCookie(t.app, rep.row.email);
    expect((await me(second)).statusCode).toBe(200);
    await updateStaff(t.database.db, rep.row.id, { groups: ['harbor', 'summit'] }, new Set(registry.groups.keys()), actor);
    expect((await me(second)).statusCode).toBe(401);
  });
});

describe('console session lifetimes', () => {
  let t: TestApp;
  let email = '';
  beforeAll(async () => {
    t = await createTestApp('pglite', { staffSession: { idleMs: 1500, absoluteMs: 4000 } });
    email = (await addTestStaff(t, 'rep', ['harbor'])).row.email;
  });
  afterAll(async () => t?.close());
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie } });

  it('ends after the idle time unless used, each use moving the end on, and at its absolute end whatever the use', async () => {
    const first = await consoleCookie(t.app, email);
    await sleep(900);
    const used = await me(first);
    expect(used.statusCode).toBe(200);
    const renewed = staffCookieOf(used);
    expect(renewed).not.toBe('');
    await sleep(900);
    // 1.8 s after login: the first cookie is past its idle end, the renewed one is not.
    expect((await me(first)).statusCode).toBe(401);
    const again = await me(renewed);
    expect(again.statusCode).toBe(200);
    const latest = staffCookieOf(again);
    await sleep(1700);
    expect((await me(latest)).statusCode).toBe(401);

    // Used every 0.9 s, well inside the idle time, it still ends at its absolute end (4 s).
    const loggedInAt = Date.now();
    let cookie = await consoleCookie(t.app, email);
    while (Date.now() - loggedInAt < 3000) {
      await sleep(900);
      const answer = await me(cookie);
      expect(answer.statusCode).toBe(200);
      cookie = staffCookieOf(answer);
    }
    await sleep(Math.max(0, loggedInAt + 4200 - Date.now()));
    expect((await me(cookie)).statusCode, 'past the absolute end').toBe(401);
  });
});

describe('the console session in production', () => {
  it('carries the __Host- prefix and Secure', async () => {
    const t = await createTestApp('pglite', { production: true });
    try {
      const account = await addTestStaff(t, 'viewer');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/console/login',
        payload: { email: account.row.email, password: STAFF_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === '__Host-pst')).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    } finally {
      await t.close();
    }
  });
});
