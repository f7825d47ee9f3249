import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseOrderEventData, type ConsoleBillingAccountAddBody } from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import { addAccount } from '../src/billing/account-store';
import { issueInvoiceIfDue, SYSTEM_ACTOR } from '../src/billing/invoice-issuing';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { billingAccounts, emailOutbox, invoices, orderEvents, orders, orderStatusHistory } from '../src/db/schema';
import { insertOrder } from '../src/order-store/order-store';
import { contextOf } from '../src/app';
import { checkOrder } from '../src/ordering/check-order';
import { chargeCheckedOrder } from '../src/ordering/order-charges';
import { moveStatus, setShipDate, type OrderActor, type StatusMove } from '../src/ordering/fulfilment-store';
import { addTestStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const settings = { registry, timeZone: DEFAULT_PROVIDER_TIME_ZONE };
const shell = { staffId: null, label: 'shell', requestId: 'test' };
/** The clock of the invoices issued here by hand: its year names their numbers. */
const CLOCK = new Date('2031-03-12T15:00:00Z');

const account = (over: Partial<ConsoleBillingAccountAddBody>): ConsoleBillingAccountAddBody => ({
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
  ...over,
});

/**
 * Faults the tests set off by the buyer's address: an order of `refused-placing.…` cannot be
 * written; a status e-mail of an order of `refused-status.…`, or an invoice e-mail of one of
 * `refused-invoice.…`, cannot be queued. Each fails the statement or transaction it is part of.
 */
const FAULTS = [
  `create function refuse_marked_order() returns trigger language plpgsql as $$
   begin
     if new.email like 'refused-placing.%' then raise exception 'refused: %', new.email; end if;
     return new;
   end $$`,
  'create trigger refuse_marked_order after insert on orders for each row execute function refuse_marked_order()',
  `create function refuse_marked_email() returns trigger language plpgsql as $$
   begin
     if exists (select 1 from orders o where o.id = new.order_id
                and ((new.kind = 'status' and o.email like 'refused-status.%')
                  or (new.kind = 'invoice' and o.email like 'refused-invoice.%'))) then
       raise exception 'refused: % e-mail', new.kind;
     end if;
     return new;
   end $$`,
  'create trigger refuse_marked_email after insert on email_outbox for each row execute function refuse_marked_email()',
];

/** What the database said when it refused a change (Drizzle wraps it as the failed query's cause). */
const refusal = async (change: Promise<unknown>): Promise<string> => {
  const error = await change.then(
    () => null,
    (failure: unknown) => failure as Error & { cause?: Error },
  );
  if (!error) throw new Error('the change was not refused');
  return error.cause?.message ?? error.message;
};

describe.each(DATABASE_KINDS)('order events (%s)', (kind) => {
  let t: TestApp;
  let paypal: FakePayPal;
  let actor: OrderActor;

  const eventsOf = async (orderId: string) =>
    (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))).map(
      (row) => ({ kind: row.kind, actor: row.actor, staffId: row.staffId, data: parseOrderEventData(row.kind, row.data) }),
    );
  const kindsOf = async (orderId: string) => (await eventsOf(orderId)).map((event) => event.kind);
  const orderRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const emailsOf = async (orderId: string) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(asc(emailOutbox.id))).map(
      (row) => [row.kind, row.event],
    );
  const historyOf = (orderId: string) =>
    t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
  const move = (orderId: string, to: StatusMove['to'], over: Partial<StatusMove> = {}) =>
    moveStatus(t.database.db, settings, actor, { orderId, to, ...over });
  const ship = (orderId: string) => move(orderId, 'shipped', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  const eventCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(orderEvents))[0]!.n);

  beforeAll(async () => {
    paypal = await startFakePayPal();
    t = await createTestApp(kind, {
      billingAccounts: 'none',
      paypal: { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 5000 },
    });
    for (const statement of FAULTS) await t.database.db.execute(sql.raw(statement));
    // Harbor is invoiced as its orders ship; Maple as they are placed.
    await addAccount(t.database.db, registry, shell, account({}));
    await addAccount(
      t.database.db,
      registry,
      shell,
      account({ group_key: 'maple', name: 'Maple Grove Auto', invoice_when: 'placed' }),
    );
    const rep = await addTestStaff(t, 'rep', ['harbor', 'maple']);
    actor = { staffId: rep.row.id, email: rep.row.email, scope: ['harbor', 'maple'], requestId: 'test' };
  });
  afterAll(async () => {
    await t?.close();
    await paypal?.close();
  });
  beforeEach(() => paypal.reset());

  it('records an order on account placed in the statement that places it, by the buyer, with its e-mails as before', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'placed@harborpoint.example' });
    const order = await orderRow(order_id);
    expect(await eventsOf(order_id)).toEqual([
      {
        kind: 'placed',
        actor: 'buyer',
        staffId: null,
        data: { payment: 'account', total_cents: order.totalCents, capture_id: null },
      },
    ]);
    const [row] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order_id));
    expect(row!.at).toEqual(order.placedAt);
    expect(await emailsOf(order_id)).toEqual([
      ['provider', null],
      ['buyer', null],
    ]);
  });

  it('records an order a staff member placed for a buyer as placed by them', async () => {
    const tenant = registry.groups.get('harbor')!;
    const checked = checkOrder(tenant, { lines: linesFor('harbor', '1640', 2), store: '' }, () => true);
    const order = await insertOrder(
      t.database.run,
      {
        tenant,
        buyer: { firstName: 'Dana', lastName: 'Whitlock', email: 'for-buyer@harborpoint.example' },
        customerPo: '',
        checked,
        ...chargeCheckedOrder(contextOf(t.app), tenant, checked, { shipTo: undefined, shippingMethod: undefined }),
        payment: 'account',
        status: 'on_account',
        maskedBypassCode: null,
        bypassStoreCode: null,
        offerVersion: null,
        idempotency: null,
        browserId: null,
        placedByStaffId: actor.staffId,
      },
      { timeZone: DEFAULT_PROVIDER_TIME_ZONE, confirmationsPerRecipientHour: 5 },
    );
    expect(await eventsOf(order.id)).toEqual([
      {
        kind: 'placed',
        actor: 'staff',
        staffId: actor.staffId,
        data: { payment: 'account', total_cents: order.totalCents, capture_id: null },
      },
    ]);
  });

  it('records a PayPal order placed when its capture completes, once, and nothing while it awaits payment', async () => {
    const session = await groupSessionCookie(t.app, 'summit');
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie: withCookies(session) } });
    const created = await post('/v1/create-order', checkoutBody('summit', linesFor('summit', '1640', 2)));
    expect(created.statusCode, created.body).toBe(201);
    const paypalOrderId = created.json<{ order_id: string }>().order_id;
    const [awaiting] = await t.database.db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId));
    expect(await eventsOf(awaiting!.id)).toEqual([]);

    paypal.approve(paypalOrderId);
    for (let i = 0; i < 2; i += 1)
      expect((await post('/v1/capture-order', { order_id: paypalOrderId, companyName: 'summit' })).statusCode).toBe(200);
    const paid = await orderRow(awaiting!.id);
    expect(await eventsOf(paid.id)).toEqual([
      {
        kind: 'placed',
        actor: 'buyer',
        staffId: null,
        data: { payment: 'paypal', total_cents: paid.totalCents, capture_id: paid.captureId },
      },
    ]);
    expect(paid.captureId).not.toBeNull();
    expect(await emailsOf(paid.id)).toEqual([
      ['provider', null],
      ['buyer', null],
    ]);
  });

  it('records a move with its staff member and its row of the status history, and e-mails the buyer as before', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'moved@harborpoint.example' });
    await move(order_id, 'in_production', { note: 'Logos digitised' });
    expect((await eventsOf(order_id)).slice(1)).toEqual([
      {
        kind: 'moved',
        actor: 'staff',
        staffId: actor.staffId,
        data: { from: 'received', to: 'in_production', note: 'Logos digitised' },
      },
    ]);
    const history = await historyOf(order_id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.staffId, h.note])).toEqual([
      ['received', 'in_production', actor.staffId, 'Logos digitised'],
    ]);
    const [, event] = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order_id))
      .orderBy(asc(orderEvents.id));
    expect(event!.at).toEqual(history[0]!.at);
    expect(await emailsOf(order_id)).toEqual([
      ['provider', null],
      ['buyer', null],
      ['status', 'in_production'],
    ]);
  });

  it('records a shipment, then the invoice it issues, and queues the invoice and the buyer’s e-mail as before', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'shipped@harborpoint.example' });
    await move(order_id, 'in_production');
    await ship(order_id);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id));
    const events = await eventsOf(order_id);
    expect(events.map((event) => event.kind)).toEqual(['placed', 'moved', 'shipped', 'invoiced']);
    expect(events.slice(2)).toEqual([
      {
        kind: 'shipped',
        actor: 'staff',
        staffId: actor.staffId,
        data: { from: 'in_production', to: 'shipped', note: null, carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
      },
      {
        kind: 'invoiced',
        actor: 'staff',
        staffId: actor.staffId,
        data: { invoice_id: invoice!.id, number: invoice!.number, total_cents: invoice!.totalCents },
      },
    ]);
    expect((await historyOf(order_id)).map((h) => [h.toStatus, h.carrier, h.trackingNumber])).toEqual([
      ['in_production', null, null],
      ['shipped', 'UPS', '1Z999AA10123456784'],
    ]);
    expect(await emailsOf(order_id)).toEqual([
      ['provider', null],
      ['buyer', null],
      ['status', 'in_production'],
      ['invoice', null],
      ['status', 'shipped'],
    ]);
  });

  it('records an invoice issued at placement by the system, after the placement', async () => {
    const { order_id } = await placeTestOrder(t, 'maple', { email: 'invoiced@maplegrove.example' });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id));
    expect(await eventsOf(order_id)).toMatchObject([
      { kind: 'placed', actor: 'buyer' },
      { kind: 'invoiced', actor: 'system', staffId: null, data: { invoice_id: invoice!.id, number: invoice!.number } },
    ]);
    expect(await emailsOf(order_id)).toEqual([
      ['provider', null],
      ['buyer', null],
      ['invoice', null],
    ]);
  });

  it('records an invoice the sweep issues on its own clock', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'swept@harborpoint.example' });
    // The account now invoices at placement: the order's invoice fell due, and nothing issued it.
    await t.database.db.update(billingAccounts).set({ invoiceWhen: 'placed' }).where(eq(billingAccounts.groupKey, 'harbor'));
    try {
      const invoice = await t.database.db.transaction((tx) => issueInvoiceIfDue(tx, settings, order_id, SYSTEM_ACTOR, CLOCK));
      expect(invoice!.number).toMatch(/^INV-2031-/);
      expect((await eventsOf(order_id)).slice(1)).toEqual([
        {
          kind: 'invoiced',
          actor: 'system',
          staffId: null,
          data: { invoice_id: invoice!.id, number: invoice!.number, total_cents: invoice!.totalCents },
        },
      ]);
    } finally {
      await t.database.db.update(billingAccounts).set({ invoiceWhen: 'shipped' }).where(eq(billingAccounts.groupKey, 'harbor'));
    }
  });

  it('records a cancel with the reason the buyer reads, and issues no invoice', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'cancelled@harborpoint.example' });
    await move(order_id, 'cancelled', { note: 'Ordered twice' });
    expect((await eventsOf(order_id)).slice(1)).toEqual([
      {
        kind: 'cancelled',
        actor: 'staff',
        staffId: actor.staffId,
        data: { from: 'received', to: 'cancelled', note: 'Ordered twice' },
      },
    ]);
    expect(await emailsOf(order_id)).toEqual([
      ['provider', null],
      ['buyer', null],
      ['status', 'cancelled'],
    ]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id))).toEqual([]);
  });

  it('records a new ship date and a cleared one; only the new one is e-mailed', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'dated@harborpoint.example' });
    await setShipDate(t.database.db, settings, actor, { orderId: order_id, estShipDate: '2031-05-02' });
    await setShipDate(t.database.db, settings, actor, { orderId: order_id, estShipDate: null, lineNo: 1 });
    expect((await eventsOf(order_id)).slice(1)).toEqual([
      { kind: 'ship_date_changed', actor: 'staff', staffId: actor.staffId, data: { line_no: null, est_ship_date: '2031-05-02' } },
      { kind: 'ship_date_changed', actor: 'staff', staffId: actor.staffId, data: { line_no: 1, est_ship_date: null } },
    ]);
    expect((await emailsOf(order_id)).slice(2)).toEqual([['status', 'ship_date_changed']]);
  });

  it('writes no event for an order whose statement fails', async () => {
    const before = await eventCount();
    await expect(placeTestOrder(t, 'harbor', { email: 'refused-placing.order@harborpoint.example' })).rejects.toThrow(
      /answered 500/,
    );
    expect(
      await t.database.db.select().from(orders).where(eq(orders.email, 'refused-placing.order@harborpoint.example')),
    ).toEqual([]);
    expect(await eventCount()).toBe(before);
  });

  it('rolls a move back with its events and history when what follows from it fails', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'refused-status.move@harborpoint.example' });
    expect(await refusal(move(order_id, 'in_production'))).toMatch(/refused: status e-mail/);
    expect(await kindsOf(order_id)).toEqual(['placed']);
    expect(await historyOf(order_id)).toEqual([]);
    expect((await orderRow(order_id)).fulfilmentStatus).toBe('received');
  });

  it('rolls a shipment back with its invoice and both events when the invoice cannot be e-mailed', async () => {
    const { order_id } = await placeTestOrder(t, 'harbor', { email: 'refused-invoice.ship@harborpoint.example' });
    await move(order_id, 'in_production');
    expect(await refusal(ship(order_id))).toMatch(/refused: invoice e-mail/);
    expect(await kindsOf(order_id)).toEqual(['placed', 'moved']);
    expect((await historyOf(order_id)).map((h) => h.toStatus)).toEqual(['in_production']);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id))).toEqual([]);
    expect((await orderRow(order_id)).fulfilmentStatus).toBe('in_production');
  });
});

describe('the writers of the outbox and of order events', () => {
  const SRC = fileURLToPath(new URL('../src', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  const writersOf = (table: RegExp) =>
    sources(SRC)
      .filter((path) => table.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .sort();

  it('queues every e-mail through one module', () => {
    expect(writersOf(/insert\(emailOutbox\)|insert\s+into\s+email_outbox/i)).toEqual(['db/email-outbox.ts']);
  });

  it('records every order event, and every move of the status history but the demo’s made-up past, through one module', () => {
    expect(writersOf(/insert\(orderEvents\)|insert\s+into\s+order_events/i)).toEqual(['order-store/order-events.ts']);
    expect(writersOf(/insert\(orderStatusHistory\)|insert\s+into\s+order_status_history/i)).toEqual([
      'demo/demo-history.ts',
      'order-store/order-events.ts',
    ]);
  });
});
