import {
  creditNoteRows,
  formatPrice,
  invoiceTotalRows,
  PAYMENT_TERMS_LABELS,
  shipToDocumentLines,
  type CreditNoteSnapshot,
  type InvoiceSnapshot,
} from '@portal/domain';
import type { Detail } from './email-frame';
import { clean, type MailMessage } from './order-emails';
import { formatShipDate } from './status-emails';
import { billingMessage, questionsTo } from './billing-emails';

/** The e-mail that carries an invoice to the account's billing contacts, its PDF attached. Pure: no I/O. */
export function renderInvoiceEmail(invoice: InvoiceSnapshot, invoiceId: string, to: readonly string[]): MailMessage {
  const provider = clean(invoice.provider.name);
  const number = clean(invoice.number);
  const total = formatPrice(invoice.total_cents);
  const due = formatShipDate(invoice.due_on);
  const details: Detail[] = [
    ['Invoice', number],
    ['Issued', formatShipDate(invoice.issued_on)],
    ['Terms', PAYMENT_TERMS_LABELS[invoice.terms]],
    ['Due', due],
    // Subtotal, freight and tax above the total, as the PDF has them.
    ...invoiceTotalRows(invoice)
      .slice(0, -1)
      .map(([label, cents]): Detail => [clean(label), formatPrice(cents)]),
    ['Total due', total],
    ['Order', clean(invoice.order.number)],
    ...(invoice.order.customer_po ? ([['Customer PO', clean(invoice.order.customer_po)]] as Detail[]) : []),
    ...(invoice.store ? ([['Store', clean(invoice.store.name)]] as Detail[]) : []),
    ...(invoice.ship_to !== undefined ? ([['Ship to', clean(shipToDocumentLines(invoice).join(', '))]] as Detail[]) : []),
    ['Ordered by', `${clean(invoice.buyer.name)} (${clean(invoice.buyer.email)})`],
  ];
  return billingMessage({
    provider: invoice.provider,
    to,
    subject: `Invoice ${number} from ${provider}: ${total} due ${due}`,
    intro: `${provider} has issued invoice ${number} to ${clean(invoice.account.name)} for order ${clean(invoice.order.number)}. The invoice is attached as a PDF.`,
    details,
    closing: `Please quote ${number} with your payment. ${questionsTo(invoice.provider)}`,
    remitTo: true,
    document: { kind: 'invoice', id: invoiceId, filename: `${number}.pdf` },
  });
}

/** The e-mail that carries a credit note to the billing contacts, its PDF attached. Pure: no I/O. */
export function renderCreditNoteEmail(note: CreditNoteSnapshot, creditNoteId: string, to: readonly string[]): MailMessage {
  const provider = clean(note.provider.name);
  const number = clean(note.number);
  const invoice = clean(note.invoice_number);
  const amount = formatPrice(note.amount_cents);
  return billingMessage({
    provider: note.provider,
    to,
    subject: note.voids
      ? `Invoice ${invoice} from ${provider} is void: credit note ${number}`
      : `Credit note ${number} from ${provider}: ${amount} off invoice ${invoice}`,
    intro: note.voids
      ? `${provider} has voided invoice ${invoice} of ${clean(note.account.name)} with credit note ${number}, attached as a PDF. Nothing more is due on it.`
      : `${provider} has credited ${amount} to invoice ${invoice} of ${clean(note.account.name)}. The credit note is attached as a PDF.`,
    details: [
      ['Credit note', number],
      ['Issued', formatShipDate(note.issued_on)],
      ['Invoice', invoice],
      ...creditNoteRows(note).map(([label, cents]): Detail => [clean(label), formatPrice(cents)]),
      ['Amount', amount],
      ['Reason', clean(note.reason)],
    ],
    closing: questionsTo(note.provider),
    remitTo: false,
    document: { kind: 'credit_note', id: creditNoteId, filename: `${number}.pdf` },
  });
}

/** A reminder of an invoice with something left to pay, at its due date or some days after; its PDF attached. */
export function renderReminderEmail(
  invoice: InvoiceSnapshot,
  invoiceId: string,
  reminder: { outstandingCents: number; daysLate: number },
  to: readonly string[],
): MailMessage {
  const provider = clean(invoice.provider.name);
  const number = clean(invoice.number);
  const left = formatPrice(reminder.outstandingCents);
  const due = formatShipDate(invoice.due_on);
  const onTime = reminder.daysLate <= 0;
  return billingMessage({
    provider: invoice.provider,
    to,
    subject: onTime
      ? `Invoice ${number} from ${provider} is due today: ${left}`
      : `Reminder: invoice ${number} from ${provider} is ${reminder.daysLate} days past due: ${left}`,
    intro: onTime
      ? `Invoice ${number} of ${clean(invoice.account.name)} is due today, ${due}. It is attached as a PDF.`
      : `Invoice ${number} of ${clean(invoice.account.name)} was due on ${due} and ${left} of it is still unpaid. It is attached as a PDF. If you have paid it already, please let us know with your payment's reference.`,
    details: [
      ['Invoice', number],
      ['Order', clean(invoice.order.number)],
      ['Due', due],
      ['Left to pay', left],
    ],
    closing: `Please quote ${number} with your payment. ${questionsTo(invoice.provider)}`,
    remitTo: true,
    document: { kind: 'invoice', id: invoiceId, filename: `${number}.pdf` },
  });
}
