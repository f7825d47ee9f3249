import { AGING_BUCKET_LABELS, AGING_BUCKETS, formatCalendarDay, formatPrice, type StatementSnapshot } from '@portal/domain';
import type { DocumentArt } from './document-art';
import {
  BAND,
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
  lineHeight,
  MUTED,
  newDocument,
  newPage,
  remitToHeight,
  RIGHT,
  rowHeight,
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

// Sized from what the month's lines hold (fitColumns), the store and the customer PO sharing what is left.
const LINE_COLUMNS: Column<StatementLine>[] = [
  { title: 'Date', width: 60, align: 'left', cell: (l) => shortDay(l.on) },
  { title: 'Kind', width: 64, align: 'left', cell: statementLineKind },
  { title: 'Reference', width: 90, align: 'left', cell: (l) => l.reference },
  { title: 'Store', width: 94, flex: true, align: 'left', cell: (l) => l.store ?? '' },
  { title: 'Customer PO', width: 70, flex: true, align: 'left', cell: (l) => l.customer_po },
  { title: 'Due date', width: 60, align: 'left', cell: (l) => (l.due_on ? shortDay(l.due_on) : '') },
  { title: 'Amount', width: 80, align: 'right', cell: (l) => formatPrice(l.amount_cents) },
  { title: 'Balance', width: 80, align: 'right', bold: true, cell: (l) => formatPrice(l.balance_cents) },
];

/** The subtotal tables sit side by side, a gutter apart. */
const SUBTOTAL_GUTTER = 16;
const SUBTOTAL_WIDTH = (WIDTH - SUBTOTAL_GUTTER) / 2;
const subtotalColumns = (title: string): Column<Subtotal>[] => [
  { title, width: 1, flex: true, align: 'left', cell: (s) => s.label },
  { title: 'Invoices', width: 60, align: 'right', cell: (s) => s.invoices.toLocaleString('en-US') },
  { title: 'Total', width: 90, align: 'right', bold: true, cell: (s) => formatPrice(s.total_cents) },
];

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

/** The month's lines, from the opening balance, each with the balance after it; the header again on each page. */
function drawLines(doc: Doc, top: number, snapshot: StatementSnapshot, continued: string): number {
  const columns = fitColumns(doc, LINE_COLUMNS, snapshot.lines);
  let y = drawTableHeader(doc, top, columns);
  const plain = CELL_PAD_Y * 2 + lineHeight(doc, { size: TABLE_SIZE });
  // The opening balance heads the running balance, as a line of its own.
  write(doc, shortDay(snapshot.from), LEFT + CELL_PAD_X, y + CELL_PAD_Y, { size: TABLE_SIZE });
  write(doc, 'Opening balance', LEFT + columns[0]!.drawn + CELL_PAD_X, y + CELL_PAD_Y, { size: TABLE_SIZE, bold: true });
  const balance = formatPrice(snapshot.opening_balance_cents);
  write(doc, balance, RIGHT - CELL_PAD_X, y + CELL_PAD_Y, { size: TABLE_SIZE, bold: true }, 'right');
  y = rule(doc, y + plain);

  if (snapshot.lines.length === 0) {
    write(doc, 'No activity this month', LEFT + CELL_PAD_X, y + CELL_PAD_Y, { size: TABLE_SIZE, color: MUTED });
    return rule(doc, y + plain);
  }
  for (const line of snapshot.lines) {
    // A row grows to its tallest cell and goes whole to the next page when it does not fit.
    const height = rowHeight(doc, columns, line);
    if (y + height > BOTTOM) y = drawTableHeader(doc, newPage(doc, continued), columns);
    drawCells(doc, LEFT, y, columns, line);
    y = rule(doc, y + height);
  }
  return y;
}

/** The month's invoices by store and by customer PO: two small tables side by side, row by row across pages. */
function drawSubtotals(doc: Doc, top: number, snapshot: StatementSnapshot, continued: string): number {
  const rightX = LEFT + SUBTOTAL_WIDTH + SUBTOTAL_GUTTER;
  const storeColumns = fitColumns(doc, subtotalColumns('Store'), snapshot.by_store, SUBTOTAL_WIDTH);
  const poColumns = fitColumns(doc, subtotalColumns('Customer PO'), snapshot.by_po, SUBTOTAL_WIDTH);
  // On a later page, only a table that has rows left is headed again.
  const headings = (at: number, from: number): number => {
    if (from < snapshot.by_store.length) {
      write(doc, 'INVOICES BY STORE', LEFT, at, HEADING);
      drawTableHeader(doc, at + 12, storeColumns, LEFT);
    }
    if (from < snapshot.by_po.length) {
      write(doc, 'INVOICES BY CUSTOMER PO', rightX, at, HEADING);
      drawTableHeader(doc, at + 12, poColumns, rightX);
    }
    return at + 12 + 18;
  };
  const rows = Math.max(snapshot.by_store.length, snapshot.by_po.length);
  const heightOf = (i: number) => {
    const store = snapshot.by_store[i];
    const po = snapshot.by_po[i];
    return Math.max(store ? rowHeight(doc, storeColumns, store) : 0, po ? rowHeight(doc, poColumns, po) : 0);
  };
  // The headings never stand alone at the foot of a page.
  let y = top + 12 + 18 + heightOf(0) > BOTTOM ? headings(newPage(doc, continued), 0) : headings(top, 0);
  for (let i = 0; i < rows; i += 1) {
    const height = heightOf(i);
    if (y + height > BOTTOM) y = headings(newPage(doc, continued), i);
    const store = snapshot.by_store[i];
    const po = snapshot.by_po[i];
    if (store) {
      drawCells(doc, LEFT, y, storeColumns, store);
      underline(doc, LEFT, y + height);
    }
    if (po) {
      drawCells(doc, rightX, y, poColumns, po);
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
