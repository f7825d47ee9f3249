import { formatCents, type StatementSnapshot } from '@portal/domain';
import { statementLineKind } from './statement-text';

/** The statement CSV's columns: a line of the month a row, between its opening and closing balances. */
export const STATEMENT_CSV_COLUMNS = [
  'Date',
  'Kind',
  'Reference',
  'Store',
  'Customer PO',
  'Due date',
  'Amount',
  'Balance',
] as const;

/**
 * A statement as CSV rows (STATEMENT_CSV_COLUMNS): the opening balance, each line of the month with
 * the balance after it, the closing balance. Dates are 'YYYY-MM-DD', which every spreadsheet reads
 * the same way; amounts are dollars with two decimals and no sign of currency, written from the
 * cents so no binary fraction creeps in. Credits and payments are negative, as in the PDF.
 */
export function statementCsvRows(snapshot: StatementSnapshot): string[][] {
  const lines = snapshot.lines.map((line) => [
    line.on,
    statementLineKind(line),
    line.reference,
    line.store ?? '',
    line.customer_po,
    line.due_on ?? '',
    formatCents(line.amount_cents),
    formatCents(line.balance_cents),
  ]);
  return [
    [snapshot.from, 'Opening balance', '', '', '', '', '', formatCents(snapshot.opening_balance_cents)],
    ...lines,
    [snapshot.to, 'Closing balance', '', '', '', '', '', formatCents(snapshot.closing_balance_cents)],
  ];
}
