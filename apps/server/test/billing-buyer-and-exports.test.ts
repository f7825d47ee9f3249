import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatPrice,
  previousMonth,
  PAYMENTS_CSV_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  XERO_SALES_COLUMNS,
  type BuyerInvoicesAnswer,
  type PlacedOrderSummary,
} from '@portal/domain';
import { pdfText } from '@portal/testing/pdf-text';
import { readDemoSecrets } from '@portal/tenants/server';
import { addAccount } from '../src/billing/account-store';
import { recordPayment, issueCreditNote } from '../src/billing/money-changes';
import { sendStatement } from '../src/billing/statements';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { billingAccounts, invoices } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { cookiesFrom, createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** The clock of the whole file: a weekday afternoon in the provider's zone, years from any real today. */
const NOW = new Date('2030-03-04T19:00:00Z');
describe.each(DATABASE_KINDS)("the buyer's invoices, statements and the accounting export (%s)", (kind) => {
  let t: TestApp;
  let cookies: Record<'admin' | 'accounts' | 'rep', string>;
  const settings = { registry, timeZone: DEFAULT_PROVIDER_TIME_ZONE };
  const actor = { staffId: null, label: 'shell', requestId: 'test' };
  const today = () => new Date().toLocaleDateString('en-CA', { timeZone: DEFAULT_PROVIDER_TIME_ZONE });
  const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const ship = async (group: string) => {
    const { order_id } = await placeTestOrder(t, group);
    for (const [version, move] of [
      [0, { to: 'in_production' }],
      [1, { to: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ] as const)
      await t.app.inject({
        method: 'POST',
        url: `/api/console/orders/${order_id}/status`,
        headers: { cookie: cookies.admin },
        payload: { ...move, version },
      });
    return (await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id)))[0]!;
  };
  const adminMode = async (group: string) => {
    const password = readDemoSecrets().find((d) => d.group === group)!.admin;
    const response = await t.app.inject({ method: 'POST', url: '/v1/admin/unlock', payload: { companyName: group, password } });
    expect(response.statusCode, response.body).toBe(204);
    return cookiesFrom(response);
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      accounts: (await loggedInStaff(t, 'accounts')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['cedar'])).cookie,
    };
    const base = {
      store_code: '',
      accounting_name: 'AR',
      address: [],
      terms: 'net_30' as const,
      credit_limit_cents: 5_000_000,
      contacts: ['ap@example.com'],
      invoice_when: 'shipped' as const,
      reminder_days: [0],
    };
    await addAccount(t.database.db, registry, actor, {
      ...base,
      group_key: 'harbor',
      name: 'Harbor Point Motors',
      accounting_name: 'Harbor Point Motors Inc',
    });
    await addAccount(t.database.db, registry, actor, { ...base, group_key: 'cedar', name: 'Cedar Creek Automotive' });
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it("shows a group's buyers their invoices and balance, and each order its invoice; never another group's", async () => {
    const first = await ship('harbor');
    const second = await ship('harbor');
    const cedar = await ship('cedar');
    await recordPayment(t.database.db, settings, actor, first.accountId, {
      amount_cents: 1000,
      received_on: today(),
      method: 'cheque',
      reference: 'Cheque 88',
      allocations: [{ invoice_id: first.id, amount_cents: 1000 }],
    });
    const session = withCookies(await groupSessionCookie(t.app, 'harbor'));
    // Harbor has a password: without its session, nothing.
    expect((await get('/v1/invoices?companyName=harbor')).statusCode).toBe(401);
    const answer = await get('/v1/invoices?companyName=harbor', session);
    expect(answer.statusCode, answer.body).toBe(200);
    const billing = answer.json<BuyerInvoicesAnswer>();
    const balance = first.totalCents + second.totalCents - 1000;
    expect(billing.accounts).toEqual([
      expect.objectContaining({
        name: 'Harbor Point Motors',
        balance_cents: balance,
        credit_left_cents: 5_000_000 - balance,
        on_hold: false,
      }),
    ]);
    expect(billing.invoices.map((i) => [i.number, i.status]).sort()).toEqual(
      [
        [first.number, 'partly_paid'],
        [second.number, 'open'],
      ].sort(),
    );
    expect(answer.body).not.toContain(cedar.number);
    const orders = await t.app.inject({
      method: 'POST',
      url: '/v1/retrieve-orders',
      payload: { companyName: 'harbor' },
      headers: { cookie: session },
    });
    const withInvoice = orders.json<{ orders: PlacedOrderSummary[] }>().orders.filter((o) => o.invoice);
    expect(withInvoice.map((o) => o.invoice!.number).sort()).toEqual([first.number, second.number].sort());
    // Its PDF, and not another group's.
    const pdf = await get(`/v1/invoices/${first.id}/pdf?companyName=harbor`, session);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(new Uint8Array(pdf.rawPayload))).text).toContain(formatPrice(first.totalCents));
    expect((await get(`/v1/invoices/${cedar.id}/pdf?companyName=harbor`, session)).statusCode).toBe(404);
  });

  it('in a group without a password, only admin mode or its staff see the invoices', async () => {
    expect((await get('/v1/invoices?companyName=cedar')).statusCode).toBe(403);
    expect((await get('/v1/invoices?companyName=cedar', await adminMode('cedar'))).statusCode).toBe(200);
    expect((await get('/v1/invoices?companyName=cedar', cookies.rep)).statusCode).toBe(200);
    // A rep of cedar is no one at harbor.
    expect((await get('/v1/invoices?companyName=harbor', cookies.rep)).statusCode).toBe(401);
  });

  it("a statement sent is the buyer's to download, and the console's as PDF and CSV", async () => {
    const [account] = await t.database.db.select().from(billingAccounts).where(eq(billingAccounts.groupKey, 'harbor'));
    // Last month's is sent (a month is sent once it is over); this month's is previewed below.
    const period = previousMonth(today());
    const { statement: sent } = await sendStatement(t.database.db, settings, actor, account!, period, 'test');
    const statement = sent!;
    const session = withCookies(await groupSessionCookie(t.app, 'harbor'));
    const listed = (await get('/v1/invoices?companyName=harbor', session)).json<BuyerInvoicesAnswer>().statements;
    expect(listed).toEqual([expect.objectContaining({ id: statement.id, period })]);
    const pdf = await get(`/v1/statements/${statement.id}/pdf?companyName=harbor`, session);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(new Uint8Array(pdf.rawPayload))).text).toContain('Harbor Point Motors');
    expect((await get(`/v1/statements/${statement.id}/pdf?companyName=cedar`, await adminMode('cedar'))).statusCode).toBe(404);
    const thisMonth = today().slice(0, 7);
    const csv = await get(`/api/console/billing/accounts/${account!.id}/statement/csv?period=${thisMonth}`, cookies.accounts);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Cheque 88');
    const consolePdf = await get(
      `/api/console/billing/accounts/${account!.id}/statement/pdf?period=${thisMonth}`,
      cookies.accounts,
    );
    expect(consolePdf.headers['content-type']).toBe('application/pdf');
  });

  it('exports a range for QuickBooks and Xero: every invoice line, credit notes, payments, parsed back', async () => {
    const [someInvoice] = await t.database.db.select().from(invoices).where(eq(invoices.groupKey, 'harbor'));
    await issueCreditNote(t.database.db, settings, actor, {
      invoiceId: someInvoice!.id,
      accountId: someInvoice!.accountId,
      credit: { amountCents: 250 },
      reason: 'Goodwill',
    });
    const range = `from=${today()}&to=${today()}`;
    const summary = (await get(`/api/console/billing/exports?${range}`, cookies.accounts)).json();
    const all = await t.database.db.select().from(invoices);
    expect(summary).toMatchObject({ invoices: all.length, credit_notes: 1, payments: 1, xero_files: 1 });
    const rowsOf = async (file: string) => {
      const response = await get(`/api/console/billing/exports/${file}?${range}`, cookies.accounts);
      expect(response.statusCode, response.body).toBe(200);
      return parse(response.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    };
    const qbo = await rowsOf('quickbooks-invoices');
    expect(Object.keys(qbo[0]!)).toEqual([...QUICKBOOKS_INVOICE_COLUMNS]);
    for (const invoice of all) {
      const rows = qbo.filter((r) => r['Invoice number'] === invoice.number);
      const cents = rows.reduce((total, r) => total + Math.round(Number(r['Item amount']) * 100), 0);
      expect(cents).toBe(invoice.totalCents);
    }
    expect(qbo.find((r) => r['Invoice number'] === someInvoice!.number)!.Customer).toBe('Harbor Point Motors Inc');
    const xero = await rowsOf('xero');
    expect(Object.keys(xero[0]!)).toEqual([...XERO_SALES_COLUMNS]);
    const payments = await rowsOf('payments');
    expect(Object.keys(payments[0]!)).toEqual([...PAYMENTS_CSV_COLUMNS]);
    expect(payments[0]).toMatchObject({ Reference: 'Cheque 88' });
    // A rep exports only their groups; a range upside down is refused.
    const repSummary = (await get(`/api/console/billing/exports?${range}`, cookies.rep)).json();
    expect(repSummary.invoices).toBe(all.filter((i) => i.groupKey === 'cedar').length);
    expect((await get(`/api/console/billing/exports?from=${today()}&to=2020-01-01`, cookies.accounts)).statusCode).toBe(400);
  });
});
