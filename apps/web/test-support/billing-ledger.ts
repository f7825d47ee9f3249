import {
  monthDays,
  type AgingRow,
  type BillingAccount,
  type ConsoleStatementAnswer,
  type StatementSnapshot,
} from '@portal/domain';

// A billing account's aging row and monthly statement as the console's calls answer them, for the
// account page's tests. Fictional accounts, stores and POs only.

export const LEDGER_ACCOUNT_ID = '5b8c2f14-7e3a-4d69-a0b1-9c4e2d7f3a10';

export const LEDGER_ACCOUNT: BillingAccount = {
  id: LEDGER_ACCOUNT_ID,
  group_key: 'harbor',
  group_title: 'Harbor Point Auto Group',
  store_code: '',
  store_name: null,
  name: 'Harbor Point Motors',
  accounting_name: 'HARBOR POINT MOTORS',
  address: ['18 Lighthouse Row', 'Harbor Point, ME 04999'],
  terms: 'net_30',
  credit_limit_cents: 4_000_000,
  contacts: ['accounts.payable@harbor-auto.example'],
  invoice_when: 'shipped',
  reminder_days: [0, 30, 60],
  hold_lifted_until: null,
  version: 3,
};

const NO_AGING = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 };

/** The account's row of GET /billing/aging: not on hold unless the patch says so. */
export function agingRow(patch: Partial<AgingRow> = {}, account: BillingAccount = LEDGER_ACCOUNT): AgingRow {
  return {
    account,
    balance_cents: 0,
    credit_cents: 0,
    aging: NO_AGING,
    most_days_overdue: 0,
    hold: null,
    ...patch,
  };
}

/** GET /billing/aging holding the account's row and another account's. */
export function agingAnswer(row: AgingRow = agingRow()) {
  const other = agingRow(
    { hold: 'overdue' },
    { ...LEDGER_ACCOUNT, id: '0e6a4c28-3b5d-4f71-9a8c-2d4e6f8a0b13', name: 'Cedar Creek Automotive' },
  );
  return { as_of: '2026-11-20', accounts: [other, row], totals: { balance_cents: 0, credit_cents: 0, aging: NO_AGING } };
}

/**
 * A month's statement: $100.00 owed at its start, an invoice of $599.76 on the 12th for Harbor
 * Point Ford under PO-2231, a cheque of $500.00 on the 20th and a credit note of $24.99.
 */
export function statementSnapshot(period: string, patch: Partial<StatementSnapshot> = {}): StatementSnapshot {
  const { from, to } = monthDays(period);
  return {
    period,
    from,
    to,
    provider: {
      name: 'Crestline Branded Supply',
      address: ['4800 Quarry Bend Parkway, Suite 210', 'Brindlewood, OH 43999'],
      phone: '(555) 010-4400',
      email: 'billing@crestline-supply.example',
      remit_to: ['Crestline Branded Supply', 'PO Box 4471', 'Brindlewood, OH 43999'],
    },
    account: {
      id: LEDGER_ACCOUNT_ID,
      name: 'Harbor Point Motors',
      accounting_name: 'HARBOR POINT MOTORS',
      address: ['18 Lighthouse Row', 'Harbor Point, ME 04999'],
    },
    group: { key: 'harbor', title: 'Harbor Point Auto Group', logo: null },
    opening_balance_cents: 10_000,
    invoiced_cents: 59_976,
    credited_cents: 2_499,
    paid_cents: 50_000,
    closing_balance_cents: 17_477,
    lines: [
      {
        on: `${period}-12`,
        kind: 'invoice',
        reference: 'INV-2026-000012',
        amount_cents: 59_976,
        balance_cents: 69_976,
        store: 'Harbor Point Ford',
        customer_po: 'PO-2231',
        due_on: null,
      },
      {
        on: `${period}-14`,
        kind: 'credit_note',
        reference: 'CN-2026-000004',
        amount_cents: -2_499,
        balance_cents: 67_477,
        store: null,
        customer_po: '',
        due_on: null,
      },
      {
        on: `${period}-20`,
        kind: 'payment',
        reference: 'Cheque 10452',
        amount_cents: -50_000,
        balance_cents: 17_477,
        store: null,
        customer_po: '',
        due_on: null,
      },
    ],
    aging: { current: 7_477, days_1_30: 10_000, days_31_60: 0, days_61_90: 0, over_90: 0 },
    by_store: [{ label: 'Harbor Point Ford', invoices: 1, total_cents: 59_976 }],
    by_po: [{ label: 'PO-2231', invoices: 1, total_cents: 59_976 }],
    ...patch,
  };
}

export function statementAnswer(
  period: string,
  sentAt: number | null = null,
  patch: Partial<StatementSnapshot> = {},
): ConsoleStatementAnswer {
  return { statement: statementSnapshot(period, patch), sent_at: sentAt };
}
