import * as z from 'zod/mini';
import { groupKeyField } from '../common';
import { consoleGroupSchema } from './common';

/** The longest range a spend report covers: five years of months. */
export const SPEND_REPORT_MAX_MONTHS = 60;
/** The range when none is named: the last twelve months, this one included. */
export const SPEND_REPORT_DEFAULT_MONTHS = 12;
/** POs the report's answer lists by name, the largest first; the CSV of the PO table has them all. */
export const SPEND_REPORT_TOP_POS = 100;

/** A calendar month, 'YYYY-MM'. */
export const calendarMonthField = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month written YYYY-MM' }));

/**
 * GET /api/console/reports/spend?group=…&from=YYYY-MM&to=YYYY-MM: what one group spent, month by
 * month, by store, by category and by PO, over whole months in the provider's time zone (default
 * the last 12, at most 60). Counts placed orders (paid or on account) that were not cancelled.
 * Without `group`, every group the staff member sees, summed (a rep's: their groups only). A rep
 * naming another group answers 403.
 */
export const consoleSpendReportQuerySchema = z.strictObject({
  group: z.optional(groupKeyField),
  from: z.optional(calendarMonthField),
  to: z.optional(calendarMonthField),
});
export type ConsoleSpendReportQuery = z.output<typeof consoleSpendReportQuerySchema>;

/** The report's tables; each one downloads as CSV: GET /api/console/reports/spend/export?…&table=…. */
export const SPEND_TABLES = ['month', 'group', 'store', 'category', 'po'] as const;
export type SpendTable = (typeof SPEND_TABLES)[number];
export const consoleSpendExportQuerySchema = z.strictObject({
  group: z.optional(groupKeyField),
  from: z.optional(calendarMonthField),
  to: z.optional(calendarMonthField),
  table: z.enum(SPEND_TABLES),
});
export type ConsoleSpendExportQuery = z.output<typeof consoleSpendExportQuerySchema>;

const cents = z.int();

/**
 * What orders came to apart, in cents: goods + freight + tax = total. An order placed before
 * freight and tax counts as all goods.
 */
const apart = { goods_cents: cents, freight_cents: cents, tax_cents: cents, total_cents: cents };

export const consoleSpendReportAnswerSchema = z.object({
  /** The group asked for, or null: every group the staff member sees, summed. */
  group: z.nullable(consoleGroupSchema),
  /** The groups counted, by title: the one asked for, or every group the staff member sees. */
  groups: z.array(consoleGroupSchema),
  /** The months covered, first and last, 'YYYY-MM'. */
  from: z.string(),
  to: z.string(),
  /** Orders counted and what they came to, in cents, goods, freight and tax apart. */
  orders: z.int(),
  ...apart,
  /** Every month of the range, oldest first, months without orders included. */
  by_month: z.array(z.object({ month: z.string(), orders: z.int(), ...apart })),
  /** Each group counted, by spend, the largest first, groups without orders included. */
  by_group: z.array(z.object({ key: z.string(), title: z.string(), orders: z.int(), ...apart })),
  /** Stores by spend, the largest first, each of its group; store_code '' is the orders that named no store. */
  by_store: z.array(
    z.object({
      group_key: z.string(),
      store_code: z.string(),
      store_name: z.nullable(z.string()),
      orders: z.int(),
      ...apart,
    }),
  ),
  /** Categories by spend, the largest first: the lines' totals (goods alone). */
  by_category: z.array(z.object({ category: z.string(), label: z.string(), units: z.int(), total_cents: cents })),
  /**
   * The lines' POs by spend (goods alone), the largest SPEND_REPORT_TOP_POS, each one group's; po
   * null is the lines without a PO.
   * `po_count` counts every PO of the range, `other_pos_cents` what the POs past the list came to.
   */
  by_po: z.array(z.object({ group_key: z.string(), po: z.nullable(z.string()), orders: z.int(), total_cents: cents })),
  po_count: z.int(),
  other_pos_cents: cents,
});
export type ConsoleSpendReportAnswer = z.output<typeof consoleSpendReportAnswerSchema>;
