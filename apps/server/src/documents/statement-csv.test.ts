import { buildStatement } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { octoberStatement, statementHeader } from '../../test-support/sample-statement';
import { csvRecords } from './csv-reply';
import { STATEMENT_CSV_COLUMNS, statementCsvRows } from './statement-csv';

describe('statementCsvRows', () => {
  it('writes the opening balance, a row a line with the balance after it, and the closing balance', () => {
    const rows = statementCsvRows(octoberStatement());

    expect(STATEMENT_CSV_COLUMNS).toEqual(['Date', 'Kind', 'Reference', 'Store', 'Customer PO', 'Due date', 'Amount', 'Balance']);
    expect(rows).toEqual([
      ['2026-10-01', 'Opening balance', '', '', '', '', '', '1250.00'],
      ['2026-10-05', 'Invoice', 'INV-2026-000417', 'Harbor Point Ford', 'HP-5521', '2026-11-04', '316.36', '1566.36'],
      ['2026-10-12', 'Invoice', 'INV-2026-000418', 'Harbor Point Toyota', 'HP-5521', '2026-11-11', '84.00', '1650.36'],
      ['2026-10-14', 'Credit note', 'CN-2026-000031', '', '', '', '-81.75', '1568.61'],
      ['2026-10-20', 'Payment', 'Cheque 10442', '', '', '', '-600.00', '968.61'],
      ['2026-10-26', 'Invoice', 'INV-2026-000422', '', '', '2026-11-25', '41.50', '1010.11'],
      ['2026-10-31', 'Closing balance', '', '', '', '', '', '1010.11'],
    ]);
    for (const row of rows) expect(row).toHaveLength(STATEMENT_CSV_COLUMNS.length);
  });

  it('adds up: the opening balance and the amounts make each balance, to the cent', () => {
    const rows = statementCsvRows(octoberStatement());
    const cents = (text: string) => Number(text.replace('.', ''));
    let balance = cents(rows[0]![7]!);
    for (const row of rows.slice(1, -1)) {
      balance += cents(row[6]!);
      expect(cents(row[7]!)).toBe(balance);
    }
    expect(cents(rows.at(-1)![7]!)).toBe(balance);
  });

  it('writes an empty month as its two balances, and amounts past a million exactly', () => {
    const empty = statementCsvRows(buildStatement(statementHeader, '2026-02', [], []));
    const large = statementCsvRows({ ...octoberStatement(), opening_balance_cents: 12_345_678_901, lines: [] });

    expect(empty).toEqual([
      ['2026-02-01', 'Opening balance', '', '', '', '', '', '0.00'],
      ['2026-02-28', 'Closing balance', '', '', '', '', '', '0.00'],
    ]);
    expect(large[0]![7]).toBe('123456789.01');
  });

  it('writes negative amounts as numbers and a reference a spreadsheet would run as a formula as text', () => {
    const snapshot = octoberStatement();
    snapshot.lines[3]!.reference = '=HYPERLINK("http://bad.example")';
    const text = csvRecords(statementCsvRows(snapshot));

    expect(text).toContain('2026-10-20,Payment,"\'=HYPERLINK(""http://bad.example"")",,,,-600.00,968.61\r\n');
    expect(text).toContain(',-81.75,1568.61\r\n');
  });
});
