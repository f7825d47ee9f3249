import { SPEND_REPORT_DEFAULT_MONTHS, SPEND_REPORT_MAX_MONTHS } from '../api/console/spend-report';

/** 'YYYY-MM' as a count of months since year 0, so ranges are plain arithmetic. */
function monthIndex(month: string): number {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return year * 12 + (mon - 1);
}

function monthOf(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  return monthOf(monthIndex(month) + count);
}

/** Every month from `from` to `to`, both included, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i += 1) months.push(monthOf(i));
  return months;
}

export type SpendRange = { ok: true; from: string; to: string } | { ok: false; message: string };

/**
 * The months a spend report covers: as asked, else the last SPEND_REPORT_DEFAULT_MONTHS up to
 * `currentMonth` (from alone runs a year on, to alone a year back). At most SPEND_REPORT_MAX_MONTHS.
 */
export function spendRange(asked: { from?: string | undefined; to?: string | undefined }, currentMonth: string): SpendRange {
  const span = SPEND_REPORT_DEFAULT_MONTHS - 1;
  const to = asked.to ?? (asked.from ? addMonths(asked.from, span) : currentMonth);
  const from = asked.from ?? addMonths(to, -span);
  if (monthIndex(to) < monthIndex(from)) return { ok: false, message: 'The report ends before it starts.' };
  if (monthIndex(to) - monthIndex(from) + 1 > SPEND_REPORT_MAX_MONTHS)
    return { ok: false, message: `A report covers at most ${SPEND_REPORT_MAX_MONTHS} months (five years).` };
  return { ok: true, from, to };
}
