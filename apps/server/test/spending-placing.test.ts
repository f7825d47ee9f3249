import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bypassCodeKey,
  OVER_BUDGET_REFUSED,
  waitingForApprovalText,
  type CheckoutChargesAnswer,
  type CreateOrderAnswer,
} from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { contextOf } from '../src/app';
import {
  auditLog,
  billingAccounts,
  budgetMonths,
  emailOutbox,
  invoices,
  orderApprovals,
  orderHolds,
  orders,
} from '../src/db/schema';
import { INSERT_ORDER } from '../src/order-store/order-statements';
import { sendApprovalLinks } from '../src/ordering/approvals/approval-links';
import { placeOrder, type PlaceOrderInput } from '../src/ordering/place-order';
import { localMonth } from '../src/time/local-time';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { addTestStaff } from '../test-support/console';
import { TIDEWATER_CODE_KEYS, withTidewaterRules } from '../test-support/spending';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

// Placing under a dealership's own spending rules (docs/approvals.md, decision 032), on the demo
// group Tidewater: approval above $500 (Renata Okafor, then Marcus Oyelaran), budgets TWFD01 $2,000
// (over: approval), TWHN01 $800 (over: refused), TWTY01 $1,500 with its own $300 limit and approver;
// TWCC01 has no budget. Codes: TIDEWATER-ACCT up to $5,000 an order, SERVICE-DESK $400 an order and
// $600 a month. The approver's links are another module's: here only its call is checked.
//
// The real clock: a code's month is counted from the orders' created_at, which PostgreSQL stamps by
// its own clock, so a moved clock in Node would count another month than the orders are in. What a
// month holds is read back from the database, never assumed of today's date.

vi.mock('../src/ordering/approvals/approval-links', () => ({ sendApprovalLinks: vi.fn(async () => undefined) }));

const GROUP = 'tidewater';
const REP_PHONE = '(555) 015-9034';
const quiet = { warn: () => undefined };

describe.each(DATABASE_KINDS)("placing under a dealership's spending rules (%s)", (kind) => {
  let t: TestApp;
  const tidewater = withTidewaterRules();
  const { rules } = tidewater;
  beforeAll(async () => {
    t = await createTestApp(kind, { registry: tidewater.registry });
  });
  afterAll(async () => t?.close());
  beforeEach(() => vi.mocked(sendApprovalLinks).mockClear());

  const post = async (body: object, key?: string) => {
    const group = (body as { companyName: string }).companyName;
    return t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: body,
      headers: { cookie: withCookies(await groupSessionCookie(t.app, group)), ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const quote = async (body: object) => {
    const group = (body as { companyName: string }).companyName;
    const {
      bypassPaypal: _b,
      bypassCode: _c,
      first_name: _f,
      last_name: _l,
      email: _e,
      customer_po: _p,
      ...quoted
    } = body as Record<string, unknown>;
    return t.app.inject({
      method: 'POST',
      url: '/v1/checkout-charges',
      payload: quoted,
      headers: { cookie: withCookies(await groupSessionCookie(t.app, group)) },
    });
  };
  /** T-shirts for a store of Tidewater's, on account with a code: Ground $15 on top, no tax saved in this database. */
  const order = (store: string, shirts: number, code = 'TIDEWATER-ACCT') =>
    checkoutBody(GROUP, linesFor(GROUP, '1640', shirts), { store, bypassPaypal: true, bypassCode: code });
  const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const orderCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(orders))[0]?.n ?? 0);
  const monthOf = async (storeCode: string, month: string) =>
    (
      await t.database.db
        .select()
        .from(budgetMonths)
        .where(and(eq(budgetMonths.groupKey, GROUP), eq(budgetMonths.month, month), eq(budgetMonths.storeCode, storeCode)))
    )[0] ?? null;
  /** The sums a budget month must hold: its counted orders, spent and committed apart, read from the orders themselves. */
  const sumsOf = async (storeCode: string, month: string) => {
    const [row] = await t.database.db
      .select({
        spent: sql<string>`coalesce(sum(total_cents) filter (where approval is null or approval = 'approved'), 0)`,
        committed: sql<string>`coalesce(sum(total_cents) filter (where approval = 'waiting'), 0)`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.groupKey, GROUP),
          eq(orders.storeCode, storeCode),
          eq(orders.budgetMonth, month),
          sql`status in ('paid', 'on_account') and fulfilment_status <> 'cancelled'`,
        ),
      );
    return { spentCents: Number(row?.spent ?? 0), committedCents: Number(row?.committed ?? 0) };
  };

  it('records which bypass code paid for the order, by its key, for a group with rules and for one without', async () => {
    const secrets = registry.groups.get(GROUP)!.secrets;
    const placed = await post(order('TWCC01', 2, 'tidewater-acct'));
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await rowOf(placed.json<CreateOrderAnswer>().order_id);
    expect(row.bypassCodeKey).toBe(bypassCodeKey(secrets.bypass_codes[0]!));
    expect(row.bypassCodeKey).toBe(TIDEWATER_CODE_KEYS.account);

    // Redrock has no spending rules: the code's key is recorded, no budget month, no approval, no budget row.
    const redrock = await post(
      checkoutBody('redrock', linesFor('redrock', '1640', 1), { bypassPaypal: true, bypassCode: 'manager' }),
    );
    expect(redrock.statusCode, redrock.body).toBe(201);
    expect(redrock.json<CreateOrderAnswer>().approval).toBeNull();
    const redrockRow = await rowOf(redrock.json<CreateOrderAnswer>().order_id);
    expect(redrockRow).toMatchObject({
      bypassCodeKey: bypassCodeKey(registry.groups.get('redrock')!.secrets.bypass_codes[1]!),
      budgetMonth: null,
      approval: null,
    });
    expect(await t.database.db.select().from(budgetMonths).where(eq(budgetMonths.groupKey, 'redrock'))).toEqual([]);
  });

  it("refuses an order over a code's cap per order with 422 naming the rep's phone, writes nothing, and lets another code pay for it", async () => {
    const before = await orderCount();
    const overCap = await post(order('TWCC01', 30, 'SERVICE-DESK'));
    expect(overCap.statusCode).toBe(422);
    expect(overCap.json().message).toBe(
      `This bypass code covers orders up to $400.00. Please call your account representative at ${REP_PHONE}.`,
    );
    expect(await orderCount()).toBe(before);
    // The group's own code may pay for up to $5,000.
    const otherCode = await post(order('TWCC01', 30, 'TIDEWATER-ACCT'));
    expect(otherCode.statusCode, otherCode.body).toBe(201);
    expect(otherCode.json<CreateOrderAnswer>().total).toBeGreaterThan(40_000);
  });

  it('tells a stranger with a wrong code only that the code is not valid, whatever the caps', async () => {
    const before = await orderCount();
    const wrong = await post(order('TWCC01', 30, 'SERVICE-DESKS'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'That code is not valid.', code: 'FORBIDDEN' });
    expect(await orderCount()).toBe(before);
  });

  it("counts a code's orders of the month against its monthly cap, leaving out cancelled and rejected orders", async () => {
    const first = await post(order('TWCC01', 22, 'SERVICE-DESK'));
    expect(first.statusCode, first.body).toBe(201);
    const firstAnswer = first.json<CreateOrderAnswer>();
    expect((await rowOf(firstAnswer.order_id)).bypassCodeKey).toBe(TIDEWATER_CODE_KEYS.serviceDesk);
    const second = order('TWCC01', 18, 'SERVICE-DESK');
    const secondTotal = (await quote(second)).json<CheckoutChargesAnswer>().total;
    // Each under the $400 an order, the two together over the $600 a month.
    expect(firstAnswer.total).toBeLessThanOrEqual(40_000);
    expect(firstAnswer.total + secondTotal).toBeGreaterThan(60_000);

    const before = await orderCount();
    const refused = await post(second);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `This bypass code has reached its limit of $600.00 for this month. Please call your account representative at ${REP_PHONE}.`,
    );
    expect(await orderCount()).toBe(before);

    // Cancelled, the first no longer counts.
    await t.database.db.update(orders).set({ fulfilmentStatus: 'cancelled' }).where(eq(orders.id, firstAnswer.order_id));
    const afterCancel = await post(second);
    expect(afterCancel.statusCode, afterCancel.body).toBe(201);
    // Rejected by the approver, nor does the second: the first's cart goes again.
    await t.database.db
      .update(orders)
      .set({ approval: 'rejected' })
      .where(eq(orders.id, afterCancel.json<CreateOrderAnswer>().order_id));
    const afterReject = await post(order('TWCC01', 22, 'SERVICE-DESK'));
    expect(afterReject.statusCode, afterReject.body).toBe(201);
  });

  it('puts no code caps on staff placing without a code, and the caps of a code staff give', async () => {
    const ctx = contextOf(t.app);
    const rep = await addTestStaff(t, 'rep', [GROUP]);
    const placing = (bypassCode: string | null): PlaceOrderInput => ({
      group: GROUP,
      buyer: { firstName: 'Imogen', lastName: 'Hart', email: 'imogen.hart@example.com' },
      store: 'TWCC01',
      customerPo: '',
      lines: linesFor(GROUP, '1640', 30),
      payment: { method: 'account', bypassCode },
      placer: { kind: 'staff', staff: { id: rep.row.id, role: 'rep', scope: [GROUP] }, address: '10.253.0.1' },
      idempotencyKey: null,
      log: quiet,
    });
    const withoutCode = await placeOrder(ctx, placing(null));
    expect(withoutCode.outcome).toBe('placed');
    if (withoutCode.outcome === 'placed') {
      expect(withoutCode.order.totalCents).toBeGreaterThan(40_000);
      expect((await rowOf(withoutCode.order.id)).bypassCodeKey).toBeNull();
    }
    const withCode = await placeOrder(ctx, placing('SERVICE-DESK'));
    expect(withCode).toMatchObject({ outcome: 'refused', problem: { status: 422 } });
  });

  it("places an order within the rules freely, counting it in its store's budget month", async () => {
    const month = localMonth(Date.now(), DEFAULT_PROVIDER_TIME_ZONE);
    const before = await monthOf('TWFD01', month);
    const placed = await post(order('TWFD01', 2));
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json<CreateOrderAnswer>();
    expect(answer.approval).toBeNull();
    const row = await rowOf(answer.order_id);
    expect(row).toMatchObject({ budgetMonth: month, approval: null });
    const after = await monthOf('TWFD01', month);
    expect(after).toMatchObject({
      spentCents: (before?.spentCents ?? 0) + answer.total,
      committedCents: before?.committedCents ?? 0,
    });
    expect(await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.orderId, answer.order_id))).toEqual([]);
    expect(vi.mocked(sendApprovalLinks)).not.toHaveBeenCalled();
  });

  /**
   * What placing sends while `work` runs: the order statements run outside a transaction (by their
   * 33rd value, the budget the order must fit in), and the transactions opened.
   */
  const watchPlacing = async (work: () => Promise<void>) => {
    const ctx = contextOf(t.app);
    const run = vi.spyOn(ctx, 'run');
    const transaction = vi.spyOn(ctx.db, 'transaction');
    try {
      await work();
      return {
        orderStatements: run.mock.calls
          .filter(([statement]) => statement.name === INSERT_ORDER.name)
          .map(([, values]) => values[32]),
        transactions: transaction.mock.calls.length,
      };
    } finally {
      run.mockRestore();
      transaction.mockRestore();
    }
  };

  it('places an order the rules let through in one statement and no transaction; over the budget it falls back to the transaction, which holds or refuses it', async () => {
    const month = localMonth(Date.now(), DEFAULT_PROVIDER_TIME_ZONE);
    const store = rules.stores!.TWFD01!;
    const { monthly_budget_cents: budget } = store;
    const total = (await quote(order('TWFD01', 2))).json<CheckoutChargesAnswer>().total;
    const leaving = async (left: number) => {
      const used = await monthOf('TWFD01', month);
      store.monthly_budget_cents = (used?.spentCents ?? 0) + (used?.committedCents ?? 0) + left;
      return store.monthly_budget_cents;
    };
    try {
      // Room for exactly this order: placed freely by the one statement, checked against the budget.
      const exact = await leaving(total);
      let free: CreateOrderAnswer | undefined;
      expect(
        await watchPlacing(async () => {
          const placed = await post(order('TWFD01', 2));
          expect(placed.statusCode, placed.body).toBe(201);
          free = placed.json<CreateOrderAnswer>();
        }),
      ).toEqual({ orderStatements: [exact], transactions: 0 });
      expect(free!.approval).toBeNull();
      expect(await rowOf(free!.order_id)).toMatchObject({ budgetMonth: month, approval: null });
      expect(await monthOf('TWFD01', month)).toMatchObject(await sumsOf('TWFD01', month));

      // A cent short: the statement writes nothing, and the transaction holds it for approval, committed.
      const short = await leaving(total - 1);
      const before = await monthOf('TWFD01', month);
      let held: CreateOrderAnswer | undefined;
      expect(
        await watchPlacing(async () => {
          const placed = await post(order('TWFD01', 2));
          expect(placed.statusCode, placed.body).toBe(201);
          held = placed.json<CreateOrderAnswer>();
        }),
      ).toEqual({ orderStatements: [short], transactions: 1 });
      expect(held!.approval?.approver).toBe('Renata Okafor');
      expect(await monthOf('TWFD01', month)).toMatchObject({
        spentCents: before!.spentCents,
        committedCents: before!.committedCents + total,
        orders: before!.orders + 1,
      });
      expect(await monthOf('TWFD01', month)).toMatchObject(await sumsOf('TWFD01', month));

      // The same store refusing what is over its budget: refused by the transaction, nothing written.
      store.over_budget = 'refuse';
      const left = total - 1;
      await leaving(left);
      const still = { orders: await orderCount(), month: await monthOf('TWFD01', month) };
      expect(
        await watchPlacing(async () => {
          const refused = await post(order('TWFD01', 2));
          expect(refused.statusCode).toBe(422);
          expect(refused.json().message).toBe(OVER_BUDGET_REFUSED('Tidewater Ford of Saltmarsh Point', left));
        }),
      ).toMatchObject({ orderStatements: [expect.any(Number)], transactions: 1 });
      expect(await orderCount()).toBe(still.orders);
      expect(await monthOf('TWFD01', month)).toEqual(still.month);

      // Over the group's $500 limit the budget does not matter: straight to the transaction.
      await leaving(1_000_000);
      expect(
        await watchPlacing(async () => {
          const placed = await post(order('TWFD01', 40));
          expect(placed.statusCode, placed.body).toBe(201);
          expect(placed.json<CreateOrderAnswer>().approval?.approver).toBe('Renata Okafor');
        }),
      ).toEqual({ orderStatements: [], transactions: 1 });
    } finally {
      store.monthly_budget_cents = budget;
      delete store.over_budget;
    }
  });

  it("places an order of a store without a budget in one statement that checks no budget, counting it in the store's month", async () => {
    const month = localMonth(Date.now(), DEFAULT_PROVIDER_TIME_ZONE);
    const before = await monthOf('TWCC01', month);
    let placed: CreateOrderAnswer | undefined;
    expect(
      await watchPlacing(async () => {
        const answer = await post(order('TWCC01', 2));
        expect(answer.statusCode, answer.body).toBe(201);
        placed = answer.json<CreateOrderAnswer>();
      }),
    ).toEqual({ orderStatements: [null], transactions: 0 });
    expect(placed!.approval).toBeNull();
    expect(await monthOf('TWCC01', month)).toMatchObject({
      spentCents: (before?.spentCents ?? 0) + placed!.total,
      orders: (before?.orders ?? 0) + 1,
    });
  });

  it("holds an order over the group's limit for Renata Okafor's approval: the approval, its hold and her links, in one go", async () => {
    const placed = await post(order('TWCC01', 40), 'over-limit-1');
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json<CreateOrderAnswer>();
    expect(answer.total).toBeGreaterThan(50_000);
    expect(answer.approval).toEqual({ approver: 'Renata Okafor', text: waitingForApprovalText('Renata Okafor') });
    expect(placed.body).not.toContain('@tidewater-auto.example');
    expect(await rowOf(answer.order_id)).toMatchObject({ approval: 'waiting', status: 'on_account' });

    const [approval] = await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.orderId, answer.order_id));
    expect(approval).toMatchObject({
      groupKey: GROUP,
      storeCode: 'TWCC01',
      reasons: ['over_limit'],
      approvers: rules.approvers,
      currentApprover: 0,
      status: 'waiting',
    });
    const opened = approval!.openedAt.getTime();
    expect(approval!.expiresAt.getTime() - opened).toBe(7 * 24 * 3_600_000);
    expect(approval!.remindAt!.getTime() - opened).toBe(24 * 3_600_000);
    expect(approval!.escalateAt!.getTime() - opened).toBe(48 * 3_600_000);

    const holds = await t.database.db.select().from(orderHolds).where(eq(orderHolds.orderId, answer.order_id));
    expect(holds).toMatchObject([
      {
        reason: 'approval',
        releasedAt: null,
        openedBy: null,
        note: 'Waiting for Renata Okafor: orders over $500.00 need approval',
      },
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, answer.order_id), eq(auditLog.field, 'hold_opened')));
    expect(audit).toMatchObject([{ actor: 'system', staffId: null }]);
    expect(vi.mocked(sendApprovalLinks)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sendApprovalLinks).mock.calls[0]!.slice(2)).toEqual([approval!.id, 0, 'request', approval!.openedAt]);

    // A retry answers the first order, still waiting for her, and opens nothing more.
    const again = await post(order('TWCC01', 40), 'over-limit-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<CreateOrderAnswer>().approval).toEqual(answer.approval);
    expect(vi.mocked(sendApprovalLinks)).toHaveBeenCalledTimes(1);
  });

  it("asks a store's own approver above the store's own limit, with no one to escalate to", async () => {
    const placed = await post(order('TWTY01', 25));
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json<CreateOrderAnswer>();
    expect(answer.total).toBeGreaterThan(30_000);
    expect(answer.total).toBeLessThanOrEqual(50_000);
    expect(answer.approval?.approver).toBe('Priya Castellanos');
    const [approval] = await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.orderId, answer.order_id));
    expect(approval).toMatchObject({ approvers: rules.stores!.TWTY01!.approvers, escalateAt: null });
  });

  it("refuses an order over a refusing store's budget, counting what waits for approval, and writes nothing", async () => {
    const month = localMonth(Date.now(), DEFAULT_PROVIDER_TIME_ZONE);
    // Over the $500 limit, within the $800 budget: it waits, and what it commits counts.
    const waiting = await post(order('TWHN01', 40));
    expect(waiting.statusCode, waiting.body).toBe(201);
    const first = waiting.json<CreateOrderAnswer>();
    expect(first.approval?.approver).toBe('Renata Okafor');
    expect(await monthOf('TWHN01', month)).toMatchObject({ spentCents: 0, committedCents: first.total });

    const before = { orders: await orderCount(), month: await monthOf('TWHN01', month) };
    const over = order('TWHN01', 20);
    const overTotal = (await quote(over)).json<CheckoutChargesAnswer>().total;
    expect(first.total + overTotal).toBeGreaterThan(80_000);
    const refused = await post(over);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(OVER_BUDGET_REFUSED('Tidewater Honda of Saltmarsh Point', 80_000 - first.total));
    expect(await orderCount()).toBe(before.orders);
    expect(await monthOf('TWHN01', month)).toEqual(before.month);
    expect(await monthOf('TWHN01', month)).toMatchObject(await sumsOf('TWHN01', month));
  });

  it("holds an order over an approving store's budget for approval, committed and not spent", async () => {
    const month = localMonth(Date.now(), DEFAULT_PROVIDER_TIME_ZONE);
    const budget = rules.stores!.TWFD01!.monthly_budget_cents;
    const used = await monthOf('TWFD01', month);
    // $10 left of the month: a $45 order is over it, though well under the $500 limit.
    rules.stores!.TWFD01!.monthly_budget_cents = (used?.spentCents ?? 0) + (used?.committedCents ?? 0) + 1000;
    try {
      const placed = await post(order('TWFD01', 2));
      expect(placed.statusCode, placed.body).toBe(201);
      const answer = placed.json<CreateOrderAnswer>();
      expect(answer.total).toBeGreaterThan(1000);
      expect(answer.approval?.approver).toBe('Renata Okafor');
      const [approval] = await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.orderId, answer.order_id));
      expect(approval?.reasons).toEqual(['over_budget']);
      expect(await monthOf('TWFD01', month)).toMatchObject({
        spentCents: used?.spentCents ?? 0,
        committedCents: (used?.committedCents ?? 0) + answer.total,
      });
      expect(await monthOf('TWFD01', month)).toMatchObject(await sumsOf('TWFD01', month));
    } finally {
      rules.stores!.TWFD01!.monthly_budget_cents = budget;
    }
  });

  it("quotes what the rules say of the cart at checkout: the budget left, an approval's reasons, a refusal; nothing for a group without rules", async () => {
    const month = localMonth(Date.now(), DEFAULT_PROVIDER_TIME_ZONE);
    const used = await monthOf('TWFD01', month);
    const small = await quote(order('TWFD01', 2));
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json<CheckoutChargesAnswer>().spending).toEqual({
      approval: null,
      refused: null,
      budget_left_cents: 200_000 - (used?.spentCents ?? 0) - (used?.committedCents ?? 0),
    });
    // No budget for the Collision Center: nothing left to show; over $500 it would wait.
    const big = await quote(order('TWCC01', 40));
    expect(big.json<CheckoutChargesAnswer>().spending).toEqual({
      approval: { approver: 'Renata Okafor', reasons: ['orders over $500.00 need approval'] },
      refused: null,
      budget_left_cents: null,
    });
    expect(big.body).not.toContain('@tidewater-auto.example');
    const honda = await monthOf('TWHN01', month);
    const refused = await quote(order('TWHN01', 40));
    expect(refused.json<CheckoutChargesAnswer>().spending).toMatchObject({
      approval: null,
      refused: OVER_BUDGET_REFUSED('Tidewater Honda of Saltmarsh Point', 80_000 - honda!.spentCents - honda!.committedCents),
    });
    // The orders with no store have a budget of their own; quoting it writes no budget month.
    const noStore = await quote(order('', 1));
    expect(noStore.json<CheckoutChargesAnswer>().spending?.budget_left_cents).toBe(100_000);
    expect(await monthOf('', month)).toBeNull();
    rules.show_budget_to_buyers = false;
    try {
      expect((await quote(order('TWFD01', 2))).json<CheckoutChargesAnswer>().spending?.budget_left_cents).toBeNull();
    } finally {
      rules.show_budget_to_buyers = true;
    }
    const redrock = await quote(checkoutBody('redrock', linesFor('redrock', '1640', 1)));
    expect(redrock.json<CheckoutChargesAnswer>().spending).toBeNull();
  });

  it('keeps an order waiting for approval from its invoice at placement, and invoices and mails one that needs none', async () => {
    await t.database.db.update(billingAccounts).set({ invoiceWhen: 'placed' }).where(eq(billingAccounts.groupKey, GROUP));
    try {
      const invoiceOf = async (orderId: string) => t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      const mailsOf = async (orderId: string) =>
        (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId))).map((m) => m.kind).sort();

      const free = await post(order('TWCC01', 2));
      expect(free.statusCode, free.body).toBe(201);
      const freeId = free.json<CreateOrderAnswer>().order_id;
      expect(await invoiceOf(freeId)).toHaveLength(1);
      // The test accounts have no billing contacts: the invoice is issued and e-mailed to no one.
      expect(await mailsOf(freeId)).toEqual(['buyer', 'provider']);

      const waiting = await post(order('TWCC01', 40));
      expect(waiting.statusCode, waiting.body).toBe(201);
      const waitingId = waiting.json<CreateOrderAnswer>().order_id;
      expect(waiting.json<CreateOrderAnswer>().approval).not.toBeNull();
      expect(await invoiceOf(waitingId)).toEqual([]);
      expect(await mailsOf(waitingId)).toEqual(['buyer', 'provider']);
    } finally {
      await t.database.db.update(billingAccounts).set({ invoiceWhen: 'shipped' }).where(eq(billingAccounts.groupKey, GROUP));
    }
  });
});

describe.each(DATABASE_KINDS)("a bypass code's days and hours (%s)", (kind) => {
  // The provider's clock (New York): days and hours are its own, not UTC's.
  const at = (iso: string) => vi.setSystemTime(new Date(iso));
  const tidewater = withTidewaterRules((rules) => {
    rules.codes = {
      [TIDEWATER_CODE_KEYS.account]: { days: [1, 2, 3, 4, 5] },
      [TIDEWATER_CODE_KEYS.serviceDesk]: { hours: { from: '07:00', to: '18:00' } },
    };
  });
  let t: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2030-03-04T19:00:00Z');
    t = await createTestApp(kind, { registry: tidewater.registry });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  const place = (bypassCode: string) =>
    placeOrder(contextOf(t.app), {
      group: GROUP,
      buyer: { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa.delgado@example.com' },
      store: 'TWCC01',
      customerPo: '',
      lines: linesFor(GROUP, '1640', 2),
      payment: { method: 'account', bypassCode },
      placer: {
        kind: 'buyer',
        groupUnlocked: true,
        storesUnlocked: [],
        browser: {
          address: '10.253.1.1',
          proofId: () => null,
          hasGroupSession: (group) => group === GROUP,
          passwordProofs: () => [],
          browserId: () => 'browser-code-hours',
          provedBypassCode: () => undefined,
        },
      },
      idempotencyKey: null,
      log: quiet,
    });
  const refusal = (words: string) => ({
    outcome: 'refused',
    problem: {
      status: 422,
      message: `This bypass code works ${words} only. Please call your account representative at ${REP_PHONE}.`,
    },
  });

  it('lets a code pay on its days, by the provider’s calendar, and refuses it on the others', async () => {
    // Friday 22:00 in New York, Saturday in UTC.
    at('2030-03-09T03:00:00Z');
    expect(await place('TIDEWATER-ACCT')).toMatchObject({ outcome: 'placed' });
    // Sunday 22:00 in New York, Monday in UTC.
    at('2030-03-04T03:00:00Z');
    expect(await place('TIDEWATER-ACCT')).toMatchObject(refusal('Monday, Tuesday, Wednesday, Thursday, Friday, any time'));
  });

  it('lets a code pay within its hours, the end excluded, and refuses it before and after', async () => {
    at('2030-03-04T11:59:00Z'); // 06:59
    expect(await place('SERVICE-DESK')).toMatchObject(refusal('any day, 07:00–18:00'));
    at('2030-03-04T12:00:00Z'); // 07:00
    expect(await place('SERVICE-DESK')).toMatchObject({ outcome: 'placed' });
    at('2030-03-04T22:59:00Z'); // 17:59
    expect(await place('SERVICE-DESK')).toMatchObject({ outcome: 'placed' });
    at('2030-03-04T23:00:00Z'); // 18:00
    expect(await place('SERVICE-DESK')).toMatchObject(refusal('any day, 07:00–18:00'));
  });
});
