/** How far `timeZone` is ahead of UTC at `at`, in ms. */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - (at - (at % 1000))
  );
}

/**
 * The instant a calendar day ('YYYY-MM-DD') starts in a time zone: the board's date filters are
 * the provider's days, as its e-mails and staff count them. `plusDays` moves to a later day.
 */
export function startOfDay(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + plusDays);
  // The offset at the guess, then again at the answer: they differ only across a clock change.
  const first = midnightUtc - offsetMs(midnightUtc, timeZone);
  return new Date(midnightUtc - offsetMs(first, timeZone));
}
