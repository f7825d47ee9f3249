import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@portal/domain';
import { pdfText } from '@portal/testing/pdf-text';
import { startTestSmtpServer, type TestSmtpServer } from '@portal/testing/smtp';
import { addAccount } from '../src/billing/account-store';
import { emailOutbox, invoices } from '../src/db/schema';
import { DocumentFiles } from '../src/documents/document-files';
import { documentArtSource } from '../src/documents/document-art';
import { createMailTransport, type MailTransport } from '../src/email/mail-transport';
import { DatabaseOutboxStore } from '../src/email/outbox-store';
import { PendingOrderEmails } from '../src/email/pending-order-emails';
import { startOutboxWorker, type OutboxWorker } from '../src/email/outbox-worker';
import { formatShipDate } from '../src/email/status-emails';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import { until } from '../test-support/until';

const quiet = { info: () => undefined, warn: () => undefined };

describe.each(DATABASE_KINDS)("an invoice's e-mail carries its PDF (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let worker: OutboxWorker;
  let admin: string;
  let drawFails = false;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { wakeOutbox: () => worker.wake(), billingAccounts: 'none' });
    const documents = new DocumentFiles(
      t.database.db,
      documentArtSource('/nonexistent', registry.provider.logo),
      'America/New_York',
    );
    transport = createMailTransport(
      {
        smtpUrl: smtp.url,
        outboxDir: '/nonexistent',
        from: 'Crestline Orders <orders@crestline-supply.example>',
        documentFile: (document) => {
          if (drawFails) throw new Error('drawing failed');
          return documents.attachment(document);
        },
      },
      quiet,
    );
    worker = startOutboxWorker({
      store: new DatabaseOutboxStore(
        t.database,
        new PendingOrderEmails(t.database.db, registry, { timeZone: 'America/New_York' }),
      ),
      transport,
      logger: quiet,
      pollMs: 50,
      backoff: () => 100,
    });
    admin = (await loggedInStaff(t, 'admin')).cookie;
    await addAccount(
      t.database.db,
      registry,
      { staffId: null, label: 'shell', requestId: 'test' },
      {
        group_key: 'harbor',
        store_code: '',
        name: 'Harbor Point Motors',
        accounting_name: 'Harbor Point Motors (AR)',
        address: ['18 Lighthouse Row', 'Harbor Point, ME 04999'],
        terms: 'net_30',
        credit_limit_cents: null,
        contacts: ['payables@harbor-auto.example', 'controller@harbor-auto.example'],
        invoice_when: 'shipped',
        reminder_days: [0, 30, 60],
      },
    );
  });
  afterAll(async () => {
    await worker?.stop();
    transport?.close();
    await smtp?.close();
    await t?.close();
  });

  const shipNewOrder = async () => {
    const { order_id } = await placeTestOrder(t, 'harbor');
    for (const [version, move] of [
      [0, { to: 'in_production' }],
      [1, { to: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/console/orders/${order_id}/status`,
        headers: { cookie: admin },
        payload: { ...move, version },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id));
    return invoice!;
  };

  it('reaches every billing contact once, with the PDF whose text gives the number, total and due date', async () => {
    const invoice = await shipNewOrder();
    const mails = () => smtp.received.filter((m) => m.parsed.subject?.includes(invoice.number));
    await until(() => mails().length === 1);
    const [mail] = mails();
    expect([...mail!.envelope.to].sort()).toEqual(['controller@harbor-auto.example', 'payables@harbor-auto.example']);
    const [pdf] = mail!.parsed.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdf!.filename).toBe(`${invoice.number}.pdf`);
    const { text } = await pdfText(new Uint8Array(pdf!.content));
    expect(text).toContain(invoice.number);
    expect(text).toContain(formatPrice(invoice.totalCents));
    expect(text).toContain(formatShipDate(invoice.dueOn));
    expect(text).not.toContain(formatPrice(invoice.totalCents + 1));
  });

  it('is not sent without its PDF: a drawing that fails is tried again, and the e-mail then goes once', async () => {
    drawFails = true;
    const invoice = await shipNewOrder();
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.messageId, `${invoice.id}.invoice`))
      )[0]!;
    await until(async () => (await row()).attempts >= 1);
    expect(smtp.received.filter((m) => m.parsed.subject?.includes(invoice.number))).toEqual([]);
    expect((await row()).lastError).toMatch(/drawing failed/);
    drawFails = false;
    await until(async () => (await row()).status === 'sent');
    expect(smtp.received.filter((m) => m.parsed.subject?.includes(invoice.number))).toHaveLength(1);
  });
});
