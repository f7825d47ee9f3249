import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countByMessageId, startTestSmtpServer, type TestSmtpServer } from '@portal/testing/smtp';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { emailOutbox, orders } from '../src/db/schema';
import { createMailTransport, type MailTransport } from '../src/email/mail-transport';
import { DatabaseOutboxStore } from '../src/email/outbox-store';
import { PendingOrderEmails } from '../src/email/pending-order-emails';
import { startOutboxWorker, type OutboxWorker } from '../src/email/outbox-worker';
import { createTestApp, groupSessionCookie, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import { until } from '../test-support/until';

const quiet = { info: () => undefined, warn: () => undefined };

describe.each(DATABASE_KINDS)('order e-mails through the outbox (%s)', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { wakeOutbox: () => worker.wake(), providerTimeZone: 'America/Chicago' });
    transport = createMailTransport(
      { smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'Crestline Orders <orders@crestline-supply.example>' },
      quiet,
    );
    worker = startOutboxWorker({
      store: new DatabaseOutboxStore(
        t.database,
        new PendingOrderEmails(t.database.db, registry, { timeZone: 'America/Chicago' }),
      ),
      transport,
      logger: quiet,
      pollMs: 50,
      backoff: () => 100,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    transport?.close();
    await smtp?.close();
    await t?.close();
  });

  const placeOrder = async (firstName: string, bypassCode = 'MANAGER') => {
    const body = checkoutBody('redrock', linesFor('redrock', '1640', 2), {
      bypassPaypal: true,
      bypassCode,
      first_name: firstName,
      store: 'RRFD01',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: body,
      remoteAddress: `10.1.0.${firstName.length}`,
      headers: { cookie: await groupSessionCookie(t.app, 'redrock') },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { order_id: string; order_number: string };
  };

  it("delivers the provider's message and the buyer's confirmation with the order's lines", async () => {
    const order = await placeOrder('Imogen');
    await until(() => smtp.received.filter((m) => m.parsed.subject?.includes(order.order_number)).length === 2);
    const mails = smtp.received.filter((m) => m.parsed.subject?.includes(order.order_number));
    const provider = mails.find((m) => m.envelope.to.includes(registry.groups.get('redrock')!.secrets.email_recipients[0]!))!;
    const buyer = mails.find((m) => m.envelope.to.includes('rosa.delgado@example.com'))!;
    expect(provider.parsed.subject).toMatch(/New order CB-\d+ from Red Rock Auto Group/);
    expect(buyer.parsed.subject).toBe(`Your order ${order.order_number} is confirmed`);
    for (const mail of [provider, buyer]) {
      expect(mail.parsed.text).toContain('1640');
      expect(mail.parsed.html).toContain(order.order_number);
    }
    // A PO shaped as a reference goes to both (decision 024); a typed message would go to the provider's copy only.
    expect(provider.parsed.text).toContain('PO-7731');
    expect(buyer.parsed.text).toMatch(/Your PO:\s+PO-7731\n/);
    // The worker marks a row sent after the SMTP server has the message, so the mark can trail the arrival.
    const statuses = async () =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.order_id))).map((row) => row.status);
    await until(async () => (await statuses()).every((status) => status === 'sent'), 5_000).catch(() => undefined);
    expect(await statuses()).toEqual(['sent', 'sent']);
  });

  it("lets staff reply to the buyer, names the masked bypass code and writes the provider's time", async () => {
    // A typed name that would add an address or a header if it were pasted into one.
    const firstName = 'Quinn "Q", <boss@evil.example>\r\nBcc: victim@evil.example';
    const order = await placeOrder(firstName, ' manager ');
    await until(() => smtp.received.filter((m) => m.parsed.subject?.includes(order.order_number)).length === 2);
    const mails = smtp.received.filter((m) => m.parsed.subject?.includes(order.order_number));
    const provider = mails.find((m) => !m.envelope.to.includes('rosa.delgado@example.com'))!;
    const buyer = mails.find((m) => m.envelope.to.includes('rosa.delgado@example.com'))!;

    expect(provider.parsed.replyTo?.value).toEqual([
      { name: 'Quinn "Q", <boss@evil.example> Bcc: victim@evil.example Delgado', address: 'rosa.delgado@example.com' },
    ]);
    expect(provider.envelope.to).not.toContain('boss@evil.example');
    expect(provider.raw.toString('latin1')).not.toMatch(/^Bcc:/im);
    expect(buyer.parsed.replyTo).toBeUndefined();

    expect(provider.parsed.text).toMatch(/Payment:\s+On account, bypass code ••••••ER\n/);
    expect(provider.parsed.html).toContain('On account, bypass code ••••••ER');
    expect(buyer.parsed.text).toMatch(/Payment:\s+On account\n/);
    // Chicago is UTC-6 in winter and UTC-5 in summer; the zone is named either way.
    expect(provider.parsed.text).toMatch(/Date:\s+\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T\n/);

    // The plain code reaches neither a mailbox nor the stored order and outbox rows.
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.order_id));
    expect(rows).toHaveLength(2);
    const [orderRow] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(orderRow!.maskedBypassCode).toBe('••••••ER');
    for (const stored of [
      JSON.stringify(orderRow),
      ...rows.map((r) => JSON.stringify(r.message)),
      ...mails.map((m) => m.raw.toString('utf8')),
    ]) {
      expect(stored.toUpperCase()).not.toContain('MANAGER');
    }
  });

  it('delivers every message exactly once when SMTP is down during a burst of orders and comes back', async () => {
    const port = smtp.port;
    const earlier = smtp.received.length;
    await smtp.close();
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => placeOrder(`Burst${'x'.repeat(i)}`)));
    await until(async () => {
      const [row] = await t.database.db.select({ failed: sql<number>`count(*) filter (where attempts > 0)` }).from(emailOutbox);
      return Number(row?.failed ?? 0) > 0;
    });
    const pending = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(2 * burst.length - 2);

    const back = await startTestSmtpServer({ port });
    try {
      await until(
        async () => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'))).length === 0,
        30_000,
      );
      const counts = countByMessageId(back);
      const expected = burst.flatMap((o) => [`${o.order_id}.provider`, `${o.order_id}.buyer`]);
      for (const id of expected) {
        const found = [...counts.entries()].filter(([messageId]) => messageId.includes(id));
        expect(found, id).toHaveLength(1);
        expect(found[0]![1], id).toBe(1);
      }
      expect(smtp.received.length).toBe(earlier);
    } finally {
      smtp = back;
    }
  });
});
