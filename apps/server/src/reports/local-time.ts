/** 'YYYY-MM-DD HH:mm' in a time zone: how the exports write an instant, as the provider's staff read it. */
export function localDateTime(at: number, timeZone: string): string {
  const parts = formatter(timeZone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
export const localDay = (at: number, timeZone: string): string => localDateTime(at, timeZone).slice(0, 10);

/** 'YYYY-MM' of an instant in a time zone. */
export const localMonth = (at: number, timeZone: string): string => localDateTime(at, timeZone).slice(0, 7);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}
