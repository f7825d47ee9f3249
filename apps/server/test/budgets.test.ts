import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetRow, BuyerBudgetsAnswer, ConsoleBudgetsAnswer } from '@portal/domain';
import { readDemoSecrets } from '@portal/tenants/server';
import { auditLog, orders } from '../src/db/schema';
import { BUDGETS_IN_ADMIN_MODE } from '../src/budgets/routes/budget-access';
import { loggedInStaff } from '../test-support/console';
import { insertBudgetOrder } from '../test-support/budget-orders';
import { cookiesFrom, createOfferTestApp, groupSessionCookie, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** The clock of the whole file: a weekday afternoon in the provider's zone (March 2030), years from any real today. */
const NOW = new Date('2030-03-04T19:00:00Z');

const row = (over: Partial<BudgetRow> & Pick<BudgetRow, 'store_code' | 'store_name'>): BudgetRow => ({
  budget_cents: null,
  spent_cents: 0,
  committed_cents: 0,
  left_cents: null,
  orders: 0,
  ...over,
});

/** Tidewater's March as the orders below make it: the demo's budgets beside what counted. */
const MARCH: BudgetRow[] = [
  row({
    store_code: 'TWFD01',
    store_name: 'Tidewater Ford of Saltmarsh Point',
    budget_cents: 200_000,
    spent_cents: 30_000,
    committed_cents: 60_000,
    left_cents: 110_000,
    orders: 2,
  }),
  // A budget and no order: zeros, and all of it left.
  row({ store_code: 'TWHN01', store_name: 'Tidewater Honda of Saltmarsh Point', budget_cents: 80_000, left_cents: 80_000 }),
  row({
    store_code: 'TWTY01',
    store_name: 'Tidewater Toyota of Oyster Cove',
    budget_cents: 150_000,
    spent_cents: 20_000,
    left_cents: 130_000,
    orders: 1,
  }),
  // No budget: what it spent, nothing left to say.
  row({ store_code: 'TWCC01', store_name: 'Tidewater Collision Center', spent_cents: 7_000, orders: 1 }),
  row({
    store_code: '',
    store_name: 'Orders with no store',
    budget_cents: 100_000,
    spent_cents: 5_000,
    left_cents: 95_000,
    orders: 1,
  }),
];

describe.each(DATABASE_KINDS)("a group's budgets by store and month (%s)", (kind) => {
  let t: TestApp;
  let cookies: Record<'admin' | 'viewer' | 'rep' | 'otherRep', string>;
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const adminMode = async (group: string) => {
    const password = readDemoSecrets().find((d) => d.group === group)!.admin;
    const response = await t.app.inject({ method: 'POST', url: '/v1/admin/unlock', payload: { companyName: group, password } });
    expect(response.statusCode, response.body).toBe(204);
    return cookiesFrom(response);
  };

  beforeAll(async () => {
    t = await createOfferTestApp(kind, { offerClock: { now: () => NOW } });
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      viewer: (await loggedInStaff(t, 'viewer')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['tidewater'])).cookie,
      otherRep: (await loggedInStaff(t, 'rep', ['harbor'])).cookie,
    };
    const db = t.database.db;
    const march = { month: '2030-03', createdAt: new Date('2030-03-02T15:00:00Z') };
    await insertBudgetOrder(db, { ...march, store: 'TWFD01', totalCents: 30_000 });
    await insertBudgetOrder(db, { ...march, store: 'TWFD01', totalCents: 60_000, approval: 'waiting' });
    await insertBudgetOrder(db, { ...march, store: 'TWTY01', totalCents: 20_000, approval: 'approved' });
    // Rejected (and so cancelled), never placed: neither counts.
    const rejected = await insertBudgetOrder(db, { ...march, store: 'TWTY01', totalCents: 10_000, approval: 'waiting' });
    await db.update(orders).set({ approval: 'rejected', fulfilmentStatus: 'cancelled' }).where(eq(orders.id, rejected));
    await insertBudgetOrder(db, { ...march, store: 'TWTY01', totalCents: 40_000, status: 'awaiting_payment' });
    await insertBudgetOrder(db, { ...march, store: 'TWCC01', totalCents: 7_000 });
    await insertBudgetOrder(db, { ...march, store: '', totalCents: 5_000 });
    // February's order is February's.
    await insertBudgetOrder(db, {
      store: 'TWFD01',
      month: '2030-02',
      totalCents: 99_000,
      createdAt: new Date('2030-02-27T15:00:00Z'),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers each store's budget, spent, waiting for approval, left and orders, this month by default", async () => {
    const answer = await get('/api/console/budgets?group=tidewater', cookies.admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      group: { key: 'tidewater', title: 'Tidewater Auto Group' },
      month: '2030-03',
      current_month: '2030-03',
      has_rules: true,
      rows: MARCH,
    } satisfies ConsoleBudgetsAnswer);
    const february = (
      await get('/api/console/budgets?group=tidewater&month=2030-02', cookies.admin)
    ).json() as ConsoleBudgetsAnswer;
    expect(february.rows[0]).toEqual({ ...MARCH[0], spent_cents: 99_000, committed_cents: 0, left_cents: 101_000, orders: 1 });
    // A month with no order: every budget whole.
    const april = (await get('/api/console/budgets?group=tidewater&month=2030-04', cookies.admin)).json() as ConsoleBudgetsAnswer;
    expect(april.rows.map((r) => [r.store_code, r.spent_cents, r.left_cents])).toEqual([
      ['TWFD01', 0, 200_000],
      ['TWHN01', 0, 80_000],
      ['TWTY01', 0, 150_000],
      ['', 0, 100_000],
    ]);
  });

  it('shows a group without spending rules as such, with no rows', async () => {
    const answer = (await get('/api/console/budgets?group=harbor', cookies.admin)).json() as ConsoleBudgetsAnswer;
    expect(answer).toMatchObject({ has_rules: false, rows: [] });
  });

  it('lets everyone who sees the group read it; a rep of another group is refused, an unknown group is not found', async () => {
    for (const cookie of [cookies.viewer, cookies.rep])
      expect((await get('/api/console/budgets?group=tidewater&month=2030-03', cookie)).json().rows).toEqual(MARCH);
    const other = await get('/api/console/budgets?group=tidewater', cookies.otherRep);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not work for Tidewater Auto Group.');
    expect((await get('/api/console/budgets?group=nowhere', cookies.admin)).statusCode).toBe(404);
    expect((await get('/api/console/budgets?group=tidewater', '')).statusCode).toBe(401);
  });

  it('refuses a month that is not one, naming it', async () => {
    for (const month of ['2030-13', '2030-3', 'March', '2030-03-01']) {
      const answer = await get(`/api/console/budgets?group=tidewater&month=${month}`, cookies.admin);
      expect(answer.statusCode, month).toBe(400);
      expect(answer.json().message).toBe('Month must be a month written YYYY-MM.');
    }
  });

  it('downloads the month as CSV, in dollars, each download audited with who and what', async () => {
    const answer = await get('/api/console/budgets/export?group=tidewater&month=2030-03', cookies.viewer);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="crestline-budgets-tidewater-2030-03.csv"');
    expect(answer.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Month,Store Code,Store,Budget,Spent,Waiting for approval,Left,Orders',
      '2030-03,TWFD01,Tidewater Ford of Saltmarsh Point,2000.00,300.00,600.00,1100.00,2',
      '2030-03,TWHN01,Tidewater Honda of Saltmarsh Point,800.00,0.00,0.00,800.00,0',
      '2030-03,TWTY01,Tidewater Toyota of Oyster Cove,1500.00,200.00,0.00,1300.00,1',
      '2030-03,TWCC01,Tidewater Collision Center,,70.00,0.00,,1',
      '2030-03,,Orders with no store,1000.00,50.00,0.00,950.00,1',
      '',
    ]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.field, 'budgets_exported'), eq(auditLog.groupKey, 'tidewater')));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.newValue).toBe(JSON.stringify({ group: 'tidewater', month: '2030-03' }));
    expect((await get('/api/console/budgets/export?group=tidewater', cookies.otherRep)).statusCode).toBe(403);
  });

  it("shows the same rows to the group's admin mode, and to nobody else on the buyer's side", async () => {
    const admin = await adminMode('tidewater');
    const answer = await get('/v1/budgets?companyName=tidewater&month=2030-03', admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      month: '2030-03',
      current_month: '2030-03',
      has_rules: true,
      rows: MARCH,
    } satisfies BuyerBudgetsAnswer);
    const csv = await get('/v1/budgets/export?companyName=tidewater&month=2030-03', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2030-03,TWFD01,Tidewater Ford of Saltmarsh Point,2000.00,300.00,600.00,1100.00,2');
    // A staff member who works for the group has the orders screen in admin mode, as for its orders.
    expect((await get('/v1/budgets?companyName=tidewater&month=2030-03', cookies.rep)).json().rows).toEqual(MARCH);
    const staffCsv = await get('/v1/budgets/export?companyName=tidewater&month=2030-03', cookies.rep);
    expect(staffCsv.statusCode).toBe(200);
    const downloads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.field, 'budgets_exported'), eq(auditLog.groupKey, 'tidewater')));
    expect(downloads.sort((a, b) => a.id - b.id).map((row) => [row.actor === 'admin', row.staffId === null])).toEqual([
      [false, false],
      [true, true],
      [false, false],
    ]);
    // The group's password opens its orders, not its budgets; a viewer, or a rep of another group, has no admin mode.
    const buyer = await groupSessionCookie(t.app, 'tidewater');
    for (const cookie of [buyer, '', await adminMode('harbor'), cookies.viewer, cookies.otherRep]) {
      for (const url of ['/v1/budgets?companyName=tidewater', '/v1/budgets/export?companyName=tidewater']) {
        const refused = await get(url, cookie);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().message).toBe(BUDGETS_IN_ADMIN_MODE('Tidewater Auto Group'));
      }
    }
  });
});
