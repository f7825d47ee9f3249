import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  holdMoveProblem,
  holdReleaseRefusal,
  HOLD_RELEASED_ALREADY,
  type ConsoleBillingAccountAddBody,
  type ConsoleBoardAnswer,
  type ConsoleOrderDetailAnswer,
  type RetrieveOrdersAnswer,
} from '@portal/domain';
import { addAccount } from '../src/billing/account-store';
import { issueDueInvoices } from '../src/billing/invoice-issuing';
import { followPlacement } from '../src/ordering/order-event-follower';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { auditLog, billingAccounts, invoices, orderHolds, orders, orderStatusHistory } from '../src/db/schema';
import { openHold } from '../src/order-store/order-holds';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** The clock of the whole file: a weekday afternoon in the provider's zone, years from any real today. */
const NOW = new Date('2030-03-04T19:00:00Z');
const CREDIT_REFUSAL = holdMoveProblem(['in_production'], [{ reason: 'credit' }])!;
const TRACKING = { carrier: 'UPS', tracking_number: '1Z999AA10123456784' };

const account = (over: Partial<ConsoleBillingAccountAddBody>): ConsoleBillingAccountAddBody => ({
  group_key: 'harbor',
  store_code: '',
  name: 'Harbor Point Motors',
  accounting_name: 'Harbor Point Motors (AR)',
  address: ['18 Lighthouse Row', 'Harbor Point, ME 04999'],
  terms: 'net_30',
  credit_limit_cents: null,
  contacts: [],
  invoice_when: 'shipped',
  reminder_days: [0],
  ...over,
});

describe.each(DATABASE_KINDS)('order holds (%s)', (kind) => {
  let t: TestApp;
  const staff = {} as Record<'admin' | 'accounts' | 'rep' | 'repOther' | 'viewer', { id: string; email: string; cookie: string }>;
  const settings = { registry, timeZone: DEFAULT_PROVIDER_TIME_ZONE };
  const shell = { staffId: null, label: 'shell', requestId: 'test' };
  const accountIds = { harbor: '', redrock: '', cedar: '' };
  const call = (who: keyof typeof staff, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: staff[who].cookie }, ...(payload ? { payload } : {}) });
  const move = (orderId: string, body: object) => call('admin', 'POST', `/api/console/orders/${orderId}/status`, body);
  const orderRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const holdsOf = (orderId: string) =>
    t.database.db.select().from(orderHolds).where(eq(orderHolds.orderId, orderId)).orderBy(asc(orderHolds.openedAt));
  const invoiceOf = async (orderId: string) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0] ?? null;
  const auditOf = (orderId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, orderId), inArray(auditLog.field, ['hold_opened', 'hold_released'])))
      .orderBy(asc(auditLog.id));
  const historyCount = async (orderId: string) =>
    (await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).length;
  const detail = async (orderId: string) =>
    (await call('admin', 'GET', `/api/console/orders/${orderId}`)).json<ConsoleOrderDetailAnswer>();
  const ship = async (orderId: string) => {
    const response = await move(orderId, { to: 'shipped', expected_status: 'in_production', ...TRACKING });
    expect(response.statusCode, response.body).toBe(200);
  };

  // Harbor's orders: `paid` ships first and puts the account over its limit; `held` then meets the hold.
  const ids = { paid: '', held: '', other: '' };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp(kind, { billingAccounts: 'none' });
    for (const role of ['admin', 'accounts', 'viewer'] as const) {
      const { account: row, cookie } = await loggedInStaff(t, role);
      staff[role] = { id: row.row.id, email: row.row.email, cookie };
    }
    for (const [name, groups] of [
      ['rep', ['harbor']],
      ['repOther', ['summit']],
    ] as const) {
      const { account: row, cookie } = await loggedInStaff(t, 'rep', [...groups]);
      staff[name] = { id: row.row.id, email: row.row.email, cookie };
    }
    accountIds.harbor = (await addAccount(t.database.db, registry, shell, account({ credit_limit_cents: 1000 }))).id;
    accountIds.redrock = (
      await addAccount(t.database.db, registry, shell, account({ group_key: 'redrock', name: 'Red Rock Auto Group' }))
    ).id;
    accountIds.cedar = (
      await addAccount(t.database.db, registry, shell, account({ group_key: 'cedar', name: 'Cedar Creek Automotive' }))
    ).id;
    ids.paid = (await placeTestOrder(t, 'harbor')).order_id;
    ids.held = (await placeTestOrder(t, 'harbor')).order_id;
    ids.other = (await placeTestOrder(t, 'redrock')).order_id;
    // Over its limit of $10.00 once the first order ships and is invoiced.
    expect((await move(ids.paid, { to: 'in_production', version: 0 })).statusCode).toBe(200);
    await ship(ids.paid);
    expect(await invoiceOf(ids.paid)).not.toBeNull();
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it("a move into production of an order whose account is on credit hold opens the order's hold and is refused, naming what it waits for and who can release it", async () => {
    const before = await orderRow(ids.held);
    const moves = await historyCount(ids.held);
    const refused = await move(ids.held, { to: 'in_production', version: 0 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ message: CREDIT_REFUSAL, code: 'CONFLICT' });
    expect(CREDIT_REFUSAL).toBe(
      "This order cannot go into production while it is on hold. On hold: waiting for payment on the account — the provider's accounts team can release it.",
    );
    // Nothing of the order changed: its status, its version, its history, its invoice.
    expect(await orderRow(ids.held)).toEqual(before);
    expect(await historyCount(ids.held)).toBe(moves);
    expect(await invoiceOf(ids.held)).toBeNull();
    const [hold, ...more] = await holdsOf(ids.held);
    expect(more).toEqual([]);
    expect(hold).toMatchObject({
      reason: 'credit',
      groupKey: 'harbor',
      openedBy: staff.admin.id,
      releasedAt: null,
      note: 'Harbor Point Motors is on credit hold: the account is over its credit limit.',
    });
    expect(await auditOf(ids.held)).toEqual([
      expect.objectContaining({
        field: 'hold_opened',
        oldValue: null,
        newValue: 'Credit hold: Harbor Point Motors is on credit hold: the account is over its credit limit.',
        actor: staff.admin.email,
        staffId: staff.admin.id,
      }),
    ]);

    // Again, and shipped straight from received (through production): refused, and still one hold.
    expect((await move(ids.held, { to: 'in_production', version: 0 })).json().message).toBe(CREDIT_REFUSAL);
    const straight = await move(ids.held, { to: 'shipped', version: 0, ...TRACKING });
    expect(straight.statusCode).toBe(409);
    expect(straight.json().message).toBe(CREDIT_REFUSAL);
    expect(await holdsOf(ids.held)).toHaveLength(1);
    expect(await auditOf(ids.held)).toHaveLength(1);
    expect(await orderRow(ids.held)).toEqual(before);
  });

  it('the bulk move into production refuses the held order on its own and moves the others', async () => {
    const before = await orderRow(ids.held);
    const response = await call('admin', 'POST', '/api/console/orders/bulk/in-production', { order_ids: [ids.held, ids.other] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { order_id: ids.held, ok: false, message: CREDIT_REFUSAL, code: 'CONFLICT' },
      expect.objectContaining({ order_id: ids.other, ok: true }),
    ]);
    expect(await orderRow(ids.held)).toEqual(before);
    expect((await orderRow(ids.other)).fulfilmentStatus).toBe('in_production');
    expect(await holdsOf(ids.other)).toEqual([]);
  });

  it('the board, the order page and the buyer’s orders say what a held order waits for and who can release it', async () => {
    const words = {
      reason: 'credit',
      label: 'Credit hold',
      waits_for: 'payment on the account',
      who_can_release: "the provider's accounts team",
      opened_at: expect.any(Number),
    };
    const [hold] = await holdsOf(ids.held);
    const consoleHold = {
      ...words,
      id: hold!.id,
      note: 'Harbor Point Motors is on credit hold: the account is over its credit limit.',
      release_roles: ['admin', 'accounts'],
    };
    const board = (await call('admin', 'GET', '/api/console/orders?group=harbor')).json<ConsoleBoardAnswer>();
    expect(board.rows.find((row) => row.id === ids.held)?.holds).toEqual([consoleHold]);
    expect(board.rows.find((row) => row.id === ids.paid)?.holds).toEqual([]);
    expect((await detail(ids.held)).order.holds).toEqual([consoleHold]);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/v1/retrieve-orders',
      payload: { companyName: 'harbor' },
      headers: { cookie: withCookies(await groupSessionCookie(t.app, 'harbor')) },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const listed = mine.json<RetrieveOrdersAnswer>().orders;
    const numberOf = async (orderId: string) => `CB-${(await orderRow(orderId)).seq}`;
    expect(listed.find((o) => o.holds.length > 0)).toMatchObject({ order_number: await numberOf(ids.held), holds: [words] });
    expect(listed.filter((o) => o.holds.length > 0)).toHaveLength(1);
  });

  it('refuses the release to the roles the reason does not name, and outside the staff member’s groups; nothing changes', async () => {
    const [hold] = await holdsOf(ids.held);
    const url = `/api/console/orders/${ids.held}/holds/${hold!.id}/release`;
    for (const [who, status, message] of [
      ['rep', 403, holdReleaseRefusal('credit')],
      ['viewer', 403, holdReleaseRefusal('credit')],
      ['repOther', 404, undefined],
    ] as const) {
      const response = await call(who, 'POST', url, { note: 'Not mine to say' });
      expect(response.statusCode, `${who}: ${response.body}`).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(holdReleaseRefusal('credit')).toBe(
      "Only the provider's accounts team (an admin or the accounts role) can release a credit hold.",
    );
    const unknown = await call('accounts', 'POST', `/api/console/orders/${ids.held}/holds/${ids.held}/release`, {});
    expect(unknown.statusCode).toBe(404);
    expect(await holdsOf(ids.held)).toEqual([hold]);
    expect(await auditOf(ids.held)).toHaveLength(1);
  });

  it("lifting the account's credit hold releases its orders' holds, audited, and the order then goes into production", async () => {
    const lifted = await call('accounts', 'POST', `/api/console/billing/accounts/${accountIds.harbor}/hold-lift`, {
      until: '2030-03-06',
      reason: 'Cheque promised by Wednesday',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const [hold] = await holdsOf(ids.held);
    expect(hold).toMatchObject({
      releasedBy: staff.accounts.id,
      releaseNote: 'Credit hold lifted until 2030-03-06: Cheque promised by Wednesday',
    });
    expect(hold!.releasedAt).toBeInstanceOf(Date);
    expect((await auditOf(ids.held)).at(-1)).toMatchObject({
      field: 'hold_released',
      oldValue: 'Credit hold open',
      newValue: 'Released: Credit hold lifted until 2030-03-06: Cheque promised by Wednesday',
      actor: staff.accounts.email,
      staffId: staff.accounts.id,
    });
    expect((await detail(ids.held)).order.holds).toEqual([]);
    const moved = await move(ids.held, { to: 'in_production', version: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('a hold released by hand lets its order go into production though the account is on hold again; a second release is 409', async () => {
    const late = (await placeTestOrder(t, 'harbor')).order_id;
    // The lift has run out: the account is on hold again.
    await t.database.db
      .update(billingAccounts)
      .set({ holdLiftedUntil: new Date(NOW.getTime() - 3600_000) })
      .where(eq(billingAccounts.id, accountIds.harbor));
    expect((await move(late, { to: 'in_production', version: 0 })).json().message).toBe(CREDIT_REFUSAL);
    const [hold] = await holdsOf(late);
    const url = `/api/console/orders/${late}/holds/${hold!.id}/release`;
    const released = await call('accounts', 'POST', url, { note: '  Paid by card over the phone  ' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ holds: [] });
    expect((await holdsOf(late))[0]).toMatchObject({ releasedBy: staff.accounts.id, releaseNote: 'Paid by card over the phone' });
    expect((await auditOf(late)).map((row) => [row.field, row.oldValue, row.newValue, row.actor])).toEqual([
      [
        'hold_opened',
        null,
        'Credit hold: Harbor Point Motors is on credit hold: the account is over its credit limit.',
        staff.admin.email,
      ],
      ['hold_released', 'Credit hold open', 'Released: Paid by card over the phone', staff.accounts.email],
    ]);
    const again = await call('admin', 'POST', url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HOLD_RELEASED_ALREADY);
    expect(await auditOf(late)).toHaveLength(2);
    const moved = await move(late, { to: 'in_production', version: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await holdsOf(late)).toHaveLength(1);
  });

  it('a held order is not invoiced as it ships nor by the sweep; its release issues it', async () => {
    // Red Rock's order went into production in bulk; a hold opens on it before it ships.
    await t.database.db.transaction((tx) => openHold(tx, shell, { id: ids.other, groupKey: 'redrock' }, 'credit', null));
    await ship(ids.other);
    expect((await orderRow(ids.other)).fulfilmentStatus).toBe('shipped');
    expect(await invoiceOf(ids.other)).toBeNull();
    await issueDueInvoices(t.database.db, settings);
    expect(await invoiceOf(ids.other)).toBeNull();
    const [hold] = await holdsOf(ids.other);
    expect((await call('admin', 'POST', `/api/console/orders/${ids.other}/holds/${hold!.id}/release`, {})).statusCode).toBe(200);
    // The release's event is followed in its own transaction: the invoice kept back is issued there.
    expect(await invoiceOf(ids.other)).toMatchObject({ orderId: ids.other, issuedOn: '2030-03-04' });
    expect(await issueDueInvoices(t.database.db, settings)).toBe(0);
  });

  it('a held order is not invoiced at placement nor by the sweep; released, the sweep issues it', async () => {
    const orderId = (await placeTestOrder(t, 'cedar')).order_id;
    await t.database.db.transaction((tx) =>
      openHold(tx, shell, { id: orderId, groupKey: 'cedar' }, 'credit', 'Held at the desk'),
    );
    const [cedar] = await t.database.db
      .update(billingAccounts)
      .set({ invoiceWhen: 'placed' })
      .where(eq(billingAccounts.id, accountIds.cedar))
      .returning();
    await followPlacement(t.database.db, settings, await orderRow(orderId), cedar!.invoiceWhen);
    expect(await invoiceOf(orderId)).toBeNull();
    await issueDueInvoices(t.database.db, settings);
    expect(await invoiceOf(orderId)).toBeNull();
    const [hold] = await holdsOf(orderId);
    expect((await call('accounts', 'POST', `/api/console/orders/${orderId}/holds/${hold!.id}/release`, {})).statusCode).toBe(200);
    await issueDueInvoices(t.database.db, settings);
    expect(await invoiceOf(orderId)).toMatchObject({ orderId, issuedOn: '2030-03-04' });
  });
});
