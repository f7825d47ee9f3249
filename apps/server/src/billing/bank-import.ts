import { parse } from 'csv-parse/sync';
import {
  allocateOldestFirst,
  allocationProblem,
  BANK_FILE_COLUMNS,
  dollarsToCents,
  invoiceNumbersOf,
  invoiceStatus,
  MAX_BANK_ROWS,
  outstandingCents,
  type ConsolePaymentImportAnswer,
  type Ledger,
  type PaymentImportRow,
} from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts } from '../db/schema';
import { AppError } from '../errors/app-error';
import { localDay } from '../time/local-time';
import type { BillingActor } from './billing-actor';
import type { BillingSettings } from './invoice-issuing';
import { accountEntries, ledgerOf, type AccountEntries } from './ledger-store';
import { recordPaymentIn } from './money-changes';

export const NOT_A_BANK_FILE = `A bank file is a CSV with a heading row naming the columns ${BANK_FILE_COLUMNS.join(', ')}.`;
export const NOT_EVERY_ROW = (lines: number[]) =>
  `Nothing was recorded: ${lines.length === 1 ? `the row on line ${lines[0]}` : `the rows on lines ${lines.join(', ')}`} cannot be applied. Correct ${lines.length === 1 ? 'it' : 'them'} and send the file again.`;

/** A real calendar day 'YYYY-MM-DD' (not February 30th). */
const isCalendarDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(text)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

const ROW_LIMIT = `A bank file holds at most ${MAX_BANK_ROWS} rows.`;

function readRows(csv: string): Record<string, string>[] {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new AppError('INVALID_INPUT', NOT_A_BANK_FILE);
  }
  const [heading, ...rows] = records;
  const names = (heading ?? []).map((name) => name.toLowerCase());
  if (!BANK_FILE_COLUMNS.every((column) => names.includes(column))) throw new AppError('INVALID_INPUT', NOT_A_BANK_FILE);
  if (rows.length === 0) throw new AppError('INVALID_INPUT', 'The bank file has no rows.');
  if (rows.length > MAX_BANK_ROWS) throw new AppError('INVALID_INPUT', ROW_LIMIT);
  return rows.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] ?? ''])));
}

interface AccountBook {
  id: string;
  entries: AccountEntries;
  /** The ledger as the rows read so far leave it. */
  ledger: Ledger;
}

/**
 * Reads a bank file and checks each row against the ledgers as the rows before it leave them: the
 * account (by its accounting name, its name, or its id), the day (a date, not after today), the
 * amount (whole cents, more than nothing) and the invoices it names (the account's, not void, with
 * enough left). Applies them, with `apply`, only when every row can be: in one transaction, so a
 * failure leaves nothing recorded.
 */
export async function importPayments(
  db: Database,
  settings: BillingSettings,
  actor: BillingActor,
  body: { csv: string; apply: boolean },
): Promise<ConsolePaymentImportAnswer> {
  const records = readRows(body.csv);
  const accounts = await db.select().from(billingAccounts);
  const books = new Map<string, AccountBook>();
  const bookOf = async (id: string) => {
    let book = books.get(id);
    if (!book) {
      const entries = await accountEntries(db, id);
      book = { id, entries, ledger: ledgerOf(entries) };
      books.set(id, book);
    }
    return book;
  };
  const today = localDay(Date.now(), settings.timeZone);
  const rows: PaymentImportRow[] = [];
  const planned: { accountId: string; row: PaymentImportRow; allocations: { invoice_id: string; amount_cents: number }[] }[] = [];
  for (const [index, record] of records.entries()) {
    const row: PaymentImportRow = {
      line: index + 2,
      date: record.date ?? '',
      account: record.account ?? '',
      account_id: null,
      reference: record.reference ?? '',
      amount_cents: dollarsToCents(record.amount ?? ''),
      allocations: [],
      credit_cents: 0,
      problem: null,
    };
    rows.push(row);
    const wanted = row.account.trim().toLowerCase();
    const matches = accounts.filter(
      (a) => a.id === wanted || a.accountingName.toLowerCase() === wanted || a.name.toLowerCase() === wanted,
    );
    if (!isCalendarDay(row.date)) row.problem = 'The date is not a day written YYYY-MM-DD.';
    else if (row.date > today) row.problem = 'The payment cannot be received after today.';
    else if (row.amount_cents === null || row.amount_cents <= 0)
      row.problem = 'The amount is not an amount of dollars and cents.';
    else if (matches.length !== 1)
      row.problem =
        matches.length === 0
          ? `No billing account is called '${row.account}'.`
          : `More than one account is called '${row.account}'.`;
    if (row.problem) continue;
    const book = await bookOf(matches[0]!.id);
    row.account_id = book.id;
    const paymentId = `import-${row.line}`;
    const ledger: Ledger = {
      ...book.ledger,
      payments: [...book.ledger.payments, { id: paymentId, amountCents: row.amount_cents! }],
    };
    const numbers = [...new Set(invoiceNumbersOf(record.invoices ?? ''))];
    let allocations: { invoice_id: string; amount_cents: number }[];
    if (numbers.length === 0) {
      allocations = allocateOldestFirst(book.ledger, row.amount_cents!).allocations.map((a) => ({
        invoice_id: a.invoiceId,
        amount_cents: a.amountCents,
      }));
    } else {
      allocations = [];
      let left = row.amount_cents!;
      for (const number of numbers) {
        const invoice = book.entries.invoices.find((i) => i.number === number);
        const ledgerInvoice = invoice && ledger.invoices.find((i) => i.id === invoice.id);
        if (!invoice || !ledgerInvoice) {
          row.problem = `${number} is not an invoice of this account.`;
          break;
        }
        if (invoiceStatus(ledger, ledgerInvoice) === 'void') {
          row.problem = `${number} is void: no payment can be allocated to it.`;
          break;
        }
        const part = Math.min(left, outstandingCents(ledger, ledgerInvoice));
        if (part <= 0) {
          row.problem = `${number} has nothing left to pay.`;
          break;
        }
        allocations.push({ invoice_id: invoice.id, amount_cents: part });
        left -= part;
        if (left === 0) break;
      }
    }
    if (row.problem) continue;
    let after = ledger;
    for (const allocation of allocations) {
      const invoice = after.invoices.find((i) => i.id === allocation.invoice_id)!;
      const problem = allocationProblem(
        after,
        { id: paymentId, amountCents: row.amount_cents! },
        invoice,
        allocation.amount_cents,
      );
      if (problem) {
        row.problem = problem;
        break;
      }
      after = {
        ...after,
        allocations: [...after.allocations, { paymentId, invoiceId: invoice.id, amountCents: allocation.amount_cents }],
      };
    }
    if (row.problem) continue;
    book.ledger = after;
    const number = (id: string) => book.entries.invoices.find((i) => i.id === id)!.number;
    row.allocations = allocations.map((a) => ({ invoice_number: number(a.invoice_id), amount_cents: a.amount_cents }));
    row.credit_cents = row.amount_cents! - allocations.reduce((total, a) => total + a.amount_cents, 0);
    planned.push({ accountId: book.id, row, allocations });
  }
  const total = rows.reduce((sum, row) => sum + (row.amount_cents ?? 0), 0);
  const valid = rows.every((row) => row.problem === null);
  if (!body.apply) return { rows, applied: false, total_cents: total };
  if (!valid) throw new AppError('CONFLICT', NOT_EVERY_ROW(rows.flatMap((row) => (row.problem ? [row.line] : []))));
  await db.transaction(async (tx) => {
    for (const { accountId, row, allocations } of planned)
      await recordPaymentIn(tx, settings, actor, accountId, {
        amount_cents: row.amount_cents!,
        received_on: row.date,
        method: 'ach',
        reference: row.reference,
        allocations,
      });
  });
  return { rows, applied: true, total_cents: total };
}
