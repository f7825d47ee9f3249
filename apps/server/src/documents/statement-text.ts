import type { StatementSnapshot } from '@portal/domain';

// How the statement's PDF and CSV write a line's kind, a month and a day: the same words in both.

/** What a statement line is, in words; a payment that adds to the balance is the reversal of one. */
export function statementLineKind(line: Pick<StatementSnapshot['lines'][number], 'kind' | 'amount_cents'>): string {
  if (line.kind === 'invoice') return 'Invoice';
  if (line.kind === 'credit_note') return 'Credit note';
  return line.amount_cents > 0 ? 'Payment reversal' : 'Payment';
}

/** A calendar day 'YYYY-MM-DD' as '10/05/2026', short enough for a table's column. */
export function shortDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : day;
}

/** A month 'YYYY-MM' as 'October 2026'. */
export function monthName(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const middle = Date.UTC(year, month - 1, 15);
  if (!Number.isFinite(middle)) return period;
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(middle);
}
