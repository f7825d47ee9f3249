import * as z from 'zod/mini';
import { fulfilmentStatusSchema, groupKeyField } from '../common';
import { calendarDayField, paymentKindSchema } from './common';
import { consoleOrderHoldSchema } from './order-holds';

/**
 * What the board may be sorted by: when placed (the default), the total, the group, the buyer
 * (last name, then first) or where the order is (received first, cancelled last).
 */
export const CONSOLE_BOARD_SORTS = ['placed', 'total', 'group', 'buyer', 'status'] as const;
export type ConsoleBoardSort = (typeof CONSOLE_BOARD_SORTS)[number];
export type ConsoleBoardDirection = 'asc' | 'desc';

/** Rows a board page holds unless `limit` says otherwise. */
export const CONSOLE_BOARD_PAGE_SIZE = 50;
export const CONSOLE_BOARD_MAX_PAGE_SIZE = 200;

/**
 * GET /api/console/orders?…: the board, newest first, one keyset page at a time. Every filter is
 * optional and they combine (and). A rep's page holds only their groups' orders; naming another
 * group answers 403. Orders awaiting payment are left out unless `payment=awaiting_payment` asks
 * for them alone.
 */
export const consoleBoardQuerySchema = z.strictObject({
  group: z.optional(groupKeyField),
  /** A store code, e.g. GDCH01. */
  store: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  status: z.optional(fulfilmentStatusSchema),
  payment: z.optional(paymentKindSchema),
  /** Placed on or after this day, in the provider's time zone. */
  from: z.optional(calendarDayField),
  /** Placed on or before this day, in the provider's time zone. */
  to: z.optional(calendarDayField),
  /**
   * Matches the order number (CB-100042 or 100042), the start of the buyer's name or e-mail, the
   * start of a line's PO, the order's or a line's customer PO, an item code, or (3 characters or
   * more) a part of a store's name; any case.
   */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** `waiting`: only the orders waiting for their dealership's approval (docs/approvals.md). */
  approval: z.optional(z.enum(['waiting'])),
  /** The order of the rows: `placed` (the default) and `dir` `desc` (the default) is newest first. */
  sort: z.optional(z.enum(CONSOLE_BOARD_SORTS)),
  dir: z.optional(z.enum(['asc', 'desc'])),
  /** next_cursor of the page before, in the same sort. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(CONSOLE_BOARD_MAX_PAGE_SIZE)))),
});
export type ConsoleBoardQuery = z.output<typeof consoleBoardQuerySchema>;
/** The query as a screen writes it (numbers and strings alike). */
export type ConsoleBoardRequest = z.input<typeof consoleBoardQuerySchema>;

/** One order on the board. */
export const consoleBoardRowSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  /** Milliseconds since 1970. */
  created_at: z.int(),
  group_key: z.string(),
  group_title: z.string(),
  /** The store code chosen at checkout, or ''. */
  store_code: z.string(),
  /** The store's name, or null when the order names none (or one the group no longer has). */
  store_name: z.nullable(z.string()),
  buyer_name: z.string(),
  buyer_email: z.string(),
  /** Units over all lines. */
  item_count: z.int(),
  line_count: z.int(),
  /** Cents. */
  total_cents: z.int(),
  /** Some line has no price (0): the total is not the whole price ('Price on quote'). */
  price_on_quote: z.boolean(),
  payment: paymentKindSchema,
  status: fulfilmentStatusSchema,
  version: z.int(),
  /** The latest est. ship date of its lines, 'YYYY-MM-DD', or null. */
  est_ship_date: z.nullable(z.string()),
  /** The lines' POs, distinct, joined with ', '; null when none has one. */
  po: z.nullable(z.string()),
  /** The customer PO typed at checkout, or null. */
  customer_po: z.nullable(z.string()),
  /** Its open holds, oldest first: while any is open it does not go into production and is not invoiced. */
  holds: z.array(consoleOrderHoldSchema),
  /** Since when it waits for its dealership's approval (ms since 1970); null when it does not. */
  approval_waiting_since: z.nullable(z.int()),
});
export type ConsoleBoardRow = z.output<typeof consoleBoardRowSchema>;

/** The board counts its matches up to this many; past it, `total` says this and `total_capped` true. */
export const CONSOLE_BOARD_COUNT_CAP = 10_000;

export const consoleBoardAnswerSchema = z.object({
  rows: z.array(consoleBoardRowSchema),
  /** Orders that match the filters over every page, at most CONSOLE_BOARD_COUNT_CAP. */
  total: z.int(),
  /** There are more than CONSOLE_BOARD_COUNT_CAP. */
  total_capped: z.boolean(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
});
export type ConsoleBoardAnswer = z.output<typeof consoleBoardAnswerSchema>;
