import {
  BANK_FILE_COLUMNS,
  formatPrice,
  type BillingAccount,
  type ConsolePaymentImportAnswer,
  type PaymentImportRow,
} from '@portal/domain';

// What the Payments tab says about a bank file and its rows; the rows themselves are read and
// checked by the server (packages/domain/src/billing/bank-import.ts, the server's bank-import.ts).

/** The largest file read in the browser: the call's body holds at most a million characters. */
export const MAX_BANK_FILE_BYTES = 1_000_000;

export const BANK_FILE_HEADING = BANK_FILE_COLUMNS.join(',');

/** One example row, as the format's sentence shows it. */
export const BANK_FILE_EXAMPLE_LINE = '2026-11-20,Maple Grove Auto (AR),ACH 004512,"1,250.00",INV-2026-000417';

const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The example file: the heading and two rows paying accounts by their accounting names, one naming
 * its invoice and one left to the oldest invoices first.
 */
export function exampleBankFile(accountingNames: readonly string[]): string {
  const [first = 'Maple Grove Auto (AR)', second = 'Cedar Creek Automotive (AR)'] = accountingNames;
  return [
    BANK_FILE_HEADING,
    ['2026-11-20', first, 'ACH 004512', '1,250.00', 'INV-2026-000417'].map(csvField).join(','),
    ['2026-11-21', second, 'WIRE 88120', '480.50', ''].map(csvField).join(','),
    '',
  ].join('\r\n');
}

/** The accounting names the example uses: the accounts the staff member reads, else the demo's. */
export function exampleNames(accounts: readonly BillingAccount[] | null): string[] {
  const names = (accounts ?? []).map((a) => a.accounting_name).filter(Boolean);
  return names.length >= 2 ? names.slice(0, 2) : ['Maple Grove Auto (AR)', 'Cedar Creek Automotive (AR)'];
}

/** Why a chosen file is not read, or null. */
export function chosenFileProblem(file: { size: number; name: string }): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_BANK_FILE_BYTES) return `${file.name} is larger than 1 MB: split it into smaller files.`;
  return null;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** '12 rows, $4,530.00; 2 cannot be applied', or '…; every row can be applied'. */
export function importSummary(answer: ConsolePaymentImportAnswer): string {
  const refused = answer.rows.filter((row) => row.problem !== null).length;
  const head = `${plural(answer.rows.length, 'row', 'rows')}, ${formatPrice(answer.total_cents)}`;
  if (refused === 0) return `${head}; every row can be applied`;
  return `${head}; ${refused.toLocaleString('en-US')} cannot be applied`;
}

export const everyRowApplies = (answer: ConsolePaymentImportAnswer) =>
  answer.rows.length > 0 && answer.rows.every((row) => row.problem === null);

/** Where a row's money goes: each invoice and its amount, then what is left as credit. */
export function rowDestinations(row: PaymentImportRow): string[] {
  const parts = row.allocations.map((a) => `${a.invoice_number} ${formatPrice(a.amount_cents)}`);
  if (row.credit_cents > 0) parts.push(`${formatPrice(row.credit_cents)} credit`);
  return parts;
}

export interface AccountConcerned {
  id: string;
  name: string;
}

/** The accounts the rows were matched to, once each in the file's order, by name when it is known. */
export function accountsConcerned(rows: readonly PaymentImportRow[], names: ReadonlyMap<string, string>): AccountConcerned[] {
  const seen = new Map<string, AccountConcerned>();
  for (const row of rows)
    if (row.account_id && !seen.has(row.account_id))
      seen.set(row.account_id, { id: row.account_id, name: names.get(row.account_id) ?? row.account });
  return [...seen.values()];
}

/** The matched account's name, else what the file says. */
export const rowAccountName = (row: PaymentImportRow, names: ReadonlyMap<string, string>) =>
  (row.account_id && names.get(row.account_id)) || row.account;

/** What 'Record these payments' asks before it records. */
export function recordQuestion(answer: ConsolePaymentImportAnswer): string {
  return `Record ${plural(answer.rows.length, 'payment', 'payments')} of ${formatPrice(answer.total_cents)} in all?`;
}
