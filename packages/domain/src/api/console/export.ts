import * as z from 'zod/mini';
import { CONSOLE_BOARD_MAX_PAGE_SIZE, consoleBoardQuerySchema } from './board';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** Up to a page's worth of order ids, joined with ','. */
const ORDER_IDS = new RegExp(`^${UUID}(,${UUID}){0,${CONSOLE_BOARD_MAX_PAGE_SIZE - 1}}$`);

/**
 * GET /api/console/orders/export?…: the board as it is filtered and searched, every page at once,
 * as a CSV file of one row per order line (CONSOLE_EXPORT_COLUMNS), newest order first. The same
 * filters and the same scope as the board: a rep naming another group answers 403. Streamed, so
 * its size has no limit; each export is recorded in the audit log with who asked for it.
 */
export const consoleExportQuerySchema = z.extend(
  z.omit(consoleBoardQuerySchema, { cursor: true, limit: true, sort: true, dir: true }),
  {
    /** The chosen orders alone (ids joined with ','), within the filters; at most a board page's worth. */
    ids: z.optional(z.string().check(z.regex(ORDER_IDS))),
  },
);
export type ConsoleExportQuery = z.output<typeof consoleExportQuerySchema>;
export type ConsoleExportRequest = z.input<typeof consoleExportQuerySchema>;

/** The export's heading row, in its order. Money in dollars with two decimals; dates 'YYYY-MM-DD HH:mm' in the provider's time zone. */
export const CONSOLE_EXPORT_COLUMNS = [
  'Order No.',
  'Order Date',
  'Group',
  'Store Code',
  'Store',
  'Buyer Name',
  'Buyer Email',
  // Where the order ships: 'no address recorded' in Ship To Name for an order placed before ship-to addresses were kept.
  'Ship To Name',
  'Ship To Street',
  'Ship To Street 2',
  'Ship To City',
  'Ship To State',
  'Ship To ZIP',
  'Line',
  'Item Code',
  'Item Name',
  'Category',
  'Size',
  'Color',
  'Embroidery',
  'Placement',
  'Second Embroidery',
  'Second Placement',
  'Quantity',
  'Unit Price',
  'Line Total',
  // The order's goods, freight and tax apart (an order placed before freight and tax: all goods).
  'Goods',
  'Freight',
  'Tax',
  'Order Total',
  'Payment',
  'PO',
  'Customer PO',
  'Order Customer PO',
  'Status',
  'Est. Ship Date',
  'Carrier',
  'Tracking Number',
  'In Production At',
  'Shipped At',
  'Delivered At',
  'Cancelled At',
] as const;
