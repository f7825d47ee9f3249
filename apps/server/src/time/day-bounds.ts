import { offsetAt } from './local-time';

/**
 * The instant a calendar day ('YYYY-MM-DD') starts in a time zone: the board's date filters are
 * the provider's days, as its e-mails and staff count them. `plusDays` moves to a later day.
 */
export function startOfDay(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + plusDays);
  // The offset at the guess, then again at the answer: they differ only across a clock change.
  const first = midnightUtc - offsetAt(midnightUtc, timeZone);
  return new Date(midnightUtc - offsetAt(first, timeZone));
}
