// The console writes every instant in the provider's time zone with its abbreviation
// ('Dec 4, 2026, 9:30 AM EST'); the server's answers to staff write theirs the same way, so a time
// a message names is the time the staff member typed and sees on the screen.

const DAY = { month: 'short', day: 'numeric', year: 'numeric' } as const;
export const CONSOLE_DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DAY,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
export const CONSOLE_DATE: Intl.DateTimeFormatOptions = DAY;
export const CONSOLE_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** Some engines put a narrow no-break space before AM/PM: one plain space reads and copies the same everywhere. */
export const plainSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ');

const formats = new Map<string, Intl.DateTimeFormat>();

/** 'Dec 4, 2026, 9:30 AM EST': an instant as the console writes it, in `timeZone` (UTC for a zone Intl does not know). */
export function consoleDateTime(at: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...CONSOLE_DATE_TIME, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...CONSOLE_DATE_TIME, timeZone: 'UTC' });
    }
    formats.set(timeZone, format);
  }
  return plainSpaces(format.format(at));
}
