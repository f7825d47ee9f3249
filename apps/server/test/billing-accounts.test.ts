import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingAccount, ConsoleBillingAccountAddBody } from '@portal/domain';
import { readDemoBillingAccounts } from '@portal/tenants/server';
import { ensureDemoBillingAccounts } from '../src/demo/demo-billing-accounts';
import { billingAccounts, billingAudit } from '../src/db/schema';
import { ACCOUNTS_CANNOT_CHANGE } from '../src/sessions/staff-session';
import { addTestStaff, loggedInStaff, placeTestOrder, STAFF_PASSWORD } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const harborAccount: ConsoleBillingAccountAddBody = {
  group_key: 'harbor',
  store_code: '',
  name: 'Harbor Point Motors',
  accounting_name: 'Harbor Point Motors (AR)',
  address: ['18 Lighthouse Row', 'Harbor Point, ME 04999'],
  terms: 'net_30',
  credit_limit_cents: 2_500_000,
  contacts: ['Payables@Harbor-Auto.example'],
  invoice_when: 'shipped',
  reminder_days: [30, 0, 60],
};

describe.each(DATABASE_KINDS)('billing accounts (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<'admin' | 'accounts' | 'rep' | 'viewer', string>;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const rows = () => t.database.db.select().from(billingAccounts).orderBy(billingAccounts.id);
  const audits = () => t.database.db.select().from(billingAudit).orderBy(billingAudit.id);

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      accounts: (await loggedInStaff(t, 'accounts')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['cedar'])).cookie,
      viewer: (await loggedInStaff(t, 'viewer')).cookie,
    };
  });
  afterAll(async () => t?.close());

  it('the accounts role opens one, with its contacts in lower case and reminder days in order, and audits it', async () => {
    const response = await call(cookies.accounts, 'POST', '/api/console/billing/accounts', harborAccount);
    expect(response.statusCode, response.body).toBe(201);
    const account = response.json<BillingAccount>();
    expect(account).toMatchObject({
      group_key: 'harbor',
      group_title: 'Harbor Point Motors',
      store_code: '',
      store_name: null,
      contacts: ['payables@harbor-auto.example'],
      reminder_days: [0, 30, 60],
      version: 0,
    });
    const [audit] = (await audits()).filter((a) => a.accountId === account.id);
    expect(audit).toMatchObject({ action: 'account_created', before: null, actor: expect.stringMatching(/^accounts\./) });
    expect(audit!.after).toMatchObject({ terms: 'net_30', credit_limit_cents: 2_500_000 });
  });

  it('refuses a second account for the same group, an unknown group or store, and bad settings, changing nothing', async () => {
    const before = await rows();
    const cases: [object, number, RegExp][] = [
      [harborAccount, 409, /Harbor Point Motors has a billing account already/],
      [{ ...harborAccount, group_key: 'nowhere' }, 400, /No group 'nowhere'/],
      [{ ...harborAccount, store_code: 'ZZ99' }, 400, /has no store 'ZZ99'/],
      [{ ...harborAccount, store_code: 'HPFD01', contacts: ['not an address'] }, 400, /is not an e-mail address/],
      [{ ...harborAccount, store_code: 'HPFD01', reminder_days: [0, 0] }, 400, /different days/],
      [{ ...harborAccount, credit_limit_cents: -1 }, 400, /^Credit limit must be at least 0\.$/],
      [{ ...harborAccount, credit_limit_cents: 10.5 }, 400, /^Credit limit must be a whole number\.$/],
      [{ ...harborAccount, terms: 'net_90' }, 400, /^Payment terms must be one of 'due_on_receipt', 'net_15', /],
      [{ ...harborAccount, extra: true }, 400, /^'extra' is not a field this request takes\.$/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(cookies.admin, 'POST', '/api/console/billing/accounts', payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await rows()).toEqual(before);
  });

  it('reps and viewers read but cannot open or change an account', async () => {
    const before = await rows();
    const [account] = before;
    for (const role of ['rep', 'viewer'] as const) {
      const add = await call(cookies[role], 'POST', '/api/console/billing/accounts', { ...harborAccount, group_key: 'cedar' });
      expect(add.statusCode).toBe(403);
      expect(add.json().message).toBe('Only an admin or the accounts role can change billing.');
      const change = await call(cookies[role], 'PATCH', `/api/console/billing/accounts/${account!.id}`, {
        version: 0,
        terms: 'net_15',
      });
      expect(change.statusCode).toBe(403);
    }
    expect(await rows()).toEqual(before);
    const viewerList = await call(cookies.viewer, 'GET', '/api/console/billing/accounts');
    expect(viewerList.json().accounts.map((a: BillingAccount) => a.group_key)).toContain('harbor');
    // A rep of cedar does not see harbor's account.
    const repList = await call(cookies.rep, 'GET', '/api/console/billing/accounts');
    expect(repList.statusCode).toBe(200);
    expect(repList.json().accounts).toEqual([]);
  });

  it('a change names the version it saw: the second of two at once is a 409, and each change is audited before and after', async () => {
    const [account] = (await rows()).filter((r) => r.groupKey === 'harbor');
    const first = await call(cookies.admin, 'PATCH', `/api/console/billing/accounts/${account!.id}`, {
      version: account!.version,
      terms: 'net_45',
      credit_limit_cents: null,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ terms: 'net_45', credit_limit_cents: null, version: account!.version + 1 });
    const second = await call(cookies.accounts, 'PATCH', `/api/console/billing/accounts/${account!.id}`, {
      version: account!.version,
      terms: 'net_15',
    });
    expect(second.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(billingAccounts).where(eq(billingAccounts.id, account!.id));
    expect(row!.terms).toBe('net_45');
    const change = (await audits()).filter((a) => a.action === 'account_changed' && a.accountId === account!.id);
    expect(change).toHaveLength(1);
    expect(change[0]!.before).toMatchObject({ terms: 'net_30', credit_limit_cents: 2_500_000 });
    expect(change[0]!.after).toMatchObject({ terms: 'net_45', credit_limit_cents: null });
  });

  it('the accounts role must enrol a second factor, and reads orders without changing them', async () => {
    const account = await addTestStaff(t, 'accounts');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: account.row.email, password: STAFF_PASSWORD },
      remoteAddress: '10.31.0.9',
    });
    expect(login.statusCode).toBe(202);
    expect(login.json()).toMatchObject({ next: 'enrol' });
    // Harbor's account was opened above: an order on account needs one.
    const { order_id } = await placeTestOrder(t, 'harbor');
    const read = await call(cookies.accounts, 'GET', `/api/console/orders/${order_id}`);
    expect(read.statusCode, read.body).toBe(200);
    const move = await call(cookies.accounts, 'POST', `/api/console/orders/${order_id}/status`, {
      to: 'in_production',
      version: 0,
    });
    expect(move.statusCode, move.body).toBe(403);
    expect(move.json().message).toBe(ACCOUNTS_CANNOT_CHANGE);
    const me = await call(cookies.accounts, 'GET', '/api/console/me');
    expect(me.json()).toMatchObject({ can_change_orders: false, can_manage_staff: false, can_manage_billing: true });
  });

  it('the billing audit cannot be rewritten: the database refuses to update or delete it', async () => {
    await expect(t.database.db.update(billingAudit).set({ actor: 'someone else' })).rejects.toThrow();
    await expect(t.database.db.delete(billingAudit)).rejects.toThrow();
  });

  it("opens the demo groups' accounts once, on a database that has none", async () => {
    const fresh = await createTestApp(kind, { billingAccounts: 'none' });
    try {
      const demo = readDemoBillingAccounts();
      expect(await ensureDemoBillingAccounts(fresh.database.db, registry, demo)).toBe(demo.length);
      expect(await ensureDemoBillingAccounts(fresh.database.db, registry, demo)).toBe(0);
      const opened = await fresh.database.db.select().from(billingAccounts);
      expect(opened).toHaveLength(demo.length);
    } finally {
      await fresh.close();
    }
  });
});
