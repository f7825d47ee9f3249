import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { startTestSmtpServer, type TestSmtpServer } from '@portal/testing/smtp';
import { createMailTransport, type MailTransport } from '../src/email/mail-transport';
import { DatabaseOutboxStore } from '../src/email/outbox-store';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { PendingOrderEmails } from '../src/email/pending-order-emails';
import { startOutboxWorker, type OutboxWorker } from '../src/email/outbox-worker';
import { MadeImages } from '../src/images/made-images';
import { createTestApp, groupSessionCookie, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import { until } from '../test-support/until';

const quiet = { info: () => undefined, warn: () => undefined };

describe.each(DATABASE_KINDS)('the lines’ pictures in the sent order e-mails (%s)', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let worker: OutboxWorker;

  beforeAll(async () => {
    const made = new MadeImages(registry);
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { madeImages: made, wakeOutbox: () => worker.wake() });
    transport = createMailTransport(
      {
        smtpUrl: smtp.url,
        outboxDir: '/nonexistent',
        from: 'Crestline Orders <orders@crestline-supply.example>',
        inlineImage: (path) => made.forPath(path),
      },
      quiet,
    );
    worker = startOutboxWorker({
      store: new DatabaseOutboxStore(
        t.database,
        new PendingOrderEmails(t.database.db, registry, { timeZone: DEFAULT_PROVIDER_TIME_ZONE }),
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

  async function placeOrder(group: string, code: string, bypassCode: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody(group, linesFor(group, code, 2), { bypassPaypal: true, bypassCode }),
      headers: { cookie: await groupSessionCookie(t.app, group) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ order_number: string }>().order_number;
  }

  it('attach each line as it will be made to both messages where the group shows lines that way', async () => {
    const number = await placeOrder('cedar', '1240', 'CEDAR-ACCT');
    const mails = () => smtp.received.filter((m) => m.parsed.subject?.includes(number));
    await until(() => mails().length === 2);
    for (const mail of mails()) {
      const pictures = mail.parsed.attachments.filter((a) => a.contentType === 'image/jpeg');
      expect(pictures.map((a) => [a.cid, a.contentDisposition])).toEqual([['line-1@order-pictures', 'inline']]);
      const meta = await sharp(pictures[0]!.content).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', 160]);
      expect(String(mail.parsed.html)).toMatch(/<img [^>]*width="64"/);
    }
  });

  it('attach none where the group does not', async () => {
    const number = await placeOrder('redrock', '1640', 'MANAGER');
    const mails = () => smtp.received.filter((m) => m.parsed.subject?.includes(number));
    await until(() => mails().length === 2);
    for (const mail of mails()) {
      expect(mail.parsed.attachments).toEqual([]);
      expect(String(mail.parsed.html)).not.toContain('<img');
    }
  });
});
