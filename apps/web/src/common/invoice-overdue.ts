import { daysBetween, type InvoiceStatus } from '@portal/domain';

// How late an invoice is, as the console's billing screens and the buyer's Invoices view both say it.

/** Days past its due date an invoice still asks for money; 0 when it is not due yet, or is paid or void. */
export function daysOverdue(invoice: { due_on: string; status: InvoiceStatus }, today: string): number {
  if (invoice.status === 'paid' || invoice.status === 'void') return 0;
  return Math.max(0, daysBetween(invoice.due_on, today));
}

export const overdueText = (days: number) => `${days} day${days === 1 ? '' : 's'} overdue`;
