/** How the console writes times and days. One formatter each: the board writes hundreds. */
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 23, 2026, 4:05 PM' in the browser's time zone. */
export const formatDateTime = (ms: number) => dateTime.format(ms);

/** 'Nov 23, 2026' in the browser's time zone. */
export const formatDate = (ms: number) => date.format(ms);

/**
 * A calendar day 'YYYY-MM-DD' as 'Dec 4, 2026'. It names a day, not an instant: read and written in
 * UTC so no time zone moves it to the day before.
 */
export function formatDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '—';
  return day.format(Date.parse(`${value}T00:00:00Z`));
}

/** Shown where a value is not set. */
export const NONE = '—';
