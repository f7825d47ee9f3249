import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocumentNumber, type ConsoleBillingAccountAddBody, type InvoiceSnapshot } from '@portal/domain';
import { addAccount } from '../src/billing/account-store';
import { issueDueInvoices, SYSTEM_ACTOR } from '../src/billing/invoice-issuing';
import { billingAccounts, billingAudit, emailOutbox, invoices, orderLines, orders } from '../src/db/schema';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { localDay } from '../src/time/local-time';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

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
  reminder_days: [0, 30, 60],
  ...over,
});

describe.each(DATABASE_KINDS)('invoices (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const ship = async (orderId: string) => {
    expect((await call('POST', `/api/console/orders/${orderId}/status`, { to: 'in_production', version: 0 })).statusCode).toBe(
      200,
    );
    const shipped = await call('POST', `/api/console/orders/${orderId}/status`, {
      to: 'shipped',
      version: 1,
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  };
  const invoiceOf = async (orderId: string) => {
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row ?? null;
  };
  const actor = { staffId: null, label: 'shell', requestId: 'test' };
  const settings = { registry, timeZone: DEFAULT_PROVIDER_TIME_ZONE };

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    admin = (await loggedInStaff(t, 'admin')).cookie;
  });
  afterAll(async () => t?.close());

  it('bills no order placed before its account was opened, and takes no order on account for a group without one', async () => {
    // No order on account is placed that no account would bill (orders-without-account tests say how it is refused).
    await expect(placeTestOrder(t, 'cedar')).rejects.toThrow(/answered 422/);
    await addAccount(t.database.db, registry, actor, account({}));
    const before = await placeTestOrder(t, 'harbor');
    // Placed, as far as the books know, the day before the account opened: billed outside the portal.
    const dayBefore = new Date(Date.now() - 86_400_000);
    await t.database.db.update(orders).set({ createdAt: dayBefore, placedAt: dayBefore }).where(eq(orders.id, before.order_id));
    await ship(before.order_id);
    expect(await invoiceOf(before.order_id)).toBeNull();
  });

  it('issues the invoice as the order ships: numbered, a snapshot of the order, audited, and e-mailed with its PDF', async () => {
    const { order_id, order_number } = await placeTestOrder(t, 'harbor', { customer_po: 'HP-FALL-22' });
    expect(await invoiceOf(order_id)).toBeNull();
    await ship(order_id);
    const invoice = await invoiceOf(order_id);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, order_id));
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order_id))
      .orderBy(asc(orderLines.lineNo));
    const today = localDay(Date.now(), settings.timeZone);
    expect(readDocumentNumber(invoice!.number)).toEqual({ kind: 'INV', year: Number(today.slice(0, 4)), sequence: 1 });
    expect(invoice!.totalCents).toBe(order!.totalCents);
    expect(invoice!.issuedOn).toBe(today);
    const snapshot = invoice!.snapshot as InvoiceSnapshot;
    expect(snapshot).toMatchObject({
      number: invoice!.number,
      due_on: invoice!.dueOn,
      terms: 'net_30',
      account: { name: 'Harbor Point Motors', accounting_name: 'Harbor Point Motors (AR)' },
      group: { key: 'harbor', title: 'Harbor Point Motors' },
      order: { id: order_id, number: order_number, customer_po: 'HP-FALL-22' },
      buyer: { name: 'Rosa Delgado', email: 'rosa.delgado@example.com' },
      total_cents: order!.totalCents,
      provider: { name: 'Crestline Branded Supply', email: 'billing@crestline-supply.example' },
    });
    expect(snapshot.lines.map((l) => [l.code, l.quantity, l.unit_price_cents, l.line_total_cents])).toEqual(
      lines.map((l) => [l.code, l.quantity, l.unitPriceCents, l.quantity * l.unitPriceCents]),
    );
    // The lines make the goods; goods + freight + tax make the total, as the order was charged.
    expect(snapshot.lines.reduce((sum, l) => sum + l.line_total_cents, 0)).toBe(order!.goodsCents);
    expect(snapshot.charges).toMatchObject({
      goods_cents: order!.goodsCents,
      freight_cents: order!.freightCents,
      tax_cents: order!.taxCents,
    });
    expect(order!.goodsCents! + order!.freightCents + order!.taxCents).toBe(snapshot.total_cents);
    expect(snapshot.ship_to).toEqual(order!.shipTo);
    // Each line is named as the buyer's screens name it: the full name, not the console's short one.
    expect(lines.some((l) => l.name !== l.description)).toBe(true);
    expect(snapshot.lines.map((l) => l.name)).toEqual(lines.map((l) => l.description));
    const [audit] = await t.database.db.select().from(billingAudit).where(eq(billingAudit.subjectId, invoice!.id));
    expect(audit).toMatchObject({ action: 'invoice_issued', actor: expect.stringMatching(/^admin\./) });
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.messageId, `${invoice!.id}.invoice`));
    expect(email).toMatchObject({ kind: 'invoice', orderId: order_id });
    expect(email!.message).toMatchObject({
      to: ['payables@harbor-auto.example'],
      subject: expect.stringContaining(invoice!.number),
      documents: [{ kind: 'invoice', id: invoice!.id, filename: `${invoice!.number}.pdf` }],
    });
  });

  it('an invoice is never rewritten: the database refuses to change or remove one', async () => {
    const [invoice] = await t.database.db.select().from(invoices).limit(1);
    await expect(t.database.db.update(invoices).set({ totalCents: 1 }).where(eq(invoices.id, invoice!.id))).rejects.toThrow();
    await expect(t.database.db.delete(invoices).where(eq(invoices.id, invoice!.id))).rejects.toThrow();
    const [still] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(still).toEqual(invoice);
  });

  it('bills a store that pays on its own to its account, and names the store whose code was used', async () => {
    await addAccount(t.database.db, registry, actor, account({ group_key: 'guardian', name: 'Guardian Automotive Family' }));
    await addAccount(
      t.database.db,
      registry,
      actor,
      account({ group_key: 'guardian', store_code: 'GDCH01', name: 'Guardian Chevrolet of Ashford', terms: 'net_15' }),
    );
    const store = await placeTestOrder(t, 'guardian', { store: 'GDCH01', bypassCode: 'gdch01' });
    const group = await placeTestOrder(t, 'guardian', { store: 'GDFD01', bypassCode: 'GDCH01' });
    await ship(store.order_id);
    await ship(group.order_id);
    const storeInvoice = await invoiceOf(store.order_id);
    const groupInvoice = await invoiceOf(group.order_id);
    const accounts = await t.database.db.select().from(billingAccounts).where(eq(billingAccounts.groupKey, 'guardian'));
    expect(storeInvoice!.accountId).toBe(accounts.find((a) => a.storeCode === 'GDCH01')!.id);
    expect(groupInvoice!.accountId).toBe(accounts.find((a) => a.storeCode === '')!.id);
    expect((storeInvoice!.snapshot as InvoiceSnapshot).terms).toBe('net_15');
    expect((storeInvoice!.snapshot as InvoiceSnapshot).bypass_code).toBe('GDCH01 (Guardian Chevrolet of Ashford)');
    expect((storeInvoice!.snapshot as InvoiceSnapshot).store).toMatchObject({ name: 'Guardian Chevrolet of Ashford' });
    // A code that is no store's is named masked, as the order's e-mails name it.
    const lakeshoreSnapshot = async () => {
      await addAccount(t.database.db, registry, actor, account({ group_key: 'lakeshore', name: 'Lakeshore Motor Company' }));
      const order = await placeTestOrder(t, 'lakeshore');
      await ship(order.order_id);
      return (await invoiceOf(order.order_id))!.snapshot as InvoiceSnapshot;
    };
    expect((await lakeshoreSnapshot()).bypass_code).toMatch(/^•+CT$/);
  });

  it('issues at placement where the account says so, and not for a cancelled order', async () => {
    await addAccount(
      t.database.db,
      registry,
      actor,
      account({ group_key: 'maple', name: 'Maple Grove Auto', invoice_when: 'placed', terms: 'due_on_receipt' }),
    );
    const placed = await placeTestOrder(t, 'maple');
    const invoice = await invoiceOf(placed.order_id);
    expect(invoice).not.toBeNull();
    expect(invoice!.dueOn).toBe(invoice!.issuedOn);
    await addAccount(t.database.db, registry, actor, account({ group_key: 'northstar', name: 'North Star Motors' }));
    const cancelled = await placeTestOrder(t, 'northstar');
    const response = await call('POST', `/api/console/orders/${cancelled.order_id}/status`, { to: 'cancelled', version: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await issueDueInvoices(t.database.db, settings)).toBe(0);
    expect(await invoiceOf(cancelled.order_id)).toBeNull();
  });

  it('numbers concurrent shipments without a gap or a repeat', async () => {
    await addAccount(t.database.db, registry, actor, account({ group_key: 'prairie', name: 'Prairie Wind Dealerships' }));
    const placed = await Promise.all(Array.from({ length: 8 }, () => placeTestOrder(t, 'prairie')));
    for (const { order_id } of placed)
      expect((await call('POST', `/api/console/orders/${order_id}/status`, { to: 'in_production', version: 0 })).statusCode).toBe(
        200,
      );
    const shipped = await Promise.all(
      placed.map(({ order_id }) =>
        call('POST', `/api/console/orders/${order_id}/status`, {
          to: 'shipped',
          version: 1,
          carrier: 'FedEx',
          tracking_number: '449044304137821',
        }),
      ),
    );
    expect(shipped.map((r) => r.statusCode)).toEqual(placed.map(() => 200));
    const all = await t.database.db.select().from(invoices);
    const sequences = all.map((i) => readDocumentNumber(i.number)!.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  });

  it('the sweep issues what fell due and was not issued, once, even run twice at once', async () => {
    await addAccount(t.database.db, registry, actor, account({ group_key: 'redrock', name: 'Red Rock Auto Group' }));
    const order = await placeTestOrder(t, 'redrock');
    // As if issuing at the shipment had failed: the order shipped without its invoice.
    await t.database.db.update(orders).set({ fulfilmentStatus: 'shipped' }).where(eq(orders.id, order.order_id));
    const [first, second] = await Promise.all([
      issueDueInvoices(t.database.db, settings),
      issueDueInvoices(t.database.db, settings),
    ]);
    expect(first + second).toBe(1);
    const invoice = await invoiceOf(order.order_id);
    const [audit] = await t.database.db.select().from(billingAudit).where(eq(billingAudit.subjectId, invoice!.id));
    expect(audit!.actor).toBe(SYSTEM_ACTOR.label);
  });
});
