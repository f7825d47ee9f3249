import {
  formatCalendarDay,
  formatOrderDate,
  formatPrice,
  PAYMENT_TERMS_LABELS,
  type CreditNoteSnapshot,
  type InvoiceLine,
  type InvoiceSnapshot,
} from '@portal/domain';
import PDFDocument from 'pdfkit';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../config/env';
import type { DocumentArt } from './document-art';
import { embeddedLogo, logoImage, type EmbeddedLogo } from './embedded-logo';

type Doc = PDFKit.PDFDocument;

export interface DrawOptions {
  /** The zone the order's placed date is written in: the provider's, as in its e-mails. */
  timeZone?: string;
}

// US Letter, in points.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 48;
const LEFT = MARGIN;
const RIGHT = PAGE_WIDTH - MARGIN;
const WIDTH = RIGHT - LEFT;
/** Nothing but the footer is drawn below this. */
const BOTTOM = PAGE_HEIGHT - 64;
const FOOTER_Y = PAGE_HEIGHT - 40;

// The standard fonts are built into every PDF reader: no font file is read or embedded.
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1f2933';
const MUTED = '#5b6675';
const RULE = '#d5dae1';
const BAND = '#eef1f5';

const TITLE_BLOCK_WIDTH = 230;
const LOGO_BOX: [number, number] = [150, 44];
const GROUP_LOGO_BOX: [number, number] = [120, 40];

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

const BODY: Style = { size: 9 };
const LABEL: Style = { size: 8, color: MUTED };
const HEADING: Style = { size: 7.5, bold: true, color: MUTED };

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  /** Lines a wrapped cell may take before it ends with an ellipsis. */
  maxLines: number;
  cell: (line: InvoiceLine) => string;
}

const COLUMNS: Column[] = [
  { title: 'Code', width: 58, align: 'left', maxLines: 2, cell: (l) => l.code },
  { title: 'Item', width: 112, align: 'left', maxLines: 3, cell: (l) => l.name },
  { title: 'Size', width: 34, align: 'left', maxLines: 2, cell: (l) => l.size },
  { title: 'Colour', width: 50, align: 'left', maxLines: 2, cell: (l) => l.color },
  { title: 'Logos', width: 120, align: 'left', maxLines: 3, cell: (l) => l.logos },
  { title: 'Qty', width: 28, align: 'right', maxLines: 1, cell: (l) => l.quantity.toLocaleString('en-US') },
  { title: 'Unit price', width: 54, align: 'right', maxLines: 1, cell: (l) => formatPrice(l.unit_price_cents) },
  { title: 'Line total', width: 60, align: 'right', maxLines: 1, cell: (l) => formatPrice(l.line_total_cents) },
];
const CELL_PAD_X = 3;
const CELL_PAD_Y = 4;
const TABLE_SIZE = 8.5;
const NOTE_SIZE = 7.5;
/** The PO note under a line spans the item's columns, from Item to Logos. */
const NOTE_FIRST_COLUMN = 1;
const NOTE_LAST_COLUMN = 4;

/** An invoice as a PDF (US Letter): letterhead, bill-to, the order, its lines over as many pages as they need, remit-to. */
export async function drawInvoicePdf(snapshot: InvoiceSnapshot, art: DocumentArt, options: DrawOptions = {}): Promise<Buffer> {
  const [providerLogo, groupLogo] = await Promise.all([embeddedLogo(art.providerLogo), embeddedLogo(art.groupLogo)]);
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

  y = drawParties(doc, y + 12, snapshot.account, snapshot.group, groupLogo, snapshot.store);
  y = drawOrderDetails(doc, y + 14, snapshot, timeZone);

  y = drawTableHeader(doc, y + 16);
  const continued = `Invoice ${snapshot.number} (continued)`;
  for (const line of snapshot.lines) {
    const height = rowHeight(doc, line, snapshot.order.customer_po);
    if (y + height > BOTTOM) y = drawTableHeader(doc, newPage(doc, continued));
    y = drawRow(doc, y, line, snapshot.order.customer_po, height);
  }

  // The total and where to pay it stay together, side by side under the lines.
  const remitHeight = remitToHeight(doc, snapshot.provider.remit_to, snapshot.number);
  if (y + 12 + remitHeight > BOTTOM) y = newPage(doc, continued);
  drawTotal(doc, y + 12, 'Total due', snapshot.total_cents);
  drawRemitTo(doc, y + 12, snapshot.provider.remit_to, snapshot.number, remitHeight);

  drawFooters(doc, `${snapshot.provider.name} · Invoice ${snapshot.number}`);
  doc.end();
  return bytes;
}

/** A credit note as a PDF (US Letter): what it credits, why, how much, and whether it voids the invoice. */
export async function drawCreditNotePdf(snapshot: CreditNoteSnapshot, art: DocumentArt): Promise<Buffer> {
  const [providerLogo, groupLogo] = await Promise.all([embeddedLogo(art.providerLogo), embeddedLogo(art.groupLogo)]);
  const doc = newDocument(`Credit note ${snapshot.number}`, snapshot.provider.name, snapshot.issued_on);
  const bytes = collect(doc);

  const letterheadEnd = drawLetterhead(doc, snapshot.provider, providerLogo);
  const titleEnd = drawTitleBlock(doc, 'CREDIT NOTE', [
    ['Credit note number', snapshot.number],
    ['Date', formatCalendarDay(snapshot.issued_on)],
    ['Invoice', snapshot.invoice_number],
  ]);
  let y = rule(doc, Math.max(letterheadEnd, titleEnd) + 10);
  y = drawParties(doc, y + 12, snapshot.account, snapshot.group, groupLogo, null);

  y += 18;
  write(doc, `Credits invoice ${snapshot.invoice_number}`, LEFT, y, { size: 12, bold: true });
  y += 26;
  write(doc, 'Reason', LEFT, y, HEADING);
  y += 12;
  y += paragraph(doc, snapshot.reason, LEFT, y, WIDTH, 20, BODY) + 14;

  y = drawTotal(doc, y, 'Amount credited', snapshot.amount_cents);
  if (snapshot.voids) {
    write(doc, `This credit note voids invoice ${snapshot.invoice_number}.`, LEFT, y + 16, { size: 10, bold: true });
  }

  drawFooters(doc, `${snapshot.provider.name} · Credit note ${snapshot.number}`);
  doc.end();
  return bytes;
}

function newDocument(title: string, author: string, issuedOn: string): Doc {
  // Dated by the document, not the clock, so the same snapshot draws the same bytes.
  const issued = new Date(`${issuedOn}T00:00:00Z`);
  const info: PDFKit.DocumentInfo = { Title: title, Author: author };
  if (Number.isFinite(issued.getTime())) {
    info.CreationDate = issued;
    info.ModDate = issued;
  }
  return new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true, info, font: REGULAR });
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function newPage(doc: Doc, heading: string): number {
  doc.addPage();
  write(doc, heading, LEFT, MARGIN, { size: 10, bold: true });
  return MARGIN + 22;
}

function setStyle(doc: Doc, style: Style): void {
  doc
    .font(style.bold ? BOLD : REGULAR)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
}

function lineHeight(doc: Doc, style: Style): number {
  setStyle(doc, style);
  return doc.currentLineHeight(true);
}

/**
 * One line of text at (x, y), never wrapped: without a width pdfkit neither wraps nor starts a new
 * page on its own, so the layout here decides every position. `right` draws it ending at x.
 */
function write(doc: Doc, text: string, x: number, y: number, style: Style, align: 'left' | 'right' = 'left'): void {
  if (text === '') return;
  setStyle(doc, style);
  const left = align === 'right' ? x - doc.widthOfString(text) : x;
  doc.text(text, left, y, { lineBreak: false });
}

/** Text wrapped to `width`, at most `maxLines` lines (then an ellipsis); answers the height it took. */
function paragraph(doc: Doc, text: string, x: number, y: number, width: number, maxLines: number, style: Style): number {
  if (text === '') return 0;
  const height = paragraphHeight(doc, text, width, maxLines, style);
  if (height <= doc.currentLineHeight(true)) {
    doc.text(text, x, y, { lineBreak: false });
    return height;
  }
  // A height bounds the wrapper: past it pdfkit ends with an ellipsis instead of adding a page.
  doc.text(text, x, y, { width, height: height + 1, ellipsis: true });
  return height;
}

function paragraphHeight(doc: Doc, text: string, width: number, maxLines: number, style: Style): number {
  setStyle(doc, style);
  const line = doc.currentLineHeight(true);
  if (text === '') return 0;
  if (doc.widthOfString(text) <= width) return line;
  return Math.min(doc.heightOfString(text, { width }), line * maxLines);
}

function rule(doc: Doc, y: number, color = RULE): number {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(color).stroke();
  return y;
}

/** Draws the logo within `box`, top left, and answers the height it took (0 without a logo). */
function drawLogo(doc: Doc, logo: EmbeddedLogo | null, label: string, x: number, y: number, box: [number, number]): number {
  if (!logo) return 0;
  doc.image(logoImage(logo, label), x, y, { fit: box });
  return Math.min(box[1], (box[0] * logo.height) / logo.width);
}

/** The provider's logo, name, address, phone and e-mail, top left; answers where it ends. */
function drawLetterhead(doc: Doc, provider: InvoiceSnapshot['provider'], logo: EmbeddedLogo | null): number {
  let y = MARGIN;
  const logoHeight = drawLogo(doc, logo, 'ProviderLogo', LEFT, y, LOGO_BOX);
  if (logoHeight > 0) y += logoHeight + 8;
  y += paragraph(doc, provider.name, LEFT, y, LETTERHEAD_WIDTH, 2, { size: 11, bold: true }) + 1;
  for (const text of [...provider.address, provider.phone, provider.email]) {
    y += paragraph(doc, text, LEFT, y, LETTERHEAD_WIDTH, 2, BODY);
  }
  return y;
}

/** The letterhead keeps clear of the title block beside it. */
const LETTERHEAD_WIDTH = WIDTH - TITLE_BLOCK_WIDTH - 16;

/** The document's name in large letters, top right, and its numbers and dates under it. */
function drawTitleBlock(doc: Doc, title: string, rows: [string, string][]): number {
  let y = MARGIN;
  write(doc, title, RIGHT, y, { size: 22, bold: true }, 'right');
  y += 32;
  const labelX = RIGHT - TITLE_BLOCK_WIDTH;
  const step = lineHeight(doc, BODY) + 2;
  for (const [label, value] of rows) {
    write(doc, label, labelX, y + 0.5, LABEL);
    write(doc, value, RIGHT, y, { size: 9, bold: true }, 'right');
    y += step;
  }
  return y;
}

/** Bill to (the account) on the left; the group's logo and title, and the store when there is one, on the right. */
function drawParties(
  doc: Doc,
  top: number,
  account: InvoiceSnapshot['account'],
  group: InvoiceSnapshot['group'],
  groupLogo: EmbeddedLogo | null,
  store: InvoiceSnapshot['store'],
): number {
  const column = WIDTH / 2 - 20;
  let left = top;
  write(doc, 'BILL TO', LEFT, left, HEADING);
  left += 12;
  left += paragraph(doc, account.name, LEFT, left, column, 2, { size: 10, bold: true });
  for (const text of account.address) left += paragraph(doc, text, LEFT, left, column, 2, BODY);

  const x = LEFT + WIDTH / 2 + 20;
  let right = top;
  const logoHeight = drawLogo(doc, groupLogo, 'GroupLogo', x, right, GROUP_LOGO_BOX);
  if (logoHeight > 0) right += logoHeight + 6;
  right += paragraph(doc, group.title, x, right, column, 2, { size: 10, bold: true }) + 4;
  if (store) {
    write(doc, 'STORE', x, right, HEADING);
    right += 12;
    right += paragraph(doc, store.name, x, right, column, 2, { size: 9, bold: true });
    for (const text of store.address) right += paragraph(doc, text, x, right, column, 2, BODY);
  }
  return Math.max(left, right);
}

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
  const bypass = snapshot.bypass_code === null ? '' : `Bypass code: ${snapshot.bypass_code}`;
  const rows = Array.from({ length: Math.max(left.length, right.length) }, (_, i) => [left[i], right[i]] as const);
  const rowHeight = (pair: (typeof rows)[number]) =>
    Math.max(
      ...pair.map((cell) => (cell ? paragraphHeight(doc, cell[1], DETAIL_VALUE_WIDTH, DETAIL_MAX_LINES, DETAIL_VALUE) : 0)),
    ) + 3;
  const bypassHeight = bypass ? paragraphHeight(doc, bypass, WIDTH - 20, 2, BODY) + 3 : 0;
  const height = rows.reduce((sum, pair) => sum + rowHeight(pair), 0) + bypassHeight + 14;
  doc.rect(LEFT, top, WIDTH, height).fill(BAND);

  let y = top + 8;
  for (const pair of rows) {
    pair.forEach((cell, column) => {
      if (!cell) return;
      const x = LEFT + 10 + (column * WIDTH) / 2;
      write(doc, cell[0], x, y + 0.5, LABEL);
      paragraph(doc, cell[1], x + DETAIL_LABEL_WIDTH, y, DETAIL_VALUE_WIDTH, DETAIL_MAX_LINES, DETAIL_VALUE);
    });
    y += rowHeight(pair);
  }
  if (bypass) paragraph(doc, bypass, LEFT + 10, y, WIDTH - 20, 2, BODY);
  return top + height;
}

const DETAIL_LABEL_WIDTH = 80;
const DETAIL_VALUE_WIDTH = WIDTH / 2 - 20 - DETAIL_LABEL_WIDTH;
const DETAIL_VALUE: Style = { size: 9, bold: true };
const DETAIL_MAX_LINES = 3;

function drawTableHeader(doc: Doc, top: number): number {
  const height = 18;
  doc.rect(LEFT, top, WIDTH, height).fill(BAND);
  let x = LEFT;
  for (const column of COLUMNS) {
    const at = column.align === 'right' ? x + column.width - CELL_PAD_X : x + CELL_PAD_X;
    write(doc, column.title, at, top + 5.5, { size: 7.5, bold: true, color: MUTED }, column.align);
    x += column.width;
  }
  return top + height;
}

/** What a line says of its own PO and customer PO, when they are not the order's. */
function poNote(line: InvoiceLine, orderPo: string): string {
  const parts: string[] = [];
  if (line.po && line.po !== orderPo) parts.push(`PO ${line.po}`);
  if (line.customer_po && line.customer_po !== orderPo) parts.push(`Customer PO ${line.customer_po}`);
  return parts.join(' · ');
}

const noteWidth = (): number =>
  COLUMNS.slice(NOTE_FIRST_COLUMN, NOTE_LAST_COLUMN + 1).reduce((sum, c) => sum + c.width, 0) - 2 * CELL_PAD_X;

function rowHeight(doc: Doc, line: InvoiceLine, orderPo: string): number {
  let cells = 0;
  for (const column of COLUMNS) {
    const text = column.cell(line);
    const height = paragraphHeight(doc, text, column.width - 2 * CELL_PAD_X, column.maxLines, { size: TABLE_SIZE });
    cells = Math.max(cells, height);
  }
  const note = poNote(line, orderPo);
  const noteHeight = note ? paragraphHeight(doc, note, noteWidth(), 2, { size: NOTE_SIZE }) + 2 : 0;
  return CELL_PAD_Y * 2 + Math.max(cells, lineHeight(doc, { size: TABLE_SIZE })) + noteHeight;
}

function drawRow(doc: Doc, top: number, line: InvoiceLine, orderPo: string, height: number): number {
  let x = LEFT;
  let cells = lineHeight(doc, { size: TABLE_SIZE });
  for (const column of COLUMNS) {
    const text = column.cell(line);
    const style = { size: TABLE_SIZE, bold: column.title === 'Line total' };
    if (column.align === 'right') write(doc, text, x + column.width - CELL_PAD_X, top + CELL_PAD_Y, style, 'right');
    else {
      const width = column.width - 2 * CELL_PAD_X;
      cells = Math.max(cells, paragraph(doc, text, x + CELL_PAD_X, top + CELL_PAD_Y, width, column.maxLines, style));
    }
    x += column.width;
  }
  const note = poNote(line, orderPo);
  if (note) {
    const noteX = LEFT + COLUMNS.slice(0, NOTE_FIRST_COLUMN).reduce((sum, c) => sum + c.width, 0) + CELL_PAD_X;
    paragraph(doc, note, noteX, top + CELL_PAD_Y + cells + 2, noteWidth(), 2, { size: NOTE_SIZE, color: MUTED });
  }
  return rule(doc, top + height);
}

const TOTAL_WIDTH = 210;

function drawTotal(doc: Doc, top: number, label: string, cents: number): number {
  const height = 24;
  const x = RIGHT - TOTAL_WIDTH;
  doc.rect(x, top, RIGHT - x, height).fill(BAND);
  write(doc, label, x + 10, top + 7, { size: 10, bold: true });
  write(doc, formatPrice(cents), RIGHT - 10, top + 7, { size: 11, bold: true }, 'right');
  return top + height;
}

const REMIT_WIDTH = 290;
const REMIT_TEXT_WIDTH = REMIT_WIDTH - 24;
/** A remit-to line wraps rather than lose a digit of an account. */
const REMIT_MAX_LINES = 3;

function remitToHeight(doc: Doc, lines: readonly string[], invoiceNumber: string): number {
  let height = 10 + 18 + 4 + 10;
  for (const text of lines) height += paragraphHeight(doc, text, REMIT_TEXT_WIDTH, REMIT_MAX_LINES, BODY);
  return height + paragraphHeight(doc, quoteLine(invoiceNumber), REMIT_TEXT_WIDTH, 2, { size: 9, bold: true });
}

const quoteLine = (invoiceNumber: string): string => `Please quote ${invoiceNumber} with your payment.`;

/** Where to send the money, boxed on the left, and the number to quote with it. */
function drawRemitTo(doc: Doc, top: number, lines: readonly string[], invoiceNumber: string, height: number): void {
  doc.rect(LEFT, top, REMIT_WIDTH, height).lineWidth(1).strokeColor(INK).stroke();
  let y = top + 10;
  write(doc, 'Remit to', LEFT + 12, y, { size: 10, bold: true });
  y += 18;
  for (const text of lines) y += paragraph(doc, text, LEFT + 12, y, REMIT_TEXT_WIDTH, REMIT_MAX_LINES, BODY);
  paragraph(doc, quoteLine(invoiceNumber), LEFT + 12, y + 4, REMIT_TEXT_WIDTH, 2, { size: 9, bold: true });
}

/** 'Page n of m' on every page, once the pages are all drawn and counted. */
function drawFooters(doc: Doc, caption: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(start + i);
    doc
      .moveTo(LEFT, FOOTER_Y - 8)
      .lineTo(RIGHT, FOOTER_Y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    write(doc, caption, LEFT, FOOTER_Y, LABEL);
    write(doc, `Page ${i + 1} of ${count}`, RIGHT, FOOTER_Y, LABEL, 'right');
  }
}
