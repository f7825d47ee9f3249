import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  creditNoteParts,
  invoiceParts,
  invoiceStanding,
  type CreditNoteSnapshot,
  type CreditNoteSummary,
  type InvoiceSnapshot,
  type InvoiceSummary,
  type Ledger,
  type Payment,
} from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts, creditNotes, invoices, paymentAllocations, payments, staff } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Scope } from '../order-store/board-query';
import { accountsInScope, type BillingAccountRow } from './account-store';
import type { Tx } from './billing-actor';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AllocationRow = typeof paymentAllocations.$inferSelect;

export const NO_SUCH_INVOICE = 'No such invoice.';

/** Every entry of one account: what its balance, its invoices' standing and its credit are read from. */
export interface AccountEntries {
  invoices: InvoiceRow[];
  creditNotes: CreditNoteRow[];
  payments: PaymentRow[];
  allocations: AllocationRow[];
}

export async function accountEntries(db: Database | Tx, accountId: string): Promise<AccountEntries> {
  const [invoiceRows, creditRows, paymentRows, allocationRows] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.accountId, accountId)).orderBy(asc(invoices.dueOn), asc(invoices.number)),
    db.select().from(creditNotes).where(eq(creditNotes.accountId, accountId)).orderBy(asc(creditNotes.number)),
    db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId))
      .orderBy(asc(payments.receivedOn), asc(payments.createdAt)),
    db
      .select({ allocation: paymentAllocations })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(eq(payments.accountId, accountId))
      .orderBy(asc(paymentAllocations.id)),
  ]);
  return {
    invoices: invoiceRows,
    creditNotes: creditRows,
    payments: paymentRows,
    allocations: allocationRows.map((row) => row.allocation),
  };
}

/** The entries in the domain's terms, for its rules (packages/domain/src/billing/ledger.ts). */
export function ledgerOf(entries: AccountEntries): Ledger {
  return {
    invoices: entries.invoices.map((i) => ({ id: i.id, totalCents: i.totalCents, dueOn: i.dueOn })),
    creditNotes: entries.creditNotes.map((c) => ({ invoiceId: c.invoiceId, amountCents: c.amountCents, voids: c.voids })),
    payments: entries.payments.map((p) => ({ id: p.id, amountCents: p.amountCents })),
    allocations: entries.allocations.map((a) => ({ paymentId: a.paymentId, invoiceId: a.invoiceId, amountCents: a.amountCents })),
  };
}

const orderNumberOf = (invoice: InvoiceRow) => (invoice.snapshot as { order: { number: string } }).order.number;

export function invoiceSummaryOf(
  invoice: InvoiceRow,
  accountName: string,
  sums: { creditedCents: number; paidCents: number; voided: boolean },
): InvoiceSummary {
  const standing = invoiceStanding({ totalCents: invoice.totalCents, ...sums });
  return {
    id: invoice.id,
    number: invoice.number,
    account_id: invoice.accountId,
    account_name: accountName,
    group_key: invoice.groupKey,
    order_id: invoice.orderId,
    order_number: orderNumberOf(invoice),
    issued_on: invoice.issuedOn,
    due_on: invoice.dueOn,
    ...invoiceParts({ charges: (invoice.snapshot as InvoiceSnapshot).charges, total_cents: invoice.totalCents }),
    total_cents: invoice.totalCents,
    credited_cents: sums.creditedCents,
    paid_cents: sums.paidCents,
    outstanding_cents: standing.outstandingCents,
    status: standing.status,
  };
}

/** The summaries of one account's invoices from its entries. */
export function invoiceSummariesOf(entries: AccountEntries, accountName: string): InvoiceSummary[] {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return entries.invoices.map((invoice) => {
    const credits = entries.creditNotes.filter((c) => c.invoiceId === invoice.id);
    return invoiceSummaryOf(invoice, accountName, {
      creditedCents: sum(credits.map((c) => c.amountCents)),
      paidCents: sum(entries.allocations.filter((a) => a.invoiceId === invoice.id).map((a) => a.amountCents)),
      voided: credits.some((c) => c.voids),
    });
  });
}

export const creditNoteSummaryOf = (row: CreditNoteRow): CreditNoteSummary => ({
  id: row.id,
  number: row.number,
  invoice_id: row.invoiceId,
  issued_on: row.issuedOn,
  amount_cents: row.amountCents,
  ...creditNoteParts({ parts: (row.snapshot as CreditNoteSnapshot).parts, amount_cents: row.amountCents }),
  reason: row.reason,
  voids: row.voids,
});

/** The account's payments, each with its allocations and what it has left, newest first. */
export async function paymentsOf(db: Database | Tx, entries: AccountEntries): Promise<Payment[]> {
  const numbers = new Map(entries.invoices.map((i) => [i.id, i.number]));
  const staffIds = [...new Set(entries.payments.flatMap((p) => (p.staffId ? [p.staffId] : [])))];
  const people =
    staffIds.length > 0
      ? await db.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.id, staffIds))
      : [];
  const emails = new Map(people.map((p) => [p.id, p.email]));
  const reversed = new Set(entries.payments.flatMap((p) => (p.reversesId ? [p.reversesId] : [])));
  const takenBack = new Set(entries.allocations.flatMap((a) => (a.takesBackId === null ? [] : [a.takesBackId])));
  return entries.payments
    .map((payment) => {
      const own = entries.allocations.filter((a) => a.paymentId === payment.id);
      // A reversed payment and its reversal cancel out: neither leaves a credit to allocate.
      const cancelled = reversed.has(payment.id) || payment.reversesId !== null;
      return {
        id: payment.id,
        account_id: payment.accountId,
        amount_cents: payment.amountCents,
        received_on: payment.receivedOn,
        method: payment.method,
        reference: payment.reference,
        reverses_id: payment.reversesId,
        reversed: reversed.has(payment.id),
        unallocated_cents: cancelled ? 0 : payment.amountCents - own.reduce((total, a) => total + a.amountCents, 0),
        allocations: own.map((a) => ({
          id: String(a.id),
          invoice_id: a.invoiceId,
          invoice_number: numbers.get(a.invoiceId) ?? '',
          amount_cents: a.amountCents,
          takes_back_id: a.takesBackId === null ? null : String(a.takesBackId),
          taken_back: takenBack.has(a.id),
          at: a.createdAt.getTime(),
        })),
        recorded_by: payment.staffId ? (emails.get(payment.staffId) ?? '') : 'system',
        at: payment.createdAt.getTime(),
      };
    })
    .reverse();
}

/**
 * Invoices across the accounts the staff member sees, newest first, each with its sums added up in
 * the database (one pass, however many entries), at most `limit`.
 */
export async function listInvoices(
  db: Database,
  scope: Scope,
  filter: { account?: string | undefined; q?: string | undefined },
  limit = 500,
): Promise<InvoiceSummary[]> {
  // Typed text is matched as text: % and _ are not wildcards here.
  const q = filter.q
    ?.trim()
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return invoicesWithSums(
    db,
    and(
      accountsInScope(scope),
      filter.account ? eq(invoices.accountId, filter.account) : undefined,
      q
        ? sql`(${invoices.number} like ${`${q}%`} or upper(${invoices.snapshot} #>> '{order,number}') like ${`${q}%`})`
        : undefined,
    ),
    limit,
  );
}

/** Invoices matching `where`, newest first, each with its sums added up in the database, at most `limit`. */
export async function invoicesWithSums(db: Database, where: SQL | undefined, limit: number): Promise<InvoiceSummary[]> {
  const rows = await db
    .select({
      invoice: invoices,
      accountName: billingAccounts.name,
      creditedCents: sql<string>`coalesce((select sum(c.amount_cents) from ${creditNotes} c where c.invoice_id = ${invoices.id}), 0)`,
      voided: sql<boolean>`exists (select 1 from ${creditNotes} c where c.invoice_id = ${invoices.id} and c.voids)`,
      paidCents: sql<string>`coalesce((select sum(a.amount_cents) from ${paymentAllocations} a where a.invoice_id = ${invoices.id}), 0)`,
    })
    .from(invoices)
    .innerJoin(billingAccounts, eq(billingAccounts.id, invoices.accountId))
    .where(where)
    .orderBy(desc(invoices.issuedOn), desc(invoices.number))
    .limit(limit);
  return rows.map((row) =>
    invoiceSummaryOf(row.invoice, row.accountName, {
      creditedCents: Number(row.creditedCents),
      paidCents: Number(row.paidCents),
      voided: row.voided === true || (row.voided as unknown) === 't',
    }),
  );
}

/** The invoice, if the staff member sees its group; a 404 otherwise. */
export async function findInvoice(
  db: Database | Tx,
  scope: Scope,
  invoiceId: string,
): Promise<{ invoice: InvoiceRow; account: BillingAccountRow }> {
  const [row] = await db
    .select({ invoice: invoices, account: billingAccounts })
    .from(invoices)
    .innerJoin(billingAccounts, eq(billingAccounts.id, invoices.accountId))
    .where(and(eq(invoices.id, invoiceId), accountsInScope(scope)));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_INVOICE);
  return row;
}
