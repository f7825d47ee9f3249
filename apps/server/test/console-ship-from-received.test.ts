import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOrderDetailAnswer, ConsoleOrderState } from '@portal/domain';
import { addAccount } from '../src/billing/account-store';
import { auditLog, emailOutbox, invoices, orders, orderStatusHistory } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { consoleState } from '../test-support/console-state';
import { createTestApp, groupSessionCookie, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

describe.each(DATABASE_KINDS)('shipping a received order in one move (%s)', (kind) => {
  let t: TestApp;
  let rep: Staff;

  const move = (id: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/console/orders/${id}/status`, headers: { cookie: rep.cookie }, payload: body });
  const emailsOf = (orderId: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, 'status')))
      .orderBy(asc(emailOutbox.id));

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    rep = await loggedInStaff(t, 'rep', ['harbor']);
    // Harbor pays on account and is invoiced as its orders ship.
    await addAccount(
      t.database.db,
      registry,
      { staffId: null, label: 'shell', requestId: 'test' },
      {
        group_key: 'harbor',
        store_code: '',
        name: 'Harbor Point Motors',
        accounting_name: 'Harbor Point Motors Inc',
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

  it('offers shipping beside in production to a received order', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'offer@harborpoint.example' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/console/orders/${order_id}`,
      headers: { cookie: rep.cookie },
    });
    expect(response.json<ConsoleOrderDetailAnswer>().order.next_statuses).toEqual(['in_production', 'shipped', 'cancelled']);
  });

  it('records received → in production → shipped as two moves, invoices once and e-mails the buyer once, that it shipped', async () => {
    const { order_id: id, order_number } = await placeTestOrder(t, 'harbor', { email: 'ready@harborpoint.example' });
    const response = await move(id, {
      to: 'shipped',
      version: 0,
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      note: 'Stock on the shelf',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ConsoleOrderState>()).toMatchObject({
      status: 'shipped',
      version: 1,
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      next_statuses: ['delivered'],
    });

    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.staffId, h.carrier, h.trackingNumber, h.note])).toEqual([
      ['received', 'in_production', rep.account.row.id, null, null, null],
      ['in_production', 'shipped', rep.account.row.id, 'UPS', '1Z999AA10123456784', 'Stock on the shelf'],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.orderId, id)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.field, a.oldValue, a.newValue, a.actor])).toEqual([
      ['status', 'received', 'in_production', rep.account.row.email],
      ['status', 'in_production', 'shipped', rep.account.row.email],
      ['carrier', null, 'UPS', rep.account.row.email],
      ['tracking_number', null, '1Z999AA10123456784', rep.account.row.email],
    ]);

    const emails = await emailsOf(id);
    expect(emails.map((e) => e.event)).toEqual(['shipped']);
    expect(emails[0]!.message).toMatchObject({
      to: ['ready@harborpoint.example'],
      subject: `Your order ${order_number} has shipped`,
    });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, id))).toHaveLength(1);

    const detail = await t.app.inject({ method: 'GET', url: `/api/console/orders/${id}`, headers: { cookie: rep.cookie } });
    expect(detail.json<ConsoleOrderDetailAnswer>().history.map((h) => [h.from, h.to])).toEqual([
      ['received', 'in_production'],
      ['in_production', 'shipped'],
    ]);

    // The buyer's timeline reads each step, in order.
    const buyer = await t.app.inject({
      method: 'POST',
      url: '/v1/retrieve-orders',
      payload: { companyName: 'harbor' },
      headers: { cookie: await groupSessionCookie(t.app, 'harbor') },
    });
    const order = buyer.json().orders.find((o: { order_number: string }) => o.order_number === order_number);
    expect(order.timeline.map((s: { status: string }) => s.status)).toEqual(['received', 'in_production', 'shipped']);
    expect(order.timeline[2]).toMatchObject({ carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
  });

  it('still asks a carrier and a tracking number (400), and an order moved meanwhile is 409; neither changes anything', async () => {
    const { order_id: id } = await placeTestOrder(t, 'harbor', { email: 'meanwhile@harborpoint.example' });
    const before = await consoleState(t.database.db);
    expect((await move(id, { to: 'shipped', version: 0, carrier: 'UPS' })).statusCode).toBe(400);
    expect(await consoleState(t.database.db)).toEqual(before);

    expect((await move(id, { to: 'cancelled', version: 0 })).statusCode).toBe(200);
    const afterCancel = await consoleState(t.database.db);
    const refused = await move(id, {
      to: 'shipped',
      expected_status: 'cancelled',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot move an order from Cancelled to Shipped.');
    const stale = await move(id, { to: 'shipped', version: 0, carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
    expect(stale.statusCode).toBe(409);
    expect(await consoleState(t.database.db)).toEqual(afterCancel);
  });

  it('does not ship an order whose payment never came: it is not made, so not there to move (404)', async () => {
    const { order_id: id } = await placeTestOrder(t, 'harbor', { email: 'unpaid@harborpoint.example' });
    await t.database.db.update(orders).set({ status: 'awaiting_payment' }).where(eq(orders.id, id));
    const before = await consoleState(t.database.db);
    expect(
      (await move(id, { to: 'shipped', version: 0, carrier: 'UPS', tracking_number: '1Z999AA10123456784' })).statusCode,
    ).toBe(404);
    expect(await consoleState(t.database.db)).toEqual(before);
  });
});
