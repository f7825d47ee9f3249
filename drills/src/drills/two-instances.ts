import type pg from 'pg';
import type { Drill, DrillContext } from '../harness';
import { readDemoStaff, readDemoStaffSecrets } from '@portal/tenants/server';
import { call, cookiesOf, ON_ACCOUNT_GROUP, ON_ACCOUNT_PASSWORD, onAccountOrder, orderNumberOf, post } from '../http';
import { mailAudit, unsentMail } from '../outcome';
import { mailEnv, type ServerProcess } from '../server';
import { range, seconds, sleep, tally, until } from '../util';

const LIMIT = 10;
const WRONG = 16;
/** The client address behind the load balancer. */
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Two server instances on one PostgreSQL: orders made through one are seen through the other; rate limits hold across both. */
export const twoInstances: Drill = {
  id: 'two-instances',
  title: 'Two instances on one PostgreSQL',
  quick: true,
  async run(ctx) {
    const { url } = await ctx.database();
    const smtp = await ctx.smtp(await ctx.port());
    // Behind a load balancer, as two instances run: the client address comes from X-Forwarded-For.
    const env = { DATABASE_URL: url, ...mailEnv(smtp.url), TRUST_PROXY: 'true' };
    // Started together on an empty database: the migration lock lets one migrate while the other waits.
    const started = Date.now();
    const [a, b] = await Promise.all([ctx.server('a', env), ctx.server('b', env)]);
    ctx.figure('both migrated and ready in', seconds(Date.now() - started));
    const db = await ctx.sql(url);

    // An order through A is in the history through B, with a session made on B, and the other way round.
    const viaA = await post(`${a.url}/v1/create-order`, onAccountOrder('ViaA'), { 'idempotency-key': 'two-instances-a' });
    const viaB = await post(`${b.url}/v1/create-order`, onAccountOrder('ViaB'), { 'idempotency-key': 'two-instances-b' });
    ctx.check(viaA.status === 201 && viaB.status === 201, `create-order answered ${viaA.status} on A, ${viaB.status} on B`);
    const loginB = await post(`${b.url}/v1/login`, { password: ON_ACCOUNT_PASSWORD });
    const loginA = await post(`${a.url}/v1/login`, { password: ON_ACCOUNT_PASSWORD });
    const history = async (base: string, cookie: string) =>
      (
        ((await post(`${base}/v1/retrieve-orders`, { companyName: ON_ACCOUNT_GROUP }, { cookie })).body?.['orders'] ?? []) as {
          order_number: string;
        }[]
      ).map((o) => o.order_number);
    const seenOnB = await history(b.url, cookiesOf(loginB));
    const seenOnAWithCookieOfB = await history(a.url, cookiesOf(loginB));
    const seenOnBWithCookieOfA = await history(b.url, cookiesOf(loginA));
    ctx.check(seenOnB.includes(orderNumberOf(viaA)), `order ${orderNumberOf(viaA)} made on A is not in B's history`);
    ctx.check(
      seenOnAWithCookieOfB.includes(orderNumberOf(viaB)),
      `order ${orderNumberOf(viaB)} made on B is not in A's history (session from B)`,
    );
    ctx.check(seenOnBWithCookieOfA.includes(orderNumberOf(viaA)), "B refuses A's session");
    ctx.figure('history', `order of A seen on B ${seenOnB.includes(orderNumberOf(viaA)) ? 'yes' : 'no'}, sessions good on both`);

    await checkLogoutReachesBoth(ctx, a, b, db);
    await checkSharedLimit(ctx, a, b);

    // A burst split across A and B: both outbox workers run, each e-mail is sent once.
    const burst = await Promise.all(
      range(20).map((i) =>
        post(`${(i % 2 === 0 ? a : b).url}/v1/create-order`, onAccountOrder(`Split${i}`), {
          'idempotency-key': `split-burst-${i}`,
          ...from(`198.51.100.${i + 1}`),
        }),
      ),
    );
    ctx.check(
      burst.every((x) => x.status === 201),
      `burst answered ${tally(burst, (x) => String(x.status))}`,
    );
    await until(async () => (await unsentMail(db)) === 0, 30_000);
    await sleep(1_500);
    const { queued, received, twice, missing } = await mailAudit(db, smtp);
    ctx.figure('e-mails', `${queued} queued by both, ${received} received, ${twice} twice`);
    ctx.check(twice === 0 && missing === 0, `${twice} e-mails sent twice, ${missing} never sent by the two workers`);
    ctx.check(a.exitCode() === null && b.exitCode() === null, 'an instance exited');
  },
};

/**
 * A session logged out on one instance is refused on the other, for any copy of its cookie: at
 * once for the console, which reads its session every request, and within a buyer's session
 * cache (BUYER_SESSION_CACHE_MS, 3 s) for the orders history.
 */
async function checkLogoutReachesBoth(ctx: DrillContext, a: ServerProcess, b: ServerProcess, db: pg.Client): Promise<void> {
  const login = await post(`${a.url}/v1/login`, { password: ON_ACCOUNT_PASSWORD });
  const copy = cookiesOf(login);
  const history = (base: string) => post(`${base}/v1/retrieve-orders`, { companyName: ON_ACCOUNT_GROUP }, { cookie: copy });
  ctx.check((await history(b.url)).status === 200, "B does not take A's new session");
  const out = await post(`${a.url}/v1/logout`, { companyName: ON_ACCOUNT_GROUP }, { cookie: copy });
  ctx.check(out.status === 204, `logout on A answered ${out.status}`);
  ctx.check((await history(a.url)).status === 401, 'A still takes the copy of a session logged out on A');
  const loggedOutAt = Date.now();
  await until(async () => (await history(b.url)).status === 401, 10_000);
  const after = Date.now() - loggedOutAt;
  ctx.check(after <= 4_000, `B took the logged-out copy for ${seconds(after)}`);
  ctx.figure('logout on A refused on B after', seconds(after));

  // A staff session: the demo viewer, made in the database as npm run staff makes an account.
  const viewer = readDemoStaff().find((member) => member.role === 'viewer')!;
  const password = readDemoStaffSecrets().find((secret) => secret.email === viewer.email)!.password;
  await db.query(
    `insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4)
     on conflict (email) where removed_at is null do nothing`,
    [viewer.email, viewer.name, viewer.role, viewer.password_hash],
  );
  const staffLogin = await post(`${a.url}/api/console/login`, { email: viewer.email, password });
  const staffCopy = cookiesOf(staffLogin);
  const me = async (base: string) => (await call('GET', `${base}/api/console/me`, { headers: { cookie: staffCopy } })).status;
  ctx.check(staffLogin.status === 200 && (await me(b.url)) === 200, `the viewer's session: login ${staffLogin.status} on A`);
  await post(`${a.url}/api/console/logout`, {}, { cookie: staffCopy });
  const [onA, onB] = [await me(a.url), await me(b.url)];
  ctx.check(onA === 401 && onB === 401, `a console session logged out on A answers ${onA} on A, ${onB} on B`);
  ctx.figure('console logout on A', `refused at once on A (${onA}) and on B (${onB})`);
}

/** Wrong passwords on both instances count against one limit of 10 a minute. */
async function checkSharedLimit(ctx: DrillContext, a: ServerProcess, b: ServerProcess): Promise<void> {
  // A fresh minute when fewer than 10 s are left of this one; then alternately on A and B.
  const secondInMinute = new Date().getSeconds();
  if (secondInMinute > 50) await sleep((61 - secondInMinute) * 1000);
  const wrong: { instance: string; status: number | null }[] = [];
  for (const i of range(WRONG)) {
    const instance = i % 2 === 0 ? a : b;
    const answer = await post(`${instance.url}/v1/login`, { password: `not-the-password-${i}` }, from('203.0.113.10'));
    wrong.push({ instance: instance.name, status: answer.status });
  }
  const refused = wrong.filter((w) => w.status === 401).length;
  const limited = wrong.filter((w) => w.status === 429);
  ctx.figure('wrong passwords', `${WRONG} alternately on A and B: ${refused} × 401, then ${limited.length} × 429`);
  ctx.check(
    refused === LIMIT && limited.length === WRONG - LIMIT && wrong.slice(LIMIT).every((w) => w.status === 429),
    `wrong passwords answered ${wrong.map((w) => `${w.instance}:${w.status}`).join(' ')}`,
  );
  ctx.check(new Set(limited.map((w) => w.instance)).size === 2, '429 did not come from both instances');

  // Wrong passwords all at once on both, from another address: still no more than the limit get a verdict.
  const concurrent = await Promise.all(
    range(2 * WRONG).map((i) =>
      post(`${(i % 2 === 0 ? a : b).url}/v1/login`, { password: `not-the-password-${i}` }, from('203.0.113.20')),
    ),
  );
  const verdicts = concurrent.filter((x) => x.status === 401).length;
  ctx.figure('wrong passwords at once', `${2 * WRONG} on A and B together: ${tally(concurrent, (x) => String(x.status))}`);
  ctx.check(verdicts <= LIMIT, `${verdicts} of ${2 * WRONG} concurrent wrong passwords were checked (limit ${LIMIT})`);
}
