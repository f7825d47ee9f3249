import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousMonth, type ConsoleStatementAnswer, type StatementSnapshot } from '@portal/domain';
import { addAccount } from '../src/billing/account-store';
import { issueInvoiceIfDue, SYSTEM_ACTOR } from '../src/billing/invoice-issuing';
import { recordPayment } from '../src/billing/money-changes';
import { claimRun, runMonthlyStatements } from '../src/billing/statements';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { billingAccounts, emailOutbox, orders, scheduledRuns, statements } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, registry, secondInstance, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('monthly statements (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<'accounts' | 'rep', string>;
  let accountId: string;
  const settings = { registry, timeZone: DEFAULT_PROVIDER_TIME_ZONE };
  const localDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: DEFAULT_PROVIDER_TIME_ZONE });
  const lastMonth = previousMonth(localDate(Date.now()));
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = { accounts: (await loggedInStaff(t, 'accounts')).cookie, rep: (await loggedInStaff(t, 'rep', ['cedar'])).cookie };
    const actor = { staffId: null, label: 'shell', requestId: 'test' };
    const account = await addAccount(t.database.db, registry, actor, {
      group_key: 'harbor',
      store_code: '',
      name: 'Harbor Point Motors',
      accounting_name: 'Harbor Point Motors',
      address: [],
      terms: 'net_30',
      credit_limit_cents: null,
      contacts: ['payables@harbor-auto.example'],
      invoice_when: 'shipped',
      reminder_days: [0],
    });
    accountId = account.id;
    // An account opened last month with an invoice of last month and a part payment of this month.
    const { order_id } = await placeTestOrder(t, 'harbor', { store: 'HPFD01', customer_po: 'HP-40' });
    await t.database.db.update(orders).set({ fulfilmentStatus: 'shipped' }).where(eq(orders.id, order_id));
    const lastMonthDay = new Date(`${lastMonth}-15T17:00:00Z`);
    await t.database.db.execute(
      // The account's opening is set back a month, as if it had been opened then (its settings are not money).
      sql`update billing_accounts set created_at = ${new Date(lastMonthDay.getTime() - 20 * DAY).toISOString()} where id = ${accountId}`,
    );
    await t.database.db.transaction((tx) => issueInvoiceIfDue(tx, settings, order_id, SYSTEM_ACTOR, lastMonthDay));
    await recordPayment(t.database.db, settings, actor, accountId, {
      amount_cents: 1000,
      received_on: localDate(Date.now()),
      method: 'cheque',
      reference: 'Cheque 5120',
    });
  });
  afterAll(async () => t?.close());

  it("previews last month's statement: what was invoiced, the closing balance, the store and PO subtotals", async () => {
    const response = await call(
      cookies.accounts,
      'GET',
      `/api/console/billing/accounts/${accountId}/statement?period=${lastMonth}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { statement, sent_at } = response.json<ConsoleStatementAnswer>();
    expect(sent_at).toBeNull();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.groupKey, 'harbor'));
    expect(statement).toMatchObject({
      period: lastMonth,
      opening_balance_cents: 0,
      invoiced_cents: order!.totalCents,
      paid_cents: 0,
      closing_balance_cents: order!.totalCents,
      by_store: [{ label: 'Harbor Point Ford of Port Alder', invoices: 1, total_cents: order!.totalCents }],
      by_po: [{ label: 'HP-40', invoices: 1, total_cents: order!.totalCents }],
    });
    // This month's payment is on this month's statement, after last month's closing balance.
    const thisMonth = localDate(Date.now()).slice(0, 7);
    const now = (
      await call(cookies.accounts, 'GET', `/api/console/billing/accounts/${accountId}/statement?period=${thisMonth}`)
    ).json<ConsoleStatementAnswer>();
    expect(now.statement).toMatchObject({
      opening_balance_cents: order!.totalCents,
      paid_cents: 1000,
      closing_balance_cents: order!.totalCents - 1000,
    });
    expect(
      (await call(cookies.accounts, 'GET', `/api/console/billing/accounts/${accountId}/statement?period=2026-13`)).statusCode,
    ).toBe(400);
    expect(
      (await call(cookies.rep, 'GET', `/api/console/billing/accounts/${accountId}/statement?period=${lastMonth}`)).statusCode,
    ).toBe(404);
  });

  it('the run of the 1st sends each statement once, whichever of two instances asks, however often', async () => {
    const second = await secondInstance(t);
    try {
      const [a, b] = await Promise.all([
        runMonthlyStatements(t.database.db, settings),
        runMonthlyStatements(second.database.db, settings),
      ]);
      expect(a + b).toBe(1);
      expect(await runMonthlyStatements(t.database.db, settings)).toBe(0);
    } finally {
      await second.close();
    }
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'statement'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message).toMatchObject({ to: ['payables@harbor-auto.example'], documents: [{ kind: 'statement' }] });
    const [run] = await t.database.db.select().from(scheduledRuns);
    expect(run).toMatchObject({ job: 'statements', period: lastMonth, doneAt: expect.any(Date) });
    // Kept as sent: the console shows that one from now on.
    const kept = (
      await call(cookies.accounts, 'GET', `/api/console/billing/accounts/${accountId}/statement?period=${lastMonth}`)
    ).json<ConsoleStatementAnswer>();
    expect(kept.sent_at).not.toBeNull();
    const [row] = await t.database.db.select().from(statements);
    expect(kept.statement).toEqual(row!.snapshot as StatementSnapshot);
    await expect(t.database.db.delete(statements)).rejects.toThrow();
  });

  it('a run whose instance died is taken over once its lease runs out, never while it holds', async () => {
    const now = new Date();
    expect(await claimRun(t.database.db, 'test-job', '2026-10', now)).toBe(true);
    expect(await claimRun(t.database.db, 'test-job', '2026-10', new Date(now.getTime() + 60_000))).toBe(false);
    expect(await claimRun(t.database.db, 'test-job', '2026-10', new Date(now.getTime() + 16 * 60_000))).toBe(true);
  });

  it('staff send a statement again on demand; a rep cannot', async () => {
    expect(
      (await call(cookies.rep, 'POST', `/api/console/billing/accounts/${accountId}/statement/send`, { period: lastMonth }))
        .statusCode,
    ).toBe(403);
    const sent = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${accountId}/statement/send`, {
      period: lastMonth,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ queued: true, to: ['payables@harbor-auto.example'] });
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'statement'))).toHaveLength(2);
    expect(await t.database.db.select().from(statements)).toHaveLength(1);
    expect((await t.database.db.select().from(billingAccounts)).length).toBe(1);
    // This month is not over: its statement is previewed, not sent.
    const thisMonth = localDate(Date.now()).slice(0, 7);
    const early = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${accountId}/statement/send`, {
      period: thisMonth,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("A month's statement is sent once the month is over.");
    expect(await t.database.db.select().from(statements)).toHaveLength(1);
  });

  it('an account without a billing contact gets no statement kept or sent, so it can be sent once one is added', async () => {
    const contactless = await addAccount(
      t.database.db,
      registry,
      { staffId: null, label: 'shell', requestId: 'test' },
      {
        group_key: 'cedar',
        store_code: '',
        name: 'Cedar Creek Automotive',
        accounting_name: 'Cedar',
        address: [],
        terms: 'net_30',
        credit_limit_cents: null,
        contacts: [],
        invoice_when: 'shipped',
        reminder_days: [0],
      },
    );
    const sent = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${contactless.id}/statement/send`, {
      period: lastMonth,
    });
    expect(sent.json()).toEqual({ queued: false, to: [] });
    expect(await t.database.db.select().from(statements).where(eq(statements.accountId, contactless.id))).toEqual([]);
  });
});
