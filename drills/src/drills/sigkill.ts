import type pg from 'pg';
import type { TestSmtpServer } from '@portal/testing/smtp';
import type { Drill, DrillContext } from '../harness';
import { onAccountOrder, orderNumberOf } from '../http';
import { acknowledged, retryUntilAnswered, startLoad, type LoadRequest, type LoadRun } from '../load';
import { mailAudit, orderCounts, storedOfAcknowledged, unsentMail } from '../outcome';
import { mailEnv, type ServerProcess } from '../server';
import { seconds, sleep, until } from '../util';

// Paced, so the e-mails of every order (two each, one SMTP connection per message) go out in seconds.
const WORKERS = 4;
/** Messages the outbox worker sends at once: at most these can be sent and not yet recorded at the kill. */
const SENDS_AT_ONCE = 3;
const BURST = 24;

/** The server killed with SIGKILL under load, then restarted: every acknowledged order stored, none twice. */
export const sigkill: Drill = {
  id: 'sigkill',
  title: 'Server killed with SIGKILL under load, restarted',
  quick: false,
  async run(ctx) {
    const { url } = await ctx.database();
    const smtp = await ctx.smtp(await ctx.port());
    // Both runs share the database and the data folder, as a restarted server would.
    const env = { DATABASE_URL: url, ...mailEnv(smtp.url) };
    const first = await ctx.server('server', env);

    const { load, killedAt } = await killUnderLoad(first);
    const ackedBeforeKill = load.requests.filter((r) => r.answers.some((a) => a.status === 201));
    const unanswered = load.requests.filter((r) => !acknowledged(r));
    const inFlight = unanswered.filter((r) => r.answers.some((a) => a.startedAt < killedAt)).length;
    ctx.figure('requests', load.requests.length);
    ctx.figure('201s before the kill', ackedBeforeKill.length);
    ctx.figure('unanswered', `${inFlight} in flight at the kill, ${unanswered.length - inFlight} refused while down`);

    const second = await ctx.server('server-restarted', env, first.port);
    ctx.figure('back after', seconds(Date.now() - killedAt));
    await retryUnanswered(ctx, second, unanswered);

    const db = await ctx.sql(url);
    await checkOrdersStored(ctx, db, load, ackedBeforeKill);
    await checkMailDelivered(ctx, db, smtp);
  },
};

/** Clients posting orders, and a burst of them under way when the server is killed. */
async function killUnderLoad(server: ServerProcess) {
  const load = startLoad({
    workers: WORKERS,
    target: () => server.url,
    body: (n) => onAccountOrder(`Killed${n}`),
    keyPrefix: 'sigkill',
    timeoutMs: 10_000,
    pauseMs: 40,
    failurePauseMs: 100,
  });
  await sleep(2_000);
  // A burst at the moment of the kill, so requests die at every stage: read, checked, mid-transaction, committed.
  const burst = load.burst(BURST);
  await sleep(60);
  const killedAt = Date.now();
  await server.kill9();
  await burst;
  // The clients keep going against the dead port for a moment, then stop.
  await sleep(300);
  await load.stop();
  return { load, killedAt };
}

/** The clients retry what got no answer, with the same keys and bodies. */
async function retryUnanswered(ctx: DrillContext, server: ServerProcess, unanswered: LoadRequest[]): Promise<void> {
  const retried = await Promise.all(unanswered.map((r) => retryUntilAnswered(server.url, r)));
  const committedBeforeKill = retried.filter((a) => a.status === 200).length;
  ctx.figure(
    'retried',
    `${unanswered.length}: ${retried.filter((a) => a.status === 201).length} × 201, ${committedBeforeKill} × 200 (committed before the kill)`,
  );
  ctx.check(
    retried.every((a) => a.status === 200 || a.status === 201),
    `${retried.filter((a) => a.status !== 200 && a.status !== 201).length} retries failed`,
  );
}

/** Every acknowledged order stored, one order per key, each with its two e-mails queued once. */
async function checkOrdersStored(ctx: DrillContext, db: pg.Client, load: LoadRun, ackedBeforeKill: LoadRequest[]): Promise<void> {
  const stored = await storedOfAcknowledged(db, ackedBeforeKill);
  ctx.check(stored === ackedBeforeKill.length, `${ackedBeforeKill.length - stored} acknowledged orders are not stored`);
  // The order a retry answered is the one the first attempt got, when it got one.
  const mismatched = load.requests.filter((r) => {
    const answered = r.answers.filter((a) => a.status === 200 || a.status === 201).map(orderNumberOf);
    return new Set(answered).size > 1;
  });
  ctx.check(mismatched.length === 0, `${mismatched.length} keys were answered with two different orders`);

  const totals = await orderCounts(db);
  ctx.figure('orders stored', `${totals.orders} for ${load.requests.length} keys, ${totals.dup} twice`);
  ctx.check(
    totals.orders === load.requests.length && totals.keys === load.requests.length && totals.dup === 0,
    `stored ${totals.orders} orders and ${totals.keys} keys for ${load.requests.length} requests`,
  );
  const outbox = (
    await db.query<{ mail_dup: string; incomplete: string }>(
      `select (select count(*) from (select 1 from email_outbox group by order_id, kind having count(*) > 1) m) as mail_dup,
              (select count(*) from orders o where (select count(distinct kind) from email_outbox e where e.order_id = o.id) <> 2) as incomplete`,
    )
  ).rows[0];
  ctx.check(
    Number(outbox?.mail_dup) === 0 && Number(outbox?.incomplete) === 0,
    `${outbox?.mail_dup} e-mails queued twice, ${outbox?.incomplete} orders without both e-mails`,
  );
}

/**
 * The restarted server's worker sends what was queued. Messages the killed server had claimed wait
 * for its claim to lapse (a minute).
 */
async function checkMailDelivered(ctx: DrillContext, db: pg.Client, smtp: TestSmtpServer): Promise<void> {
  const unsentUnclaimed = async () => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from email_outbox where status <> 'sent' and (locked_until is null or locked_until < now())`,
    );
    return Number(rows[0]?.n);
  };
  await until(async () => (await unsentUnclaimed()) === 0, 30_000, 200);
  const claimedByKilled = await unsentMail(db);
  const waitStarted = Date.now();
  const sent = await until(async () => (await unsentMail(db)) === 0, 90_000, 500);
  if (claimedByKilled > 0) {
    ctx.figure(
      'e-mails claimed by the killed server',
      `${claimedByKilled}, sent ${seconds(Date.now() - waitStarted)} later when its claim lapsed`,
    );
  }
  await sleep(1_000);
  const { queued, received, twice, missing } = await mailAudit(db, smtp);
  ctx.figure('e-mails', `${queued} queued, ${received} received, ${missing} missing, ${twice} twice`);
  ctx.check(sent && missing === 0, `${missing} e-mails never received within 2 minutes of the restart`);
  // Sent by the killed server and not yet recorded: sent again, with the same Message-ID.
  ctx.check(
    twice <= SENDS_AT_ONCE,
    `${twice} e-mails received twice (at most the ${SENDS_AT_ONCE} sends in flight at the kill may be)`,
  );
}
