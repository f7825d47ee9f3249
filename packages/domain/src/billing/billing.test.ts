import { describe, expect, it } from 'vitest';
import { dollarsToCents, invoiceNumbersOf } from './bank-import';
import { buildStatement, monthDays, previousMonth, type StatementEntryInput } from './statement';
import { creditHoldMessage, creditHoldReason } from './billing-account';
import { documentNumber, readDocumentNumber } from './document-numbers';
import {
  agingBucket,
  allocateOldestFirst,
  allocationProblem,
  creditNoteProblem,
  invoiceStatus,
  paymentProblem,
  voidProblem,
  type Ledger,
} from './ledger';
import { daysBetween, dueDate } from './payment-terms';

describe('payment terms', () => {
  it.each([
    ['2026-11-27', 'due_on_receipt', '2026-11-27'],
    ['2026-11-27', 'net_15', '2026-12-12'],
    ['2026-11-27', 'net_30', '2026-12-27'],
    ['2026-12-20', 'net_45', '2027-02-03'],
    ['2026-02-28', 'net_60', '2026-04-29'],
    ['2026-11-27', 'tenth_of_next_month', '2026-12-10'],
    ['2026-12-01', 'tenth_of_next_month', '2027-01-10'],
    ['2026-01-31', 'tenth_of_next_month', '2026-02-10'],
  ] as const)('an invoice of %s under %s is due on %s', (issued, terms, due) => {
    expect(dueDate(issued, terms)).toBe(due);
  });
  it('refuses what is not a calendar day', () => {
    expect(() => dueDate('2026-02-30', 'net_30')).toThrow(RangeError);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});

describe('document numbers', () => {
  it('writes and reads INV-2026-000123 and CN-2026-000012', () => {
    expect(documentNumber('INV', 2026, 123)).toBe('INV-2026-000123');
    expect(documentNumber('CN', 2026, 12)).toBe('CN-2026-000012');
    expect(readDocumentNumber(' inv-2026-000123 ')).toEqual({ kind: 'INV', year: 2026, sequence: 123 });
    expect(readDocumentNumber('INV-2026-000000')).toBeNull();
    expect(readDocumentNumber('INV-26-123')).toBeNull();
    expect(() => documentNumber('INV', 2026, 0)).toThrow(RangeError);
  });
});

describe('invoices, payments and aging', () => {
  const ledger: Ledger = {
    invoices: [
      { id: 'a', totalCents: 10_000, dueOn: '2026-10-01' },
      { id: 'b', totalCents: 5_000, dueOn: '2026-09-01' },
      { id: 'c', totalCents: 7_500, dueOn: '2026-12-01' },
    ],
    creditNotes: [{ invoiceId: 'c', amountCents: 7_500, voids: true }],
    payments: [],
    allocations: [],
  };
  it('spreads a payment over the invoice due first first, leaving the rest as credit, and never onto a void one', () => {
    expect(allocateOldestFirst(ledger, 12_000)).toEqual({
      allocations: [
        { invoiceId: 'b', amountCents: 5_000 },
        { invoiceId: 'a', amountCents: 7_000 },
      ],
      leftCents: 0,
    });
    expect(allocateOldestFirst(ledger, 20_000).leftCents).toBe(5_000);
  });
  it('says open, partly paid, paid and void', () => {
    const paid: Ledger = {
      ...ledger,
      payments: [{ id: 'p', amountCents: 12_000 }],
      allocations: [
        { paymentId: 'p', invoiceId: 'b', amountCents: 5_000 },
        { paymentId: 'p', invoiceId: 'a', amountCents: 7_000 },
      ],
    };
    expect(ledger.invoices.map((i) => invoiceStatus(ledger, i))).toEqual(['open', 'open', 'void']);
    expect(paid.invoices.map((i) => invoiceStatus(paid, i))).toEqual(['partly_paid', 'paid', 'void']);
  });
  it('refuses a credit note larger than its invoice has left', () => {
    expect(creditNoteProblem(ledger, ledger.invoices[0]!, 10_001)).toBe(
      'A credit note cannot exceed what the invoice has left to pay ($100.00).',
    );
    expect(creditNoteProblem(ledger, ledger.invoices[2]!, 1)).toBe('This invoice is void: nothing more can be credited.');
  });
  it('refuses a payment that is not whole, positive cents, and an allocation beyond the payment or the invoice', () => {
    for (const amount of [0, -100, 10.5, Number.NaN])
      expect(paymentProblem(amount), String(amount)).toBe('A payment is a positive amount in whole cents.');
    expect(paymentProblem(1)).toBeNull();
    const paid: Ledger = { ...ledger, payments: [{ id: 'p', amountCents: 3_000 }] };
    expect(allocationProblem(paid, paid.payments[0]!, paid.invoices[1]!, 3_001)).toBe(
      'The payment has only $30.00 left to allocate.',
    );
    const large: Ledger = { ...ledger, payments: [{ id: 'q', amountCents: 9_000 }] };
    expect(allocationProblem(large, large.payments[0]!, large.invoices[1]!, 6_000)).toBe(
      'The invoice has only $50.00 left to pay.',
    );
    expect(allocationProblem(large, large.payments[0]!, large.invoices[2]!, 1)).toBe(
      'This invoice is void: no payment can be allocated to it.',
    );
  });
  it('ages what is outstanding by days past due', () => {
    expect(
      ['2026-10-01', '2026-10-02', '2026-10-31', '2026-11-01', '2026-12-30', '2026-12-31'].map((d) =>
        agingBucket('2026-10-01', d),
      ),
    ).toEqual(['current', 'days_1_30', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90']);
  });
});

describe('credit holds', () => {
  const base = { balanceCents: 50_000, creditLimitCents: 100_000, mostDaysOverdue: 0, liftedUntil: null, now: 1_000 };
  it('hold an account over its limit, or with an invoice more than 60 days past due, unless lifted until later', () => {
    expect(creditHoldReason(base)).toBeNull();
    expect(creditHoldReason({ ...base, balanceCents: 100_000 })).toBeNull();
    expect(creditHoldReason({ ...base, balanceCents: 100_001 })).toBe('over_limit');
    expect(creditHoldReason({ ...base, creditLimitCents: null, balanceCents: 10 ** 9 })).toBeNull();
    expect(creditHoldReason({ ...base, mostDaysOverdue: 60 })).toBeNull();
    expect(creditHoldReason({ ...base, mostDaysOverdue: 61 })).toBe('overdue');
    expect(creditHoldReason({ ...base, mostDaysOverdue: 61, liftedUntil: 1_001 })).toBeNull();
    expect(creditHoldReason({ ...base, mostDaysOverdue: 61, liftedUntil: 1_000 })).toBe('overdue');
  });
  it("names the account and the representative's phone", () => {
    expect(creditHoldMessage('Harbor Point Motors', 'overdue', { name: 'Lena Morrow', phone: '(555) 013-2200' })).toBe(
      'Orders on account for Harbor Point Motors are on hold: the account has an invoice more than 60 days past due. Your cart is kept. Call Lena Morrow at (555) 013-2200 to settle the account and order again.',
    );
  });
});

describe('a monthly statement', () => {
  const header = {
    provider: { name: 'P', address: [], phone: '', email: '', remit_to: [] },
    account: { id: 'a', name: 'Harbor Point Motors', accounting_name: 'HPM', address: [] },
    group: { key: 'harbor', title: 'Harbor Point Motors', logo: null },
  };
  const entries: StatementEntryInput[] = [
    {
      kind: 'invoice',
      id: 'i1',
      on: '2026-09-20',
      reference: 'INV-2026-000001',
      amountCents: 10_000,
      dueOn: '2026-10-20',
      store: 'Port Alder Ford',
      customerPo: 'PO-1',
    },
    { kind: 'payment', id: 'p1', on: '2026-10-05', reference: 'Cheque 1', amountCents: -4_000 },
    {
      kind: 'invoice',
      id: 'i2',
      on: '2026-10-10',
      reference: 'INV-2026-000002',
      amountCents: 5_000,
      dueOn: '2026-11-09',
      store: null,
      customerPo: '',
    },
    {
      kind: 'invoice',
      id: 'i3',
      on: '2026-10-12',
      reference: 'INV-2026-000003',
      amountCents: 2_500,
      dueOn: '2026-10-12',
      store: 'Port Alder Ford',
      customerPo: 'PO-1',
    },
    { kind: 'credit_note', id: 'c1', on: '2026-10-15', reference: 'CN-2026-000001', amountCents: -500, invoiceId: 'i3' },
    { kind: 'invoice', id: 'i4', on: '2026-11-02', reference: 'INV-2026-000004', amountCents: 9_999, dueOn: '2026-12-02' },
  ];
  const allocations = [{ invoiceId: 'i1', on: '2026-10-05', amountCents: 4_000 }];

  it('opens with what was owed, lists the month, closes with what is owed, and ages it at the month end', () => {
    const s = buildStatement(header, '2026-10', entries, allocations);
    expect(s).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      opening_balance_cents: 10_000,
      invoiced_cents: 7_500,
      credited_cents: 500,
      paid_cents: 4_000,
    });
    expect(s.closing_balance_cents).toBe(10_000 + 7_500 - 500 - 4_000);
    expect(s.lines.map((l) => [l.reference, l.balance_cents])).toEqual([
      ['Cheque 1', 6_000],
      ['INV-2026-000002', 11_000],
      ['INV-2026-000003', 13_500],
      ['CN-2026-000001', 13_000],
    ]);
    // i1 (6,000 left) is 11 days past due on Oct 31, i3 (2,000 left) 19 days, i2 is not due yet.
    expect(s.aging).toEqual({ current: 5_000, days_1_30: 8_000, days_31_60: 0, days_61_90: 0, over_90: 0 });
    expect(Object.values(s.aging).reduce((t, v) => t + v, 0)).toBe(s.closing_balance_cents);
    expect(s.by_store).toEqual([
      { label: 'No store', invoices: 1, total_cents: 5_000 },
      { label: 'Port Alder Ford', invoices: 1, total_cents: 2_500 },
    ]);
    expect(s.by_po).toEqual([
      { label: 'No PO', invoices: 1, total_cents: 5_000 },
      { label: 'PO-1', invoices: 1, total_cents: 2_500 },
    ]);
  });

  it('knows the months', () => {
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(previousMonth('2027-01-01')).toBe('2026-12');
    expect(previousMonth('2026-12-01')).toBe('2026-11');
  });
});

describe('voiding an invoice credited in full', () => {
  it('is refused: there is nothing left to credit', () => {
    const ledger = {
      invoices: [{ id: 'i', totalCents: 1000, dueOn: '2026-12-01' }],
      creditNotes: [{ invoiceId: 'i', amountCents: 1000, voids: false }],
      payments: [],
      allocations: [],
    };
    expect(voidProblem(ledger, ledger.invoices[0]!)).toBe('This invoice is credited in full already: nothing is left to void.');
  });
});

describe('a bank file', () => {
  it('reads dollars exactly, or not at all', () => {
    expect(dollarsToCents('10.10')).toBe(1010);
    expect(dollarsToCents('$1,234.5')).toBe(123_450);
    expect(dollarsToCents(' 75 ')).toBe(7500);
    for (const bad of ['', '-5', '1.234', '1,23', 'abc', '12e3', '1,234,56', '0x10']) expect(dollarsToCents(bad), bad).toBeNull();
  });
  it('reads the invoices a row names', () => {
    expect(invoiceNumbersOf(' inv-2026-000001; INV-2026-000002,INV-2026-000003 ')).toEqual([
      'INV-2026-000001',
      'INV-2026-000002',
      'INV-2026-000003',
    ]);
    expect(invoiceNumbersOf('')).toEqual([]);
  });
});
