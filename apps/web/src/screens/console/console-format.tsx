import { CONSOLE_DATE, CONSOLE_DATE_TIME, CONSOLE_TIME, formatPrice, plainSpaces as plain } from '@portal/domain';
import { useStaff } from './console-session';

// Every time the console shows is the provider's (PROVIDER_TIME_ZONE, answered by /me), with the
// zone's abbreviation: the board's days then match the date filters, the CSV and the e-mails
// whatever the zone of the browser (docs/console.md#times).

/** How the console writes instants in one time zone. */
export interface ConsoleTimes {
  /** The IANA zone the times are in. */
  zone: string;
  /** 'Nov 15, 2026, 9:41 PM EST'. */
  dateTime: (ms: number) => string;
  /** 'Nov 15, 2026': the day in that zone. */
  date: (ms: number) => string;
  /** '9:41 PM EST': the time of day in that zone, with its abbreviation. */
  time: (ms: number) => string;
}

// One pair of formatters per zone: the board writes hundreds of times.
const byZone = new Map<string, ConsoleTimes>();

/** The console's formatters for a time zone (UTC when the name is not one the browser knows). */
export function consoleTimes(zone: string): ConsoleTimes {
  const known = byZone.get(zone);
  if (known) return known;
  let dateTime: Intl.DateTimeFormat;
  let date: Intl.DateTimeFormat;
  let time: Intl.DateTimeFormat;
  try {
    // The server writes the times in its answers to staff with the same options (consoleDateTime).
    dateTime = new Intl.DateTimeFormat('en-US', { ...CONSOLE_DATE_TIME, timeZone: zone });
    date = new Intl.DateTimeFormat('en-US', { ...CONSOLE_DATE, timeZone: zone });
    time = new Intl.DateTimeFormat('en-US', { ...CONSOLE_TIME, timeZone: zone });
  } catch {
    const utc = consoleTimes('UTC');
    byZone.set(zone, utc);
    return utc;
  }
  const times: ConsoleTimes = {
    zone,
    dateTime: (ms) => plain(dateTime.format(ms)),
    date: (ms) => plain(date.format(ms)),
    time: (ms) => plain(time.format(ms)),
  };
  byZone.set(zone, times);
  return times;
}

/** The formatters for the provider's time zone, as the logged-in staff member's /me answered it. */
export function useConsoleTimes(): ConsoleTimes {
  return consoleTimes(useStaff().time_zone);
}

/** A day at an instant, in the provider's zone, with the whole time and zone on hover: 'Nov 15, 2026'. */
export function ConsoleDate({ at }: { at: number }) {
  const times = useConsoleTimes();
  return (
    <time dateTime={new Date(at).toISOString()} title={times.dateTime(at)}>
      {times.date(at)}
    </time>
  );
}

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

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

/** Cents as people read money: '$1,234.50'. */
export const money = (cents: number) => formatPrice(cents);

/** A count with its thousands marked: '1,234'. */
export const count = (n: number) => n.toLocaleString('en-US');
