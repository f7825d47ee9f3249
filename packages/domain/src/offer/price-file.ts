import { catalogueItemSchema } from '../catalogue/catalogue-item.schema';
import { diffOfferDocuments, type OfferChange } from './offer-diff';

/**
 * The items and prices file staff export, edit in a spreadsheet and import again (CSV or XLSX): one
 * row per item and size, the item's own columns repeated on each of its rows, prices in dollars as
 * the provider writes them. Matched by item code.
 */
export const PRICE_FILE_COLUMNS = [
  'Code',
  'Name',
  'Full name',
  'Category',
  'Sub-category',
  'Colors',
  'Default color',
  'Two-tone colors',
  'Restricted',
  'Stores',
  'Description',
  'Discount',
  'Size',
  'Price',
] as const;
type Column = (typeof PRICE_FILE_COLUMNS)[number];

/** The columns that describe the item rather than one of its sizes: the same on each of its rows. */
const ITEM_COLUMNS = PRICE_FILE_COLUMNS.filter((column) => column !== 'Size' && column !== 'Price');

export const MAX_PRICE_FILE_ROWS = 20_000;

/** An item as the files and the editor write it (prices in dollars). */
export interface FileItem {
  code: string;
  name: string;
  fullname: string;
  type: string;
  colors: string[];
  default_color: string;
  halfColors?: string[];
  sizes: Record<string, number>;
  sub_category?: string;
  restricted?: boolean;
  supportedStores?: string[];
  discount?: { quantity: number; price: number }[];
  description?: string;
  /** Uploaded photos by colour: the file has no column for them. */
  photos?: Record<string, string>;
}

const LIST = '; ';
const money = (dollars: number): string => dollars.toFixed(2);

/** The file's rows, heading first: every item, each of its sizes on a row of its own. */
export function priceFileRows(items: readonly FileItem[]): string[][] {
  const rows: string[][] = [[...PRICE_FILE_COLUMNS]];
  for (const item of items) {
    const own: Record<Exclude<Column, 'Size' | 'Price'>, string> = {
      Code: item.code,
      Name: item.name,
      'Full name': item.fullname,
      Category: item.type,
      'Sub-category': item.sub_category ?? '',
      Colors: item.colors.join(LIST),
      'Default color': item.default_color,
      'Two-tone colors': (item.halfColors ?? []).join(LIST),
      Restricted: item.restricted ? 'yes' : 'no',
      Stores: (item.supportedStores ?? []).join(LIST),
      Description: item.description ?? '',
      Discount: (item.discount ?? []).map((tier) => `${tier.quantity}+ ${money(tier.price)}`).join(LIST),
    };
    for (const [size, price] of Object.entries(item.sizes))
      rows.push(PRICE_FILE_COLUMNS.map((column) => (column === 'Size' ? size : column === 'Price' ? money(price) : own[column])));
  }
  return rows;
}

export interface PriceFileRow {
  /** Its line in the file; the heading is line 1. */
  line: number;
  cells: Partial<Record<Column, string>>;
}

export interface WrongRow {
  line: number;
  code: string;
  reason: string;
}

export interface PriceFileOutcome {
  created: string[];
  updated: { code: string; changes: OfferChange[] }[];
  unchanged: number;
  wrong: WrongRow[];
  /** The group's items once the file is applied: the file's items in place of theirs, new ones at the end. */
  items: FileItem[];
}

/** Dollars as staff type them: '12.5', '$1,234.00'; null for anything else (a word, a negative, three decimals). */
export function readDollars(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
}

const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

function readTiers(text: string): { quantity: number; price: number }[] | string {
  const tiers: { quantity: number; price: number }[] = [];
  for (const part of listOf(text)) {
    const match = /^(\d+)\s*\+\s*(.+)$/.exec(part);
    const price = match ? readDollars(match[2]!) : null;
    if (!match || price === null) return `the discount '${part}' is not written like '12+ 9.50'`;
    tiers.push({ quantity: Number(match[1]), price });
  }
  return tiers;
}

/** The item a code's rows describe, or why they do not make one. */
function itemOf(rows: readonly PriceFileRow[]): { item: FileItem } | WrongRow {
  const [first] = rows;
  const cell = (row: PriceFileRow, column: Column) => (row.cells[column] ?? '').trim();
  const code = cell(first!, 'Code');
  for (const row of rows.slice(1)) {
    const differs = ITEM_COLUMNS.find((column) => cell(row, column) !== cell(first!, column));
    if (differs) return { line: row.line, code, reason: `its ${differs} differs from line ${first!.line}'s for the same code` };
  }
  const sizes: Record<string, number> = {};
  for (const row of rows) {
    const size = cell(row, 'Size');
    const price = readDollars(cell(row, 'Price'));
    if (!size) return { line: row.line, code, reason: 'the size is empty' };
    if (price === null)
      return { line: row.line, code, reason: `the price '${cell(row, 'Price')}' is not an amount in dollars like 12.50` };
    if (size in sizes) return { line: row.line, code, reason: `the size ${size} is on two rows` };
    sizes[size] = price;
  }
  const tiers = readTiers(cell(first!, 'Discount'));
  if (typeof tiers === 'string') return { line: first!.line, code, reason: tiers };
  const restricted = cell(first!, 'Restricted').toLowerCase();
  if (!['', 'yes', 'no'].includes(restricted)) return { line: first!.line, code, reason: "Restricted is 'yes' or 'no'" };
  const optional = <K extends string, V>(key: K, value: V | undefined, keep: boolean) =>
    (keep ? { [key]: value } : {}) as Partial<Record<K, V>>;
  const halfColors = listOf(first!.cells['Two-tone colors']);
  const stores = listOf(first!.cells.Stores);
  const item: FileItem = {
    code,
    name: cell(first!, 'Name'),
    fullname: cell(first!, 'Full name'),
    type: cell(first!, 'Category'),
    colors: listOf(first!.cells.Colors),
    default_color: cell(first!, 'Default color'),
    ...optional('halfColors', halfColors, halfColors.length > 0),
    sizes,
    ...optional('sub_category', cell(first!, 'Sub-category'), cell(first!, 'Sub-category') !== ''),
    restricted: restricted === 'yes',
    ...optional('supportedStores', stores, stores.length > 0),
    ...optional('discount', tiers, tiers.length > 0),
    ...optional('description', cell(first!, 'Description'), cell(first!, 'Description') !== ''),
  };
  const checked = catalogueItemSchema.safeParse(item);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return { line: first!.line, code, reason: `${issue.path.join('.') || 'the item'}: ${issue.message}` };
  }
  return { item };
}

/** The file has no column for uploaded photos: an item it changes keeps those of the colours it still comes in. */
function withPhotosOf(before: FileItem, after: FileItem): FileItem {
  const photos = Object.entries(before.photos ?? {}).filter(([colour]) => after.colors.includes(colour));
  return photos.length > 0 ? { ...after, photos: Object.fromEntries(photos) } : after;
}

/** Two items alike whatever the order of their keys or a restricted: false left out. */
const withoutDefaults = (item: FileItem): FileItem => ({ ...item, restricted: item.restricted === true });

/**
 * What importing the file would do to the group's items: each code's rows read into an item and
 * checked by the files' own item schema, then compared with the item of that code. An item it would
 * create or change is refused too when `refuse` gives a reason (a rule beyond the group's own items,
 * as a code another group holds as another kind of item). Nothing is to be applied unless `wrong` is
 * empty. Items the file does not name are kept as they are.
 */
export function readPriceFile(
  rows: readonly PriceFileRow[],
  current: readonly FileItem[],
  refuse: (item: FileItem) => string | null = () => null,
): PriceFileOutcome {
  const byCode = new Map<string, PriceFileRow[]>();
  const wrong: WrongRow[] = [];
  for (const row of rows) {
    const code = (row.cells.Code ?? '').trim();
    if (!code) {
      wrong.push({ line: row.line, code: '', reason: 'the code is empty' });
      continue;
    }
    byCode.set(code, [...(byCode.get(code) ?? []), row]);
  }
  const items = current.map((item) => ({ ...item }));
  const index = new Map(items.map((item, at) => [item.code, at]));
  const outcome: Omit<PriceFileOutcome, 'items' | 'wrong'> = { created: [], updated: [], unchanged: 0 };
  for (const [code, coded] of byCode) {
    const read = itemOf(coded);
    if (!('item' in read)) {
      wrong.push(read);
      continue;
    }
    const at = index.get(code);
    const item = at === undefined ? read.item : withPhotosOf(items[at]!, read.item);
    const changes =
      at === undefined ? [] : diffOfferDocuments({ items: [withoutDefaults(items[at]!)] }, { items: [withoutDefaults(item)] });
    if (at !== undefined && changes.length === 0) {
      outcome.unchanged += 1;
      continue;
    }
    const refused = refuse(item);
    if (refused !== null) wrong.push({ line: coded[0]!.line, code, reason: refused });
    else if (at === undefined) {
      outcome.created.push(code);
      items.push(item);
    } else {
      outcome.updated.push({ code, changes });
      items[at] = item;
    }
  }
  wrong.sort((a, b) => a.line - b.line);
  return { ...outcome, wrong, items };
}
