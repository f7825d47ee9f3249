import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountBalance,
  creditNoteParts,
  invoiceParts,
  invoiceStatus,
  MONEY_PARTS,
  outstandingCents,
  partsTotal,
  quickBooksInvoiceRows,
  readDocumentNumber,
  taxOn,
  XERO_SALES_COLUMNS,
  xeroInvoiceRows,
  type CreditNoteSnapshot,
  type InvoiceSnapshot,
} from '@portal/domain';
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
import { creditNotes, invoices, orders, paymentAllocations, payments } from '../src/db/schema';
import { AppError } from '../src/errors/app-error';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { setLinePrice } from '../src/billing/line-prices';
import { loggedInStaff } from '../test-support/console';
import {
  asPlacedBeforeCharges,
  chargeTestOrder,
  GROUND,
  KANSAS_CERTIFICATE,
  SHIP_TO_BY_STATE,
} from '../test-support/order-charges';
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
  | { kind: 'credit'; invoice: number; cents: number; freight: number; tax: number; parts: boolean }
  | { kind: 'void'; invoice: number }
  | { kind: 'pay'; cents: number; oldestFirst: boolean }
  | { kind: 'allocate'; payment: number; invoice: number; cents: number }
  | { kind: 'takeBack'; allocation: number }
  | { kind: 'reverse'; payment: number }
  | { kind: 'price'; order: number; cents: number };

const index = fc.nat({ max: 20 });
const cents = fc.integer({ min: 1, max: 20_000 });
// Shipping and pricing come often enough that most orders are invoiced, and credit notes often
// enough that freight and tax are credited within a run.
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('ship' as const), order: index }), weight: 3 },
  fc.record({ kind: fc.constant('cancel' as const), order: index }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      invoice: index,
      cents: fc.integer({ min: 0, max: 5_000 }),
      // Ground is $12.50 and the tax a few dollars: most asks fit, some go past what is left.
      freight: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_300 })),
      tax: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 })),
      // A credit note names its goods, freight and tax, or gives an amount alone (all goods).
      parts: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('void' as const), invoice: index }),
  fc.record({ kind: fc.constant('pay' as const), cents, oldestFirst: fc.boolean() }),
  fc.record({ kind: fc.constant('allocate' as const), payment: index, invoice: index, cents }),
  fc.record({ kind: fc.constant('takeBack' as const), allocation: index }),
  fc.record({ kind: fc.constant('reverse' as const), payment: index }),
  { arbitrary: fc.record({ kind: fc.constant('price' as const), order: index, cents }), weight: 3 },
);

/** How an order is charged: placed before freight and tax (null), or shipped to a state, with or without freight, exempt or not. */
type Charge = { state: keyof typeof SHIP_TO_BY_STATE; freight: boolean; exempt: boolean };
const charge: fc.Arbitrary<Charge | null> = fc.option(
  fc.record({
    state: fc.constantFrom(...(Object.keys(SHIP_TO_BY_STATE) as (keyof typeof SHIP_TO_BY_STATE)[])),
    freight: fc.boolean(),
    // The account's Kansas certificate: it exempts the orders shipped to Kansas, and no other.
    exempt: fc.boolean(),
  }),
  { freq: 4 },
);

const dollarCents = (dollars: string): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(dollars);
  if (!match) throw new Error(`not dollars with two decimals: ${dollars}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};
const XERO_AT = {
  quantity: XERO_SALES_COLUMNS.indexOf('*Quantity'),
  unit: XERO_SALES_COLUMNS.indexOf('*UnitAmount'),
  tax: XERO_SALES_COLUMNS.indexOf('TaxAmount'),
};

/** The clock of the whole file: a weekday afternoon in the provider's zone, years from any real today. */
const NOW = new Date('2030-03-04T19:00:00Z');
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
          credit:
            step.kind === 'void'
              ? 'void'
              : step.parts
                ? { goodsCents: step.cents, freightCents: step.freight, taxCents: step.tax }
                : { amountCents: step.cents },
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
    // An invoice's total is its order's total as the server priced it, and goods + freight + tax,
    // in its snapshot, in the order and in the accounting files' rows alike.
    const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.accountId, accountId));
    for (const invoice of entries.invoices) {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, invoice.orderId));
      expect(invoice.totalCents).toBe(order!.totalCents);
      const snapshot = invoice.snapshot as InvoiceSnapshot;
      const charged = invoiceParts(snapshot);
      expect(partsTotal(charged)).toBe(invoice.totalCents);
      expect(snapshot.total_cents).toBe(invoice.totalCents);
      if (order!.goodsCents !== null)
        expect(charged).toEqual({
          goods_cents: order!.goodsCents,
          freight_cents: order!.freightCents,
          tax_cents: order!.taxCents,
        });
      const quickBooks = quickBooksInvoiceRows([snapshot]).reduce(
        (sum, row) => sum + dollarCents(row[8]!) + dollarCents(row[10]!),
        0,
      );
      expect(quickBooks).toBe(invoice.totalCents);
      const xero = xeroInvoiceRows(snapshot).reduce(
        (sum, row) => sum + Number(row[XERO_AT.quantity]) * dollarCents(row[XERO_AT.unit]!) + dollarCents(row[XERO_AT.tax]!),
        0,
      );
      expect(xero).toBe(invoice.totalCents);
      // Its credit notes are each the sum of their parts, and never credit more of a part than it charged.
      const credited = notes
        .filter((note) => note.invoiceId === invoice.id)
        .map((note) => {
          const parts = creditNoteParts({ parts: (note.snapshot as CreditNoteSnapshot).parts, amount_cents: note.amountCents });
          expect(partsTotal(parts)).toBe(note.amountCents);
          return parts;
        });
      for (const part of MONEY_PARTS) {
        const sum = credited.reduce((total, parts) => total + parts[part], 0);
        expect(sum).toBeLessThanOrEqual(charged[part]);
        expect(credited.every((parts) => parts[part] >= 0)).toBe(true);
      }
    }
    // Every order charged with freight and tax adds up, its tax its rate on what it taxed, half up.
    for (const order of await t.database.db.select().from(orders)) {
      if (order.goodsCents === null) continue;
      expect(order.goodsCents + order.freightCents + order.taxCents).toBe(order.totalCents);
      expect(order.taxCents).toBe(order.tax ? taxOn(order.tax.taxable_cents, order.tax.rate_thousandths) : 0);
    }
    // Numbers have no gaps.
    const sequences = (await t.database.db.select({ number: invoices.number }).from(invoices))
      .map((row) => readDocumentNumber(row.number)!.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  }

  /**
   * An order on account of a priced tee and a line on quote ($0), whose invoice waits for its price,
   * shipped to `charge`'s state with Ground freight or none, exempt by its certificate where it says so.
   */
  const placeOrderWithQuote = async (charge: Charge | null) => {
    const cart = [...linesFor('keystone', PRICED, 2), ...linesFor('keystone', ON_QUOTE, 12)];
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody('keystone', cart, { bypassPaypal: true, bypassCode: 'ONACCOUNT' }),
      headers: { cookie: withCookies(await groupSessionCookie(t.app, 'keystone')) },
      remoteAddress: '10.253.0.1',
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    const orderId = response.json<{ order_id: string }>().order_id;
    if (charge)
      await chargeTestOrder(t.database.db, orderId, {
        shipTo: SHIP_TO_BY_STATE[charge.state],
        method: charge.freight ? GROUND : null,
        exemptions: charge.exempt ? [KANSAS_CERTIFICATE] : [],
      });
    else await asPlacedBeforeCharges(t.database.db, orderId);
    return orderId;
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
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
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('after every step of random days of orders charged with freight and tax (or placed before them), shipments, cancellations, prices set on quote, credit notes of goods, freight and tax, voids, payments, allocations, take-backs and reversals', async () => {
    let refused = 0;
    let done = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(charge, { minLength: 3, maxLength: 3 }),
        fc.array(step, { minLength: 4, maxLength: 14 }),
        async (charges, steps) => {
          const orderIds = [];
          for (const c of charges) orderIds.push(await placeOrderWithQuote(c));
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
        },
      ),
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
    // Invoices of orders charged with freight and tax were issued, exempt and taxed ones among them,
    // and credit notes credited freight and tax.
    const charged = (await t.database.db.select().from(invoices)).map((i) => (i.snapshot as InvoiceSnapshot).charges);
    expect(charged.filter((c) => c && c.tax_cents > 0).length).toBeGreaterThan(0);
    expect(charged.filter((c) => c?.exemption).length).toBeGreaterThan(0);
    expect(charged.filter((c) => c === null).length).toBeGreaterThan(0);
    const credited = (await t.database.db.select().from(creditNotes)).map((n) => (n.snapshot as CreditNoteSnapshot).parts);
    expect(credited.filter((p) => p && p.freight_cents > 0).length).toBeGreaterThan(0);
    expect(credited.filter((p) => p && p.tax_cents > 0).length).toBeGreaterThan(0);
  }, 240_000);
});
