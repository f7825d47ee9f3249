import type { Drill } from '../harness';
import { onAccountOrder, paypalOrder, post, type Exchange } from '../http';
import { orderCounts, paypalOrderRow } from '../outcome';
import { paypalEnv } from '../server';
import { range, tally } from '../util';

const N = 50;

const statusList = (answers: readonly Exchange[]) => tally(answers, (a) => String(a.status ?? 'no answer'));

/** 50 concurrent identical create-order requests (one Idempotency-Key) and 50 concurrent captures of one order. */
export const concurrency: Drill = {
  id: 'concurrency',
  title: '50 identical creates, 50 captures at once',
  quick: true,
  async run(ctx) {
    const { url } = await ctx.database();
    const paypal = await ctx.fakePayPal();
    const server = await ctx.server('server', { DATABASE_URL: url, ...paypalEnv(paypal) });
    const db = await ctx.sql(url);
    const ordersWithKey = async (key: string) =>
      (await db.query('select order_id from idempotency_keys where key = $1', [key])).rowCount ?? 0;

    // PayPal path: one order of ours, one PayPal order.
    const paypalKey = 'drill-concurrent-paypal-0001';
    const body = paypalOrder('Concurrent');
    const creates = await Promise.all(
      range(N).map(() => post(`${server.url}/v1/create-order`, body, { 'idempotency-key': paypalKey })),
    );
    const orderIds = new Set(creates.map((a) => String(a.body?.['order_id'])));
    const stored = (await orderCounts(db)).orders;
    ctx.figure('PayPal creates', `${N} sent (${statusList(creates)})`);
    ctx.figure('orders stored', stored);
    ctx.figure('PayPal orders', paypal.orders.size);
    ctx.check(
      creates.every((a) => a.status === 200 || a.status === 201),
      `PayPal creates answered ${statusList(creates)}`,
    );
    ctx.check(creates.filter((a) => a.status === 201).length === 1, 'not exactly one create answered 201');
    ctx.check(orderIds.size === 1, `${orderIds.size} different order ids answered`);
    ctx.check(stored === 1 && (await ordersWithKey(paypalKey)) === 1, `${stored} orders stored for one key`);
    ctx.check(paypal.orders.size === 1, `${paypal.orders.size} PayPal orders made`);

    // 50 captures of that one order.
    const [paypalId] = [...orderIds];
    if (paypalId && paypal.orders.has(paypalId)) {
      paypal.approve(paypalId);
      const captures = await Promise.all(
        range(N).map(() => post(`${server.url}/v1/capture-order`, { order_id: paypalId, companyName: 'summit' })),
      );
      const completed = captures.filter((a) => a.status === 200 && a.body?.['status'] === 'COMPLETED').length;
      const order = await paypalOrderRow(db, paypalId);
      ctx.figure('captures', `${N} sent (${statusList(captures)}), ${paypal.captureCount(paypalId)} at PayPal`);
      ctx.check(completed === N, `${N - completed} captures did not answer COMPLETED (${statusList(captures)})`);
      ctx.check(paypal.captureCount(paypalId) === 1, `PayPal captured ${paypal.captureCount(paypalId)} times`);
      ctx.check(
        order?.status === 'paid' && order.paid_cents === order.total_cents,
        `order is ${order?.status} with ${order?.paid_cents} of ${order?.total_cents} paid`,
      );
      ctx.check(Number(order?.mails) === 2, `${order?.mails} e-mails queued for the paid order`);
    }

    // On account: one order, its two e-mails once.
    const accountKey = 'drill-concurrent-account-0001';
    const accountBody = onAccountOrder('Concurrent');
    const accountCreates = await Promise.all(
      range(N).map(() => post(`${server.url}/v1/create-order`, accountBody, { 'idempotency-key': accountKey })),
    );
    const numbers = new Set(accountCreates.map((a) => String(a.body?.['order_number'])));
    const mails = Number(
      (
        await db.query<{ n: string }>(
          'select count(*) as n from email_outbox e join idempotency_keys k on k.order_id = e.order_id where k.key = $1',
          [accountKey],
        )
      ).rows[0]?.n,
    );
    ctx.figure('on-account creates', `${N} sent (${statusList(accountCreates)}), ${await ordersWithKey(accountKey)} stored`);
    ctx.check(
      accountCreates.every((a) => a.status === 200 || a.status === 201) && numbers.size === 1,
      `on-account creates answered ${statusList(accountCreates)} with ${numbers.size} order numbers`,
    );
    ctx.check((await ordersWithKey(accountKey)) === 1, 'not exactly one on-account order stored');
    ctx.check(mails === 2, `${mails} e-mails queued for the on-account order (want 2)`);
    ctx.check(server.exitCode() === null, 'the server exited');
  },
};
