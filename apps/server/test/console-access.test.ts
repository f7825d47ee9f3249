// Every console route, tried by everyone who must not use it: no session, a buyer's sessions, a
// viewer, a rep of other groups. Each is refused and nothing changes; no answer ever carries a
// password or a hash.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { addTestStaff, loggedInStaff, placeTestOrder, STAFF_PASSWORD } from '../test-support/console';
import { consoleState } from '../test-support/console-state';
import { cookiesFrom, createTestApp, groupSessionCookie, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Route {
  name: string;
  method: Method;
  url: string;
  payload?: object;
  /** read: any staff; change: admins and reps; admin: admins only. */
  kind: 'read' | 'change' | 'admin';
}

describe.each(DATABASE_KINDS)('who may use the console (%s)', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let buyer = '';
  const answers: LightMyRequestResponse[] = [];
  const cookies: Record<'admin' | 'viewer' | 'repHarbor' | 'repOther', string> = {
    admin: '',
    viewer: '',
    repHarbor: '',
    repOther: '',
  };

  const send = async (route: Route, cookie: string) => {
    const response = await t.app.inject({
      method: route.method,
      url: route.url,
      headers: cookie ? { cookie } : {},
      ...(route.payload ? { payload: route.payload } : {}),
    });
    answers.push(response);
    return response;
  };
  /** Each route answers `status` (or one of them) to `cookie`, and the database is as it was. */
  const refusedEverywhere = async (list: Route[], cookie: string, statuses: number[], message?: string) => {
    for (const route of list) {
      const before = await consoleState(t.database.db);
      const response = await send(route, cookie);
      expect(statuses, `${route.name}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(response.json(), route.name).toEqual({ message: message ?? expect.any(String), code: expect.any(String) });
      expect(await consoleState(t.database.db), route.name).toEqual(before);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const order = await placeTestOrder(t, 'harbor');
    const [email] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.order_id));
    const admin = await loggedInStaff(t, 'admin');
    cookies.admin = admin.cookie;
    cookies.viewer = (await loggedInStaff(t, 'viewer')).cookie;
    cookies.repHarbor = (await loggedInStaff(t, 'rep', ['harbor'])).cookie;
    cookies.repOther = (await loggedInStaff(t, 'rep', ['summit', 'prairie'])).cookie;
    const someone = await addTestStaff(t, 'rep', ['harbor']);
    const id = order.order_id;
    const staffUrl = `/api/console/staff/${someone.row.id}`;
    routes = [
      { name: 'me', method: 'GET', url: '/api/console/me', kind: 'read' },
      { name: 'board', method: 'GET', url: '/api/console/orders', kind: 'read' },
      { name: 'detail', method: 'GET', url: `/api/console/orders/${id}`, kind: 'read' },
      {
        name: 'move',
        method: 'POST',
        url: `/api/console/orders/${id}/status`,
        payload: { to: 'in_production', version: 0 },
        kind: 'change',
      },
      {
        name: 'cancel',
        method: 'POST',
        url: `/api/console/orders/${id}/status`,
        payload: { to: 'cancelled', expected_status: 'received' },
        kind: 'change',
      },
      {
        name: 'ship date',
        method: 'POST',
        url: `/api/console/orders/${id}/ship-date`,
        payload: { est_ship_date: '2026-12-01' },
        kind: 'change',
      },
      {
        name: 'bulk in production',
        method: 'POST',
        url: '/api/console/orders/bulk/in-production',
        payload: { order_ids: [id] },
        kind: 'change',
      },
      {
        name: 'bulk ship date',
        method: 'POST',
        url: '/api/console/orders/bulk/ship-date',
        payload: { order_ids: [id], est_ship_date: '2026-12-01' },
        kind: 'change',
      },
      { name: 'send again', method: 'POST', url: `/api/console/emails/${email!.id}/send-again`, kind: 'change' },
      { name: 'staff list', method: 'GET', url: '/api/console/staff', kind: 'admin' },
      {
        name: 'staff add',
        method: 'POST',
        url: '/api/console/staff',
        payload: {
          email: 'new.rep@crestline.example',
          name: 'New Rep',
          role: 'rep',
          groups: ['harbor'],
          password: 'a-new-long-password',
        },
        kind: 'admin',
      },
      { name: 'staff update', method: 'PATCH', url: staffUrl, payload: { role: 'admin' }, kind: 'admin' },
      {
        name: 'staff password',
        method: 'POST',
        url: `${staffUrl}/password`,
        payload: { password: 'another-long-password' },
        kind: 'admin',
      },
      { name: 'staff remove', method: 'DELETE', url: staffUrl, kind: 'admin' },
    ];
    const login = await t.app.inject({ method: 'POST', url: '/v1/login', payload: { password: 'harbor-demo' } });
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/unlock',
      payload: { companyName: 'harbor', password: 'crestline-admin' },
    });
    buyer = withCookies(cookiesFrom(login, unlock), await groupSessionCookie(t.app, 'harbor'));
  });
  afterAll(async () => t?.close());

  it('answers 401 to every route without a staff session, changing nothing', async () => {
    await refusedEverywhere(routes, '', [401], 'Log in to the console.');
  });

  it("answers 401 to a buyer's group and admin sessions, changing nothing", async () => {
    expect(buyer).toMatch(/pg_harbor=.*pa_harbor=/);
    await refusedEverywhere(routes, buyer, [401], 'Log in to the console.');
  });

  it('lets a viewer read but answers 403 to every change, changing nothing', async () => {
    for (const route of routes.filter((r) => r.kind === 'read'))
      expect((await send(route, cookies.viewer)).statusCode, route.name).toBe(200);
    await refusedEverywhere(
      routes.filter((r) => r.kind === 'change'),
      cookies.viewer,
      [403],
      'A viewer can look at orders but not change them.',
    );
    await refusedEverywhere(
      routes.filter((r) => r.kind === 'admin'),
      cookies.viewer,
      [403],
      'Only an admin can manage staff.',
    );
  });

  it("refuses a rep of other groups every route on this group's order, changing nothing", async () => {
    const order = routes.filter(
      (r) => r.kind !== 'admin' && !['me', 'board', 'bulk in production', 'bulk ship date'].includes(r.name),
    );
    await refusedEverywhere(order, cookies.repOther, [403, 404]);
    await refusedEverywhere(
      [{ name: 'board of harbor', method: 'GET', url: '/api/console/orders?group=harbor', kind: 'read' }],
      cookies.repOther,
      [403],
    );
    // Bulk calls answer each order on its own: this one is not there for them, and nothing moves.
    for (const route of routes.filter((r) => r.name.startsWith('bulk'))) {
      const before = await consoleState(t.database.db);
      const response = await send(route, cookies.repOther);
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual([
        { order_id: expect.any(String), ok: false, message: 'No such order.', code: 'NOT_FOUND' },
      ]);
      expect(await consoleState(t.database.db)).toEqual(before);
    }
    expect((await send(routes[1]!, cookies.repOther)).json().rows).toEqual([]);
    await refusedEverywhere(
      routes.filter((r) => r.kind === 'admin'),
      cookies.repOther,
      [403],
      'Only an admin can manage staff.',
    );
  });

  it("lets the group's rep change its order, but not manage staff", async () => {
    expect(
      (
        await send(
          routes.find((r) => r.name === 'move')!,
          cookies.repHarbor,
        )
      ).statusCode,
    ).toBe(200);
    await refusedEverywhere(
      routes.filter((r) => r.kind === 'admin'),
      cookies.repHarbor,
      [403],
      'Only an admin can manage staff.',
    );
  });

  it('never answers a password or a password hash, whoever asks', async () => {
    for (const route of routes.filter((r) => r.kind === 'admin')) await send(route, cookies.admin);
    expect(answers.length).toBeGreaterThan(60);
    for (const answer of answers) {
      const text = `${answer.body} ${JSON.stringify(answer.headers)}`;
      expect(text).not.toContain('scrypt$');
      expect(text).not.toContain('password_hash');
      expect(text).not.toContain(STAFF_PASSWORD);
      expect(text).not.toContain('a-new-long-password');
      expect(text).not.toContain('another-long-password');
    }
  });
});
