import type { AgingRow, ConsoleAccountingSummary, ConsoleAgingAnswer } from '@portal/domain';
import { agingRow, noAging, type AgingBuckets } from './billing';

// Billing accounts' aging and an accounting export's summary as the console's billing calls answer
// them. Fictional accounts only.

/** Harbor owes current and late money and is on hold; Guardian's store is current; Maple owes nothing but has credit. */
export const HARBOR = agingRow({
  balance_cents: 1_234_550,
  aging: { ...noAging(), current: 59_976, days_1_30: 0, days_31_60: 1_174_574 },
  most_days_overdue: 45,
  hold: 'overdue',
});
export const GUARDIAN_STORE = agingRow(
  { balance_cents: 29_988, aging: { ...noAging(), current: 29_988 } },
  {
    id: '8e1d4c27-3b5a-4f90-b6c8-1a2e3d4f5a6b',
    group_key: 'guardian',
    group_title: 'Guardian Automotive Family',
    store_code: 'GDCH01',
    store_name: 'Guardian Chevrolet of Ashford',
    name: 'Guardian Chevrolet of Ashford',
  },
);
export const MAPLE = agingRow(
  { balance_cents: -5_000, credit_cents: 5_000 },
  { id: 'c4a7e2b9-6d1f-4e38-a5c0-7b9d2e4f1a83', group_key: 'maple', group_title: 'Maple Grove Auto', name: 'Maple Grove Auto' },
);

/** GET /api/console/billing/aging on a day, with its rows' totals. */
export function agingAnswer(rows: AgingRow[], asOf = '2026-11-27'): ConsoleAgingAnswer {
  const totals = { balance_cents: 0, credit_cents: 0, aging: noAging() };
  for (const row of rows) {
    totals.balance_cents += row.balance_cents;
    totals.credit_cents += row.credit_cents;
    for (const bucket of Object.keys(totals.aging) as (keyof AgingBuckets)[]) totals.aging[bucket] += row.aging[bucket];
  }
  return { as_of: asOf, accounts: rows, totals };
}

export function accountingSummary(patch: Partial<ConsoleAccountingSummary> = {}): ConsoleAccountingSummary {
  return { from: '2026-10-01', to: '2026-10-31', invoices: 12, credit_notes: 1, payments: 3, xero_files: 1, ...patch };
}
