import { formatPrice, PAYMENT_TERMS_LABELS, type CreditNoteSnapshot, type InvoiceSnapshot } from '@portal/domain';
import { emailFrame, escapeHtml, FONT, MUTED, type Detail } from '../email/email-frame';
import { clean, oneLine, uniqueAddresses, type MailMessage } from '../email/order-emails';
import { formatShipDate } from '../email/status-emails';

/**
 * The e-mail that carries an invoice to the account's billing contacts, its PDF attached (drawn
 * when it is sent). Replies go to the provider's billing desk. Pure: no I/O.
 */
export function renderInvoiceEmail(invoice: InvoiceSnapshot, invoiceId: string, to: readonly string[]): MailMessage {
  const provider = clean(invoice.provider.name);
  const number = clean(invoice.number);
  const total = formatPrice(invoice.total_cents);
  const due = formatShipDate(invoice.due_on);
  const subject = oneLine(`Invoice ${number} from ${provider}: ${total} due ${due}`);
  const intro = `${provider} has issued invoice ${number} to ${clean(invoice.account.name)} for order ${clean(invoice.order.number)}. The invoice is attached as a PDF.`;
  const details: Detail[] = [
    ['Invoice', number],
    ['Issued', formatShipDate(invoice.issued_on)],
    ['Terms', PAYMENT_TERMS_LABELS[invoice.terms]],
    ['Due', due],
    ['Total due', total],
    ['Order', clean(invoice.order.number)],
    ...(invoice.order.customer_po ? ([['Customer PO', clean(invoice.order.customer_po)]] as Detail[]) : []),
    ...(invoice.store ? ([['Store', clean(invoice.store.name)]] as Detail[]) : []),
    ['Ordered by', `${clean(invoice.buyer.name)} (${clean(invoice.buyer.email)})`],
  ];
  const remit = invoice.provider.remit_to.map(clean);
  const closing = `Please quote ${number} with your payment. Questions about this invoice: ${clean(invoice.provider.email)}, ${clean(invoice.provider.phone)}.`;
  const width = Math.max(...details.map(([label]) => label.length)) + 2;
  const text = [
    subject,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`),
    '',
    'Remit to:',
    ...remit.map((line) => `  ${line}`),
    '',
    closing,
    '',
  ].join('\n');
  const body =
    `<p style="${FONT}margin:0 0 4px;${MUTED}">Remit to</p>` +
    `<p style="${FONT}margin:0 0 16px;">${remit.map(escapeHtml).join('<br>')}</p>` +
    `<p style="${FONT}margin:0;">${escapeHtml(closing)}</p>`;
  return {
    to: uniqueAddresses(to),
    replyTo: { name: `${provider} billing`, address: invoice.provider.email },
    subject,
    text,
    html: emailFrame(subject, intro, details, body),
    documents: [{ kind: 'invoice', id: invoiceId, filename: `${number}.pdf` }],
  };
}

/** The e-mail that carries a credit note to the billing contacts, its PDF attached. Pure: no I/O. */
export function renderCreditNoteEmail(note: CreditNoteSnapshot, creditNoteId: string, to: readonly string[]): MailMessage {
  const provider = clean(note.provider.name);
  const number = clean(note.number);
  const invoice = clean(note.invoice_number);
  const amount = formatPrice(note.amount_cents);
  const subject = oneLine(
    note.voids
      ? `Invoice ${invoice} from ${provider} is void: credit note ${number}`
      : `Credit note ${number} from ${provider}: ${amount} off invoice ${invoice}`,
  );
  const intro = note.voids
    ? `${provider} has voided invoice ${invoice} of ${clean(note.account.name)} with credit note ${number}, attached as a PDF. Nothing more is due on it.`
    : `${provider} has credited ${amount} to invoice ${invoice} of ${clean(note.account.name)}. The credit note is attached as a PDF.`;
  const details: Detail[] = [
    ['Credit note', number],
    ['Issued', formatShipDate(note.issued_on)],
    ['Invoice', invoice],
    ['Amount', amount],
    ['Reason', clean(note.reason)],
  ];
  const width = Math.max(...details.map(([label]) => label.length)) + 2;
  const closing = `Questions: ${clean(note.provider.email)}, ${clean(note.provider.phone)}.`;
  return {
    to: uniqueAddresses(to),
    replyTo: { name: `${provider} billing`, address: note.provider.email },
    subject,
    text: [
      subject,
      '',
      intro,
      '',
      ...details.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`),
      '',
      closing,
      '',
    ].join('\n'),
    html: emailFrame(subject, intro, details, `<p style="${FONT}margin:0;">${escapeHtml(closing)}</p>`),
    documents: [{ kind: 'credit_note', id: creditNoteId, filename: `${number}.pdf` }],
  };
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
  const subject = oneLine(
    reminder.daysLate <= 0
      ? `Invoice ${number} from ${provider} is due today: ${left}`
      : `Reminder: invoice ${number} from ${provider} is ${reminder.daysLate} days past due: ${left}`,
  );
  const intro =
    reminder.daysLate <= 0
      ? `Invoice ${number} of ${clean(invoice.account.name)} is due today, ${due}. It is attached as a PDF.`
      : `Invoice ${number} of ${clean(invoice.account.name)} was due on ${due} and ${left} of it is still unpaid. It is attached as a PDF. If you have paid it already, please let us know with your payment's reference.`;
  const details: Detail[] = [
    ['Invoice', number],
    ['Order', clean(invoice.order.number)],
    ['Due', due],
    ['Left to pay', left],
  ];
  const remit = invoice.provider.remit_to.map(clean);
  const closing = `Please quote ${number} with your payment. Questions: ${clean(invoice.provider.email)}, ${clean(invoice.provider.phone)}.`;
  const width = Math.max(...details.map(([label]) => label.length)) + 2;
  return {
    to: uniqueAddresses(to),
    replyTo: { name: `${provider} billing`, address: invoice.provider.email },
    subject,
    text: [
      subject,
      '',
      intro,
      '',
      ...details.map(([l, v]) => `${`${l}:`.padEnd(width)} ${v}`),
      '',
      'Remit to:',
      ...remit.map((line) => `  ${line}`),
      '',
      closing,
      '',
    ].join('\n'),
    html: emailFrame(
      subject,
      intro,
      details,
      `<p style="${FONT}margin:0 0 16px;">${remit.map(escapeHtml).join('<br>')}</p><p style="${FONT}margin:0;">${escapeHtml(closing)}</p>`,
    ),
    documents: [{ kind: 'invoice', id: invoiceId, filename: `${number}.pdf` }],
  };
}
