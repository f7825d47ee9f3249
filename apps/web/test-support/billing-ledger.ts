import { monthDays, type AgingRow, type ConsoleStatementAnswer, type StatementSnapshot } from '@portal/domain';
import { agingRow, HARBOR_SNAPSHOT, noAging, PROVIDER_SNAPSHOT } from './billing';

// Harbor's aging row and monthly statement as the console's calls answer them, for the
// account page's tests. Fictional accounts, stores and POs only.

/** GET /billing/aging holding the account's row (not on hold unless told) and another account's. */
export function agingAnswer(row: AgingRow = agingRow()) {
  const other = agingRow({ hold: 'overdue' }, { id: '0e6a4c28-3b5d-4f71-9a8c-2d4e6f8a0b13', name: 'Cedar Creek Automotive' });
  return { as_of: '2026-11-20', accounts: [other, row], totals: { balance_cents: 0, credit_cents: 0, aging: noAging() } };
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
    provider: PROVIDER_SNAPSHOT,
    ...HARBOR_SNAPSHOT,
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
