import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuyerInvoicesAnswer, ConsoleInvoiceAnswer, CreditNoteSnapshot, InvoiceSnapshot } from '@portal/domain';
import { pdfText } from '@portal/testing/pdf-text';
import { addAccount } from '../src/billing/account-store';
import { billingAudit, creditNotes, emailOutbox, invoices, orders } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { asPlacedBeforeCharges, chargeTestOrder, KANSAS_CERTIFICATE, SHIP_TO_BY_STATE } from '../test-support/order-charges';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const cents = (dollars: string): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(dollars);
  if (!match) throw new Error(`not dollars with two decimals: ${dollars}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};

/** The clock of the whole file: a weekday afternoon in the provider's zone, years from any real today. */
const NOW = new Date('2030-03-04T19:00:00Z');

describe.each(DATABASE_KINDS)('invoices of orders charged with freight and tax (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<'admin' | 'accounts', string>;
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const today = () => NOW.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

  /** Places an order in Harbor, charges it as `charge` says (or leaves it as placed before freight and tax), ships it. */
  const shipCharged = async (charge: Parameters<typeof chargeTestOrder>[2] | null) => {
    const { order_id } = await placeTestOrder(t, 'harbor');
    if (charge) await chargeTestOrder(t.database.db, order_id, charge);
    else await asPlacedBeforeCharges(t.database.db, order_id);
    for (const [version, move] of [
      [0, { to: 'in_production' }],
      [1, { to: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ] as const) {
      const moved = await call(cookies.admin, 'POST', `/api/console/orders/${order_id}/status`, { ...move, version });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, order_id));
    return { invoice: invoice!, order: order!, snapshot: invoice!.snapshot as InvoiceSnapshot };
  };
  const pdfOf = async (invoiceId: string) => {
    const pdf = await call(cookies.accounts, 'GET', `/api/console/billing/invoices/${invoiceId}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    return (await pdfText(new Uint8Array(pdf.rawPayload))).text;
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = { admin: (await loggedInStaff(t, 'admin')).cookie, accounts: (await loggedInStaff(t, 'accounts')).cookie };
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
        contacts: ['payables@harbor-auto.example'],
        invoice_when: 'shipped',
        reminder_days: [0],
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('an invoice carries the ship-to, the subtotal, the freight by its method, the tax by its rate, and total = goods + freight + tax = the order’s', async () => {
    const { invoice, order, snapshot } = await shipCharged({ shipTo: SHIP_TO_BY_STATE.OH });

    expect(order.goodsCents).not.toBeNull();
    expect(order.taxCents).toBeGreaterThan(0);
    expect(snapshot.ship_to).toEqual(SHIP_TO_BY_STATE.OH);
    expect(snapshot.charges).toEqual({
      goods_cents: order.goodsCents,
      freight_cents: 1_250,
      freight_method: { code: 'GROUND', name: 'Ground' },
      tax_cents: order.taxCents,
      // Columbus's ZIP 43215 is in the 432 prefix's rate.
      tax: {
        name: 'OH 432 7.5%',
        state: 'OH',
        rate_thousandths: 7_500,
        taxable_cents: order.goodsCents! + 1_250,
        freight_taxed: true,
      },
      exemption: null,
    });
    expect(snapshot.lines.every((line) => line.taxed === true)).toBe(true);
    expect(order.goodsCents! + order.freightCents + order.taxCents).toBe(order.totalCents);
    expect(invoice.totalCents).toBe(order.totalCents);
    expect(snapshot.total_cents).toBe(order.totalCents);

    const text = await pdfOf(invoice.id);
    expect(text).toContain('SHIP TO');
    expect(text).toContain('12 Gull Street');
    expect(text).toContain('Columbus, OH 43215');
    expect(text).toContain(`Subtotal ${fmt(order.goodsCents!)}`);
    expect(text).toContain('Freight (Ground) $12.50');
    expect(text).toContain(`Sales tax (OH 432 7.5%) ${fmt(order.taxCents)}`);
    expect(text).toContain(`Total due ${fmt(order.totalCents)}`);

    // The e-mail says the same totals.
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.messageId, `${invoice.id}.invoice`));
    // The text e-mail pads its labels into a column: read each as 'Label: value'.
    const message = { text: (mail!.message as { text: string }).text.replace(/: +/g, ': ') };
    expect(message.text).toContain(`Subtotal: ${fmt(order.goodsCents!)}`);
    expect(message.text).toContain('Freight (Ground): $12.50');
    expect(message.text).toContain(`Sales tax (OH 432 7.5%): ${fmt(order.taxCents)}`);
    expect(message.text).toContain(`Total due: ${fmt(order.totalCents)}`);
    expect(message.text).toContain('Ship to: Harbor Point Ford, 12 Gull Street, Columbus, OH 43215');

    // The console's invoice and the buyer's Invoices view read the same parts.
    const detailAnswer = await call(cookies.accounts, 'GET', `/api/console/billing/invoices/${invoice.id}`);
    expect(detailAnswer.statusCode, detailAnswer.body).toBe(200);
    const detail = detailAnswer.json<ConsoleInvoiceAnswer>();
    expect(detail.invoice).toMatchObject({
      goods_cents: order.goodsCents,
      freight_cents: 1_250,
      tax_cents: order.taxCents,
      total_cents: order.totalCents,
      outstanding_cents: order.totalCents,
    });
    const buyer = await t.app.inject({
      method: 'GET',
      url: '/v1/invoices?companyName=harbor',
      headers: { cookie: withCookies(await groupSessionCookie(t.app, 'harbor')) },
    });
    expect(buyer.statusCode, buyer.body).toBe(200);
    expect(buyer.json<BuyerInvoicesAnswer>().invoices.find((i) => i.id === invoice.id)).toMatchObject({
      goods_cents: order.goodsCents,
      freight_cents: 1_250,
      tax_cents: order.taxCents,
      total_cents: order.totalCents,
    });
  });

  it('an exempt account’s invoice charges no tax and says which certificate exempts it', async () => {
    const { invoice, order, snapshot } = await shipCharged({ shipTo: SHIP_TO_BY_STATE.KS, exemptions: [KANSAS_CERTIFICATE] });

    expect(order.taxCents).toBe(0);
    expect(snapshot.charges).toMatchObject({
      tax_cents: 0,
      tax: null,
      exemption: { certificate_number: 'KS-EX-20417', state: 'KS' },
    });
    expect(snapshot.lines.every((line) => line.taxed === false)).toBe(true);
    const text = await pdfOf(invoice.id);
    expect(text).toContain('Wichita, KS 67202');
    expect(text).toContain('Tax exempt (certificate KS-EX-20417, KS) $0.00');
    expect(text).toContain(`Total due ${fmt(order.goodsCents! + 1_250)}`);
  });

  it('an order placed before freight and tax invoices as before: all goods, no address recorded', async () => {
    const { invoice, order, snapshot } = await shipCharged(null);

    expect(order.goodsCents).toBeNull();
    expect(snapshot.charges).toBeNull();
    expect(snapshot.ship_to).toBeNull();
    expect(invoice.totalCents).toBe(order.totalCents);
    const text = await pdfOf(invoice.id);
    expect(text).toContain('no address recorded');
    expect(text).not.toContain('Subtotal');
    expect(text).toContain(`Total due ${fmt(order.totalCents)}`);
    const detail = (
      await call(cookies.accounts, 'GET', `/api/console/billing/invoices/${invoice.id}`)
    ).json<ConsoleInvoiceAnswer>();
    expect(detail.invoice).toMatchObject({ goods_cents: order.totalCents, freight_cents: 0, tax_cents: 0 });
  });

  it('a credit note credits goods, freight and tax apart, each at most what is left of it (422 naming the part), and a void credits the rest of each', async () => {
    const { invoice, order } = await shipCharged({ shipTo: SHIP_TO_BY_STATE.TX });
    const url = `/api/console/billing/invoices/${invoice.id}/credit-notes`;
    const notes = () => t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));

    const refusals: [object, string][] = [
      [{ freight_cents: 1_251, reason: 'More freight than charged' }, 'more freight than the invoice has left of it ($12.50)'],
      [{ tax_cents: order.taxCents + 1, reason: 'More tax than charged' }, 'more sales tax than the invoice has left of it'],
      [{ goods_cents: order.goodsCents! + 1, reason: 'More goods than billed' }, 'more goods than the invoice has left of it'],
      [
        { amount_cents: 900, goods_cents: 500, reason: 'An amount that is not the parts' },
        'is the sum of its goods, freight and tax',
      ],
      [{ goods_cents: 0, reason: 'Nothing at all' }, 'A credit note is a positive amount in cents.'],
    ];
    for (const [body, message] of refusals) {
      const response = await call(cookies.accounts, 'POST', url, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message ?? response.body).toContain(message);
    }
    expect(await notes()).toEqual([]);

    const credited = await call(cookies.accounts, 'POST', url, {
      goods_cents: 500,
      freight_cents: 1_250,
      tax_cents: 100,
      reason: 'Shipped late: freight refunded with its tax',
    });
    expect(credited.statusCode, credited.body).toBe(201);
    expect(credited.json().credit_note).toMatchObject({
      amount_cents: 1_850,
      goods_cents: 500,
      freight_cents: 1_250,
      tax_cents: 100,
    });
    const [audit] = await t.database.db
      .select()
      .from(billingAudit)
      .where(eq(billingAudit.subjectId, credited.json().credit_note.id));
    expect(audit!.after).toMatchObject({ amount_cents: 1_850, goods_cents: 500, freight_cents: 1_250, tax_cents: 100 });
    const pdf = await call(cookies.accounts, 'GET', `/api/console/billing/credit-notes/${credited.json().credit_note.id}/pdf`);
    const { text } = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Goods $5.00');
    expect(text).toContain('Freight (Ground) $12.50');
    expect(text).toContain('Sales tax (TX 787 8.25%) $1.00');
    expect(text).toContain('Amount credited $18.50');

    // The freight is credited in full now: one cent more is refused, naming the freight.
    const again = await call(cookies.accounts, 'POST', url, { freight_cents: 1, reason: 'Freight again' });
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain('more freight than the invoice has left of it ($0.00)');

    const voided = await call(cookies.accounts, 'POST', `/api/console/billing/invoices/${invoice.id}/void`, {
      reason: 'Order returned',
    });
    expect(voided.statusCode, voided.body).toBe(201);
    expect(voided.json().credit_note).toMatchObject({
      amount_cents: order.totalCents - 1_850,
      goods_cents: order.goodsCents! - 500,
      freight_cents: 0,
      tax_cents: order.taxCents - 100,
    });
    const all = await notes();
    const parts = all.map((note) => (note.snapshot as CreditNoteSnapshot).parts!);
    expect(parts.reduce((sum, p) => sum + p.goods_cents, 0)).toBe(order.goodsCents);
    expect(parts.reduce((sum, p) => sum + p.freight_cents, 0)).toBe(order.freightCents);
    expect(parts.reduce((sum, p) => sum + p.tax_cents, 0)).toBe(order.taxCents);
    for (const note of all) {
      const p = (note.snapshot as CreditNoteSnapshot).parts!;
      expect(p.goods_cents + p.freight_cents + p.tax_cents).toBe(note.amountCents);
    }
  });

  it('the QuickBooks and Xero files carry the tax and the freight, and each invoice’s rows add up to its total', async () => {
    const range = `from=${today()}&to=${today()}`;
    const rowsOf = async (file: string) => {
      const response = await call(cookies.accounts, 'GET', `/api/console/billing/exports/${file}?${range}`);
      expect(response.statusCode, response.body).toBe(200);
      return parse(response.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    };
    const all = await t.database.db.select().from(invoices);
    const qbo = await rowsOf('quickbooks-invoices');
    const xero = await rowsOf('xero');
    type Row = Record<string, string>;
    const sum = (rows: Row[], key: string, number: string, amount: (row: Row) => number) =>
      rows.filter((row) => row[key] === number).reduce((total, row) => total + amount(row), 0);
    const xeroAmount = (row: Row) => Number(row['*Quantity']) * cents(row['*UnitAmount']!) + cents(row['TaxAmount']!);
    for (const invoice of all) {
      expect(
        sum(qbo, 'Invoice number', invoice.number, (row) => cents(row['Item amount']!) + cents(row['Item tax amount']!)),
      ).toBe(invoice.totalCents);
      expect(sum(xero, '*InvoiceNumber', invoice.number, xeroAmount)).toBe(invoice.totalCents);
    }
    expect(qbo.some((row) => row['Item'] === 'Freight - Ground' && row['Item tax code'] === 'TAX')).toBe(true);
    expect(xero.map((row) => row['*TaxType'])).toEqual(expect.arrayContaining(['OH 432 7.5%', 'TX 787 8.25%', 'Tax Exempt']));
    // The credit notes too: each note's rows add up to its amount, below zero in Xero.
    const notes = await t.database.db.select().from(creditNotes);
    const memos = await rowsOf('quickbooks-credit-notes');
    for (const note of notes) {
      const own = memos.filter((row) => row['Credit memo number'] === note.number);
      expect(own.reduce((s, row) => s + cents(row['Item amount']!) + cents(row['Item tax amount']!), 0)).toBe(note.amountCents);
      expect(sum(xero, '*InvoiceNumber', note.number, xeroAmount)).toBe(-note.amountCents);
    }
    expect(memos.some((row) => row['Item'] === 'Freight - Ground')).toBe(true);
  });
});

const fmt = (value: number) =>
  `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
