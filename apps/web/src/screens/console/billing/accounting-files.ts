import {
  ACCOUNTING_FILE_LABELS,
  monthDays,
  previousMonth,
  XERO_MAX_INVOICES_PER_FILE,
  type AccountingFile,
  type ConsoleAccountingSummary,
} from '@portal/domain';
import { accountingFileHref, type DayRange } from '../api/billing';
import { count, formatDay } from '../console-format';
import { providerToday } from './invoice-standing';

/** The month before today's in the provider's calendar: the range the Exports tab opens on. */
export function lastMonth(zone: string, now = Date.now()): DayRange {
  return monthDays(previousMonth(providerToday(zone, now)));
}

/** The range an address asks for, when it names both days; null to open on the default. */
export function rangeOf(params: URLSearchParams): DayRange | null {
  const from = params.get('from')?.trim();
  const to = params.get('to')?.trim();
  return from && to ? { from, to } : null;
}

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** What a range holds, in a sentence: 'From Oct 1, 2026 to Oct 31, 2026: 12 invoices, 1 credit note and 3 payments.' */
export function rangeHolds(summary: ConsoleAccountingSummary): string {
  const what = [
    plural(summary.invoices, 'invoice', 'invoices'),
    plural(summary.credit_notes, 'credit note', 'credit notes'),
  ].join(', ');
  return `From ${formatDay(summary.from)} to ${formatDay(summary.to)}: ${what} and ${plural(summary.payments, 'payment', 'payments')}.`;
}

/** What each file is for, and which program imports it. */
export const ACCOUNTING_FILE_HELP: Record<AccountingFile, string> = {
  'quickbooks-invoices':
    "For QuickBooks Online's invoice import (Settings, Import data, Invoices): a row per invoice line, with the invoice's number, customer (the account's accounting name), dates and terms.",
  'quickbooks-credit-notes':
    "For QuickBooks Online's credit note import, a tool of its own: a row per credit note, naming the invoice it credits.",
  payments:
    'A list of the payments received, reversals below zero, each with its customer, reference and the invoices it was applied to: QuickBooks Online imports no payments, so they are entered from it.',
  xero: `For Xero's sales invoice import (Sales, Invoices, Import): the invoices and the credit notes (as amounts below zero), at most ${count(XERO_MAX_INVOICES_PER_FILE)} invoices a file, a credit note counting as one.`,
};

/** One kind of file in a range: what it holds, and its link, or a link per file for Xero's. */
export interface AccountingDownload {
  file: AccountingFile;
  /** What the file holds in this range. */
  holds: string;
  /** Nothing in this range: the file holds its heading only. */
  empty: boolean;
  /** Each labelled with ACCOUNTING_FILE_LABELS, and which of several Xero files. */
  links: { label: string; href: string }[];
}

/** The files of a range as the summary counts them, a Xero file each up to `xero_files`. */
export function accountingDownloads(summary: ConsoleAccountingSummary): AccountingDownload[] {
  const range = { from: summary.from, to: summary.to };
  const one = (file: Exclude<AccountingFile, 'xero'>, n: number, noun: [string, string]): AccountingDownload => ({
    file,
    holds: plural(n, ...noun),
    empty: n === 0,
    links: [{ label: ACCOUNTING_FILE_LABELS[file], href: accountingFileHref(file, range) }],
  });
  const files = Math.max(1, summary.xero_files);
  const xeroLabel = (part: number) =>
    files === 1 ? ACCOUNTING_FILE_LABELS.xero : `${ACCOUNTING_FILE_LABELS.xero}, file ${part} of ${files}`;
  return [
    one('quickbooks-invoices', summary.invoices, ['invoice', 'invoices']),
    one('quickbooks-credit-notes', summary.credit_notes, ['credit note', 'credit notes']),
    one('payments', summary.payments, ['payment', 'payments']),
    {
      file: 'xero',
      holds: `${plural(summary.invoices, 'invoice', 'invoices')} and ${plural(summary.credit_notes, 'credit note', 'credit notes')}${files > 1 ? ` in ${count(files)} files` : ''}`,
      empty: summary.invoices + summary.credit_notes === 0,
      links: Array.from({ length: files }, (_, index) => ({
        label: xeroLabel(index + 1),
        href: accountingFileHref('xero', range, index + 1),
      })),
    },
  ];
}
