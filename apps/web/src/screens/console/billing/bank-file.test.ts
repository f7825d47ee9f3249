import { describe, expect, it } from 'vitest';
import { BANK_FILE_COLUMNS, dollarsToCents } from '@portal/domain';
import demoAccounts from '../../../../../../packages/tenants/demo-billing-accounts.json';
import {
  accountsConcerned,
  chosenFileProblem,
  exampleBankFile,
  exampleNames,
  importSummary,
  recordQuestion,
  rowDestinations,
} from './bank-file';

const row = (line: number, patch: object = {}) => ({
  line,
  date: '2026-11-20',
  account: 'Cedar Creek Automotive (AR)',
  account_id: 'a1',
  reference: 'ACH 1',
  amount_cents: 10_000,
  allocations: [],
  credit_cents: 10_000,
  problem: null,
  ...patch,
});

describe('the bank file', () => {
  it('writes an example of the heading and two rows naming demo accounts, amounts the server reads exactly', () => {
    const names = exampleNames(null);
    const demoNames = demoAccounts.map((a) => a.accounting_name);
    expect(names.every((name) => demoNames.includes(name))).toBe(true);
    const lines = exampleBankFile(names).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(BANK_FILE_COLUMNS.join(','));
    expect(lines[1]).toBe('2026-11-20,Maple Grove Auto (AR),ACH 004512,"1,250.00",INV-2026-000417');
    expect(lines[2]).toBe('2026-11-21,Cedar Creek Automotive (AR),WIRE 88120,480.50,');
    expect(dollarsToCents('1,250.00')).toBe(125_000);
  });

  it('refuses an empty file or one over 1 MB', () => {
    expect(chosenFileProblem({ name: 'a.csv', size: 0 })).toBe('a.csv is empty.');
    expect(chosenFileProblem({ name: 'a.csv', size: 1_000_000 })).toBeNull();
    expect(chosenFileProblem({ name: 'a.csv', size: 1_000_001 })).toMatch(/larger than 1 MB/);
  });

  it('sums the rows up and says how many cannot be applied', () => {
    const rows = [row(2), row(3, { problem: 'No.' }), row(4, { problem: 'No.' })];
    expect(importSummary({ rows, applied: false, total_cents: 453_000 })).toBe('3 rows, $4,530.00; 2 cannot be applied');
    expect(importSummary({ rows: [row(2)], applied: false, total_cents: 10_000 })).toBe(
      '1 row, $100.00; every row can be applied',
    );
    expect(recordQuestion({ rows: [row(2)], applied: false, total_cents: 10_000 })).toBe('Record 1 payment of $100.00 in all?');
  });

  it('says where the money goes, and lists each account paid once', () => {
    expect(
      rowDestinations(row(2, { allocations: [{ invoice_number: 'INV-2026-000001', amount_cents: 7_500 }], credit_cents: 2_500 })),
    ).toEqual(['INV-2026-000001 $75.00', '$25.00 credit']);
    const names = new Map([['a1', 'Cedar Creek Automotive']]);
    expect(
      accountsConcerned([row(2), row(3), row(4, { account_id: 'b2', account: 'Maple' }), row(5, { account_id: null })], names),
    ).toEqual([
      { id: 'a1', name: 'Cedar Creek Automotive' },
      { id: 'b2', name: 'Maple' },
    ]);
  });
});
