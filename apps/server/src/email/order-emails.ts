import {
  formatPrice,
  NO_ADDRESS_RECORDED,
  orderLineName,
  PRICE_ON_QUOTE,
  QUOTED_LINES_NOTE,
  shipToOneLine,
  orderTaxLabel,
  withSecond,
  type OrderChargesApart,
  type OrderLine,
} from '@portal/domain';
import type { PlacedOrder } from '../order-store/placed-order';
import { formatOrderDate } from '../time/local-time';
import { BREAK, emailFrame, escapeHtml, FONT, MUTED, type Detail } from './email-frame';

/** An address with a display name; the transport encodes it, so a typed name cannot forge a header. */
export interface MailAddress {
  name: string;
  address: string;
}

/** A picture the HTML shows by `cid:`: the address of a made picture, drawn when the message is sent. */
export interface InlineImage {
  cid: string;
  path: string;
}

/** One e-mail, ready for a transport and small enough to queue as JSON. */
import type { DocumentAttachment } from '../documents/document-files';

export interface MailMessage {
  to: string[];
  /** Where a reply goes: the buyer, on the provider's copy. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Pictures attached inline (the lines as they will be made); queued as addresses, not bytes. */
  images?: InlineImage[];
  /** Documents attached as files (an invoice's PDF): queued by what they are, drawn when the message is sent. */
  documents?: DocumentAttachment[];
  /**
   * Whom the console lists it as sent to where the addresses are the group's own and stay out of
   * every answer (an approver's: by name).
   */
  shownTo?: string[];
}

export interface OrderEmailOptions {
  /** Time zone the order date is written in; the server runs in UTC, the provider may not. */
  timeZone?: string;
  /** Who the buyer's confirmation comes from. */
  providerName?: string;
  /** The made picture of a line (show_modification_thumbnail), or null: each line then shows its picture. */
  linePicture?: (line: OrderLine) => string | null;
}

export const DEFAULT_PROVIDER_NAME = 'Crestline Branded Supply';

/** Lines of an order shown with their picture in its e-mails, at most (about 6 KB each). */
export const MAX_LINE_PICTURES = 40;

const EMPTY = '—';
const TYPED_BY_THE_BUYER = new Set(['Buyer', 'E-mail', 'Customer PO']);
/** The buyer's copy's label of the Customer PO, as the buyer's screens name it. */
export const YOUR_PO = 'Your PO';
/** What the buyer's copy says for a Customer PO it does not repeat. */
export const CUSTOMER_PO_NOT_REPEATED = 'As entered at checkout (see your orders)';

/**
 * The Customer PO as the buyer's copy may repeat it (decision 024): a reference of at most 30
 * letters, digits and # / . _ - with at most two spaces, and nothing that reads as a web address.
 * A sentence, a link or an address is not a PO: null, and the copy does not repeat it.
 */
export function referenceCustomerPo(value: string): string | null {
  const po = oneLine(value);
  if (po === '' || po.length > 30) return null;
  if (!/^[A-Za-z0-9#][A-Za-z0-9#/._-]*(?: [A-Za-z0-9#/._-]+){0,2}$/.test(po)) return null;
  return /[a-z]{2,}\.[a-z]{2,}|www|\/\//i.test(po) ? null : po;
}
/**
 * What the buyer's copy says for an address the buyer typed: only its state and ZIP, whose shapes
 * are checked, so a typed name or street cannot put words in a stranger's inbox (decision 018).
 */
export function shipToNotRepeated(state: string, zip: string): string {
  return `As entered at checkout, ${state} ${zip} (see your orders)`;
}

const PAYMENT_LABELS: Readonly<Record<PlacedOrder['payment'], string>> = {
  paypal: 'Paid by PayPal',
  account: 'On account',
};

/** The provider's notice and the buyer's confirmation for one placed order. Pure: no I/O. */
export function renderOrderEmails(
  order: PlacedOrder,
  to: { provider: string[]; buyer: string },
  options: OrderEmailOptions = {},
): { provider: MailMessage; buyer: MailMessage } {
  const providerName = options.providerName ?? DEFAULT_PROVIDER_NAME;
  const timeZone = options.timeZone ?? 'UTC';
  // The buyer's copy goes to whatever address was typed, so it carries nothing else that was typed
  // (names; a Customer PO only shaped as a reference): a stranger cannot use it to put words in
  // someone's inbox (decisions 018 and 024).
  // The Customer PO is the one typed value it repeats, and only when it has the shape of a reference.
  // It names the PO as the buyer's screens do: 'Your PO', their own, never the provider's (docs/product.md#order-e-mails).
  const details = orderDetails(order, timeZone, PAYMENT_LABELS[order.payment]).flatMap(([label, value]): Detail[] => {
    if (label === 'Customer PO')
      return order.customerPo.trim()
        ? [[YOUR_PO, referenceCustomerPo(order.customerPo) ?? CUSTOMER_PO_NOT_REPEATED]]
        : [[YOUR_PO, value]];
    if (label === 'Ship to' && order.shipTo?.source === 'typed')
      return [[label, shipToNotRepeated(order.shipTo.address.state, order.shipTo.address.zip)]];
    return TYPED_BY_THE_BUYER.has(label) ? [] : [[label, value]];
  });
  // Staff need to know which code was used; the buyer knows it already.
  const providerDetails = orderDetails(order, timeZone, providerPayment(order));
  const table = lineTable(order);
  const images = lineImages(order, options);
  const pictured = images.length > 0 ? { images } : {};
  const buyerName = fullName(order);

  const providerSubject = oneLine(`New order ${order.orderNumber} from ${order.groupTitle} — ${buyerName}`);
  const providerIntro = `${buyerName} placed an order for ${clean(order.groupTitle)}.`;
  const buyerSubject = oneLine(`Your order ${order.orderNumber} is confirmed`);
  const buyerIntro = `Thank you. ${providerName} has received your order for ${clean(order.groupTitle)}.`;
  const buyerOutro = `Questions about this order? Contact your ${providerName} account representative and quote order ${clean(order.orderNumber)}. Did not place it? Tell your account representative.`;

  return {
    provider: {
      // Group recipients and account reps often overlap: one copy each.
      to: uniqueAddresses(to.provider),
      // Staff answer the buyer straight from their mail client.
      replyTo: { name: buyerName, address: clean(order.email) },
      subject: providerSubject,
      text: renderText(providerSubject, providerIntro, providerDetails, table, null),
      html: renderHtml(providerSubject, providerIntro, providerDetails, table, null, images),
      ...pictured,
    },
    buyer: {
      to: uniqueAddresses([to.buyer]),
      subject: buyerSubject,
      text: renderText(buyerSubject, buyerIntro, details, table, buyerOutro),
      html: renderHtml(buyerSubject, buyerIntro, details, table, buyerOutro, images),
      ...pictured,
    },
  };
}

/** The pictures of an order's lines its e-mails attach, for the first lines only: an order of a hundred lines stays a reasonable e-mail. */
function lineImages(order: Pick<PlacedOrder, 'lines'>, options: Pick<OrderEmailOptions, 'linePicture'>): InlineImage[] {
  return order.lines.slice(0, MAX_LINE_PICTURES).flatMap((line): InlineImage[] => {
    const path = options.linePicture?.(line);
    return path ? [{ cid: `line-${line.line_no}@order-pictures`, path }] : [];
  });
}

/**
 * An order's lines, charges and total as the order e-mails show them, with the pictures they
 * attach: for another e-mail about the order (an approver's), so it reads as the order's own.
 */
export function orderLinesPart(
  order: Pick<PlacedOrder, 'lines' | 'charges' | 'totalCents'>,
  options: Pick<OrderEmailOptions, 'linePicture'> = {},
): { text: string[]; html: string; images: InlineImage[] } {
  const table = lineTable(order);
  const images = lineImages(order, options);
  return {
    text: [...textTable(table), ...(table.hasUnpriced ? ['', QUOTED_LINES_NOTE] : [])],
    html: linesHtml(table, images),
    images,
  };
}

// ---- content, shared by both parts ----

function orderDetails(order: PlacedOrder, timeZone: string, payment: string): Detail[] {
  // An order for no store is the group's own, as the success and orders screens name it: never 'None'.
  // The store's address is the ship-to's row where the order keeps one; an order placed before names it with the store.
  const store = order.store
    ? [clean(order.store.name), order.shipTo ? '' : clean(order.store.address ?? '')].filter(Boolean).join(', ')
    : clean(order.groupTitle);
  const shipTo = order.shipTo ? clean(shipToOneLine(order.shipTo.address)) : NO_ADDRESS_RECORDED;
  return [
    ['Order number', clean(order.orderNumber)],
    ['Date', formatOrderDate(order.createdAt, timeZone)],
    ['Group', clean(order.groupTitle)],
    ['Buyer', fullName(order)],
    ['E-mail', clean(order.email)],
    ['Store', store || clean(order.groupTitle)],
    ['Ship to', shipTo],
    ['Customer PO', clean(order.customerPo) || 'N/A'],
    ['Payment', payment],
  ];
}

function providerPayment(order: PlacedOrder): string {
  const code = order.payment === 'account' ? clean(order.maskedBypassCode ?? '') : '';
  return code ? `${PAYMENT_LABELS.account}, bypass code ${code}` : PAYMENT_LABELS[order.payment];
}

interface Column {
  title: string;
  numeric: boolean;
}

interface LineTable {
  columns: Column[];
  rows: string[][];
  /** Each row's line_no. */
  lineNumbers: number[];
  /** Goods, freight and sales tax above the total, each with its label; none on an order placed before freight and tax. */
  charges: (readonly [label: string, amount: string])[];
  total: string;
  hasUnpriced: boolean;
}

/** The order's goods, freight by its method and sales tax by its rate (or its exemption), as the e-mails list them. */
export function chargeRows(charges: OrderChargesApart | null | undefined): (readonly [string, string])[] {
  if (!charges) return [];
  const exemption = charges.exemption
    ? { certificate_number: clean(charges.exemption.certificate_number), state: charges.exemption.state }
    : null;
  const tax: readonly [string, string] = [orderTaxLabel(charges.tax_rate, exemption), formatPrice(charges.tax)];
  return [
    ['Goods', formatPrice(charges.goods)],
    [charges.shipping_method ? `Freight (${clean(charges.shipping_method.name)})` : 'Freight', formatPrice(charges.freight)],
    tax,
  ];
}

function lineTable(order: Pick<PlacedOrder, 'lines' | 'charges' | 'totalCents'>): LineTable {
  // A size column only when some line has a size: customs lines are counted in units instead.
  const withSize = order.lines.some((line) => line.type !== 'customs');
  const columns: Column[] = [
    { title: 'Item Code', numeric: false },
    { title: 'Item', numeric: false },
    { title: 'Color', numeric: false },
    ...(withSize ? [{ title: 'Size', numeric: false }] : []),
    { title: 'Logo', numeric: false },
    { title: 'Placement', numeric: false },
    { title: 'Qty', numeric: true },
    { title: 'Unit Price', numeric: true },
    { title: 'Line Total', numeric: true },
  ];
  const rows = order.lines.map((line) => [
    clean(line.code) || EMPTY,
    clean(orderLineName(line)) || EMPTY,
    clean(line.color) || EMPTY,
    ...(withSize ? [line.type === 'customs' ? EMPTY : clean(line.size) || EMPTY] : []),
    joinSecond(line.embroidery, line.second_embroidery),
    joinSecond(line.placement, line.second_placement),
    formatQuantity(line),
    // A price of 0 is not set or set elsewhere (docs/product.md#price-on-quote), so it must not read as free.
    line.unit_price_cents === 0 ? PRICE_ON_QUOTE : formatPrice(line.unit_price_cents),
    line.unit_price_cents === 0 ? PRICE_ON_QUOTE : formatPrice(line.unit_price_cents * line.quantity),
  ]);
  return {
    columns,
    rows,
    lineNumbers: order.lines.map((line) => line.line_no),
    charges: chargeRows(order.charges),
    total: formatPrice(order.totalCents),
    hasUnpriced: order.lines.some((line) => line.unit_price_cents === 0),
  };
}

function formatQuantity(line: OrderLine): string {
  const units = line.quantity.toLocaleString('en-US');
  return line.type === 'customs' ? `${units} units` : units;
}

function joinSecond(first: string, second: string | null): string {
  return withSecond(clean(first), clean(second ?? '')) || EMPTY;
}

function fullName(order: PlacedOrder): string {
  return [clean(order.firstName), clean(order.lastName)].filter(Boolean).join(' ') || 'Unknown buyer';
}

/** Typed values may hold line breaks or control characters: they would break headers and column layout. */
export function clean(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

export function oneLine(value: string): string {
  return clean(value).replace(/\s+/g, ' ');
}

export function uniqueAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of addresses) {
    const address = raw.trim();
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(address);
  }
  return result;
}

// ---- plain text ----

function renderText(title: string, intro: string, details: Detail[], table: LineTable, outro: string | null): string {
  const labelWidth = Math.max(...details.map(([label]) => label.length)) + 2;
  const out: string[] = [title, '', intro, ''];
  for (const [label, value] of details) out.push(`${`${label}:`.padEnd(labelWidth)} ${value}`);
  out.push('', ...textTable(table), '');
  if (table.hasUnpriced) out.push(QUOTED_LINES_NOTE, '');
  if (outro) out.push(outro, '');
  return out.join('\n');
}

/** Widths are capped so one long name does not push every row; that row alone runs over. */
const MAX_TEXT_COLUMN = 40;

function textTable({ columns, rows, charges, total }: LineTable): string[] {
  const widths = columns.map((column, i) =>
    Math.min(MAX_TEXT_COLUMN, Math.max(column.title.length, ...rows.map((row) => (row[i] ?? '').length))),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        return columns[i]?.numeric ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const header = format(columns.map((column) => column.title));
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const sums = [...charges, ['Total', total] as const].map(([label, amount]) => `${label}: ${amount}`.padStart(rule.length));
  return [header, rule, ...rows.map(format), rule, ...sums];
}

// ---- HTML ----
//
// Fluid, for a 375 px phone as much as a desktop client: one column at most 600 px wide, no fixed
// widths, and the lines as two cells (the item with its details, then its total) instead of nine
// columns. Inline styles and tables only, no media queries: many clients drop <style>.

// Short per-cell styles (the font is set on the table): Gmail clips a message over about 100 KB.
const CELL = 'padding:8px 8px;border-bottom:1px solid #e1e4e8;vertical-align:top;';
function renderHtml(
  title: string,
  intro: string,
  details: Detail[],
  table: LineTable,
  outro: string | null,
  images: readonly InlineImage[] = [],
): string {
  const outroHtml = outro ? `<p style="${FONT}margin:24px 0 0;">${escapeHtml(outro)}</p>` : '';
  return emailFrame(title, intro, details, `${linesHtml(table, images)}\n${outroHtml}`);
}

/** The lines as two cells each (the item with its details, then its total), the charges and the total. */
function linesHtml(table: LineTable, images: readonly InlineImage[]): string {
  const last = table.columns.length - 1;
  const totalTitle = table.columns[last]?.title ?? '';
  // Item Code and Item head the cell, the last column is the right-hand cell, the rest are details.
  const bodyRows = table.rows
    .map((row, index) => {
      const [code = '', name = ''] = row;
      const image = images.find((i) => i.cid === `line-${table.lineNumbers[index]}@order-pictures`);
      // The line as it will be made, above its name; an empty alt, since the text beside it says it all.
      const picture = image
        ? `<img src="cid:${escapeHtml(image.cid)}" width="64" height="64" alt="" style="display:block;width:64px;height:64px;margin:0 0 6px;border-radius:4px;">`
        : '';
      const facts = table.columns
        .slice(2, last)
        .map(
          (column, i) =>
            // A no-break space and a nowrap label keep each label on the line of its value.
            `<span style="${MUTED}white-space:nowrap;">${escapeHtml(column.title)}</span>&nbsp;${escapeHtml(row[i + 2] ?? '')}`,
        )
        .join(' &middot; ');
      return (
        `<tr><td style="${CELL}${BREAK}">${picture}<strong>${escapeHtml(name)}</strong><br><span style="${MUTED}">${escapeHtml(code)}</span><br>${facts}</td>` +
        `<td align="right" style="${CELL}white-space:nowrap;font-weight:bold;">${escapeHtml(row[last] ?? '')}</td></tr>`
      );
    })
    .join('\n');
  const unpriced = table.hasUnpriced
    ? `<p style="${FONT}margin:8px 0 0;font-size:13px;${MUTED}">${escapeHtml(QUOTED_LINES_NOTE)}</p>`
    : '';
  const chargesHtml = table.charges
    .map(
      ([label, amount]) =>
        `<tr><td align="right" style="padding:4px 8px;${BREAK}">${escapeHtml(label)}</td><td align="right" style="padding:4px 8px;white-space:nowrap;">${escapeHtml(amount)}</td></tr>\n`,
    )
    .join('');

  return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="${FONT}width:100%;border-collapse:collapse;font-size:13px;line-height:1.5;color:#1f2933;">
<thead><tr><th scope="col" align="left" style="${CELL}background:#f0f2f5;">Item</th><th scope="col" align="right" style="${CELL}background:#f0f2f5;white-space:nowrap;">${escapeHtml(totalTitle)}</th></tr></thead>
<tbody>
${bodyRows}
</tbody>
<tfoot>${chargesHtml}<tr><td align="right" style="padding:10px 8px;font-weight:bold;">Total</td><td align="right" style="padding:10px 8px;font-weight:bold;white-space:nowrap;">${escapeHtml(table.total)}</td></tr></tfoot>
</table>
${unpriced}`;
}
