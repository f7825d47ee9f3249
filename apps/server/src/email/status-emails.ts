import {
  formatCalendarDay,
  FULFILMENT_STATUS_LABELS,
  trackingUrl,
  type BuyerEmailEvent,
  type FulfilmentStatus,
} from '@portal/domain';
import { BREAK, emailFrame, escapeHtml, FONT, MUTED, type Detail } from './email-frame';
import { formatOrderDate } from '../time/local-time';
import { clean, DEFAULT_PROVIDER_NAME, oneLine, uniqueAddresses, type MailMessage } from './order-emails';

/** What a fulfilment e-mail tells the buyer about their order. Typed by staff or stored, never by the buyer. */
export interface StatusEmailOrder {
  orderNumber: string;
  groupTitle: string;
  createdAt: Date;
  /** The store's name, or null. */
  storeName: string | null;
  status: FulfilmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  /** Why staff cancelled the order, when they said; only the cancellation e-mail tells it. */
  reason: string | null;
  /** The group's account representatives (group.json), whom the buyer calls about the order. */
  accountReps: readonly AccountContact[];
  lines: {
    code: string;
    name: string;
    quantity: number;
    type: string;
    size: string;
    color: string;
    estShipDate: string | null;
  }[];
}

/** An account representative as the group's data gives them; an e-mail only where it has one. */
export interface AccountContact {
  name: string;
  phone: string;
  email?: string | undefined;
}

export interface StatusEmailOptions {
  timeZone?: string;
  providerName?: string;
}

/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'YYYY-MM-DD' as 'January 06, 2027': the one way a calendar day is written in words, in e-mails,
 * PDFs and the buyer's screens alike (formatCalendarDay), the same in every time zone.
 */
export function formatShipDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatCalendarDay(day) : clean(day);
}

function latestShipDate(order: StatusEmailOrder): string | null {
  return order.lines.reduce<string | null>(
    (latest, l) => (l.estShipDate && (!latest || l.estShipDate > latest) ? l.estShipDate : latest),
    null,
  );
}

interface Content {
  subject: string;
  intro: string;
  details: Detail[];
  /** Each line's ship date beside it, when the e-mail is about ship dates. */
  withShipDates: boolean;
}

function content(order: StatusEmailOrder, event: BuyerEmailEvent, provider: string, timeZone: string): Content {
  const n = clean(order.orderNumber);
  const group = clean(order.groupTitle);
  const shipDate = latestShipDate(order);
  const base: Detail[] = [
    ['Order number', n],
    ['Order date', formatOrderDate(order.createdAt, timeZone)],
    ['Group', group],
    ['Store', order.storeName ? clean(order.storeName) : 'None'],
    ['Status', FULFILMENT_STATUS_LABELS[order.status]],
  ];
  const shipDateDetail: Detail[] = shipDate ? [['Est. ship date', formatShipDate(shipDate)]] : [];
  switch (event) {
    case 'in_production':
      return {
        subject: `Your order ${n} is in production`,
        intro: `${provider} has started making your order for ${group}.`,
        details: [...base, ...shipDateDetail],
        withShipDates: false,
      };
    case 'shipped':
      return {
        subject: `Your order ${n} has shipped`,
        intro: `Your order for ${group} is on its way.`,
        details: [...base, ['Carrier', clean(order.carrier ?? '') || 'N/A'], trackingDetail(order)],
        withShipDates: false,
      };
    case 'ship_date_changed':
      return {
        subject: `New est. ship date for your order ${n}`,
        intro: `The estimated ship date of your order for ${group} has changed.`,
        details: [...base, ...shipDateDetail],
        withShipDates: true,
      };
    case 'cancelled':
      return {
        subject: `Your order ${n} was cancelled`,
        intro: `Your order for ${group} was cancelled: nothing of it will be made or shipped.`,
        details: order.reason && clean(order.reason) ? [...base, ['Reason', clean(order.reason)]] : base,
        withShipDates: false,
      };
  }
}

/** The tracking number, linked to the carrier's tracking page where it has one (packages/domain trackingUrl). */
function trackingDetail(order: StatusEmailOrder): Detail {
  const number = clean(order.trackingNumber ?? '');
  const url = trackingUrl(order.carrier, number);
  return url ? ['Tracking number', number, url] : ['Tracking number', number || 'N/A'];
}

function lineText(line: StatusEmailOrder['lines'][number], withShipDate: boolean): string {
  const units = `${line.quantity.toLocaleString('en-US')}${line.type === 'customs' ? ' units' : ''}`;
  const date = withShipDate ? ` — est. ship date ${line.estShipDate ? formatShipDate(line.estShipDate) : 'N/A'}` : '';
  // Customs lines are counted in units and have no size.
  const size = line.type === 'customs' ? '' : clean(line.size);
  const made = [clean(line.color), size ? `size ${size}` : ''].filter(Boolean).join(', ');
  return `${clean(line.name) || clean(line.code)} (${clean(line.code)})${made ? `, ${made}` : ''} × ${units}${date}`;
}

/** Whom the buyer calls: each representative of the group, or the provider's desk when the group names none. */
function contactText(order: StatusEmailOrder, provider: string): { intro: string; people: string[] } {
  const n = clean(order.orderNumber);
  const people = order.accountReps.map((rep) => [rep.name, rep.phone, rep.email ?? ''].map(clean).filter(Boolean).join(', '));
  if (people.length === 0)
    return { intro: `Questions about this order? Contact your ${provider} account representative and quote order ${n}.`, people };
  const whom = people.length === 1 ? 'your account representative' : 'one of your account representatives';
  return { intro: `Questions about this order? Call ${whom} at ${provider} and quote order ${n}:`, people };
}

/**
 * The buyer's e-mail for a fulfilment event (in production, shipped, a new ship date,
 * cancelled). Pure: no I/O. Like the order e-mails: plain text and fluid HTML, every value escaped.
 */
export function renderStatusEmail(
  order: StatusEmailOrder,
  event: BuyerEmailEvent,
  to: string,
  options: StatusEmailOptions = {},
): MailMessage {
  const provider = options.providerName ?? DEFAULT_PROVIDER_NAME;
  const c = content(order, event, provider, options.timeZone ?? 'UTC');
  const subject = oneLine(c.subject);
  const lines = order.lines.map((line) => lineText(line, c.withShipDates));
  const contact = contactText(order, provider);
  return {
    to: uniqueAddresses([to]),
    subject,
    text: renderText(subject, c.intro, c.details, lines, contact),
    html: renderHtml(subject, c.intro, c.details, lines, contact, order.accountReps),
  };
}

function renderText(title: string, intro: string, details: Detail[], lines: string[], contact: Contact): string {
  const width = Math.max(...details.map(([label]) => label.length)) + 2;
  return [
    title,
    '',
    intro,
    '',
    // A link's address goes under its value: a text reader copies or clicks it there.
    ...details.flatMap(([label, value, href]) => [
      `${`${label}:`.padEnd(width)} ${value}`,
      ...(href ? [`${''.padEnd(width)} ${href}`] : []),
    ]),
    '',
    'Items:',
    ...lines.map((line) => `  - ${line}`),
    '',
    contact.intro,
    ...contact.people.map((person) => `  ${person}`),
    '',
  ].join('\n');
}

type Contact = ReturnType<typeof contactText>;

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

// Fluid like the order e-mails: one column at most 600 px wide, no fixed widths, inline styles only.
function renderHtml(
  title: string,
  intro: string,
  details: Detail[],
  lines: string[],
  contact: Contact,
  reps: readonly AccountContact[],
): string {
  const items = lines.map((line) => `<li style="margin:0 0 4px;${BREAK}">${escapeHtml(line)}</li>`).join('\n');
  // Phone and e-mail as links: one tap calls from a phone.
  const people = reps
    .map((rep) => {
      const phone = clean(rep.phone);
      const email = clean(rep.email ?? '');
      return (
        `<li style="margin:0 0 4px;${BREAK}"><strong>${escapeHtml(clean(rep.name))}</strong>` +
        (phone
          ? ` <span style="${MUTED}">&middot;</span> <a href="${escapeHtml(telHref(phone))}" style="color:#1a56db;">${escapeHtml(phone)}</a>`
          : '') +
        (email
          ? ` <span style="${MUTED}">&middot;</span> <a href="mailto:${escapeHtml(email)}" style="color:#1a56db;">${escapeHtml(email)}</a>`
          : '') +
        '</li>'
      );
    })
    .join('\n');
  const peopleList = people ? `\n<ul style="${FONT}margin:8px 0 0;padding:0 0 0 20px;">\n${people}\n</ul>` : '';
  return emailFrame(
    title,
    intro,
    details,
    `<h2 style="${FONT}font-size:16px;margin:0 0 8px;color:#1f2933;">Items</h2>
<ul style="${FONT}margin:0;padding:0 0 0 20px;font-size:13px;line-height:1.5;">
${items}
</ul>
<p style="${FONT}margin:24px 0 0;">${escapeHtml(contact.intro)}</p>${peopleList}`,
  );
}
