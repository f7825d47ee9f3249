import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runStaffCommand } from '../src/console/staff-command';
import { auditLog, staff, staffRecoveryCodes } from '../src/db/schema';
import { CODE_NEEDED, PASSWORD_NEEDED, WRONG_PASSWORD } from '../src/console/enrolling-staff';
import { contextWords } from '../src/staff/password-rule';
import { addTestStaff, consoleCookie, enrolThroughLogin, nextCode, STAFF_PASSWORD, staffCookieOf } from '../test-support/console';
import { cookiesFrom, createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const WRONG_CODE = 'That code is not right, or it was used already. Try the next code from your app.';

describe.each(DATABASE_KINDS)('the staff second factor (%s)', (kind) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    // Strangers' hourly cap on one account kept small, to reach it here.
    t = await createTestApp(kind, { throttleLimits: { strangersPerSecret: { limit: 3, windowMs: 3600_000 } } });
  });
  afterAll(async () => t?.close());

  const nextAddress = () => `10.60.${Math.floor(address / 200)}.${(address += 1) % 200}`;
  const login = (email: string, password = STAFF_PASSWORD, code?: string, ip = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email, password, ...(code ? { code } : {}) },
      remoteAddress: ip,
    });
  const secondStep = (pending: string, code: string, ip = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/login/code',
      payload: { code },
      headers: { cookie: pending },
      remoteAddress: ip,
    });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie } });

  it('makes an admin enrol before any session: a QR code and the key, a code to confirm, ten recovery codes kept as hashes', async () => {
    const admin = await addTestStaff(t, 'admin');
    const password = await login(admin.row.email);
    expect(password.statusCode).toBe(202);
    expect(password.json()).toEqual({ next: 'enrol' });
    expect(staffCookieOf(password)).toBe('');
    // Nothing to enrol without the password step.
    expect((await t.app.inject({ method: 'POST', url: '/api/console/second-factor/start' })).statusCode).toBe(401);

    const pending = cookiesFrom(password);
    const start = await t.app.inject({ method: 'POST', url: '/api/console/second-factor/start', headers: { cookie: pending } });
    expect(start.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Crestline%20Console:${encodeURIComponent(admin.row.email)}?secret=${secret}&issuer=Crestline%20Console`,
    );
    expect(qr_svg).toMatch(/^<svg[^>]*>/);
    const enrolling = [pending, cookiesFrom(start)].join('; ');
    const confirm = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/console/second-factor/confirm',
        payload: { code },
        headers: { cookie: enrolling },
      });
    const wrong = await confirm('000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(WRONG_CODE);
    expect((await t.database.db.select().from(staff).where(eq(staff.id, admin.row.id)))[0]!.totpEnabledAt).toBeNull();

    const right = await confirm(await generate({ secret }));
    expect(right.statusCode, right.body).toBe(200);
    const { recovery_codes, me: answer } = right.json();
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(answer.staff).toMatchObject({ email: admin.row.email, second_factor: true });
    expect((await me(staffCookieOf(right))).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, admin.row.id));
    expect(row!.totpSecret).not.toContain(secret);
    const kept = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, admin.row.id));
    expect(kept).toHaveLength(10);
    for (const code of recovery_codes) expect(kept.map((k) => k.codeHash)).not.toContain(code);
    // The key is never answered again: not by /me, not by the staff list.
    const list = await t.app.inject({ method: 'GET', url: '/api/console/staff', headers: { cookie: staffCookieOf(right) } });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(row!.totpSecret!);
  });

  it('asks a code after the password: each code is good once, a recovery code is spent', async () => {
    const admin = await addTestStaff(t, 'admin');
    await consoleCookie(t.app, admin.row.email);
    const password = await login(admin.row.email);
    expect(password.json()).toEqual({ next: 'code' });
    // A wrong code sent with the password is as if none was sent.
    expect((await login(admin.row.email, STAFF_PASSWORD, '000000')).json()).toEqual({ next: 'code' });
    const pending = cookiesFrom(password);
    expect((await secondStep(pending, '12345')).statusCode).toBe(401);
    const code = await nextCode(admin.row.email);
    const right = await secondStep(pending, code);
    expect(right.statusCode, right.body).toBe(200);
    expect((await me(staffCookieOf(right))).statusCode).toBe(200);
    // The same code again, from another login: refused (RFC 6238's one use).
    const again = await secondStep(cookiesFrom(await login(admin.row.email)), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(WRONG_CODE);
    // No second step without the password's.
    expect((await secondStep('', await nextCode(admin.row.email))).statusCode).toBe(401);

    // A lost phone: a recovery code instead, once.
    const other = await addTestStaff(t, 'admin');
    const enrolled = await enrolThroughLogin(t.app, other.row.email, await login(other.row.email));
    const [recovery] = enrolled.json().recovery_codes as string[];
    const withRecovery = await secondStep(cookiesFrom(await login(other.row.email)), recovery!.toUpperCase());
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    expect((await secondStep(cookiesFrom(await login(other.row.email)), recovery!)).statusCode).toBe(401);
    const [spent] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, other.row.id), eq(auditLog.field, 'staff_recovery_code_used')));
    expect(spent?.newValue).toBe(`${other.row.email} 9 left`);
  });

  it('throttles codes as it throttles passwords', async () => {
    const admin = await addTestStaff(t, 'admin');
    await consoleCookie(t.app, admin.row.email);
    const pending = cookiesFrom(await login(admin.row.email));
    const ip = '10.61.0.1';
    for (let i = 0; i < 10; i += 1) expect((await secondStep(pending, String(100000 + i), ip)).statusCode).toBe(401);
    const refused = await secondStep(pending, await nextCode(admin.row.email), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('leaves the factor optional for reps, who may enrol from their session', async () => {
    const rep = await addTestStaff(t, 'rep', ['harbor']);
    const first = await login(rep.row.email);
    expect(first.statusCode).toBe(200);
    expect(first.json().staff.second_factor).toBe(false);
    const session = staffCookieOf(first);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/console/second-factor/start',
      payload: { password: STAFF_PASSWORD },
      headers: { cookie: session },
    });
    const { secret } = start.json();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/console/second-factor/confirm',
      payload: { code: await generate({ secret }), password: STAFF_PASSWORD },
      headers: { cookie: [session, cookiesFrom(start)].join('; ') },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().me.staff.second_factor).toBe(true);
    expect((await login(rep.row.email)).json()).toEqual({ next: 'code' });
  });

  it("lets an admin reset another's factor, ending their sessions, audited; npm run staff can too", async () => {
    const admin = await addTestStaff(t, 'admin');
    const adminCookie = await consoleCookie(t.app, admin.row.email);
    const other = await addTestStaff(t, 'admin');
    const otherCookie = await consoleCookie(t.app, other.row.email);
    const reset = (id: string, cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/console/staff/${id}/second-factor/reset`, headers: { cookie } });
    const viewer = await consoleCookie(t.app, (await addTestStaff(t, 'viewer')).row.email);
    expect((await reset(other.row.id, viewer)).statusCode).toBe(403);
    expect((await reset(other.row.id, adminCookie)).statusCode).toBe(204);
    expect((await me(otherCookie)).statusCode).toBe(401);
    expect((await login(other.row.email)).json()).toEqual({ next: 'enrol' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, admin.row.id), eq(auditLog.field, 'staff_second_factor_reset')));
    expect(audit?.newValue).toBe(other.row.email);

    const third = await addTestStaff(t, 'admin');
    await consoleCookie(t.app, third.row.email);
    const lines: string[] = [];
    await runStaffCommand(['reset-factor', third.row.email], {
      db: t.database.db,
      groups: new Set(registry.groups.keys()),
      passwordContext: contextWords(registry),
      print: (line) => lines.push(line),
      readPassword: async () => '',
    });
    expect(lines.join('\n')).toContain(`Second factor removed for ${third.row.email}`);
    expect((await login(third.row.email)).json()).toEqual({ next: 'enrol' });
    const shell = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'shell'), eq(auditLog.field, 'staff_second_factor_reset')));
    expect(shell.map((row) => row.newValue)).toContain(third.row.email);
  });

  it("lets a new browser in with password and code together once strangers have used up the account's hour", async () => {
    const admin = await addTestStaff(t, 'admin');
    await consoleCookie(t.app, admin.row.email);
    for (let i = 0; i < 3; i += 1) expect((await login(admin.row.email, `stranger-guess-${i}`)).statusCode).toBe(401);
    // The right password alone, from a browser that never logged in: held, as decision 019 says.
    const held = await login(admin.row.email);
    expect(held.statusCode).toBe(429);
    // With a code from the account's app it is not a stranger's attempt.
    const eased = await login(admin.row.email, STAFF_PASSWORD, await nextCode(admin.row.email));
    expect(eased.statusCode, eased.body).toBe(200);
    expect((await me(staffCookieOf(eased))).statusCode).toBe(200);
    // A wrong code is as if none was sent (held, as the password alone), and a wrong password with a right code opens nothing.
    expect((await login(admin.row.email, STAFF_PASSWORD, '000000')).statusCode).toBe(429);
    expect((await login(admin.row.email, 'stranger-guess-x', await nextCode(admin.row.email))).statusCode).toBe(401);
    // Strangers without a code are still held.
    expect((await login(admin.row.email, 'stranger-guess-y')).statusCode).toBe(429);
  });
});

describe.each(DATABASE_KINDS)("the account's hour of codes, on every path that takes one (%s)", (kind) => {
  // The limits as they ship: 40 wrong codes an hour on an account, 10 a minute per address and account.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (email: string, password: string, code: string | undefined, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email, password, ...(code ? { code } : {}) },
      remoteAddress: ip,
    });
  const secondStep = (pending: string, code: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/login/code',
      payload: { code },
      headers: { cookie: pending },
      remoteAddress: ip,
    });
  const wrongCode = (i: number) => String(100000 + i);

  it('counts wrong codes sent with the right password against the account, from any address, and holds the right code past the cap until the hour has gone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-04T10:10:00Z'));
    const admin = await addTestStaff(t, 'admin');
    await consoleCookie(t.app, admin.row.email);
    const email = admin.row.email;
    // 18 addresses, four guesses each: the addresses' own counts never fill, the account's does after 40.
    const answers: number[] = [];
    for (let i = 0; i < 72; i += 1)
      answers.push((await login(email, STAFF_PASSWORD, wrongCode(i), `10.70.${i % 18}.1`)).statusCode);
    expect(answers.slice(0, 40)).toEqual(Array(40).fill(202));
    expect(answers.slice(40)).toEqual(Array(32).fill(429));

    const right = await login(email, STAFF_PASSWORD, await nextCode(email), '10.70.100.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many wrong attempts were made on this staff account this hour/);
    expect(staffCookieOf(right)).toBe('');
    // The code step counts in the same hour: the password alone still leads there, and the right code is held.
    const pending = await login(email, STAFF_PASSWORD, undefined, '10.70.100.2');
    expect(pending.json()).toEqual({ next: 'code' });
    expect((await secondStep(cookiesFrom(pending), await nextCode(email), '10.70.100.2')).statusCode).toBe(429);

    vi.setSystemTime(new Date('2030-03-04T10:40:00Z'));
    expect((await login(email, STAFF_PASSWORD, await nextCode(email), '10.70.100.3')).statusCode).toBe(429);

    // Two hours on, the window has passed: the right code is taken.
    vi.setSystemTime(new Date('2030-03-04T12:10:00Z'));
    const after = await login(email, STAFF_PASSWORD, await nextCode(email), '10.70.100.4');
    expect(after.statusCode, after.body).toBe(200);
  });

  it("does not let strangers without the password use up the account's codes: its owner still logs in", async () => {
    const admin = await addTestStaff(t, 'admin');
    await consoleCookie(t.app, admin.row.email);
    const email = admin.row.email;
    // 45 wrong codes with wrong passwords, from 15 addresses: more than the account's 40, all answered as wrong logins.
    for (let i = 0; i < 45; i += 1)
      expect((await login(email, `stranger-guess-${i}`, wrongCode(i), `10.71.${i % 15}.1`)).statusCode).toBe(401);
    const pending = await login(email, STAFF_PASSWORD, undefined, '10.71.100.1');
    expect(pending.json()).toEqual({ next: 'code' });
    const code = await secondStep(cookiesFrom(pending), await nextCode(email), '10.71.100.1');
    expect(code.statusCode, code.body).toBe(200);
    expect((await login(email, STAFF_PASSWORD, await nextCode(email), '10.71.100.2')).statusCode).toBe(200);
  });
});

describe.each(DATABASE_KINDS)('changing one’s own second factor from a session (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const start = (cookie: string, payload: object | undefined, ip = '10.80.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/second-factor/start',
      headers: { cookie },
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const confirm = (cookie: string, payload: object, ip = '10.80.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/console/second-factor/confirm', headers: { cookie }, payload, remoteAddress: ip });
  const refused = (response: { statusCode: number; json(): unknown }, status: number, message: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
  };

  it('asks again for the password before a session sets one up, and for it again at the confirmation', async () => {
    const rep = await addTestStaff(t, 'rep', ['harbor']);
    const session = await consoleCookie(t.app, rep.row.email);
    refused(await start(session, undefined), 400, PASSWORD_NEEDED);
    refused(await start(session, { password: 'not-my-password-at-all' }), 401, WRONG_PASSWORD);
    const started = await start(session, { password: STAFF_PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json() as { secret: string };
    const enrolling = [session, cookiesFrom(started)].join('; ');
    refused(await confirm(enrolling, { code: await generate({ secret }) }), 400, PASSWORD_NEEDED);
    refused(
      await confirm(enrolling, { code: await generate({ secret }), password: 'not-my-password-at-all' }),
      401,
      WRONG_PASSWORD,
    );
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, rep.row.id));
    expect(row!.totpEnabledAt).toBeNull();
    const done = await confirm(enrolling, { code: await generate({ secret }), password: STAFF_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().me.staff.second_factor).toBe(true);
  });

  it('asks for the password and a code of the factor that is on before a new key replaces it; a copied session alone changes nothing', async () => {
    const admin = await addTestStaff(t, 'admin');
    const email = admin.row.email;
    const session = await consoleCookie(t.app, email);
    const [before] = await t.database.db.select().from(staff).where(eq(staff.id, admin.row.id));
    refused(await start(session, { password: STAFF_PASSWORD }), 400, CODE_NEEDED);
    refused(await start(session, { code: '123456' }), 400, PASSWORD_NEEDED);
    // The password is checked first: a wrong one spends no code.
    refused(await start(session, { password: 'not-my-password-at-all', code: '123456' }), 401, WRONG_PASSWORD);
    refused(await start(session, { password: STAFF_PASSWORD, code: '000000' }), 401, WRONG_CODE);
    const [unchanged] = await t.database.db.select().from(staff).where(eq(staff.id, admin.row.id));
    expect(unchanged!.totpSecret).toBe(before!.totpSecret);

    const started = await start(session, { password: STAFF_PASSWORD, code: await nextCode(email) });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json() as { secret: string };
    const done = await confirm([session, cookiesFrom(started)].join('; '), {
      code: await generate({ secret }),
      password: STAFF_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await t.database.db.select().from(staff).where(eq(staff.id, admin.row.id));
    expect(after!.totpSecret).not.toBe(before!.totpSecret);
  });

  it('counts wrong passwords given there as a login counts them: the address is held at the login too', async () => {
    const rep = await addTestStaff(t, 'rep', ['harbor']);
    const session = await consoleCookie(t.app, rep.row.email);
    for (let i = 0; i < 10; i += 1)
      refused(await start(session, { password: `guess-${i}-of-a-thief` }, '10.81.0.1'), 401, WRONG_PASSWORD);
    expect((await start(session, { password: STAFF_PASSWORD }, '10.81.0.1')).statusCode).toBe(429);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: rep.row.email, password: STAFF_PASSWORD },
      remoteAddress: '10.81.0.1',
    });
    expect(login.statusCode).toBe(429);
  });
});
