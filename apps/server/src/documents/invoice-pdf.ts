import {
  formatCalendarDay,
  formatOrderDate,
  formatPrice,
  PAYMENT_TERMS_LABELS,
  creditNoteRows,
  invoiceTotalRows,
  shipToDocumentLines,
  type CreditNoteSnapshot,
  type InvoiceLine,
  type InvoiceSnapshot,
} from '@portal/domain';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../config/env';
import type { DocumentArt } from './document-art';
import {
  BAND,
  BODY,
  BOTTOM,
  CELL_PAD_X,
  CELL_PAD_Y,
  collect,
  documentLogos,
  drawCells,
  drawFooters,
  drawLetterhead,
  drawParties,
  drawRemitTo,
  drawTableHeader,
  drawTitleBlock,
  drawTotal,
  fitColumns,
  HEADING,
  LABEL,
  LEFT,
  MUTED,
  newDocument,
  newPage,
  paragraph,
  paragraphHeight,
  remitToHeight,
  rowHeight,
  RIGHT,
  rule,
  WIDTH,
  write,
  type Column,
  type Doc,
  type DocumentRecipient,
  type SizedColumn,
  type Style,
} from './pdf-drawing';

export interface DrawOptions {
  /** The zone the order's placed date is written in: the provider's, as in its e-mails. */
  timeZone?: string;
}

// Sized from what the invoice's lines hold (fitColumns): the size, colour and code as wide as their
// longest, the item and its logos sharing what is left, so no word is broken.
const COLUMNS: Column<InvoiceLine>[] = [
  { title: 'Code', width: 80, align: 'left', cell: (l) => l.code },
  { title: 'Item', width: 112, flex: true, align: 'left', cell: (l) => l.name },
  { title: 'Size', width: 80, align: 'left', cell: (l) => l.size },
  { title: 'Colour', width: 64, align: 'left', cell: (l) => l.color },
  { title: 'Logos', width: 120, flex: true, align: 'left', cell: (l) => l.logos },
  { title: 'Qty', width: 60, align: 'right', cell: (l) => l.quantity.toLocaleString('en-US') },
  { title: 'Unit price', width: 80, align: 'right', cell: (l) => formatPrice(l.unit_price_cents) },
  { title: 'Line total', width: 90, align: 'right', bold: true, cell: (l) => formatPrice(l.line_total_cents) },
];
const NOTE_STYLE: Style = { size: 7.5, color: MUTED };
/** The PO note under a line spans the item's columns, from Item to Logos. */
const NOTE_FIRST_COLUMN = 1;
const NOTE_LAST_COLUMN = 4;

/** An invoice as a PDF (US Letter): letterhead, bill-to, the order, its lines over as many pages as they need, remit-to. */
export async function drawInvoicePdf(snapshot: InvoiceSnapshot, art: DocumentArt, options: DrawOptions = {}): Promise<Buffer> {
  const [providerLogo, groupLogo] = await documentLogos(art);
  const doc = newDocument(`Invoice ${snapshot.number}`, snapshot.provider.name, snapshot.issued_on);
  const bytes = collect(doc);
  const timeZone = options.timeZone ?? DEFAULT_PROVIDER_TIME_ZONE;

  const letterheadEnd = drawLetterhead(doc, snapshot.provider, providerLogo);
  const titleEnd = drawTitleBlock(doc, 'INVOICE', [
    ['Invoice number', snapshot.number],
    ['Issue date', formatCalendarDay(snapshot.issued_on)],
    ['Due date', formatCalendarDay(snapshot.due_on)],
    ['Terms', PAYMENT_TERMS_LABELS[snapshot.terms]],
  ]);
  let y = rule(doc, Math.max(letterheadEnd, titleEnd) + 10);

  y = drawParties(doc, y + 12, billTo(snapshot.account), snapshot.group, groupLogo, snapshot.store);
  // Invoices issued before ship-to addresses were kept have no ship-to field and print as they did.
  if (snapshot.ship_to !== undefined) y = drawShipTo(doc, y + 12, shipToDocumentLines(snapshot));
  y = drawOrderDetails(doc, y + 14, snapshot, timeZone);

  const columns = fitColumns(doc, COLUMNS, snapshot.lines);
  y = drawTableHeader(doc, y + 16, columns);
  const continued = `Invoice ${snapshot.number} (continued)`;
  for (const line of snapshot.lines) {
    // A row grows to its tallest cell and goes whole to the next page when it does not fit.
    const height = lineRowHeight(doc, columns, line, snapshot.order.customer_po);
    if (y + height > BOTTOM) y = drawTableHeader(doc, newPage(doc, continued), columns);
    y = drawRow(doc, columns, y, line, snapshot.order.customer_po, height);
  }

  // The total (under its subtotal, freight and tax) and where to pay it stay together, side by side under the lines.
  const quote = quoteLine(snapshot.number);
  const remitHeight = remitToHeight(doc, snapshot.provider.remit_to, quote);
  const sums = snapshot.charges ? invoiceTotalRows(snapshot).slice(0, -1) : [];
  const sumsHeight = sums.length > 0 ? chargeRowsHeight(doc, sums) + 6 : 0;
  if (y + 12 + sumsHeight + Math.max(remitHeight, 24) > BOTTOM) y = newPage(doc, continued);
  if (sums.length > 0) y = drawChargeRows(doc, y + 12, sums) - 6;
  drawTotal(doc, y + 12, 'Total due', snapshot.total_cents);
  drawRemitTo(doc, y + 12, snapshot.provider.remit_to, quote, remitHeight);

  drawFooters(doc, `${snapshot.provider.name} · Invoice ${snapshot.number}`);
  doc.end();
  return bytes;
}

/** A credit note as a PDF (US Letter): what it credits, why, how much, and whether it voids the invoice. */
export async function drawCreditNotePdf(snapshot: CreditNoteSnapshot, art: DocumentArt): Promise<Buffer> {
  const [providerLogo, groupLogo] = await documentLogos(art);
  const doc = newDocument(`Credit note ${snapshot.number}`, snapshot.provider.name, snapshot.issued_on);
  const bytes = collect(doc);

  const letterheadEnd = drawLetterhead(doc, snapshot.provider, providerLogo);
  const titleEnd = drawTitleBlock(doc, 'CREDIT NOTE', [
    ['Credit note number', snapshot.number],
    ['Date', formatCalendarDay(snapshot.issued_on)],
    ['Invoice', snapshot.invoice_number],
  ]);
  let y = rule(doc, Math.max(letterheadEnd, titleEnd) + 10);
  y = drawParties(doc, y + 12, billTo(snapshot.account), snapshot.group, groupLogo, null);

  y += 18;
  write(doc, `Credits invoice ${snapshot.invoice_number}`, LEFT, y, { size: 12, bold: true });
  y += 26;
  write(doc, 'Reason', LEFT, y, HEADING);
  y += 12;
  y += paragraph(doc, snapshot.reason, LEFT, y, WIDTH, BODY) + 14;

  // What it credits of the goods, the freight and the tax, above the amount (their sum).
  y = drawChargeRows(doc, y, creditNoteRows(snapshot));
  y = drawTotal(doc, y, 'Amount credited', snapshot.amount_cents);
  if (snapshot.voids) {
    write(doc, `This credit note voids invoice ${snapshot.invoice_number}.`, LEFT, y + 16, { size: 10, bold: true });
  }

  drawFooters(doc, `${snapshot.provider.name} · Credit note ${snapshot.number}`);
  doc.end();
  return bytes;
}

const SHIP_TO_WIDTH = WIDTH / 2 - 20;

/** Where the order ships, under the bill-to: the address, or 'no address recorded'. */
function drawShipTo(doc: Doc, top: number, lines: readonly string[]): number {
  write(doc, 'SHIP TO', LEFT, top, HEADING);
  let y = top + 12;
  for (const [i, text] of lines.entries())
    y += paragraph(doc, text, LEFT, y, SHIP_TO_WIDTH, i === 0 ? { size: 9, bold: true } : BODY);
  return y;
}

// Wider than the total's box, so the exemption's line ('Tax exempt (certificate KS-EX-20417, KS)') fits on one.
const CHARGES_WIDTH = 300;
const CHARGE_AMOUNT_WIDTH = 80;
const CHARGE_LABEL_WIDTH = CHARGES_WIDTH - CHARGE_AMOUNT_WIDTH - 10;
const CHARGE_STYLE: Style = { size: 9 };

const chargeRowHeight = (doc: Doc, label: string) => paragraphHeight(doc, label, CHARGE_LABEL_WIDTH, CHARGE_STYLE) + 6;

function chargeRowsHeight(doc: Doc, rows: readonly [string, number][]): number {
  return rows.reduce((sum, [label]) => sum + chargeRowHeight(doc, label), 0);
}

/** Labelled amounts right of the page, above a total (Subtotal, Freight (Ground), Sales tax (OH 5.75%)); answers where they end. */
function drawChargeRows(doc: Doc, top: number, rows: readonly [string, number][]): number {
  const x = RIGHT - CHARGES_WIDTH;
  let y = top;
  for (const [label, cents] of rows) {
    paragraph(doc, label, x + 10, y + 3, CHARGE_LABEL_WIDTH, CHARGE_STYLE);
    write(doc, formatPrice(cents), RIGHT - 10, y + 3, CHARGE_STYLE, 'right');
    y += chargeRowHeight(doc, label);
  }
  return y;
}

const billTo = (account: InvoiceSnapshot['account']): DocumentRecipient => ({
  heading: 'BILL TO',
  name: account.name,
  address: account.address,
});

/** The order the invoice bills, in a tinted band: number, placed date, customer PO, buyer, bypass code. */
function drawOrderDetails(doc: Doc, top: number, snapshot: InvoiceSnapshot, timeZone: string): number {
  const left: [string, string][] = [
    ['Order number', snapshot.order.number],
    ['Placed', formatOrderDate(Date.parse(snapshot.order.placed_at), timeZone)],
    ['Customer PO', snapshot.order.customer_po || '—'],
  ];
  const right: [string, string][] = [
    ['Buyer', snapshot.buyer.name],
    ['E-mail', snapshot.buyer.email],
  ];
  if (snapshot.bypass_code !== null) right.push(['Bypass code', snapshot.bypass_code]);
  const rows = Array.from({ length: Math.max(left.length, right.length) }, (_, i) => [left[i], right[i]] as const);
  const rowHeight = (pair: (typeof rows)[number]) =>
    Math.max(...pair.map((cell) => (cell ? paragraphHeight(doc, cell[1], DETAIL_VALUE_WIDTH, DETAIL_VALUE) : 0))) + 3;
  const height = rows.reduce((sum, pair) => sum + rowHeight(pair), 0) + 14;
  doc.rect(LEFT, top, WIDTH, height).fill(BAND);

  let y = top + 8;
  for (const pair of rows) {
    pair.forEach((cell, column) => {
      if (!cell) return;
      const x = LEFT + 10 + (column * WIDTH) / 2;
      write(doc, cell[0], x, y + 0.5, LABEL);
      paragraph(doc, cell[1], x + DETAIL_LABEL_WIDTH, y, DETAIL_VALUE_WIDTH, DETAIL_VALUE);
    });
    y += rowHeight(pair);
  }
  return top + height;
}

const DETAIL_LABEL_WIDTH = 80;
const DETAIL_VALUE_WIDTH = WIDTH / 2 - 20 - DETAIL_LABEL_WIDTH;
const DETAIL_VALUE: Style = { size: 9, bold: true };

/** What a line says of its own PO and customer PO, when they are not the order's. */
function poNote(line: InvoiceLine, orderPo: string): string {
  const parts: string[] = [];
  if (line.po && line.po !== orderPo) parts.push(`PO ${line.po}`);
  if (line.customer_po && line.customer_po !== orderPo) parts.push(`Customer PO ${line.customer_po}`);
  return parts.join(' · ');
}

/** Where the PO note starts and how wide it is: the Item to Logos columns. */
function noteBox(columns: readonly SizedColumn<InvoiceLine>[]): { x: number; width: number } {
  const before = columns.slice(0, NOTE_FIRST_COLUMN).reduce((sum, c) => sum + c.drawn, 0);
  const span = columns.slice(NOTE_FIRST_COLUMN, NOTE_LAST_COLUMN + 1).reduce((sum, c) => sum + c.drawn, 0);
  return { x: LEFT + before + CELL_PAD_X, width: span - 2 * CELL_PAD_X };
}

function lineRowHeight(doc: Doc, columns: readonly SizedColumn<InvoiceLine>[], line: InvoiceLine, orderPo: string): number {
  const note = poNote(line, orderPo);
  const noteHeight = note ? paragraphHeight(doc, note, noteBox(columns).width, NOTE_STYLE) + 2 : 0;
  return rowHeight(doc, columns, line) + noteHeight;
}

function drawRow(
  doc: Doc,
  columns: readonly SizedColumn<InvoiceLine>[],
  top: number,
  line: InvoiceLine,
  orderPo: string,
  height: number,
): number {
  const cells = drawCells(doc, LEFT, top, columns, line);
  const note = poNote(line, orderPo);
  if (note) {
    const box = noteBox(columns);
    paragraph(doc, note, box.x, top + CELL_PAD_Y + cells + 2, box.width, NOTE_STYLE);
  }
  return rule(doc, top + height);
}

const quoteLine = (invoiceNumber: string): string => `Please quote ${invoiceNumber} with your payment.`;
