import { and, asc, eq } from 'drizzle-orm';
import type { ConsoleCreditNoteAnswer, ConsoleInvoiceAnswer, InvoiceSnapshot } from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts, creditNotes, paymentAllocations, payments } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Scope } from '../order-store/board-query';
import { accountsInScope } from './account-store';
import { creditNoteSummaryOf, findInvoice, invoiceSummaryOf, type CreditNoteRow } from './ledger-store';

export const NO_SUCH_CREDIT_NOTE = 'No such credit note.';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** An invoice as issued, with its credit notes and the allocations of payments to it. */
export async function invoiceDetail(db: Database, scope: Scope, invoiceId: string): Promise<ConsoleInvoiceAnswer> {
  const { invoice, account } = await findInvoice(db, scope, invoiceId);
  const notes = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id)).orderBy(asc(creditNotes.number));
  const allocations = await db
    .select({ allocation: paymentAllocations, payment: payments })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(eq(paymentAllocations.invoiceId, invoice.id))
    .orderBy(asc(paymentAllocations.id));
  return {
    invoice: invoiceSummaryOf(invoice, account.name, {
      creditedCents: sum(notes.map((n) => n.amountCents)),
      paidCents: sum(allocations.map((a) => a.allocation.amountCents)),
      voided: notes.some((n) => n.voids),
    }),
    snapshot: invoice.snapshot as InvoiceSnapshot,
    credit_notes: notes.map(creditNoteSummaryOf),
    allocations: allocations.map(({ allocation, payment }) => ({
      id: String(allocation.id),
      payment_id: payment.id,
      received_on: payment.receivedOn,
      method: payment.method,
      reference: payment.reference,
      amount_cents: allocation.amountCents,
      at: allocation.createdAt.getTime(),
    })),
  };
}

/** The credit note, if the staff member sees its account's group; a 404 otherwise. */
export async function findCreditNote(db: Database, scope: Scope, creditNoteId: string): Promise<CreditNoteRow> {
  const [row] = await db
    .select({ note: creditNotes })
    .from(creditNotes)
    .innerJoin(billingAccounts, eq(billingAccounts.id, creditNotes.accountId))
    .where(and(eq(creditNotes.id, creditNoteId), accountsInScope(scope)));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_CREDIT_NOTE);
  return row.note;
}

/** What a credit note's call answers: the note, and its invoice as it now stands. */
export async function creditNoteAnswer(db: Database, scope: Scope, note: CreditNoteRow): Promise<ConsoleCreditNoteAnswer> {
  const detail = await invoiceDetail(db, scope, note.invoiceId);
  return { credit_note: creditNoteSummaryOf(note), invoice: detail.invoice };
}
