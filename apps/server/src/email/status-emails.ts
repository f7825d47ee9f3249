import { FULFILMENT_STATUS_LABELS, type BuyerEmailEvent, type FulfilmentStatus } from '@portal/domain';
import { BREAK, emailFrame, escapeHtml, FONT, type Detail } from './email-frame';
import { clean, DEFAULT_PROVIDER_NAME, formatOrderDate, oneLine, uniqueAddresses, type MailMessage } from './order-emails';

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
  lines: { code: string; name: string; quantity: number; type: string; estShipDate: string | null }[];
}

export interface StatusEmailOptions {
  timeZone?: string;
  providerName?: string;
}

const MONTHS = [
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

/** 'YYYY-MM-DD' as 'November 30, 2026': a calendar day, the same in every time zone. */
export function formatShipDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return clean(day);
  const [, year, month, date] = match;
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(date)}, ${year}`;
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
        details: [
          ...base,
          ['Carrier', clean(order.carrier ?? '') || 'N/A'],
          ['Tracking number', clean(order.trackingNumber ?? '') || 'N/A'],
        ],
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
        details: base,
        withShipDates: false,
      };
  }
}

function lineText(line: StatusEmailOrder['lines'][number], withShipDate: boolean): string {
  const units = `${line.quantity.toLocaleString('en-US')}${line.type === 'customs' ? ' units' : ''}`;
  const date = withShipDate ? ` — est. ship date ${line.estShipDate ? formatShipDate(line.estShipDate) : 'N/A'}` : '';
  return `${clean(line.name) || clean(line.code)} (${clean(line.code)}) × ${units}${date}`;
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
  const outro = `Questions about this order? Contact your ${provider} account representative and quote order ${clean(order.orderNumber)}.`;
  const lines = order.lines.map((line) => lineText(line, c.withShipDates));
  return {
    to: uniqueAddresses([to]),
    subject,
    text: renderText(subject, c.intro, c.details, lines, outro),
    html: renderHtml(subject, c.intro, c.details, lines, outro),
  };
}

function renderText(title: string, intro: string, details: Detail[], lines: string[], outro: string): string {
  const width = Math.max(...details.map(([label]) => label.length)) + 2;
  return [
    title,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`),
    '',
    'Items:',
    ...lines.map((line) => `  - ${line}`),
    '',
    outro,
    '',
  ].join('\n');
}

// Fluid like the order e-mails: one column at most 600 px wide, no fixed widths, inline styles only.
function renderHtml(title: string, intro: string, details: Detail[], lines: string[], outro: string): string {
  const items = lines.map((line) => `<li style="margin:0 0 4px;${BREAK}">${escapeHtml(line)}</li>`).join('\n');
  return emailFrame(
    title,
    intro,
    details,
    `<h2 style="${FONT}font-size:16px;margin:0 0 8px;color:#1f2933;">Items</h2>
<ul style="${FONT}margin:0;padding:0 0 0 20px;font-size:13px;line-height:1.5;">
${items}
</ul>
<p style="${FONT}margin:24px 0 0;">${escapeHtml(outro)}</p>`,
  );
}
