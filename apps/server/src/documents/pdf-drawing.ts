import { formatPrice, type InvoiceSnapshot } from '@portal/domain';
import PDFDocument from 'pdfkit';
import type { DocumentArt } from './document-art';
import { embeddedLogo, logoImage, type EmbeddedLogo } from './embedded-logo';

// What every money document draws alike: the page, the fonts and colours, the letterhead and title
// block, the parties, the total, the remit-to box and the footers. The invoice, the credit note and
// the statement each lay out their own body with these.

export type Doc = PDFKit.PDFDocument;

// US Letter, in points.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
export const MARGIN = 48;
export const LEFT = MARGIN;
export const RIGHT = PAGE_WIDTH - MARGIN;
export const WIDTH = RIGHT - LEFT;
/** Nothing but the footer is drawn below this. */
export const BOTTOM = PAGE_HEIGHT - 64;
const FOOTER_Y = PAGE_HEIGHT - 40;

// The standard fonts are built into every PDF reader: no font file is read or embedded.
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
export const INK = '#1f2933';
export const MUTED = '#5b6675';
export const RULE = '#d5dae1';
export const BAND = '#eef1f5';

const TITLE_BLOCK_WIDTH = 230;
const LOGO_BOX: [number, number] = [150, 44];
const GROUP_LOGO_BOX: [number, number] = [120, 40];

export interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

export const BODY: Style = { size: 9 };
export const LABEL: Style = { size: 8, color: MUTED };
export const HEADING: Style = { size: 7.5, bold: true, color: MUTED };

/**
 * A table's column: its heading, alignment and what it writes of a row. Its width is found from
 * what the document's rows hold (fitColumns): never narrower than its longest word, so a cell wraps
 * only between words.
 */
export interface Column<Row> {
  title: string;
  align: 'left' | 'right';
  /**
   * A fixed column is as wide as its widest cell, up to `width` (then it wraps, between words); a
   * flexible one (`flex`) shares what the fixed ones leave, in proportion to `width`.
   */
  width: number;
  flex?: boolean;
  /** A column set in bold (the line total, the balance). */
  bold?: boolean;
  cell: (row: Row) => string;
}

/** A column with the width it is drawn at in one document. */
export type SizedColumn<Row> = Column<Row> & { drawn: number };

export const CELL_PAD_X = 3;
export const CELL_PAD_Y = 4;
export const TABLE_SIZE = 8.5;

/** The provider's and the group's logos in the form a PDF embeds (null for those missing or damaged). */
export function documentLogos(art: DocumentArt): Promise<[EmbeddedLogo | null, EmbeddedLogo | null]> {
  return Promise.all([embeddedLogo(art.providerLogo), embeddedLogo(art.groupLogo)]);
}

export function newDocument(title: string, author: string, issuedOn: string): Doc {
  // Dated by the document, not the clock, so the same snapshot draws the same bytes.
  const issued = new Date(`${issuedOn}T00:00:00Z`);
  const info: PDFKit.DocumentInfo = { Title: title, Author: author };
  if (Number.isFinite(issued.getTime())) {
    info.CreationDate = issued;
    info.ModDate = issued;
  }
  return new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true, info, font: REGULAR });
}

/** The document's bytes once it ends. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A new page headed by what it continues; answers where its body starts. */
export function newPage(doc: Doc, heading: string): number {
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

export function lineHeight(doc: Doc, style: Style): number {
  setStyle(doc, style);
  return doc.currentLineHeight(true);
}

/**
 * One line of text at (x, y), never wrapped: without a width pdfkit neither wraps nor starts a new
 * page on its own, so the layout here decides every position. `right` draws it ending at x.
 */
export function write(doc: Doc, text: string, x: number, y: number, style: Style, align: 'left' | 'right' = 'left'): void {
  if (text === '') return;
  setStyle(doc, style);
  const left = align === 'right' ? x - doc.widthOfString(text) : x;
  doc.text(text, left, y, { lineBreak: false });
}

/** Rounding in the font's metrics must not push a word that fits onto a line of its own. */
const FITS = 0.01;

/**
 * The lines `text` takes within `width`, broken only at spaces: nothing is cut short or left out. A
 * single word wider than the whole width (a long e-mail address) is the one thing broken within,
 * where the line is full; the tables size their columns so that none of their words is.
 */
export function wrapLines(doc: Doc, text: string, width: number, style: Style): string[] {
  setStyle(doc, style);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (doc.widthOfString(joined) <= width + FITS) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (doc.widthOfString(rest) > width + FITS && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && doc.widthOfString(rest.slice(0, cut)) > width + FITS) cut -= 1;
      // After a hyphen or a slash within what fits, if there is one: 'FLEET-REPLACEMENT-' / '2026-Q4'.
      const joint = Math.max(rest.lastIndexOf('-', cut - 1), rest.lastIndexOf('/', cut - 1), rest.lastIndexOf('_', cut - 1));
      if (joint > 0) cut = joint + 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Text wrapped to `width` between words, every word of it, as many lines as it takes; answers the height it took. */
export function paragraph(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style,
  align: 'left' | 'right' = 'left',
): number {
  const lines = wrapLines(doc, text, width, style);
  const step = lineHeight(doc, style);
  lines.forEach((line, i) => write(doc, line, align === 'right' ? x + width : x, y + i * step, style, align));
  return lines.length * step;
}

export function paragraphHeight(doc: Doc, text: string, width: number, style: Style): number {
  return wrapLines(doc, text, width, style).length * lineHeight(doc, style);
}

/** The widest single word of `text`, in `style`: the narrowest a column can be without breaking one. */
function widestWord(doc: Doc, text: string, style: Style): number {
  setStyle(doc, style);
  return Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(word)));
}

export const HEADER_STYLE: Style = { size: 7.5, bold: true, color: MUTED };
const cellStyle = (column: Column<unknown>): Style => ({ size: TABLE_SIZE, bold: column.bold === true });

/**
 * The columns' widths for these rows, adding up to `total`: each at least its heading and its longest
 * word (so a cell wraps only between words), a fixed column as wide as its widest cell up to its
 * `width`, the flexible ones sharing the rest in proportion to their `width`.
 */
export function fitColumns<Row>(
  doc: Doc,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  total = WIDTH,
): SizedColumn<Row>[] {
  const pad = 2 * CELL_PAD_X;
  const least = columns.map((column) => {
    const style = cellStyle(column as Column<unknown>);
    const words = rows.map((row) => widestWord(doc, column.cell(row), style));
    setStyle(doc, HEADER_STYLE);
    return Math.max(doc.widthOfString(column.title), ...words) + pad;
  });
  const whole = columns.map((column, i) => {
    setStyle(doc, cellStyle(column as Column<unknown>));
    return Math.max(least[i]!, ...rows.map((row) => doc.widthOfString(column.cell(row)) + pad));
  });
  const drawn = columns.map((column, i) => (column.flex ? least[i]! : Math.max(least[i]!, Math.min(whole[i]!, column.width))));
  let flexible = columns.map((column, i) => (column.flex ? i : -1)).filter((i) => i >= 0);
  const room = total - drawn.reduce((sum, width, i) => (flexible.includes(i) ? sum : sum + width), 0);
  // A word wider than a flexible column's even share of the room (a 60-character PO) is the one
  // thing broken within, rather than squeezing the other columns' words.
  for (const i of flexible) least[i] = Math.min(least[i]!, room / flexible.length);
  // The room goes to the flexible columns by weight, none below its longest word.
  let left = room;
  for (;;) {
    const weights = flexible.reduce((sum, i) => sum + columns[i]!.width, 0);
    const short = flexible.filter((i) => (left * columns[i]!.width) / weights < least[i]!);
    if (short.length === 0) {
      for (const i of flexible) drawn[i] = (left * columns[i]!.width) / weights;
      break;
    }
    for (const i of short) {
      drawn[i] = least[i]!;
      left -= least[i]!;
    }
    flexible = flexible.filter((i) => !short.includes(i));
    if (flexible.length === 0) break;
  }
  return columns.map((column, i) => ({ ...column, drawn: drawn[i]! }));
}

/** A row's height: its tallest cell, wrapped within its column. */
export function rowHeight<Row>(doc: Doc, columns: readonly SizedColumn<Row>[], row: Row): number {
  let cells = lineHeight(doc, { size: TABLE_SIZE });
  for (const column of columns) {
    const height = paragraphHeight(doc, column.cell(row), column.drawn - 2 * CELL_PAD_X, cellStyle(column as Column<unknown>));
    cells = Math.max(cells, height);
  }
  return CELL_PAD_Y * 2 + cells;
}

/** One row of a table from `left`, each cell wrapped within its column; answers the height its cells took. */
export function drawCells<Row>(doc: Doc, left: number, top: number, columns: readonly SizedColumn<Row>[], row: Row): number {
  let x = left;
  let cells = lineHeight(doc, { size: TABLE_SIZE });
  for (const column of columns) {
    const width = column.drawn - 2 * CELL_PAD_X;
    const style = cellStyle(column as Column<unknown>);
    cells = Math.max(cells, paragraph(doc, column.cell(row), x + CELL_PAD_X, top + CELL_PAD_Y, width, style, column.align));
    x += column.drawn;
  }
  return cells;
}

export function rule(doc: Doc, y: number, color = RULE): number {
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
export function drawLetterhead(doc: Doc, provider: InvoiceSnapshot['provider'], logo: EmbeddedLogo | null): number {
  let y = MARGIN;
  const logoHeight = drawLogo(doc, logo, 'ProviderLogo', LEFT, y, LOGO_BOX);
  if (logoHeight > 0) y += logoHeight + 8;
  y += paragraph(doc, provider.name, LEFT, y, LETTERHEAD_WIDTH, { size: 11, bold: true }) + 1;
  for (const text of [...provider.address, provider.phone, provider.email]) {
    y += paragraph(doc, text, LEFT, y, LETTERHEAD_WIDTH, BODY);
  }
  return y;
}

/** The letterhead keeps clear of the title block beside it. */
const LETTERHEAD_WIDTH = WIDTH - TITLE_BLOCK_WIDTH - 16;

/** The document's name in large letters, top right, and its numbers and dates under it. */
export function drawTitleBlock(doc: Doc, title: string, rows: [string, string][]): number {
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

/** Who the document is for: a small heading ('BILL TO', or none), the name in bold, the address. */
export interface DocumentRecipient {
  heading: string | null;
  name: string;
  address: readonly string[];
}

/** The recipient on the left; the group's logo and title, and the store when there is one, on the right. */
export function drawParties(
  doc: Doc,
  top: number,
  recipient: DocumentRecipient,
  group: InvoiceSnapshot['group'],
  groupLogo: EmbeddedLogo | null,
  store: InvoiceSnapshot['store'],
): number {
  const column = WIDTH / 2 - 20;
  let left = top;
  if (recipient.heading !== null) {
    write(doc, recipient.heading, LEFT, left, HEADING);
    left += 12;
  }
  left += paragraph(doc, recipient.name, LEFT, left, column, { size: 10, bold: true });
  for (const text of recipient.address) left += paragraph(doc, text, LEFT, left, column, BODY);

  const x = LEFT + WIDTH / 2 + 20;
  let right = top;
  const logoHeight = drawLogo(doc, groupLogo, 'GroupLogo', x, right, GROUP_LOGO_BOX);
  if (logoHeight > 0) right += logoHeight + 6;
  right += paragraph(doc, group.title, x, right, column, { size: 10, bold: true }) + 4;
  if (store) {
    write(doc, 'STORE', x, right, HEADING);
    right += 12;
    right += paragraph(doc, store.name, x, right, column, { size: 9, bold: true });
    for (const text of store.address) right += paragraph(doc, text, x, right, column, BODY);
  }
  return Math.max(left, right);
}

/** A table's tinted header row, from `left`, the columns side by side; answers where the rows start. */
export function drawTableHeader<Row>(doc: Doc, top: number, columns: readonly SizedColumn<Row>[], left = LEFT): number {
  const height = 18;
  const width = columns.reduce((sum, column) => sum + column.drawn, 0);
  doc.rect(left, top, width, height).fill(BAND);
  let x = left;
  for (const column of columns) {
    const at = column.align === 'right' ? x + column.drawn - CELL_PAD_X : x + CELL_PAD_X;
    write(doc, column.title, at, top + 5.5, HEADER_STYLE, column.align);
    x += column.drawn;
  }
  return top + height;
}

export const TOTAL_WIDTH = 210;

/** A total in a tinted box at the right: its label and amount in bold. */
export function drawTotal(doc: Doc, top: number, label: string, cents: number): number {
  const height = 24;
  const x = RIGHT - TOTAL_WIDTH;
  doc.rect(x, top, RIGHT - x, height).fill(BAND);
  write(doc, label, x + 10, top + 7, { size: 10, bold: true });
  write(doc, formatPrice(cents), RIGHT - 10, top + 7, { size: 11, bold: true }, 'right');
  return top + height;
}

const REMIT_WIDTH = 290;
const REMIT_TEXT_WIDTH = REMIT_WIDTH - 24;

/** The height of the remit-to box with these lines and what to quote with the payment. */
export function remitToHeight(doc: Doc, lines: readonly string[], quote: string): number {
  let height = 10 + 18 + 4 + 10;
  for (const text of lines) height += paragraphHeight(doc, text, REMIT_TEXT_WIDTH, BODY);
  return height + paragraphHeight(doc, quote, REMIT_TEXT_WIDTH, { size: 9, bold: true });
}

/** Where to send the money, boxed on the left, and what to quote with it. */
export function drawRemitTo(doc: Doc, top: number, lines: readonly string[], quote: string, height: number): void {
  doc.rect(LEFT, top, REMIT_WIDTH, height).lineWidth(1).strokeColor(INK).stroke();
  let y = top + 10;
  write(doc, 'Remit to', LEFT + 12, y, { size: 10, bold: true });
  y += 18;
  for (const text of lines) y += paragraph(doc, text, LEFT + 12, y, REMIT_TEXT_WIDTH, BODY);
  paragraph(doc, quote, LEFT + 12, y + 4, REMIT_TEXT_WIDTH, { size: 9, bold: true });
}

/** 'Page n of m' on every page, once the pages are all drawn and counted. */
export function drawFooters(doc: Doc, caption: string): void {
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
