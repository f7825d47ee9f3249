import { readDemoStaff, readDemoStaffSecrets } from '@portal/tenants/server';
import type { Drill } from '../harness';
import { call, cookiesOf, ON_ACCOUNT_GROUP, ON_ACCOUNT_PASSWORD, post } from '../http';

const EVIL = 'http://evil.example';

/**
 * The built server probed from outside as an auditor would (issue 23): answers that depend on a
 * session are never cached, a cross-site state change is refused, a logged-out cookie opens
 * nothing, and an admin's password alone opens no session.
 */
export const outsideProbe: Drill = {
  id: 'outside-probe',
  title: 'Sessions, caches and other sites, probed from outside',
  quick: true,
  async run(ctx) {
    const { url } = await ctx.database();
    const server = await ctx.server('server', { DATABASE_URL: url });
    const db = await ctx.sql(url);
    const secrets = readDemoStaffSecrets();
    for (const role of ['viewer', 'admin'] as const) {
      const member = readDemoStaff().find((m) => m.role === role)!;
      await db.query('insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4)', [
        member.email,
        member.name,
        member.role,
        member.password_hash,
      ]);
    }
    const viewer = readDemoStaff().find((m) => m.role === 'viewer')!;
    const admin = readDemoStaff().find((m) => m.role === 'admin')!;
    const passwordOf = (email: string) => secrets.find((s) => s.email === email)!.password;

    // Personal answers are never kept by a cache; the storefront still is.
    const login = await post(`${server.url}/api/console/login`, { email: viewer.email, password: passwordOf(viewer.email) });
    const staff = cookiesOf(login);
    const get = (path: string, cookie = staff) => call('GET', `${server.url}${path}`, { headers: { cookie } });
    const uncached: string[] = [];
    for (const path of [
      '/api/console/me',
      '/api/console/orders',
      '/api/console/staff',
      '/api/console/groups',
      '/api/console/sessions',
    ])
      if (!/no-store/.test((await get(path)).headers?.get('cache-control') ?? '')) uncached.push(path);
    if (!/no-store/.test(login.headers?.get('cache-control') ?? '')) uncached.push('POST /api/console/login');
    const buyer = cookiesOf(await post(`${server.url}/v1/login`, { password: ON_ACCOUNT_PASSWORD }));
    const history = await post(`${server.url}/v1/retrieve-orders`, { companyName: ON_ACCOUNT_GROUP }, { cookie: buyer });
    if (!/no-store/.test(history.headers?.get('cache-control') ?? '')) uncached.push('POST /v1/retrieve-orders');
    ctx.check(uncached.length === 0, `answers without no-store: ${uncached.join(', ')}`);
    const storefront = (await get(`/v1/storefront/${ON_ACCOUNT_GROUP}`, '')).headers?.get('cache-control') ?? '';
    ctx.check(!/no-store/.test(storefront), `the storefront is no longer cacheable (${storefront})`);
    ctx.figure('no-store', `7 personal answers; storefront '${storefront}'`);

    // Another site cannot make the staff member's browser change anything (here: log out).
    const crossSite: Record<string, string>[] = [{ origin: EVIL }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    const refusals: number[] = [];
    for (const headers of crossSite)
      refusals.push((await post(`${server.url}/api/console/logout`, {}, { cookie: staff, ...headers })).status ?? 0);
    ctx.check(
      refusals.every((status) => status === 403),
      `cross-site logouts answered ${refusals.join(', ')}`,
    );
    ctx.check((await get('/api/console/me')).status === 200, 'a refused cross-site logout ended the session');
    ctx.figure('cross-site POST', refusals.join(', '));

    // Logging out ends the session for every copy of the cookie.
    await post(`${server.url}/api/console/logout`, {}, { cookie: staff });
    const afterLogout = [(await get('/api/console/me')).status, (await get('/api/console/orders')).status];
    ctx.check(
      afterLogout.every((status) => status === 401),
      `a logged-out copy answered ${afterLogout.join(', ')}`,
    );
    await post(`${server.url}/v1/logout`, { companyName: ON_ACCOUNT_GROUP }, { cookie: buyer });
    const buyerAfter = await post(`${server.url}/v1/retrieve-orders`, { companyName: ON_ACCOUNT_GROUP }, { cookie: buyer });
    ctx.check(buyerAfter.status === 401, `a buyer's logged-out copy answered ${buyerAfter.status}`);
    ctx.figure('copies after logout', `console ${afterLogout.join('/')}, buyer ${buyerAfter.status}`);

    // An admin's password opens no session: the second factor comes first.
    const adminLogin = await post(`${server.url}/api/console/login`, { email: admin.email, password: passwordOf(admin.email) });
    const adminMe = await get('/api/console/me', cookiesOf(adminLogin));
    ctx.check(
      adminLogin.status === 202 && adminMe.status === 401,
      `an admin's password alone answered ${adminLogin.status}, then /me ${adminMe.status}`,
    );
    ctx.figure('admin password alone', `${adminLogin.status} ${JSON.stringify(adminLogin.body)}, /me ${adminMe.status}`);
  },
};
