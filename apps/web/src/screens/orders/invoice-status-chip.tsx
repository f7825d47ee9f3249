import type { InvoiceStatus } from '@portal/domain';

/**
 * The domain's INVOICE_STATUS_LABELS, word for word. Held here because the domain's module of them
 * also builds the console's zod schemas, which would bring zod (7 KB gzip) into the orders screen's
 * first load (first-screen-budget.test.ts); invoice-status-chip.test.ts fails if the two differ.
 */
export const INVOICE_STATUS_WORDS: Readonly<Record<InvoiceStatus, string>> = {
  open: 'Open',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};

/** An invoice's status as a small chip; the words carry it, the tint (orders.css) only repeats it. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <span className={`chip invoice-chip invoice-chip-${status}`}>{INVOICE_STATUS_WORDS[status]}</span>;
}
