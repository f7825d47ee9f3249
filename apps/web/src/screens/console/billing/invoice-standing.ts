import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type ConsoleInvoiceAnswer,
  type InvoiceSummary,
  type Ledger,
  type LedgerInvoice,
} from '@portal/domain';
import { daysOverdue } from '../../../common/invoice-overdue';

/**
 * Today in the provider's calendar, 'YYYY-MM-DD': the day the server issues and dates invoices in,
 * whatever the zone of the browser (docs/console.md#times). UTC when the zone is not one the browser knows.
 */
export function providerToday(zone: string, now = Date.now()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
      now,
    );
  } catch {
    return new Date(now).toISOString().slice(0, 10);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// The buyer's Invoices view counts overdue days the same way.
export { daysOverdue, overdueText } from '../../../common/invoice-overdue';

/** The invoices tab's status filter: a status, or the open ones past their due date. */
export const INVOICE_FILTERS = ['all', ...INVOICE_STATUSES, 'overdue'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

export const INVOICE_FILTER_LABELS: Record<InvoiceFilter, string> = {
  all: 'All',
  ...INVOICE_STATUS_LABELS,
  overdue: 'Overdue',
};

export const invoiceFilterOf = (value: string | null): InvoiceFilter =>
  INVOICE_FILTERS.find((filter) => filter === value) ?? 'all';

export function matchesFilter(invoice: InvoiceSummary, filter: InvoiceFilter, today: string): boolean {
  if (filter === 'all') return true;
  if (filter === 'overdue') return daysOverdue(invoice, today) > 0;
  return invoice.status === filter;
}

/**
 * The ledger of one invoice as its page has it, so the screen asks the domain's rules
 * (creditNoteProblem, voidProblem) what the server will ask them, rather than restating them.
 */
export function invoiceLedger(detail: ConsoleInvoiceAnswer): { ledger: Ledger; invoice: LedgerInvoice } {
  const invoice: LedgerInvoice = {
    id: detail.invoice.id,
    totalCents: detail.invoice.total_cents,
    dueOn: detail.invoice.due_on,
  };
  const ledger: Ledger = {
    invoices: [invoice],
    creditNotes: detail.credit_notes.map((note) => ({
      invoiceId: note.invoice_id,
      amountCents: note.amount_cents,
      voids: note.voids,
    })),
    // Only what went to this invoice matters to its rules: the payments' other allocations are not here.
    payments: [],
    allocations: detail.allocations.map((a) => ({ paymentId: a.payment_id, invoiceId: invoice.id, amountCents: a.amount_cents })),
  };
  return { ledger, invoice };
}
