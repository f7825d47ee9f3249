import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGING_EXPORT_COLUMNS, type ConsoleAgingAnswer } from '@portal/domain';
import { addAccount } from '../src/billing/account-store';
import { issueInvoiceIfDue, SYSTEM_ACTOR } from '../src/billing/invoice-issuing';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { billingAudit, orders } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('credit holds and aging (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<'accounts' | 'rep', string>;
  const settings = { registry, timeZone: DEFAULT_PROVIDER_TIME_ZONE };
  const actor = { staffId: null, label: 'shell', requestId: 'test' };
  const ids: Record<string, string> = {};
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
  const localDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: DEFAULT_PROVIDER_TIME_ZONE });
  /** An order invoiced as if it had shipped `daysAgo` days ago. */
  const invoicedDaysAgo = async (group: string, daysAgo: number) => {
    const { order_id } = await placeTestOrder(t, group);
    await t.database.db.update(orders).set({ fulfilmentStatus: 'shipped' }).where(eq(orders.id, order_id));
    return t.database.db.transaction((tx) =>
      issueInvoiceIfDue(tx, settings, order_id, SYSTEM_ACTOR, new Date(Date.now() - daysAgo * DAY)),
    );
  };
  const account = (group: string, name: string, over: object = {}) => ({
    group_key: group,
    store_code: '',
    name,
    accounting_name: `${name} (AR)`,
    address: [],
    terms: 'due_on_receipt' as const,
    credit_limit_cents: null,
    contacts: [],
    invoice_when: 'shipped' as const,
    reminder_days: [0],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = { accounts: (await loggedInStaff(t, 'accounts')).cookie, rep: (await loggedInStaff(t, 'rep', ['cedar'])).cookie };
    // Opened 100 days ago, so orders placed since count, whatever day they are invoiced on.
    for (const [group, name, over] of [
      ['harbor', 'Harbor Point Motors', { credit_limit_cents: 1000 }],
      ['cedar', 'Cedar Creek Automotive', {}],
      ['redrock', 'Red Rock Auto Group', {}],
    ] as const) {
      const row = await addAccount(t.database.db, registry, actor, account(group, name, over));
      ids[group] = row.id;
    }
  });
  afterAll(async () => t?.close());

  it("refuses an order on account over the credit limit, naming the account and the rep's phone, and places nothing", async () => {
    expect(await invoicedDaysAgo('harbor', 0)).not.toBeNull();
    const before = await orderCount();
    await expect(placeTestOrder(t, 'harbor')).rejects.toThrow(
      /create-order in harbor answered 422: .*Orders on account for Harbor Point Motors are on hold: the account is over its credit limit\. Your cart is kept\. Call .+ at \(\d{3}\) \d{3}-\d{4}/,
    );
    expect(await orderCount()).toBe(before);
  });

  it('holds an account with an invoice more than 60 days past due, not one 60 days past due', async () => {
    await invoicedDaysAgo('cedar', 60);
    await expect(placeTestOrder(t, 'cedar')).resolves.toMatchObject({ order_number: expect.any(String) });
    await invoicedDaysAgo('redrock', 61);
    await expect(placeTestOrder(t, 'redrock')).rejects.toThrow(/more than 60 days past due/);
  });

  it('a lifted hold lets the account order until the day chosen; the lift is audited; bad lifts are refused', async () => {
    const tomorrow = localDate(Date.now() + DAY);
    for (const [cookie, body, status] of [
      [cookies.rep, { until: tomorrow, reason: 'Promised a cheque' }, 403],
      [cookies.accounts, { until: localDate(Date.now()), reason: 'Today is not ahead' }, 400],
      [cookies.accounts, { until: localDate(Date.now() + 91 * DAY), reason: 'Too far' }, 400],
      [cookies.accounts, { until: tomorrow, reason: '' }, 400],
    ] as const) {
      const response = await call(cookie, 'POST', `/api/console/billing/accounts/${ids.redrock}/hold-lift`, body);
      expect(response.statusCode, response.body).toBe(status);
    }
    await expect(placeTestOrder(t, 'redrock')).rejects.toThrow(/on hold/);
    const lifted = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${ids.redrock}/hold-lift`, {
      until: tomorrow,
      reason: 'Promised a cheque by Friday',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().hold_lifted_until).toBeGreaterThan(Date.now() + DAY - 1);
    await expect(placeTestOrder(t, 'redrock')).resolves.toMatchObject({ order_number: expect.any(String) });
    const [audit] = await t.database.db.select().from(billingAudit).where(eq(billingAudit.action, 'hold_lifted'));
    expect(audit).toMatchObject({ before: { hold_lifted_until: null }, after: { reason: 'Promised a cheque by Friday' } });
  });

  it('ages each account by how long its invoices are past due, totals them, and exports the same as CSV', async () => {
    const response = await call(cookies.accounts, 'GET', '/api/console/billing/aging');
    expect(response.statusCode).toBe(200);
    const aging = response.json<ConsoleAgingAnswer>();
    const row = (group: string) => aging.accounts.find((a) => a.account.group_key === group)!;
    expect(row('redrock').aging.days_61_90).toBe(row('redrock').balance_cents);
    expect(row('redrock').hold).toBeNull();
    expect(row('cedar').aging.days_31_60).toBe(row('cedar').balance_cents);
    expect(row('harbor')).toMatchObject({ hold: 'over_limit' });
    expect(row('harbor').aging.current).toBe(row('harbor').balance_cents);
    const sum = (pick: (r: ConsoleAgingAnswer['accounts'][number]) => number) => aging.accounts.reduce((t, r) => t + pick(r), 0);
    expect(aging.totals.balance_cents).toBe(sum((r) => r.balance_cents));
    expect(aging.totals.aging.days_61_90).toBe(sum((r) => r.aging.days_61_90));
    const csv = await call(cookies.accounts, 'GET', '/api/console/billing/aging/export');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...AGING_EXPORT_COLUMNS]);
    const redrock = rows.find((r) => r.Account === 'Red Rock Auto Group')!;
    expect(Number(redrock['61-90 days'])).toBe(row('redrock').aging.days_61_90 / 100);
    expect(Number(redrock.Balance)).toBe(row('redrock').balance_cents / 100);
  });

  it("a rep's aging holds only their groups", async () => {
    const aging = (await call(cookies.rep, 'GET', '/api/console/billing/aging')).json<ConsoleAgingAnswer>();
    expect(aging.accounts.map((a) => a.account.group_key)).toEqual(['cedar']);
  });
});
