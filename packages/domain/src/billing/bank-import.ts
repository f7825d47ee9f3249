// A bank file of payments received: one row each, with the day, the account, the bank's reference,
// the amount and the invoices it pays. Read here (pure) so the console's preview and the server
// read a row the same way.

/** The columns a bank file must have, by name in its heading row (any case, any order). */
export const BANK_FILE_COLUMNS = ['date', 'account', 'reference', 'amount', 'invoices'] as const;

/** At most this many rows in one file. */
export const MAX_BANK_ROWS = 2000;

/**
 * Dollars as a bank writes them ('1,234.56', '$75', '75.5') in whole cents, or null: never through
 * floating point, so '10.10' is 1010 cents; more than two decimals, a sign or anything else is null.
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** The invoice numbers a row names, split on spaces, commas or semicolons, upper-cased. */
export function invoiceNumbersOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
}
