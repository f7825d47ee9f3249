/** 'YYYY-MM-DD HH:mm' in a time zone: how the exports write an instant, as the provider's staff read it. */
export function localDateTime(at: number, timeZone: string): string {
  const offset = at >= EARLIEST && at <= LATEST ? hourOffset(Math.floor(at / HOUR), timeZone) : null;
  if (offset === null) return formatted(at, timeZone);
  const local = new Date(at + offset);
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
export const localDay = (at: number, timeZone: string): string => localDateTime(at, timeZone).slice(0, 10);

/** 'YYYY-MM' of an instant in a time zone. */
export const localMonth = (at: number, timeZone: string): string => localDateTime(at, timeZone).slice(0, 7);

const HOUR = 3_600_000;
/** The instants written by arithmetic: four-digit years, whatever the zone. */
const EARLIEST = Date.UTC(1000, 0, 2);
const LATEST = Date.UTC(9999, 11, 30);
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** What Intl writes, the reference: costly (a few microseconds), so done once an hour of instants, not once each. */
function formatted(at: number, timeZone: string): string {
  const parts = formatter(timeZone, 'minutes').formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** 'November 06, 2026 at 3:30 PM EST': an order's date as its e-mails tell it, its day written as every calendar day is (formatCalendarDay). */
export function formatOrderDate(date: Date, timeZone: string): string {
  const parts = formatter(timeZone, 'words').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}

/** How far `timeZone` is ahead of UTC at an instant, in ms (to the second), from Intl. */
export function offsetAt(at: number, timeZone: string): number {
  const parts = formatter(timeZone, 'seconds').formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** Hours (since the epoch) whose offset is known per zone; forgotten past a bound, so memory stays small. */
const offsets = new Map<string, Map<number, number | null>>();
const KEPT_HOURS = 100_000;

/**
 * The zone's offset through one whole UTC hour, or null when the hour holds a change of offset (or
 * an offset not in whole minutes, before 1972 in a few zones): those instants are written by Intl
 * itself. Within an hour of one offset, the local time is the instant plus the offset exactly.
 */
function hourOffset(hour: number, timeZone: string): number | null {
  let known = offsets.get(timeZone);
  if (!known) offsets.set(timeZone, (known = new Map()));
  const found = known.get(hour);
  if (found !== undefined) return found;
  const start = offsetAt(hour * HOUR, timeZone);
  const end = offsetAt(hour * HOUR + HOUR - 1, timeZone);
  const offset = start === end && start % 60_000 === 0 && Number.isFinite(start) ? start : null;
  if (known.size >= KEPT_HOURS) known.clear();
  known.set(hour, offset);
  return offset;
}

/** Building an Intl.DateTimeFormat costs far more than using one: one per zone and style, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MINUTES: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};
const STYLES: Record<'minutes' | 'seconds' | 'words', Intl.DateTimeFormatOptions> = {
  minutes: MINUTES,
  seconds: { ...MINUTES, second: '2-digit' },
  words: { year: 'numeric', month: 'long', day: '2-digit', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};
function formatter(timeZone: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${timeZone} ${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, ...STYLES[style] });
    formatters.set(key, found);
  }
  return found;
}
