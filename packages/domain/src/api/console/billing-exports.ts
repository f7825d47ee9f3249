import * as z from 'zod/mini';
import { calendarDayField } from './common';

/** The accounting export's files: QuickBooks Online invoices and credit notes, a payments list, Xero sales invoices. */
export const ACCOUNTING_FILES = ['quickbooks-invoices', 'quickbooks-credit-notes', 'payments', 'xero'] as const;
export type AccountingFile = (typeof ACCOUNTING_FILES)[number];

export const ACCOUNTING_FILE_LABELS: Record<AccountingFile, string> = {
  'quickbooks-invoices': 'QuickBooks Online: invoices',
  'quickbooks-credit-notes': 'QuickBooks Online: credit notes',
  payments: 'Payments',
  xero: 'Xero: sales invoices and credit notes',
};

/** Issued (invoices, credit notes) or received (payments) from one day to another, both included; at most a year. */
export const consoleAccountingRangeSchema = z.strictObject({ from: calendarDayField, to: calendarDayField });

/** GET /api/console/billing/exports?from=&to=: how many of each, and how many Xero files (at most 500 invoices each). */
export const consoleAccountingSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  invoices: z.int(),
  credit_notes: z.int(),
  payments: z.int(),
  xero_files: z.int(),
});
export type ConsoleAccountingSummary = z.output<typeof consoleAccountingSummarySchema>;

export const consoleAccountingFileParamsSchema = z.strictObject({ file: z.enum(ACCOUNTING_FILES) });

/** GET /api/console/billing/exports/:file?from=&to=&part=: one file as CSV; `part` (from 1) picks a Xero file. */
export const consoleAccountingFileQuerySchema = z.strictObject({
  from: calendarDayField,
  to: calendarDayField,
  part: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(1000)))),
});
