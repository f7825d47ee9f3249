/**
 * Characters a spreadsheet reads as the start of a formula (or that hide one): a cell of an
 * export that starts with one is a way for a buyer's typed name or PO to run in staff's Excel
 * (CSV injection, OWASP). The cell gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative amount ('-81.75') is a number to a spreadsheet, and an accounting import needs it as one. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** The text a CSV cell holds: formula starts neutralised, everything else as it is. */
export function csvSafeText(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
}

/** A cell read back from a file this portal wrote: csvSafeText's apostrophe taken off again. */
export function csvPlainText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8. */
export const CSV_UTF8_BOM = '\uFEFF';
