import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import {
  daysBetween,
  paymentsCsvRows,
  PAYMENTS_CSV_COLUMNS,
  QUICKBOOKS_CREDIT_MEMO_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  quickBooksCreditMemoRows,
  quickBooksInvoiceRows,
  XERO_SALES_COLUMNS,
  xeroFiles,
  type AccountingFile,
  type ConsoleAccountingSummary,
  type CreditNoteSnapshot,
  type InvoiceSnapshot,
} from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts, creditNotes, invoices, paymentAllocations, payments } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Scope } from '../order-store/board-query';
import { accountsInScope } from './account-store';

export const RANGE_PROBLEM = 'Choose a range of at most a year, its first day before its last.';

/** Whether a range takes in a 29th of February. */
function isLeapSpan(from: string, to: string): boolean {
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const leap = `${year}-02-29`;
    if (new Date(`${leap}T00:00:00Z`).toISOString().startsWith(leap) && leap >= from && leap <= to) return true;
  }
  return false;
}

function assertRange(from: string, to: string): void {
  const days = daysBetween(from, to);
  // A year of days, both ends included: 2026-01-01 to 2026-12-31, or a leap year's 366.
  if (!(days >= 0 && days < 366 + (isLeapSpan(from, to) ? 1 : 0))) throw new AppError('INVALID_INPUT', RANGE_PROBLEM);
}

/** What a range holds, read from the entries' snapshots so the files say what the PDFs said. */
async function rangeEntries(db: Database, scope: Scope, from: string, to: string) {
  assertRange(from, to);
  const accounts = await db.select().from(billingAccounts).where(accountsInScope(scope));
  const ids = accounts.map((a) => a.id);
  if (ids.length === 0) return { invoices: [], creditNotes: [], payments: [], accounts };
  const [invoiceRows, noteRows, paymentRows] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(inArray(invoices.accountId, ids), gte(invoices.issuedOn, from), lte(invoices.issuedOn, to)))
      .orderBy(asc(invoices.number)),
    db
      .select()
      .from(creditNotes)
      .where(and(inArray(creditNotes.accountId, ids), gte(creditNotes.issuedOn, from), lte(creditNotes.issuedOn, to)))
      .orderBy(asc(creditNotes.number)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.accountId, ids), gte(payments.receivedOn, from), lte(payments.receivedOn, to)))
      .orderBy(asc(payments.receivedOn), asc(payments.createdAt)),
  ]);
  return { invoices: invoiceRows, creditNotes: noteRows, payments: paymentRows, accounts };
}

export async function accountingSummary(db: Database, scope: Scope, from: string, to: string): Promise<ConsoleAccountingSummary> {
  const entries = await rangeEntries(db, scope, from, to);
  return {
    from,
    to,
    invoices: entries.invoices.length,
    credit_notes: entries.creditNotes.length,
    payments: entries.payments.length,
    xero_files: xeroFiles(snapshotsOf(entries.invoices), snapshotsOf(entries.creditNotes)).length,
  };
}

const snapshotsOf = <T>(rows: readonly { snapshot: unknown }[]) => rows.map((row) => row.snapshot as T);

/** One accounting file of a range: its heading and rows. */
export async function accountingFile(
  db: Database,
  scope: Scope,
  file: AccountingFile,
  range: { from: string; to: string; part?: number | undefined },
): Promise<{ header: readonly string[]; rows: string[][] }> {
  const entries = await rangeEntries(db, scope, range.from, range.to);
  switch (file) {
    case 'quickbooks-invoices':
      return { header: QUICKBOOKS_INVOICE_COLUMNS, rows: quickBooksInvoiceRows(snapshotsOf<InvoiceSnapshot>(entries.invoices)) };
    case 'quickbooks-credit-notes':
      return {
        header: QUICKBOOKS_CREDIT_MEMO_COLUMNS,
        rows: quickBooksCreditMemoRows(snapshotsOf<CreditNoteSnapshot>(entries.creditNotes)),
      };
    case 'xero': {
      const files = xeroFiles(
        snapshotsOf<InvoiceSnapshot>(entries.invoices),
        snapshotsOf<CreditNoteSnapshot>(entries.creditNotes),
      );
      const part = range.part ?? 1;
      // An empty range still has its one file, its heading only, as the other files do.
      if (part > Math.max(1, files.length)) throw new AppError('NOT_FOUND', `This range has ${files.length} Xero file(s).`);
      return { header: XERO_SALES_COLUMNS, rows: files[part - 1] ?? [] };
    }
    case 'payments': {
      const ids = entries.payments.map((p) => p.id);
      const allocations = ids.length
        ? await db.select().from(paymentAllocations).where(inArray(paymentAllocations.paymentId, ids))
        : [];
      const numbers = new Map(
        (
          await db
            .select({ id: invoices.id, number: invoices.number })
            .from(invoices)
            .where(
              inArray(
                invoices.id,
                allocations.length ? [...new Set(allocations.map((a) => a.invoiceId))] : ['00000000-0000-0000-0000-000000000000'],
              ),
            )
        ).map((row) => [row.id, row.number]),
      );
      const names = new Map(entries.accounts.map((a) => [a.id, a.accountingName]));
      return {
        header: PAYMENTS_CSV_COLUMNS,
        rows: paymentsCsvRows(
          entries.payments.map((payment) => {
            const net = new Map<string, number>();
            for (const a of allocations.filter((x) => x.paymentId === payment.id))
              net.set(a.invoiceId, (net.get(a.invoiceId) ?? 0) + a.amountCents);
            return {
              received_on: payment.receivedOn,
              reference: payment.reference,
              amount_cents: payment.amountCents,
              customer: names.get(payment.accountId) ?? '',
              invoice_numbers: [...net].filter(([, cents]) => cents > 0).map(([id]) => numbers.get(id) ?? ''),
            };
          }),
        ),
      };
    }
  }
}
