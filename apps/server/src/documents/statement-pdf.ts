import { AGING_BUCKET_LABELS, AGING_BUCKETS, formatCalendarDay, formatPrice, type StatementSnapshot } from '@portal/domain';
import type { DocumentArt } from './document-art';
import {
  BAND,
  BOTTOM,
  CELL_PAD_X,
  CELL_PAD_Y,
  collect,
  documentLogos,
  drawFooters,
  drawLetterhead,
  drawParties,
  drawRemitTo,
  drawTableHeader,
  drawTitleBlock,
  drawTotal,
  HEADING,
  LABEL,
  LEFT,
  lineHeight,
  MUTED,
  newDocument,
  newPage,
  paragraph,
  paragraphHeight,
  remitToHeight,
  RIGHT,
  rule,
  RULE,
  TABLE_SIZE,
  WIDTH,
  write,
  type Column,
  type Doc,
} from './pdf-drawing';
import { monthName, shortDay, statementLineKind } from './statement-text';

type StatementLine = StatementSnapshot['lines'][number];
type Subtotal = StatementSnapshot['by_store'][number];

const LINE_COLUMNS: Column<StatementLine>[] = [
  { title: 'Date', width: 52, align: 'left', maxLines: 1, cell: (l) => shortDay(l.on) },
  { title: 'Kind', width: 56, align: 'left', maxLines: 2, cell: statementLineKind },
  { title: 'Reference', width: 80, align: 'left', maxLines: 2, cell: (l) => l.reference },
  { title: 'Store', width: 94, align: 'left', maxLines: 3, cell: (l) => l.store ?? '' },
  { title: 'Customer PO', width: 70, align: 'left', maxLines: 2, cell: (l) => l.customer_po },
  { title: 'Due date', width: 52, align: 'left', maxLines: 1, cell: (l) => (l.due_on ? shortDay(l.due_on) : '') },
  { title: 'Amount', width: 56, align: 'right', maxLines: 1, cell: (l) => formatPrice(l.amount_cents) },
  { title: 'Balance', width: 56, align: 'right', maxLines: 1, cell: (l) => formatPrice(l.balance_cents) },
];

/** The subtotal tables sit side by side, a gutter apart. */
const SUBTOTAL_GUTTER = 16;
const SUBTOTAL_WIDTH = (WIDTH - SUBTOTAL_GUTTER) / 2;
const subtotalColumns = (title: string): Column<Subtotal>[] => [
  { title, width: SUBTOTAL_WIDTH - 110, align: 'left', maxLines: 2, cell: (s) => s.label },
  { title: 'Invoices', width: 46, align: 'right', maxLines: 1, cell: (s) => s.invoices.toLocaleString('en-US') },
  { title: 'Total', width: 64, align: 'right', maxLines: 1, cell: (s) => formatPrice(s.total_cents) },
];
const STORE_COLUMNS = subtotalColumns('Store');
const PO_COLUMNS = subtotalColumns('Customer PO');

/** Statements name no invoice of their own: the payer says which invoices a payment is for. */
const QUOTE = 'Please quote the invoice numbers you are paying.';

/**
 * An account's monthly statement as a PDF (US Letter): the invoice's letterhead, the account and the
 * month, what it owed and owes and how long past due, every line of the month with the balance after
 * it over as many pages as they need, the month's invoices by store and by customer PO, and where to pay.
 */
export async function drawStatementPdf(snapshot: StatementSnapshot, art: DocumentArt): Promise<Buffer> {
  const [providerLogo, groupLogo] = await documentLogos(art);
  const month = monthName(snapshot.period);
  const doc = newDocument(`Statement ${month}, ${snapshot.account.name}`, snapshot.provider.name, snapshot.to);
  const bytes = collect(doc);

  const letterheadEnd = drawLetterhead(doc, snapshot.provider, providerLogo);
  const titleEnd = drawTitleBlock(doc, 'STATEMENT', [
    ['Period', month],
    ['From', formatCalendarDay(snapshot.from)],
    ['To', formatCalendarDay(snapshot.to)],
    ['Balance due', formatPrice(snapshot.closing_balance_cents)],
  ]);
  let y = rule(doc, Math.max(letterheadEnd, titleEnd) + 10);
  const recipient = { heading: null, name: `Statement for ${snapshot.account.name}`, address: snapshot.account.address };
  y = drawParties(doc, y + 12, recipient, snapshot.group, groupLogo, null);
  y = drawFigures(doc, y + 14, snapshot);

  const continued = `Statement for ${snapshot.account.name}, ${month} (continued)`;
  y = drawLines(doc, y + 16, snapshot, continued);
  if (snapshot.by_store.length > 0 || snapshot.by_po.length > 0) y = drawSubtotals(doc, y + 18, snapshot, continued);

  // As on the invoice, the amount due and where to pay it stay together.
  const remitHeight = remitToHeight(doc, snapshot.provider.remit_to, QUOTE);
  if (y + 16 + remitHeight > BOTTOM) y = newPage(doc, continued);
  drawTotal(doc, y + 16, 'Balance due', snapshot.closing_balance_cents);
  drawRemitTo(doc, y + 16, snapshot.provider.remit_to, QUOTE, remitHeight);

  drawFooters(doc, `${snapshot.provider.name} · Statement for ${month}`);
  doc.end();
  return bytes;
}

const FIGURE_BOX_WIDTH = (WIDTH - 16) / 2;

/** The month's sums (the summary) on the left and the aging at its end on the right, two boxes of five rows. */
function drawFigures(doc: Doc, top: number, snapshot: StatementSnapshot): number {
  const summary: [string, number][] = [
    ['Opening balance', snapshot.opening_balance_cents],
    ['Invoiced', snapshot.invoiced_cents],
    ['Credited', -snapshot.credited_cents],
    ['Paid', -snapshot.paid_cents],
    ['Balance due', snapshot.closing_balance_cents],
  ];
  const aging = AGING_BUCKETS.map((bucket): [string, number] => [AGING_BUCKET_LABELS[bucket], snapshot.aging[bucket]]);
  // Side by side, the two boxes take the height of the taller.
  const height = Math.max(figureBoxHeight(doc, summary.length, true), figureBoxHeight(doc, aging.length, false));
  drawFigureBox(doc, LEFT, top, height, 'SUMMARY', summary, true);
  drawFigureBox(doc, RIGHT - FIGURE_BOX_WIDTH, top, height, `AGING AT ${formatCalendarDay(snapshot.to).toUpperCase()}`, aging);
  return top + height;
}

const figureStep = (doc: Doc): number => lineHeight(doc, { size: 9 }) + 3;

function figureBoxHeight(doc: Doc, rows: number, lastIsTotal: boolean): number {
  return 10 + 14 + rows * figureStep(doc) + (lastIsTotal ? 4 : 0) + 6;
}

/** A tinted box: a heading, then one figure a row; `lastIsTotal` rules off the last row and sets it in bold. */
function drawFigureBox(
  doc: Doc,
  x: number,
  top: number,
  height: number,
  heading: string,
  rows: [string, number][],
  lastIsTotal = false,
): void {
  const step = figureStep(doc);
  doc.rect(x, top, FIGURE_BOX_WIDTH, height).fill(BAND);
  write(doc, heading, x + 10, top + 10, HEADING);
  let y = top + 24;
  rows.forEach(([label, cents], i) => {
    const total = lastIsTotal && i === rows.length - 1;
    if (total) {
      doc
        .moveTo(x + 10, y)
        .lineTo(x + FIGURE_BOX_WIDTH - 10, y)
        .lineWidth(0.75)
        .strokeColor(MUTED)
        .stroke();
      y += 4;
    }
    write(doc, label, x + 10, y + 0.5, total ? { size: 9, bold: true } : LABEL);
    write(doc, formatPrice(cents), x + FIGURE_BOX_WIDTH - 10, y, { size: 9, bold: total }, 'right');
    y += step;
  });
}

function cellHeight<Row>(doc: Doc, columns: readonly Column<Row>[], row: Row): number {
  let cells = lineHeight(doc, { size: TABLE_SIZE });
  for (const column of columns) {
    const width = column.width - 2 * CELL_PAD_X;
    cells = Math.max(cells, paragraphHeight(doc, column.cell(row), width, column.maxLines, { size: TABLE_SIZE }));
  }
  return CELL_PAD_Y * 2 + cells;
}

/** One row of a table from `left`; `strong` names the column set in bold. */
function drawCells<Row>(doc: Doc, left: number, top: number, columns: readonly Column<Row>[], row: Row, strong: string): void {
  let x = left;
  for (const column of columns) {
    const text = column.cell(row);
    const style = { size: TABLE_SIZE, bold: column.title === strong };
    if (column.align === 'right') write(doc, text, x + column.width - CELL_PAD_X, top + CELL_PAD_Y, style, 'right');
    else paragraph(doc, text, x + CELL_PAD_X, top + CELL_PAD_Y, column.width - 2 * CELL_PAD_X, column.maxLines, style);
    x += column.width;
  }
}

/** The month's lines, from the opening balance, each with the balance after it; the header again on each page. */
function drawLines(doc: Doc, top: number, snapshot: StatementSnapshot, continued: string): number {
  let y = drawTableHeader(doc, top, LINE_COLUMNS);
  const plain = CELL_PAD_Y * 2 + lineHeight(doc, { size: TABLE_SIZE });
  // The opening balance heads the running balance, as a line of its own.
  write(doc, shortDay(snapshot.from), LEFT + CELL_PAD_X, y + CELL_PAD_Y, { size: TABLE_SIZE });
  write(doc, 'Opening balance', LEFT + LINE_COLUMNS[0]!.width + CELL_PAD_X, y + CELL_PAD_Y, { size: TABLE_SIZE, bold: true });
  const balance = formatPrice(snapshot.opening_balance_cents);
  write(doc, balance, RIGHT - CELL_PAD_X, y + CELL_PAD_Y, { size: TABLE_SIZE, bold: true }, 'right');
  y = rule(doc, y + plain);

  if (snapshot.lines.length === 0) {
    write(doc, 'No activity this month', LEFT + CELL_PAD_X, y + CELL_PAD_Y, { size: TABLE_SIZE, color: MUTED });
    return rule(doc, y + plain);
  }
  for (const line of snapshot.lines) {
    const height = cellHeight(doc, LINE_COLUMNS, line);
    if (y + height > BOTTOM) y = drawTableHeader(doc, newPage(doc, continued), LINE_COLUMNS);
    drawCells(doc, LEFT, y, LINE_COLUMNS, line, 'Balance');
    y = rule(doc, y + height);
  }
  return y;
}

/** The month's invoices by store and by customer PO: two small tables side by side, row by row across pages. */
function drawSubtotals(doc: Doc, top: number, snapshot: StatementSnapshot, continued: string): number {
  const rightX = LEFT + SUBTOTAL_WIDTH + SUBTOTAL_GUTTER;
  // On a later page, only a table that has rows left is headed again.
  const headings = (at: number, from: number): number => {
    if (from < snapshot.by_store.length) {
      write(doc, 'INVOICES BY STORE', LEFT, at, HEADING);
      drawTableHeader(doc, at + 12, STORE_COLUMNS, LEFT);
    }
    if (from < snapshot.by_po.length) {
      write(doc, 'INVOICES BY CUSTOMER PO', rightX, at, HEADING);
      drawTableHeader(doc, at + 12, PO_COLUMNS, rightX);
    }
    return at + 12 + 18;
  };
  const rows = Math.max(snapshot.by_store.length, snapshot.by_po.length);
  const heightOf = (i: number) => {
    const store = snapshot.by_store[i];
    const po = snapshot.by_po[i];
    return Math.max(store ? cellHeight(doc, STORE_COLUMNS, store) : 0, po ? cellHeight(doc, PO_COLUMNS, po) : 0);
  };
  // The headings never stand alone at the foot of a page.
  let y = top + 12 + 18 + heightOf(0) > BOTTOM ? headings(newPage(doc, continued), 0) : headings(top, 0);
  for (let i = 0; i < rows; i += 1) {
    const height = heightOf(i);
    if (y + height > BOTTOM) y = headings(newPage(doc, continued), i);
    const store = snapshot.by_store[i];
    const po = snapshot.by_po[i];
    if (store) {
      drawCells(doc, LEFT, y, STORE_COLUMNS, store, 'Total');
      underline(doc, LEFT, y + height);
    }
    if (po) {
      drawCells(doc, rightX, y, PO_COLUMNS, po, 'Total');
      underline(doc, rightX, y + height);
    }
    y += height;
  }
  return y;
}

function underline(doc: Doc, x: number, y: number): void {
  doc
    .moveTo(x, y)
    .lineTo(x + SUBTOTAL_WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}
