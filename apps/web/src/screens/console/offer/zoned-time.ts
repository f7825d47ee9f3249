// A publish set for later is typed as a wall-clock time in the provider's zone (docs/console.md#times),
// whatever the browser's own zone, and sent as an ISO 8601 instant with that zone's offset then.

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(zone: string, at: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '-05:00' for -300 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A date-time field's value 'YYYY-MM-DDTHH:mm', read in `zone`, as an instant: its milliseconds and
 * ISO 8601 with the zone's offset ('2026-12-04T09:30:00-05:00'); null for anything else. A time in
 * the hour the clocks repeat in autumn is its first; one the clocks skip in spring, the hour before.
 */
export function zonedInstant(local: string, zone: string): { ms: number; iso: string } | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d) return null;
  // The offset at the wall time read as UTC is right but within hours of a change of the clocks; once more settles it.
  const ms = wall - zoneOffsetMinutes(zone, wall - zoneOffsetMinutes(zone, wall) * 60_000) * 60_000;
  return { ms, iso: `${zonedLocal(ms, zone)}:00${offsetText(zoneOffsetMinutes(zone, ms))}` };
}

/** An instant as a date-time field's value in `zone`: 'YYYY-MM-DDTHH:mm'. */
export function zonedLocal(ms: number, zone: string): string {
  const wall = new Date(ms + zoneOffsetMinutes(zone, ms) * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
