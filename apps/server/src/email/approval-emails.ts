import { formatPrice, NO_ADDRESS_RECORDED, shipToOneLine } from '@portal/domain';
import type { PlacedOrder } from '../order-store/placed-order';
import { formatOrderDate } from '../time/local-time';
import { BREAK, emailFrame, escapeHtml, FONT, MUTED, type Detail } from './email-frame';
import { clean, oneLine, orderLinesPart, uniqueAddresses, type MailMessage, type OrderEmailOptions } from './order-emails';
import { MONTH_NAMES } from './status-emails';

// The e-mails of a dealership's approval (docs/approvals.md): the approver's, with the order and
// its two links, and the word of how it ended. Pure: no I/O. Plain text and fluid HTML, every value
// escaped, like the order e-mails.

/** Why an approver is written to: first asked, reminded, or asked as the second once the first did not answer. */
export type ApprovalMailKind = 'request' | 'reminder' | 'escalation';

/** A store's month as the approver reads it, with this order counted. */
export interface BudgetLine {
  /** 'YYYY-MM'. */
  month: string;
  budgetCents: number;
  spentCents: number;
  committedCents: number;
  leftCents: number;
}

export interface ApprovalRequest {
  kind: ApprovalMailKind;
  approver: { name: string; email: string };
  /** For an escalation: who was asked first and did not answer. */
  firstApproverName: string | null;
  order: PlacedOrder;
  /** Why it waits, in words. */
  reasons: readonly string[];
  budget: BudgetLine | null;
  approveUrl: string;
  rejectUrl: string;
  expiresAt: Date;
}

/** 'March 2030' for '2030-03'. */
export function monthWords(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? month} ${year ?? ''}`.trim();
}

/** 'Budget $2,000.00 · spent $1,200.00 · committed $612.40 · left $187.60' (March 2030). */
export function budgetText(budget: BudgetLine): string {
  return [
    `Budget ${formatPrice(budget.budgetCents)}`,
    `spent ${formatPrice(budget.spentCents)}`,
    `waiting for approval ${formatPrice(budget.committedCents)}`,
    `left ${formatPrice(budget.leftCents)}`,
  ].join(' · ');
}

const buyerOf = (order: PlacedOrder) => [clean(order.firstName), clean(order.lastName)].filter(Boolean).join(' ') || 'A buyer';
const storeOf = (order: PlacedOrder) => (order.store ? clean(order.store.name) : clean(order.groupTitle));

function wording(request: ApprovalRequest): { subject: string; intro: string } {
  const { order } = request;
  const n = clean(order.orderNumber);
  const what = `order ${n} for ${storeOf(order)} (${formatPrice(order.totalCents)})`;
  switch (request.kind) {
    case 'request':
      return {
        subject: `Approve ${what}`,
        intro: `${buyerOf(order)} placed ${what}. It waits for your approval before it goes into production.`,
      };
    case 'reminder':
      return {
        subject: `Reminder: approve ${what}`,
        intro: `${buyerOf(order)}'s ${what} still waits for your approval before it goes into production.`,
      };
    case 'escalation':
      return {
        subject: `Approve ${what}: ${clean(request.firstApproverName ?? 'the first approver')} did not answer`,
        intro: `${clean(request.firstApproverName ?? 'The first approver')} did not answer in time, so ${buyerOf(order)}'s ${what} now waits for your approval.`,
      };
  }
}

/** The approver's e-mail: the order, why it waits, the store's budget, and the two links with when they stop working. */
export function renderApprovalRequestEmail(
  request: ApprovalRequest,
  options: Pick<OrderEmailOptions, 'linePicture' | 'timeZone'> = {},
): MailMessage {
  const timeZone = options.timeZone ?? 'UTC';
  const { order } = request;
  const { subject: rawSubject, intro } = wording(request);
  const subject = oneLine(rawSubject);
  const n = clean(order.orderNumber);
  const expires = formatOrderDate(request.expiresAt, timeZone);
  const details: Detail[] = [
    ['Order number', n],
    ['Date', formatOrderDate(order.createdAt, timeZone)],
    ['Buyer', buyerOf(order)],
    ['Store', storeOf(order)],
    ['Ship to', order.shipTo ? clean(shipToOneLine(order.shipTo.address)) : NO_ADDRESS_RECORDED],
    ['Why it waits', request.reasons.join('; ')],
    ...(request.budget ? ([[`Budget, ${monthWords(request.budget.month)}`, budgetText(request.budget)]] as Detail[]) : []),
    ['Links work until', expires],
  ];
  const lines = orderLinesPart(order, options);
  const confirm =
    'Each link opens a page of the portal where you confirm: opening it decides nothing. A rejection asks you why, and the buyer reads it.';
  const text = [
    subject,
    '',
    intro,
    '',
    ...textDetails(details),
    '',
    ...lines.text,
    '',
    `Approve order ${n}:`,
    request.approveUrl,
    '',
    `Reject order ${n}:`,
    request.rejectUrl,
    '',
    confirm,
    `The links work until ${expires}; after that the order is cancelled unless someone decides.`,
    '',
  ].join('\n');
  const button = (href: string, label: string, colour: string) =>
    `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" style="${FONT}display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:4px;background:${colour};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a>`;
  const html = emailFrame(
    subject,
    intro,
    details,
    `${lines.html}
<p style="${FONT}margin:24px 0 8px;">${button(request.approveUrl, `Approve order ${n}`, '#1e7e34')}${button(request.rejectUrl, `Reject order ${n}`, '#b42318')}</p>
<p style="${FONT}margin:0 0 8px;font-size:13px;${MUTED}">${escapeHtml(confirm)}</p>
<p style="${FONT}margin:0;font-size:13px;${MUTED}${BREAK}">${escapeHtml(`The links work until ${expires}; after that the order is cancelled unless someone decides.`)}</p>`,
  );
  return {
    to: uniqueAddresses([request.approver.email]),
    subject,
    text,
    html,
    ...(lines.images.length > 0 ? { images: lines.images } : {}),
  };
}

/** How an approval ended, for the e-mail that tells it. */
export interface ApprovalOutcome {
  order: Pick<PlacedOrder, 'orderNumber' | 'groupTitle' | 'createdAt' | 'firstName' | 'lastName' | 'store' | 'totalCents'>;
  /** 'Approved by Renata Okafor' / 'Rejected by …: reason' / 'Cancelled: no one approved it in time'. */
  outcomeText: string;
  status: 'approved' | 'rejected' | 'expired';
  /** The buyer's copy, or the group's (its purchasing recipients). */
  to: 'buyer' | 'group';
}

/**
 * The word of how an approval ended: to the buyer when it was approved (a rejection or an expiry
 * reaches the buyer as the order's cancellation, with the reason), and to the group's recipients
 * in every case.
 */
export function renderApprovalOutcomeEmail(
  outcome: ApprovalOutcome,
  recipients: readonly string[],
  options: Pick<OrderEmailOptions, 'timeZone'> = {},
): MailMessage {
  const timeZone = options.timeZone ?? 'UTC';
  const { order } = outcome;
  const n = clean(order.orderNumber);
  const store = order.store ? clean(order.store.name) : clean(order.groupTitle);
  const verb = outcome.status === 'approved' ? 'was approved' : outcome.status === 'rejected' ? 'was rejected' : 'expired';
  const subject = oneLine(
    outcome.to === 'buyer'
      ? `Your order ${n} ${verb}`
      : `Order ${n} for ${store} ${verb}${outcome.status === 'approved' ? '' : ' and cancelled'}`,
  );
  const intro =
    outcome.status === 'approved'
      ? outcome.to === 'buyer'
        ? `Your order for ${store} was approved: it now goes into production.`
        : `The order for ${store} was approved: it now goes into production.`
      : `The order for ${store} was cancelled: nothing of it will be made or shipped.`;
  const details: Detail[] = [
    ['Order number', n],
    ['Date', formatOrderDate(order.createdAt, timeZone)],
    ...(outcome.to === 'group'
      ? ([['Buyer', [clean(order.firstName), clean(order.lastName)].filter(Boolean).join(' ')]] as Detail[])
      : []),
    ['Store', store],
    ['Total', formatPrice(order.totalCents)],
    ['Approval', clean(outcome.outcomeText)],
  ];
  return {
    to: uniqueAddresses(recipients),
    subject,
    text: [subject, '', intro, '', ...textDetails(details), ''].join('\n'),
    html: emailFrame(subject, intro, details, ''),
  };
}

function textDetails(details: readonly Detail[]): string[] {
  const width = Math.max(...details.map(([label]) => label.length)) + 2;
  return details.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`);
}
