import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  csvPlainText,
  csvSafeText,
  MAX_PRICE_FILE_ROWS,
  pictureCodeClash,
  PRICE_FILE_COLUMNS,
  priceFileRows,
  readPriceFile,
  type FileItem,
  type OfferPriceFileAnswer,
  type PriceFileRow,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { changeDraft, draftOrNewest, type OfferActor } from './offer-drafts';
import { partsOf } from './draft-checks';
import { otherGroupsCodes } from './picture-codes';
import { NOT_AN_XLSX, refuseLargeXlsx } from './xlsx-unpacked-size';

export const NOT_A_PRICE_FILE = `A price file has a heading row naming the columns ${PRICE_FILE_COLUMNS.join(', ')}, as the export writes it.`;
const TOO_MANY_ROWS = `A price file holds at most ${MAX_PRICE_FILE_ROWS.toLocaleString('en-US')} rows.`;

/** The draft's items (the newest version's without a draft), as the price file writes them. */
export async function draftFileItems(db: Database, groupKey: string): Promise<FileItem[]> {
  return partsOf(structuredClone((await draftOrNewest(db, groupKey)).document)).items as unknown as FileItem[];
}

/** The items as a workbook of one sheet: the same rows as the CSV, prices as numbers with two decimals. */
export async function priceWorkbook(items: readonly FileItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items and prices');
  const [heading, ...rows] = priceFileRows(items);
  sheet.addRow(heading);
  sheet.getRow(1).font = { bold: true };
  const priceColumn = PRICE_FILE_COLUMNS.indexOf('Price');
  // Text cells stay text (a code like 1240 or a size like 10 is not a number to edit).
  for (const row of rows) sheet.addRow(row.map((cell, at) => (at === priceColumn ? Number(cell) : cell)));
  sheet.getColumn(priceColumn + 1).numFmt = '0.00';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The CSV's cells, every one safe to open in a spreadsheet. */
export const priceCsvRows = (items: readonly FileItem[]): string[][] => priceFileRows(items).map((row) => row.map(csvSafeText));

function rowsOfTable(table: string[][]): PriceFileRow[] {
  const [heading, ...rows] = table;
  const names = (heading ?? []).map((name) => name.trim());
  if (!PRICE_FILE_COLUMNS.every((column) => names.includes(column))) throw new AppError('INVALID_INPUT', NOT_A_PRICE_FILE);
  if (rows.length > MAX_PRICE_FILE_ROWS) throw new AppError('INVALID_INPUT', TOO_MANY_ROWS);
  return rows
    .map((row, at) => ({
      line: at + 2,
      cells: Object.fromEntries(names.map((name, i) => [name, csvPlainText(row[i] ?? '')])),
    }))
    .filter((row) => Object.values(row.cells).some((cell) => cell.trim() !== ''));
}

function readCsv(text: string): string[][] {
  try {
    return parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw new AppError('INVALID_INPUT', NOT_A_PRICE_FILE);
  }
}

/** A cell as the text the CSV would hold: numbers as written with two decimals when they are prices. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return cellText(value.result as ExcelJS.CellValue);
  return String(value as string);
}

async function readXlsx(base64: string): Promise<string[][]> {
  const file = Buffer.from(base64, 'base64');
  await refuseLargeXlsx(file);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('INVALID_INPUT', NOT_AN_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('INVALID_INPUT', NOT_A_PRICE_FILE);
  if (sheet.rowCount > MAX_PRICE_FILE_ROWS + 1) throw new AppError('INVALID_INPUT', TOO_MANY_ROWS);
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= PRICE_FILE_COLUMNS.length + 5; column += 1) cells.push(cellText(row.getCell(column).value));
    table[number - 1] = cells;
  });
  return Array.from(table, (row) => row ?? []);
}

/**
 * Reads a price file against the group's draft: the dry run answers what it would create, update and
 * leave, and every wrong row with why (an item under a code another live group holds as another kind
 * of item among them: pictures are shared by code); applied, it changes the draft only when no row is
 * wrong.
 */
export async function importPriceFile(
  db: Database,
  registry: TenantRegistry,
  actor: OfferActor,
  groupKey: string,
  body: { format: 'csv' | 'xlsx'; file: string; apply: boolean },
): Promise<OfferPriceFileAnswer> {
  const rows = rowsOfTable(body.format === 'csv' ? readCsv(body.file) : await readXlsx(body.file));
  if (rows.length === 0) throw new AppError('INVALID_INPUT', 'The price file has no rows.');
  const codes = otherGroupsCodes(registry, groupKey);
  const refuse = (item: FileItem) => pictureCodeClash(codes, item);
  const read = readPriceFile(rows, await draftFileItems(db, groupKey), refuse);
  const answer = { created: read.created, updated: read.updated, unchanged: read.unchanged, wrong: read.wrong };
  if (!body.apply || read.wrong.length > 0 || (read.created.length === 0 && read.updated.length === 0))
    return { ...answer, applied: false };
  await changeDraft(db, actor, groupKey, (document) => {
    // Read again under the group's lock: what the dry run compared with may have moved on since.
    const again = readPriceFile(rows, partsOf(document).items as unknown as FileItem[], refuse);
    if (again.wrong.length > 0) throw new AppError('CONFLICT', 'The draft changed meanwhile; check the file again.');
    document.items = again.items;
  });
  return { ...answer, applied: true };
}
