import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { emailOutbox, orders } from '../src/db/schema';
import type { MailMessage } from '../src/email/order-emails';
import { DatabaseOutboxStore } from '../src/email/outbox-store';
import { PendingOrderEmails } from '../src/email/pending-order-emails';
import { createTestApp, groupSessionCookie, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/*
 * An order's request queues its two e-mails without drawing them (the order's one statement); the
 * outbox worker draws them on its first claim and keeps each message with the record of its send.
 */
describe.each(DATABASE_KINDS)('order e-mails drawn by the outbox worker (%s)', (kind) => {
  let t: TestApp;
  let pending: PendingOrderEmails;
  let store: DatabaseOutboxStore;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    pending = new PendingOrderEmails(t.database.db, registry, { timeZone: DEFAULT_PROVIDER_TIME_ZONE });
    store = new DatabaseOutboxStore(t.database, pending);
  });
  afterAll(async () => t?.close());

  const placeOrder = async () => {
    address += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody('redrock', linesFor('redrock', '1640', 2), {
        bypassPaypal: true,
        bypassCode: 'MANAGER',
        first_name: 'Imani',
        email: `imani.${address}@example.com`,
        store: 'RRFD01',
      }),
      remoteAddress: `10.44.0.${address}`,
      headers: { cookie: await groupSessionCookie(t.app, 'redrock') },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { order_id: string; order_number: string };
  };
  const rowsOf = (orderId: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
  const claimAll = () => store.claimDue(100, new Date(), new Date(Date.now() + 60_000));

  it('queues both e-mails without a message, and keeps only the masked code with the order', async () => {
    const order = await placeOrder();
    const rows = await rowsOf(order.order_id);
    expect(rows.map((r) => [r.kind, r.status, r.message]).sort()).toEqual([
      ['buyer', 'pending', null],
      ['provider', 'pending', null],
    ]);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(stored).toMatchObject({ maskedBypassCode: '••••••ER', status: 'on_account' });
    expect(stored!.placedAt!.getTime()).toBe(stored!.createdAt.getTime());
    await claimAll();
    for (const row of await rowsOf(order.order_id)) await store.markSent(String(row.id), new Date());
  });

  it('draws them on the first claim, and keeps each message with the record of its send', async () => {
    const order = await placeOrder();
    const claimed = (await claimAll()).filter((e) => e.messageId.startsWith(order.order_id));
    expect(claimed.map((e) => e.messageId).sort()).toEqual([`${order.order_id}.buyer`, `${order.order_id}.provider`]);
    const provider = claimed.find((e) => e.messageId.endsWith('.provider'))!.message;
    expect(provider.subject).toContain(order.order_number);
    expect(provider.text).toMatch(/Payment:\s+On account, bypass code ••••••ER\n/);
    expect(claimed.find((e) => e.messageId.endsWith('.buyer'))!.message.to).toEqual([`imani.${address}@example.com`]);
    // Claimed but not sent yet: nothing written to the row.
    expect((await rowsOf(order.order_id)).map((r) => r.message)).toEqual([null, null]);

    for (const entry of claimed) await store.markSent(entry.id, new Date());
    const rows = await rowsOf(order.order_id);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect((rows.find((r) => r.kind === 'provider')!.message as MailMessage).subject).toBe(provider.subject);
  });

  it('records sends that come together in one statement, each with its message', async () => {
    const statements: string[] = [];
    let failNext = false;
    const counted = new DatabaseOutboxStore(
      {
        db: t.database.db,
        run: async (statement, values) => {
          statements.push(statement.name);
          if (failNext && statement.name.startsWith('outbox_mark_sent')) {
            failNext = false;
            throw new Error('connection lost');
          }
          return t.database.run(statement, values);
        },
      },
      pending,
    );
    const orderIds = [(await placeOrder()).order_id, (await placeOrder()).order_id];
    const claimed = (await counted.claimDue(100, new Date(), new Date(Date.now() + 60_000))).filter((e) =>
      orderIds.some((id) => e.messageId.startsWith(id)),
    );
    expect(claimed).toHaveLength(4);
    // A record that fails is not lost: its message stays drawn, and it is written when tried again.
    failNext = true;
    await expect(counted.markSent(claimed[0]!.id, new Date())).rejects.toThrow('connection lost');
    statements.length = 0;
    await Promise.all(claimed.map((entry) => counted.markSent(entry.id, new Date())));
    // The first goes at once; the three that came while it was written go together.
    expect(statements.filter((name) => name.startsWith('outbox_mark_sent'))).toHaveLength(2);
    for (const orderId of orderIds) {
      const rows = await rowsOf(orderId);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(rows.every((r) => (r.message as MailMessage).subject.includes('CB-'))).toBe(true);
    }
  });

  it('keeps a failed try its message too, so a resend sends what was tried', async () => {
    const order = await placeOrder();
    const claimed = (await claimAll()).filter((e) => e.messageId.startsWith(order.order_id));
    for (const entry of claimed) await store.markFailed(entry.id, 'SMTP 421', new Date(Date.now() - 1000));
    const rows = await rowsOf(order.order_id);
    expect(rows.map((r) => [r.attempts, r.lastError])).toEqual([
      [1, 'SMTP 421'],
      [1, 'SMTP 421'],
    ]);
    expect(rows.every((r) => (r.message as MailMessage | null)?.subject.includes(order.order_number))).toBe(true);
    for (const row of rows) await store.markSent(String(row.id), new Date());
  });

  it('draws and keeps them for the console before the worker does', async () => {
    const order = await placeOrder();
    await pending.drawForOrder(order.order_id);
    const rows = await rowsOf(order.order_id);
    expect(rows.map((r) => (r.message as MailMessage).subject)).toEqual([
      expect.stringContaining(order.order_number),
      expect.stringContaining(order.order_number),
    ]);
    await claimAll();
    for (const row of rows) await store.markSent(String(row.id), new Date());
  });

  it('records a failed try for an e-mail of a group no longer configured, and sends the others', async () => {
    const order = await placeOrder();
    await t.database.db.update(orders).set({ groupKey: 'gone-group' }).where(eq(orders.id, order.order_id));
    const claimed = (await claimAll()).filter((e) => e.messageId.startsWith(order.order_id));
    expect(claimed).toEqual([]);
    const rows = await rowsOf(order.order_id);
    expect(rows.map((r) => [r.attempts, r.message])).toEqual([
      [1, null],
      [1, null],
    ]);
    expect(rows[0]!.lastError).toMatch(/not in the configuration/);
    expect(rows[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });
});
