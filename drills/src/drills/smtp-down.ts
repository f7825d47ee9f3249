import type { Drill } from '../harness';
import { onAccountOrder, post } from '../http';
import { mailAudit, unsentMail } from '../outcome';
import { mailEnv } from '../server';
import { range, seconds, sleep, until } from '../util';

const ORDERS = 20;

/** SMTP down during a burst of orders, then back: every e-mail delivered exactly once. */
export const smtpDown: Drill = {
  id: 'smtp-down',
  title: 'SMTP down during a burst, then back',
  quick: true,
  async run(ctx) {
    const { url } = await ctx.database();
    const smtpPort = await ctx.port();
    // Nothing listens on smtpPort yet: the SMTP server is down.
    const server = await ctx.server('server', { DATABASE_URL: url, ...mailEnv(`smtp://127.0.0.1:${smtpPort}`) });
    const db = await ctx.sql(url);

    const answers = await Promise.all(
      range(ORDERS).map((i) =>
        post(`${server.url}/v1/create-order`, onAccountOrder(`Burst${i}`), { 'idempotency-key': `smtp-burst-${i}` }),
      ),
    );
    const acknowledged = answers.filter((a) => a.status === 201).length;
    ctx.figure('orders', `${ORDERS} sent, ${acknowledged} × 201`);
    ctx.check(acknowledged === ORDERS, `${ORDERS - acknowledged} orders not acknowledged while SMTP was down`);

    // Let the worker fail against the closed port a few times before SMTP comes back.
    const failedOnce = await until(async () => {
      const { rows } = await db.query<{ n: string }>('select count(*) as n from email_outbox where attempts > 0');
      return Number(rows[0]?.n) >= 2 * acknowledged;
    }, 20_000);
    ctx.check(failedOnce, 'the outbox worker never tried (and failed) while SMTP was down');
    await sleep(2_000);
    const downAttempts = await db.query<{ n: string }>('select coalesce(sum(attempts), 0) as n from email_outbox');
    ctx.figure('failed sends while down', Number(downAttempts.rows[0]?.n));

    const smtp = await ctx.smtp(smtpPort);
    const back = Date.now();
    const delivered = await until(async () => (await unsentMail(db)) === 0 && smtp.received.length >= 2 * acknowledged, 45_000);
    const deliveredAfter = Date.now() - back;
    // Time for a late second copy to show up.
    await sleep(2_000);

    const { queued, received, twice, missing, strangers } = await mailAudit(db, smtp);
    ctx.figure('e-mails', `${queued} queued, ${received} received, ${twice} twice, ${missing} missing`);
    ctx.figure('delivered', `${seconds(deliveredAfter)} after SMTP came back`);
    ctx.check(queued === 2 * acknowledged, `${queued} e-mails queued for ${acknowledged} orders (want 2 each)`);
    ctx.check(delivered, 'not every e-mail was delivered within 45 s of SMTP coming back');
    ctx.check(twice === 0, `${twice} e-mails received more than once`);
    ctx.check(missing === 0, `${missing} e-mails never received`);
    ctx.check(strangers === 0, `${strangers} e-mails received that no order queued`);
    ctx.check(server.exitCode() === null, 'the server exited');
  },
};
