import type { InvoiceSnapshot } from '@portal/domain';
import type { DocumentAttachment } from '../documents/document-files';
import { emailFrame, escapeHtml, FONT, MUTED, type Detail } from './email-frame';
import { clean, oneLine, uniqueAddresses, type MailMessage } from './order-emails';

/** What every billing e-mail says, in its own words; the shape (text and HTML, remit-to, the PDF) is shared. */
export interface BillingEmail {
  provider: InvoiceSnapshot['provider'];
  to: readonly string[];
  subject: string;
  intro: string;
  details: Detail[];
  /** The last sentence: what to quote, whom to ask. */
  closing: string;
  /** Whether to print where payments go. */
  remitTo: boolean;
  document: DocumentAttachment;
}

/**
 * A billing e-mail to the account's billing contacts, its document attached (drawn when it is
 * sent); replies go to the provider's billing desk. Plain text and fluid HTML, every value escaped.
 */
export function billingMessage(email: BillingEmail): MailMessage {
  const subject = oneLine(email.subject);
  const remit = email.remitTo ? email.provider.remit_to.map(clean) : [];
  const width = Math.max(...email.details.map(([label]) => label.length)) + 2;
  const text = [
    subject,
    '',
    email.intro,
    '',
    ...email.details.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`),
    '',
    ...(remit.length > 0 ? ['Remit to:', ...remit.map((line) => `  ${line}`), ''] : []),
    email.closing,
    '',
  ].join('\n');
  const remitHtml =
    remit.length > 0
      ? `<p style="${FONT}margin:0 0 4px;${MUTED}">Remit to</p><p style="${FONT}margin:0 0 16px;">${remit.map(escapeHtml).join('<br>')}</p>`
      : '';
  return {
    to: uniqueAddresses(email.to),
    replyTo: { name: `${clean(email.provider.name)} billing`, address: email.provider.email },
    subject,
    text,
    html: emailFrame(
      subject,
      email.intro,
      email.details,
      `${remitHtml}<p style="${FONT}margin:0;">${escapeHtml(email.closing)}</p>`,
    ),
    documents: [email.document],
  };
}

/** 'Questions: billing@…, (555) …' */
export const questionsTo = (provider: InvoiceSnapshot['provider']): string =>
  `Questions: ${clean(provider.email)}, ${clean(provider.phone)}.`;
