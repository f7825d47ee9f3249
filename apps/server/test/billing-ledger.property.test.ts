import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, invoiceStatus, outstandingCents, readDocumentNumber } from '@portal/domain';
import { addAccount } from '../src/billing/account-store';
import { accountEntries, ledgerOf, listInvoices } from '../src/billing/ledger-store';
import {
  allocatePayment,
  issueCreditNote,
  recordPayment,
  reversePayment,
  takeBackAllocation,
} from '../src/billing/money-changes';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { invoices, orders, paymentAllocations, payments } from '../src/db/schema';
import { AppError } from '../src/errors/app-error';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { setLinePrice } from '../src/billing/line-prices';
import { loggedInStaff } from '../test-support/console';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** In keystone: a tee or hat with a price, and an item on quote ($0). */
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

/** One step of the money desk's day, with indexes into what exists when it runs. */
type Step =
  | { kind: 'ship'; order: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'credit'; invoice: number; cents: number }
  | { kind: 'void'; invoice: number }
  | { kind: 'pay'; cents: number; oldestFirst: boolean }
  | { kind: 'allocate'; payment: number; invoice: number; cents: number }
  | { kind: 'takeBack'; allocation: number }
  | { kind: 'reverse'; payment: number }
  | { kind: 'price'; order: number; cents: number };

const index = fc.nat({ max: 20 });
const cents = fc.integer({ min: 1, max: 20_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('ship' as const), order: index }),
  fc.record({ kind: fc.constant('cancel' as const), order: index }),
  fc.record({ kind: fc.constant('credit' as const), invoice: index, cents }),
  fc.record({ kind: fc.constant('void' as const), invoice: index }),
  fc.record({ kind: fc.constant('pay' as const), cents, oldestFirst: fc.boolean() }),
  fc.record({ kind: fc.constant('allocate' as const), payment: index, invoice: index, cents }),
  fc.record({ kind: fc.constant('takeBack' as const), allocation: index }),
  fc.record({ kind: fc.constant('reverse' as const), payment: index }),
  fc.record({ kind: fc.constant('price' as const), order: index, cents }),
);

describe.each(DATABASE_KINDS)('the ledger keeps its balances whatever the desk does (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let accountId: string;
  const settings = { registry, timeZone: DEFAULT_PROVIDER_TIME_ZONE };
  const actor = { staffId: null, label: 'property', requestId: 'property', scope: null };
  const today = () => new Date().toLocaleDateString('en-CA', { timeZone: DEFAULT_PROVIDER_TIME_ZONE });
  const pick = <T>(items: readonly T[], at: number): T | undefined => (items.length === 0 ? undefined : items[at % items.length]);

  const move = async (orderId: string, to: string) => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const body = to === 'shipped' ? { to, carrier: 'UPS', tracking_number: '1Z999AA10123456784' } : { to };
    return t.app.inject({
      method: 'POST',
      url: `/api/console/orders/${orderId}/status`,
      headers: { cookie: admin },
      payload: { ...body, version: order!.version },
    });
  };

  async function run(step: Step, orderIds: string[]): Promise<void> {
    const entries = await accountEntries(t.database.db, accountId);
    switch (step.kind) {
      case 'ship': {
        const id = pick(orderIds, step.order)!;
        await move(id, 'in_production');
        await move(id, 'shipped');
        return;
      }
      case 'cancel':
        await move(pick(orderIds, step.order)!, 'cancelled');
        return;
      case 'credit':
      case 'void': {
        const invoice = pick(entries.invoices, step.invoice);
        if (!invoice) return;
        await issueCreditNote(t.database.db, settings, actor, {
          invoiceId: invoice.id,
          accountId,
          credit: step.kind === 'void' ? 'void' : { amountCents: step.cents },
          reason: 'Property test',
        });
        return;
      }
      case 'pay':
        await recordPayment(t.database.db, settings, actor, accountId, {
          amount_cents: step.cents,
          received_on: today(),
          method: 'ach',
          reference: 'Property test',
          ...(step.oldestFirst ? {} : { allocations: [] }),
        });
        return;
      case 'allocate': {
        const payment = pick(entries.payments, step.payment);
        const invoice = pick(entries.invoices, step.invoice);
        if (!payment || !invoice) return;
        await allocatePayment(t.database.db, actor, payment.id, [{ invoice_id: invoice.id, amount_cents: step.cents }]);
        return;
      }
      case 'takeBack': {
        const allocation = pick(
          entries.allocations.filter((a) => a.amountCents > 0),
          step.allocation,
        );
        if (allocation) await takeBackAllocation(t.database.db, actor, allocation.id);
        return;
      }
      case 'price': {
        // The order's line on quote, priced: the order's total and, when it is due, its invoice follow.
        await setLinePrice(t.database.db, settings, actor, {
          orderId: pick(orderIds, step.order)!,
          lineNo: 2,
          unitPriceCents: step.cents,
        });
        return;
      }
      case 'reverse': {
        const payment = pick(entries.payments, step.payment);
        if (payment) await reversePayment(t.database.db, settings, actor, payment.id, 'Property test');
      }
    }
  }

  /** The rules of the issue, checked against the database after every step. */
  async function checkRules(): Promise<void> {
    const entries = await accountEntries(t.database.db, accountId);
    const ledger = ledgerOf(entries);
    const [sums] = (
      (await t.database.db.execute(sql`
        select
          (select coalesce(sum(total_cents), 0) from invoices where account_id = ${accountId}) as invoiced,
          (select coalesce(sum(amount_cents), 0) from credit_notes where account_id = ${accountId}) as credited,
          (select coalesce(sum(amount_cents), 0) from payments where account_id = ${accountId}) as paid`)) as unknown as {
        rows: { invoiced: string; credited: string; paid: string }[];
      }
    ).rows;
    // The balance is invoices less credit notes less payments, in SQL and in the domain alike.
    expect(Number(sums!.invoiced) - Number(sums!.credited) - Number(sums!.paid)).toBe(accountBalance(ledger));
    const listed = await listInvoices(t.database.db, null, { account: accountId });
    for (const invoice of ledger.invoices) {
      const outstanding = outstandingCents(ledger, invoice);
      // Credit notes and payments never take an invoice below nothing.
      expect(outstanding).toBeGreaterThanOrEqual(0);
      const row = listed.find((l) => l.id === invoice.id)!;
      expect(row.status).toBe(invoiceStatus(ledger, invoice));
      expect(row.outstanding_cents).toBe(outstanding);
    }
    // A payment's allocations never exceed it, nor go below nothing.
    for (const payment of entries.payments.filter((p) => p.amountCents > 0)) {
      const given = entries.allocations.filter((a) => a.paymentId === payment.id).reduce((total, a) => total + a.amountCents, 0);
      expect(given).toBeGreaterThanOrEqual(0);
      expect(given).toBeLessThanOrEqual(payment.amountCents);
    }
    // An invoice's total is its order's total as the server priced it.
    for (const invoice of entries.invoices) {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, invoice.orderId));
      expect(invoice.totalCents).toBe(order!.totalCents);
    }
    // Numbers have no gaps.
    const sequences = (await t.database.db.select({ number: invoices.number }).from(invoices))
      .map((row) => readDocumentNumber(row.number)!.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  }

  /** An order on account of a priced tee and a line on quote ($0), whose invoice waits for its price. */
  const placeOrderWithQuote = async () => {
    const cart = [...linesFor('keystone', PRICED, 2), ...linesFor('keystone', ON_QUOTE, 12)];
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody('keystone', cart, { bypassPaypal: true, bypassCode: 'ONACCOUNT' }),
      headers: { cookie: withCookies(await groupSessionCookie(t.app, 'keystone')) },
      remoteAddress: '10.253.0.1',
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<{ order_id: string }>().order_id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    admin = (await loggedInStaff(t, 'admin')).cookie;
    accountId = (
      await addAccount(t.database.db, registry, actor, {
        group_key: 'keystone',
        store_code: '',
        name: 'Keystone Valley Motors',
        accounting_name: 'Keystone Valley Motors',
        address: [],
        terms: 'net_15',
        credit_limit_cents: null,
        contacts: [],
        invoice_when: 'shipped',
        reminder_days: [0],
      })
    ).id;
  });
  afterAll(async () => t?.close());

  it('after every step of random days of shipments, cancellations, prices set on quote, credit notes, voids, payments, allocations, take-backs and reversals', async () => {
    let refused = 0;
    let done = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const orderIds = [];
        for (let i = 0; i < 3; i += 1) orderIds.push(await placeOrderWithQuote());
        for (const s of steps) {
          try {
            await run(s, orderIds);
            done += 1;
          } catch (error) {
            // A refusal is a 4xx with a reason, and changes nothing the rules could notice.
            if (!(error instanceof AppError)) throw error;
            refused += 1;
          }
          await checkRules();
        }
      }),
      { numRuns: 25, seed: 20261127 },
    );
    // The runs did real work: both kinds of outcome happened, and money moved.
    expect(done).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(0);
    expect((await t.database.db.select().from(payments)).length).toBeGreaterThan(0);
    expect((await t.database.db.select().from(paymentAllocations)).length).toBeGreaterThan(0);
    // Lines were priced, and orders so priced were invoiced at their new total.
    expect((await t.database.db.select().from(invoices)).length).toBeGreaterThan(3);
    const [priced] = (
      (await t.database.db.execute(sql`select count(*)::int as n from audit_log where field = 'unit_price'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(priced!.n).toBeGreaterThan(0);
  }, 120_000);
});
