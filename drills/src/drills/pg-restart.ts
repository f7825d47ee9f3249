import type pg from 'pg';
import type { TestSmtpServer } from '@portal/testing/smtp';
import type { Cluster } from '../cluster';
import type { Drill, DrillContext } from '../harness';
import { call, isClearError, onAccountOrder, post } from '../http';
import { retryUntilAnswered, startLoad, type LoadRun } from '../load';
import { mailAudit, orderCounts, storedOfAcknowledged, unsentMail } from '../outcome';
import { mailEnv, type ServerProcess } from '../server';
import { seconds, sleep, tally, until } from '../util';

// Paced, so the e-mails of every order (two each, one SMTP connection per message) go out in seconds.
const WORKERS = 4;
const DOWN_MS = 3_000;

/**
 * PostgreSQL restarted under load: 503 with a clear message while it is down, recovery without a
 * restart of the server, every acknowledged order stored.
 */
export const pgRestart: Drill = {
  id: 'pg-restart',
  title: 'PostgreSQL restarted under load',
  quick: false,
  async run(ctx) {
    const { cluster, url } = await ctx.database();
    const smtp = await ctx.smtp(await ctx.port());
    const server = await ctx.server('server', { DATABASE_URL: url, ...mailEnv(smtp.url) });
    const pid = server.pid;

    const outage = await restartUnderLoad(cluster, server);
    checkAnswersOfOutage(ctx, outage);

    // The same process serves again, and what it acknowledged is stored.
    const after = await post(`${server.url}/v1/create-order`, onAccountOrder('AfterRestart'), {
      'idempotency-key': 'pg-restart-after',
    });
    ctx.check(after.status === 201, `a new order after the restart answered ${after.status}`);
    ctx.check(server.exitCode() === null && server.pid === pid, 'the server process did not survive the restart');
    ctx.figure('same server process', server.exitCode() === null ? `yes (pid ${pid})` : 'no');

    const db = await ctx.sql(url);
    const orders = await checkOrdersStored(ctx, db, server, outage.load);
    await checkMailDelivered(ctx, db, smtp, orders);
  },
};

/** Orders posted by the clients throughout; PostgreSQL stopped for DOWN_MS and started again. */
async function restartUnderLoad(cluster: Cluster, server: ServerProcess) {
  const load = startLoad({
    workers: WORKERS,
    target: () => server.url,
    body: (n) => onAccountOrder(`Restart${n}`),
    keyPrefix: 'pg-restart',
    pauseMs: 40,
    failurePauseMs: 200,
  });
  await sleep(1_500);
  const downAt = Date.now();
  await cluster.stop('fast');
  await sleep(300);
  const readyWhileDown = await call('GET', `${server.url}/readyz`);
  await sleep(DOWN_MS - 300);
  await cluster.start();
  const upAt = Date.now();
  const firstAfter = () => load.requests.flatMap((r) => r.answers).find((a) => a.status === 201 && a.startedAt >= upAt) ?? null;
  await until(() => firstAfter() !== null, 30_000, 50);
  const recovered = firstAfter();
  await sleep(1_500);
  await load.stop();
  return { load, downAt, upAt, readyWhileDown, recovered };
}

/** While PostgreSQL was down: only 503s with a clear message and retry-after, and /readyz said so. */
function checkAnswersOfOutage(ctx: DrillContext, outage: Awaited<ReturnType<typeof restartUnderLoad>>): void {
  const { load, downAt, upAt, readyWhileDown, recovered } = outage;
  const answers = load.requests.flatMap((r) => r.answers);
  const during = answers.filter((a) => a.status !== 201);
  const unavailable = answers.filter((a) => a.status === 503);
  const others = during.filter((a) => a.status !== 503);
  ctx.figure('requests', answers.length);
  ctx.figure(
    'answers',
    tally(answers, (a) => String(a.status ?? 'none')),
  );
  ctx.figure('PostgreSQL down', seconds(upAt - downAt));
  ctx.figure('first 201', recovered ? `${seconds(recovered.startedAt + recovered.ms - upAt)} after it was back` : 'never');

  ctx.check(unavailable.length > 0, 'no request saw PostgreSQL down (no 503)');
  ctx.check(
    others.length === 0,
    `answers other than 201 and 503: ${others
      .map((a) => `${a.status ?? a.error} ${String(a.body?.['message'] ?? '')}`)
      .slice(0, 3)
      .join('; ')}`,
  );
  const unclear = unavailable.filter(
    (a) => !isClearError(a) || a.body?.['code'] !== 'UNAVAILABLE' || !a.headers?.get('retry-after'),
  );
  ctx.check(unclear.length === 0, `${unclear.length} of the 503s lack { message, code: UNAVAILABLE } or retry-after`);
  if (unavailable[0])
    ctx.figure(
      '503 says',
      `"${String(unavailable[0].body?.['message'])}", retry-after ${unavailable[0].headers?.get('retry-after')}`,
    );
  ctx.check(readyWhileDown.status === 503, `/readyz answered ${readyWhileDown.status} while PostgreSQL was down`);
  ctx.check(recovered !== null, 'no order succeeded within 30 s of PostgreSQL coming back');
}

/**
 * Every acknowledged order stored; the refused requests, retried with their keys, make their order
 * once (or find it, if it had committed). Returns how many orders there should be.
 */
async function checkOrdersStored(ctx: DrillContext, db: pg.Client, server: ServerProcess, load: LoadRun): Promise<number> {
  const acked = load.requests.filter((r) => r.answers.some((a) => a.status === 201));
  const stored = await storedOfAcknowledged(db, acked);
  ctx.figure('acknowledged orders stored', `${stored} of ${acked.length}`);
  ctx.check(stored === acked.length, `${acked.length - stored} acknowledged orders are not stored`);

  const refused = load.requests.filter((r) => !r.answers.some((a) => a.status === 201));
  const retried = await Promise.all(refused.map((r) => retryUntilAnswered(server.url, r)));
  const found = retried.filter((a) => a.status === 200).length;
  ctx.figure(
    '503s retried',
    `${refused.length}: ${retried.filter((a) => a.status === 201).length} × 201, ${found} × 200 (had committed)`,
  );
  ctx.check(
    retried.every((a) => a.status === 200 || a.status === 201),
    'a retried request still failed',
  );
  const counts = await orderCounts(db);
  // The load's requests and the one made after the restart.
  const expected = load.requests.length + 1;
  ctx.figure('orders stored', `${counts.orders} for ${expected} keys, ${counts.dup} twice`);
  ctx.check(
    counts.orders === expected && counts.keys === expected && counts.dup === 0,
    `stored ${counts.orders} orders for ${expected} keys`,
  );
  return expected;
}

/** The e-mail worker lived through the outage too: every order's e-mails go out, each once. */
async function checkMailDelivered(ctx: DrillContext, db: pg.Client, smtp: TestSmtpServer, orders: number): Promise<void> {
  const sent = await until(async () => (await unsentMail(db)) === 0, 45_000, 200);
  await sleep(1_000);
  const { queued, received, twice, missing } = await mailAudit(db, smtp);
  ctx.figure('e-mails', `${queued} queued, ${received} received, ${twice} twice, ${missing} missing`);
  if (!sent) {
    const { rows } = await db.query<{ state: string; n: string }>(
      `select case when locked_until > now() then 'claimed until ' || to_char(locked_until - now(), 'SS') || ' s from now'
                   else 'due in ' || to_char(greatest(next_attempt_at - now(), interval '0'), 'SS') || ' s' end
                || ', ' || attempts || ' failed sends' as state, count(*) as n
         from email_outbox where status <> 'sent' group by 1 order by 2 desc limit 3`,
    );
    ctx.check(false, `unsent e-mails 45 s after the restart: ${rows.map((r) => `${r.n} ${r.state}`).join('; ')}`);
  }
  ctx.check(queued === 2 * orders, `${queued} e-mails queued for ${orders} orders`);
  ctx.check(twice === 0 && missing === 0, `${twice} e-mails received twice, ${missing} never`);
}
