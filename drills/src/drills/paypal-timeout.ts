import type { Drill, DrillContext } from '../harness';
import { isClearError, paypalOrder, post, type Exchange } from '../http';
import { paypalOrderRow } from '../outcome';
import { paypalEnv } from '../server';
import { seconds } from '../util';

const PAYPAL_TIMEOUT_MS = 2_000;
/** PayPal captures at once but answers only after this: longer than the server waits. */
const ANSWER_AFTER_MS = 4_500;

const shown = (a: Exchange) =>
  a.status === null ? `no answer (${a.error})` : `${a.status} ${String(a.body?.['code'] ?? a.body?.['status'] ?? '')}`;

/** PayPal timing out after it captured: the retry finds the capture, the order is paid once, the buyer charged once. */
export const paypalTimeout: Drill = {
  id: 'paypal-timeout',
  title: 'PayPal times out after it captured',
  quick: true,
  async run(ctx: DrillContext) {
    const { url } = await ctx.database();
    const paypal = await ctx.fakePayPal();
    const server = await ctx.server('server', {
      DATABASE_URL: url,
      ...paypalEnv(paypal),
      PAYPAL_TIMEOUT_MS: String(PAYPAL_TIMEOUT_MS),
    });
    const db = await ctx.sql(url);

    const approvedOrder = async (name: string) => {
      const created = await post(`${server.url}/v1/create-order`, paypalOrder(name), { 'idempotency-key': `drill-${name}` });
      const id = String(created.body?.['order_id'] ?? '');
      if (created.status !== 201 || !paypal.orders.has(id)) throw new Error(`create-order answered ${shown(created)}`);
      paypal.approve(id);
      return id;
    };
    const capture = (id: string, timeoutMs?: number) =>
      post(`${server.url}/v1/capture-order`, { order_id: id, companyName: 'summit' }, {}, timeoutMs);
    const stored = (id: string) => paypalOrderRow(db, id);
    const paidOnce = async (id: string, label: string) => {
      const row = await stored(id);
      const fake = paypal.orders.get(id);
      ctx.check(paypal.captureCount(id) === 1, `${label}: PayPal captured ${paypal.captureCount(id)} times`);
      ctx.check(
        row?.status === 'paid' && row.paid_cents === row.total_cents && row.capture_id === fake?.captures[0]?.id,
        `${label}: order stored as ${row?.status}, ${row?.paid_cents} of ${row?.total_cents} paid, capture ${row?.capture_id}`,
      );
      ctx.check(Number(row?.mails) === 2, `${label}: ${row?.mails} e-mails queued (want 2)`);
      return paypal.captureCount(id);
    };

    // 1. The server's capture call times out; it finds the capture in the same request.
    const a = await approvedOrder('timeout-found');
    paypal.inject({ on: 'capture', kind: 'delay-after-capture', ms: ANSWER_AFTER_MS });
    const first = await capture(a);
    ctx.check(first.status === 200 && first.body?.['status'] === 'COMPLETED', `lost capture answer: client got ${shown(first)}`);
    const capturesA = await paidOnce(a, 'lost capture answer');

    // 2. The capture answer is lost and PayPal's order lookup fails too: the client gets an error, its retry COMPLETED.
    const b = await approvedOrder('timeout-retry');
    paypal.inject({ on: 'capture', kind: 'delay-after-capture', ms: ANSWER_AFTER_MS });
    paypal.inject({ on: 'get', kind: 'status', status: 503 });
    const failed = await capture(b);
    ctx.check(
      failed.status !== null && failed.status >= 502 && failed.status <= 504 && isClearError(failed),
      `lookup down: first capture answered ${shown(failed)} (want 502-504 with a message)`,
    );
    ctx.check((await stored(b))?.status === 'awaiting_payment', 'lookup down: order not left awaiting payment after the error');
    const retried = await capture(b);
    ctx.check(
      retried.status === 200 && retried.body?.['status'] === 'COMPLETED',
      `lookup down: retry answered ${shown(retried)}`,
    );
    const capturesB = await paidOnce(b, 'lookup down');

    // 3. The buyer's browser gives up first and retries while the first capture is still running.
    const c = await approvedOrder('client-gave-up');
    paypal.inject({ on: 'capture', kind: 'delay-after-capture', ms: ANSWER_AFTER_MS });
    const abandoned = await capture(c, 500);
    const started = Date.now();
    const again = await capture(c);
    ctx.check(abandoned.status === null, `client gave up: first call answered ${shown(abandoned)} before the client gave up`);
    ctx.check(again.status === 200 && again.body?.['status'] === 'COMPLETED', `client gave up: retry answered ${shown(again)}`);
    const capturesC = await paidOnce(c, 'client gave up');

    ctx.figure(
      'lost answer',
      `server timed out at ${seconds(PAYPAL_TIMEOUT_MS)}, client got ${shown(first)}, ${capturesA} capture at PayPal`,
    );
    ctx.figure('lookup down too', `client got ${shown(failed)}, retry ${shown(retried)}, ${capturesB} capture`);
    ctx.figure('client gave up', `retry ${shown(again)} after ${seconds(Date.now() - started)}, ${capturesC} capture`);
    const paid = (
      await db.query<{ n: string }>(`select count(*) as n from orders where status = 'paid' and paid_cents = total_cents`)
    ).rows[0]?.n;
    ctx.figure('orders paid', `${paid} of 3, captures at PayPal ${capturesA + capturesB + capturesC}`);
  },
};
