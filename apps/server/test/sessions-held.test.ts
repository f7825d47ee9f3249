import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../src/db/schema';
import { sessionHandle } from '../src/sessions/session-store';
import { addTestStaff, consoleCookie, STAFF_PASSWORD, staffCookieOf } from '../test-support/console';
import { cookiesFrom, createTestApp, secondInstance, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

describe.each(DATABASE_KINDS)('sessions held on the server (%s)', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind);
    // Another instance on the same database, trusting what it read of a buyer's session for 300 ms.
    b = await secondInstance(a, { buyerSessionCacheMs: 300 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const session = (t: TestApp, cookie: string) =>
    t.app.inject({ method: 'POST', url: '/v1/session', payload: { companyName: 'harbor' }, headers: { cookie } });
  const history = (t: TestApp, cookie: string) =>
    t.app.inject({ method: 'POST', url: '/v1/retrieve-orders', payload: { companyName: 'harbor' }, headers: { cookie } });

  it("ends a buyer's group and admin sessions for every copy of their cookies, on every instance", async () => {
    const login = await a.app.inject({ method: 'POST', url: '/v1/login', payload: { password: 'harbor-demo' } });
    expect(login.statusCode).toBe(200);
    const group = cookiesFrom(login);
    const unlock = await a.app.inject({
      method: 'POST',
      url: '/v1/admin/unlock',
      payload: { companyName: 'harbor', password: 'crestline-admin' },
      headers: { cookie: group },
    });
    expect(unlock.statusCode, unlock.body).toBe(204);
    const copy = [group, cookiesFrom(unlock)].join('; ');
    // Held on both instances, the second one having read it (and keeping what it read a moment).
    expect((await session(a, copy)).json()).toMatchObject({ logged_in: true, admin: true });
    expect((await session(b, copy)).json()).toMatchObject({ logged_in: true, admin: true });
    expect((await history(b, copy)).json()).toMatchObject({ admin: true });

    const out = await a.app.inject({
      method: 'POST',
      url: '/v1/logout',
      payload: { companyName: 'harbor' },
      headers: { cookie: copy },
    });
    expect(out.statusCode).toBe(204);
    // The copy sent again, as a stolen cookie would be: refused at once where it was ended…
    expect((await session(a, copy)).json()).toMatchObject({ logged_in: false, admin: false });
    expect((await history(a, copy)).statusCode).toBe(401);
    // …and on the other instance once what it read has aged.
    await sleep(350);
    expect((await session(b, copy)).json()).toMatchObject({ logged_in: false, admin: false });
    expect((await history(b, copy)).statusCode).toBe(401);
    const rows = await a.database.db.select().from(sessions).where(eq(sessions.groupKey, 'harbor'));
    expect(rows.filter((row) => row.kind === 'group' || row.kind === 'admin').every((row) => row.endedAt !== null)).toBe(true);
  });

  it('ends a staff session for every copy of its cookie, on every instance at once', async () => {
    const rep = await addTestStaff(a, 'rep', ['harbor']);
    const copy = await consoleCookie(a.app, rep.row.email);
    expect((await b.app.inject({ method: 'GET', url: '/api/console/orders', headers: { cookie: copy } })).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/console/logout', headers: { cookie: copy } });
    expect(out.statusCode).toBe(204);
    for (const t of [a, b]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie: copy } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/console/orders', headers: { cookie: copy } })).statusCode).toBe(401);
    }
  });

  it("lists a staff member's own sessions and ends one, or all the others", async () => {
    const viewer = await addTestStaff(a, 'viewer');
    const loginFrom = async (userAgent: string, ip: string) => {
      const response = await a.app.inject({
        method: 'POST',
        url: '/api/console/login',
        payload: { email: viewer.row.email, password: STAFF_PASSWORD },
        headers: { 'user-agent': userAgent },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
      return staffCookieOf(response);
    };
    const desk = await loginFrom(CHROME_ON_WINDOWS, '10.30.0.1');
    const laptop = await loginFrom(FIREFOX_ON_LINUX, '10.30.0.2');
    const phone = await loginFrom(FIREFOX_ON_LINUX, '10.30.0.3');
    const list = async (cookie: string) => {
      const response = await a.app.inject({ method: 'GET', url: '/api/console/sessions', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'] ?? '').not.toMatch(/public/);
      return (response.json() as { sessions: { id: string; browser: string; address: string; current: boolean }[] }).sessions;
    };
    const seen = await list(desk);
    expect(seen.map((s) => [s.browser, s.address, s.current])).toEqual([
      ['Firefox on Linux', '10.30.0.3', false],
      ['Firefox on Linux', '10.30.0.2', false],
      ['Chrome on Windows', '10.30.0.1', true],
    ]);

    // The laptop's session, ended from the desk: the laptop is logged out, the phone is not.
    const ended = await a.app.inject({
      method: 'POST',
      url: `/api/console/sessions/${seen[1]!.id}/end`,
      headers: { cookie: desk },
    });
    expect(ended.statusCode).toBe(204);
    expect((await a.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie: laptop } })).statusCode).toBe(401);
    expect((await a.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie: phone } })).statusCode).toBe(200);
    // Not twice, and never another member's.
    const again = await a.app.inject({
      method: 'POST',
      url: `/api/console/sessions/${seen[1]!.id}/end`,
      headers: { cookie: desk },
    });
    expect(again.statusCode).toBe(404);
    const others = await consoleCookie(a.app, (await addTestStaff(a, 'viewer')).row.email);
    const theirs = await a.app.inject({
      method: 'POST',
      url: `/api/console/sessions/${seen[0]!.id}/end`,
      headers: { cookie: others },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await a.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie: phone } })).statusCode).toBe(200);

    const rest = await a.app.inject({ method: 'POST', url: '/api/console/sessions/end-others', headers: { cookie: desk } });
    expect(rest.json()).toEqual({ ended: 1 });
    expect((await a.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await list(desk)).map((s) => s.current)).toEqual([true]);
    const audited = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, viewer.row.id), eq(auditLog.field, 'staff_sessions_ended')));
    // Whose sessions, and how many ended.
    expect(audited.map((row) => row.newValue)).toEqual([`${viewer.row.email} 1`, `${viewer.row.email} 1`]);
  });

  it('lets an admin end every session of another staff member, and nobody else', async () => {
    const admin = await addTestStaff(a, 'admin');
    const rep = await addTestStaff(a, 'rep', ['summit']);
    const adminCookie = await consoleCookie(a.app, admin.row.email);
    const repCookies = [await consoleCookie(a.app, rep.row.email), await consoleCookie(a.app, rep.row.email)];
    const path = `/api/console/staff/${rep.row.id}/sessions/end`;
    const byRep = await a.app.inject({
      method: 'POST',
      url: `/api/console/staff/${admin.row.id}/sessions/end`,
      headers: { cookie: repCookies[0]! },
    });
    expect(byRep.statusCode).toBe(403);
    expect((await a.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie: adminCookie } })).statusCode).toBe(
      200,
    );
    const byAdmin = await a.app.inject({ method: 'POST', url: path, headers: { cookie: adminCookie } });
    expect(byAdmin.json()).toEqual({ ended: 2 });
    for (const cookie of repCookies)
      expect((await b.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie } })).statusCode).toBe(401);
    const [audit] = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, admin.row.id), eq(auditLog.field, 'staff_sessions_ended')));
    expect(audit).toMatchObject({ actor: admin.row.email, newValue: `${rep.row.email} 2` });
  });

  it('keeps no row of a session long ended or expired, and stores only a hash of the id the cookie seals', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/v1/login', payload: { password: 'summit-demo' } });
    const raw = cookiesFrom(login);
    const store = a.app.sessionStore;
    const id = await store.start({ kind: 'group', groupKey: 'summit', expiresAt: new Date(Date.now() - 2 * 24 * 3600_000) });
    expect(await a.database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
    expect(
      await a.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionHandle(id))),
    ).toHaveLength(1);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(
      await a.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionHandle(id))),
    ).toHaveLength(0);
    // A live session stays.
    expect((await session(a, raw)).json()).toMatchObject({ logged_in: false });
    const summit = await a.app.inject({
      method: 'POST',
      url: '/v1/session',
      payload: { companyName: 'summit' },
      headers: { cookie: raw },
    });
    expect(summit.json()).toMatchObject({ logged_in: true });
  });
});
