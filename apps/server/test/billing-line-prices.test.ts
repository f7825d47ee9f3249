import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwaitingPriceOrder, InvoiceSnapshot } from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { readDemoSecrets } from '@portal/tenants/server';
import { addAccount } from '../src/billing/account-store';
import { auditLog, billingAudit, invoices, orderLines, orders } from '../src/db/schema';
import { loggedInStaff } from '../test-support/console';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** An item on quote ($0) in keystone, and a priced tee or hat every keystone order can carry. */
const ON_QUOTE = '1240';
const PRICED = registry.groups
  .get('keystone')!
  .catalogue.find(
    (i) =>
      (i.type === 'tshirts' || i.type === 'hat') &&
      !i.restricted &&
      !i.supportedStores?.length &&
      Object.values(i.sizes).every((price) => typeof price === 'number' && price > 0),
  )!.code;

describe.each(DATABASE_KINDS)('lines on quote hold the invoice until priced (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<'admin' | 'accounts' | 'rep' | 'viewer', string>;
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const price = (cookie: string, orderId: string, lineNo: number | string, payload: object) =>
    call(cookie, 'POST', `/api/console/billing/orders/${orderId}/lines/${lineNo}/price`, payload);
  const place = async () => {
    const cart = [...linesFor('keystone', PRICED, 2), ...linesFor('keystone', ON_QUOTE, 12)];
    const bypassCode = readDemoSecrets().find((d) => d.group === 'keystone')!.bypassCodes[0]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody('keystone', cart, { bypassPaypal: true, bypassCode }),
      headers: { cookie: withCookies(await groupSessionCookie(t.app, 'keystone')) },
      remoteAddress: '10.252.0.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ order_id: string; order_number: string }>();
  };
  const versionOf = async (orderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.version;
  const ship = async (orderId: string) => {
    for (const move of [{ to: 'in_production' }, { to: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }]) {
      const response = await call(cookies.admin, 'POST', `/api/console/orders/${orderId}/status`, {
        ...move,
        version: await versionOf(orderId),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  const snapshotOf = async () => ({
    lines: await t.database.db.select().from(orderLines).orderBy(orderLines.orderId, orderLines.lineNo),
    orders: await t.database.db.select().from(orders).orderBy(orders.id),
    invoices: await t.database.db.select().from(invoices),
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      accounts: (await loggedInStaff(t, 'accounts')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['keystone'])).cookie,
      viewer: (await loggedInStaff(t, 'viewer')).cookie,
    };
    await addAccount(
      t.database.db,
      registry,
      { staffId: null, label: 'shell', requestId: 'test' },
      {
        group_key: 'keystone',
        store_code: '',
        name: 'Keystone Valley Motors',
        accounting_name: 'Keystone Valley Motors',
        address: [],
        terms: 'net_30',
        credit_limit_cents: null,
        contacts: [],
        invoice_when: 'shipped',
        reminder_days: [0],
      },
    );
  });
  afterAll(async () => t?.close());

  it('a shipped order with a line on quote is not invoiced, and is listed as awaiting a price', async () => {
    const { order_id, order_number } = await place();
    await ship(order_id);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id))).toEqual([]);
    const list = await call(cookies.rep, 'GET', '/api/console/billing/awaiting-price');
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ orders: AwaitingPriceOrder[] }>().orders.find((o) => o.order_id === order_id);
    expect(listed).toMatchObject({
      order_number,
      account_name: 'Keystone Valley Motors',
      due: true,
      lines: [{ line_no: 2, code: ON_QUOTE, quantity: 12 }],
    });
  });

  it('reps and viewers cannot set a price; bad prices and lines are refused; nothing changes', async () => {
    const [listed] = (await call(cookies.admin, 'GET', '/api/console/billing/awaiting-price')).json()
      .orders as AwaitingPriceOrder[];
    const before = await snapshotOf();
    const cases: [string, number | string, object, number][] = [
      [cookies.rep, 2, { unit_price_cents: 1500 }, 403],
      [cookies.viewer, 2, { unit_price_cents: 1500 }, 403],
      [cookies.accounts, 2, { unit_price_cents: 0 }, 400],
      [cookies.accounts, 2, { unit_price_cents: -5 }, 400],
      [cookies.accounts, 2, { unit_price_cents: 12.5 }, 400],
      [cookies.accounts, 2, { unit_price_cents: 10_000_001 }, 400],
      [cookies.accounts, 2, { unit_price_cents: '1500' }, 400],
      [cookies.accounts, 'two', { unit_price_cents: 1500 }, 400],
      [cookies.accounts, 9, { unit_price_cents: 1500 }, 404],
      [cookies.accounts, 1, { unit_price_cents: 1500 }, 409],
    ];
    for (const [cookie, line, body, status] of cases) {
      const response = await price(cookie, listed!.order_id, line, body);
      expect(response.statusCode, `${line} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
    }
    expect(await snapshotOf()).toEqual(before);
  });

  it("pricing the last line on quote sets the order's total, is audited, and issues the invoice at that total", async () => {
    const [listed] = (await call(cookies.admin, 'GET', '/api/console/billing/awaiting-price')).json()
      .orders as AwaitingPriceOrder[];
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, listed!.order_id));
    const response = await price(cookies.accounts, listed!.order_id, 2, { unit_price_cents: 1875 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ line_no: 2, unit_price_cents: 1875, total_cents: before!.totalCents + 12 * 1875 });
    expect(answer.invoice_number).toMatch(/^INV-\d{4}-000001$/);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, listed!.order_id));
    expect(invoice!.totalCents).toBe(before!.totalCents + 12 * 1875);
    expect((invoice!.snapshot as InvoiceSnapshot).lines[1]).toMatchObject({
      unit_price_cents: 1875,
      line_total_cents: 12 * 1875,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, listed!.order_id), eq(auditLog.field, 'unit_price')));
    expect(audit).toMatchObject({ lineNo: 2, oldValue: '0', newValue: '1875' });
    const [billing] = await t.database.db.select().from(billingAudit).where(eq(billingAudit.action, 'line_priced'));
    expect(billing!.before).toMatchObject({ unit_price_cents: 0, order_total_cents: before!.totalCents });
    expect(billing!.after).toMatchObject({ unit_price_cents: 1875, order_total_cents: before!.totalCents + 12 * 1875 });
    // Invoiced: off the list, and its lines are fixed.
    const list = (await call(cookies.admin, 'GET', '/api/console/billing/awaiting-price')).json().orders as AwaitingPriceOrder[];
    expect(list.map((o) => o.order_id)).not.toContain(listed!.order_id);
    expect((await price(cookies.accounts, listed!.order_id, 2, { unit_price_cents: 1 })).statusCode).toBe(409);
  });

  it('a line priced before the order ships waits for the shipment, which then issues the invoice', async () => {
    const { order_id } = await place();
    const listed = (
      (await call(cookies.admin, 'GET', '/api/console/billing/awaiting-price')).json().orders as AwaitingPriceOrder[]
    ).find((o) => o.order_id === order_id);
    expect(listed!.due).toBe(false);
    const priced = await price(cookies.admin, order_id, 2, { unit_price_cents: 900 });
    expect(priced.json().invoice_number).toBeNull();
    await ship(order_id);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, order_id));
    expect(invoice!.totalCents).toBe(order!.totalCents);
  });
});
