import { describe, expect, it } from 'vitest';
import type { ConsoleAccountLedgerAnswer, InvoiceSummary, Payment } from '@portal/domain';
import {
  allocation as harborAllocation,
  billingAccount,
  CEDAR_CREEK,
  invoiceSummary,
  noAging,
  payment as harborPayment,
  type Allocation,
} from '../../../../test-support/billing';
import {
  emptyPaymentDraft,
  ledgerOf,
  oldestFirstAmounts,
  openInvoices,
  readChoice,
  readDollars,
  readPayment,
  canTakeBack,
  todayIn,
} from './ledger-money';

const FIRST = '1a2b3c4d-0000-4000-8000-000000000001';
const SECOND = '1a2b3c4d-0000-4000-8000-000000000002';
const VOIDED = '1a2b3c4d-0000-4000-8000-000000000003';
const PAYMENT = '9f8e7d6c-0000-4000-8000-000000000001';

const invoice = (patch: Partial<InvoiceSummary>) =>
  invoiceSummary({
    id: FIRST,
    number: 'INV-2026-000101',
    account_name: 'Cedar Creek Automotive',
    group_key: 'cedar',
    total_cents: 10_000,
    outstanding_cents: 10_000,
    ...patch,
  });

/** A cheque of $50.00, none of it allocated. */
const payment = (patch: Partial<Payment>) =>
  harborPayment({
    id: PAYMENT,
    amount_cents: 5_000,
    received_on: '2026-11-02',
    unallocated_cents: 5_000,
    at: Date.UTC(2026, 10, 2, 15),
    ...patch,
  });

const allocation = (patch: Partial<Allocation>) =>
  harborAllocation({ id: '1', invoice_id: FIRST, invoice_number: 'INV-2026-000101', amount_cents: 1_000, at: 1, ...patch });

/** Two open invoices, the second due first, and a void one; a payment of $50 with $30 of it on the first. */
const ANSWER: ConsoleAccountLedgerAnswer = {
  account: billingAccount({ ...CEDAR_CREEK, address: [], credit_limit_cents: null, contacts: [], version: 0 }),
  balance_cents: 0,
  credit_cents: 2_000,
  aging: noAging(),
  invoices: [
    invoice({ id: VOIDED, number: 'INV-2026-000103', status: 'void', outstanding_cents: 0, credited_cents: 10_000 }),
    invoice({ id: SECOND, number: 'INV-2026-000102', due_on: '2026-10-15', total_cents: 4_000, outstanding_cents: 4_000 }),
    invoice({ paid_cents: 3_000, outstanding_cents: 7_000, status: 'partly_paid' }),
  ],
  credit_notes: [
    {
      id: 'c1',
      number: 'CN-2026-000001',
      invoice_id: VOIDED,
      issued_on: '2026-10-02',
      amount_cents: 10_000,
      goods_cents: 10_000,
      freight_cents: 0,
      tax_cents: 0,
      reason: 'Keyed twice',
      voids: true,
    },
  ],
  payments: [
    payment({
      unallocated_cents: 2_000,
      allocations: [allocation({ id: '7', amount_cents: 3_000 })],
    }),
  ],
};

describe('amounts typed in dollars', () => {
  it.each([
    ['', null],
    ['10.10', 1010],
    ['0.29', 29],
    ['$1,250.5', 125_050],
    ['$ 4,000', 400_000],
    ['100000000', 10_000_000_000],
  ])('reads %j as %j cents, without floating point', (text, cents) => {
    expect(readDollars(text)).toEqual({ ok: true, cents });
  });

  it.each(['10.005', '1.999'])('refuses %j: more than two decimals', (text) => {
    expect(readDollars(text)).toEqual({ ok: false, problem: 'An amount has at most two decimals (whole cents).' });
  });

  it.each(['-5', 'ten', '1,00', '.5', '1e3', '100000000.01'])('refuses %j', (text) => {
    expect(readDollars(text).ok).toBe(false);
  });
});

describe('the ledger in the domain’s terms', () => {
  it('takes the allocations from under their payments, and the credit notes with whether they void', () => {
    const ledger = ledgerOf(ANSWER);
    expect(ledger.allocations).toEqual([{ paymentId: PAYMENT, invoiceId: FIRST, amountCents: 3_000 }]);
    expect(ledger.creditNotes).toEqual([{ invoiceId: VOIDED, amountCents: 10_000, voids: true }]);
    expect(ledger.payments).toEqual([{ id: PAYMENT, amountCents: 5_000 }]);
  });

  it('offers the invoices with something to pay, the one due first first, and no void one', () => {
    expect(openInvoices(ANSWER).map((i) => i.number)).toEqual(['INV-2026-000102', 'INV-2026-000101']);
  });

  it('fills amounts oldest first as the server would spread them', () => {
    expect(oldestFirstAmounts(ledgerOf(ANSWER), 5_050)).toEqual({ [SECOND]: '40', [FIRST]: '10.50' });
  });
});

describe('a payment recorded', () => {
  const ledger = ledgerOf(ANSWER);
  const invoices = openInvoices(ANSWER);
  const today = '2026-11-20';

  it('leaves allocations out for oldest first, and sends the amount in whole cents', () => {
    const draft = { ...emptyPaymentDraft(today), amount: '1,234.10', reference: ' 10460 ', method: 'ach' as const };
    expect(readPayment(draft, ledger, invoices, today)).toMatchObject({
      body: { amount_cents: 123_410, received_on: today, method: 'ach', reference: '10460' },
      problems: {},
    });
    expect(readPayment(draft, ledger, invoices, today).body).not.toHaveProperty('allocations');
  });

  it('sends the amounts chosen, and an empty list when none is, which keeps it all as credit', () => {
    const draft = { ...emptyPaymentDraft(today), amount: '100', allocation: 'choose' as const, chosen: { [FIRST]: '25.25' } };
    const read = readPayment(draft, ledger, invoices, today);
    expect(read.body?.allocations).toEqual([{ invoice_id: FIRST, amount_cents: 2_525 }]);
    expect(read.choice.leftCents).toBe(7_475);
    expect(readPayment({ ...draft, chosen: {} }, ledger, invoices, today).body?.allocations).toEqual([]);
  });

  it('refuses with the domain’s words: more than an invoice has to pay, more than the payment, a day after today', () => {
    const draft = {
      ...emptyPaymentDraft(today),
      amount: '50',
      receivedOn: '2026-11-21',
      allocation: 'choose' as const,
      chosen: { [SECOND]: '45', [FIRST]: '60' },
    };
    const read = readPayment(draft, ledger, invoices, today);
    expect(read.body).toBeNull();
    expect(read.problems).toEqual({ receivedOn: 'A payment cannot be received after today.' });
    expect(read.choice.problems).toEqual({
      [SECOND]: 'The invoice has only $40.00 left to pay.',
      [FIRST]: 'The payment has only $50.00 left to allocate.',
    });
  });

  it('refuses an amount of nothing with paymentProblem, and an empty one', () => {
    expect(readPayment({ ...emptyPaymentDraft(today), amount: '0.00' }, ledger, invoices, today).problems.amount).toBe(
      'A payment is a positive amount in whole cents.',
    );
    expect(readPayment(emptyPaymentDraft(today), ledger, invoices, today).problems.amount).toBe('Enter the amount received.');
  });
});

describe('a payment’s credit allocated', () => {
  it('checks each amount against what the payment has left after its allocations', () => {
    const read = readChoice(ledgerOf(ANSWER), { id: PAYMENT, amountCents: 5_000 }, openInvoices(ANSWER), {
      [SECOND]: '15',
      [FIRST]: '10',
    });
    expect(read.allocations).toEqual([{ invoice_id: SECOND, amount_cents: 1_500 }]);
    expect(read.problems).toEqual({ [FIRST]: 'The payment has only $5.00 left to allocate.' });
  });
});

describe('what can be taken back', () => {
  it('is an allocation that gave money to an invoice and that the server does not say was taken back', () => {
    expect(canTakeBack(allocation({ amount_cents: 1_000 }))).toBe(true);
    expect(canTakeBack(allocation({ amount_cents: 1_000, taken_back: true }))).toBe(false);
    // Two allocations of one amount to one invoice: the take-back names which one it cancelled.
    const takeBack = allocation({ id: '3', amount_cents: -1_000, takes_back_id: '2' });
    expect(canTakeBack(takeBack)).toBe(false);
  });
});

describe('oldest first among invoices due the same day', () => {
  it('pays the one issued first, whatever order the answer lists them in (newest first)', () => {
    const sameDay: ConsoleAccountLedgerAnswer = {
      ...ANSWER,
      credit_notes: [],
      payments: [],
      invoices: [
        invoice({
          id: SECOND,
          number: 'INV-2026-000102',
          issued_on: '2026-10-01',
          due_on: '2026-10-31',
          total_cents: 4_000,
          outstanding_cents: 4_000,
        }),
        invoice({ id: FIRST, number: 'INV-2026-000101', issued_on: '2026-10-01', due_on: '2026-10-31' }),
      ],
    };
    expect(ledgerOf(sameDay).invoices.map((i) => i.id)).toEqual([FIRST, SECOND]);
    expect(oldestFirstAmounts(ledgerOf(sameDay), 10_500)).toEqual({ [FIRST]: '100', [SECOND]: '5' });
    expect(openInvoices(sameDay).map((i) => i.number)).toEqual(['INV-2026-000101', 'INV-2026-000102']);
  });
});

describe('today', () => {
  it('is the provider’s day, not the browser’s', () => {
    // 03:30 UTC on Nov 21 is still Nov 20 in New York.
    expect(todayIn('America/New_York', Date.UTC(2026, 10, 21, 3, 30))).toBe('2026-11-20');
    expect(todayIn('Asia/Tokyo', Date.UTC(2026, 10, 21, 3, 30))).toBe('2026-11-21');
  });
});
