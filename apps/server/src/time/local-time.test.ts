import { describe, expect, it } from 'vitest';
import { localDateTime, localDay, localMonth } from './local-time';

describe('local time', () => {
  it('writes an instant as the provider reads it, across a month end', () => {
    const at = Date.UTC(2026, 11, 1, 3, 5); // 1 December 03:05 UTC is 30 November 22:05 in Ohio
    expect(localDateTime(at, 'America/New_York')).toBe('2026-11-30 22:05');
    expect(localDay(at, 'America/New_York')).toBe('2026-11-30');
    expect(localMonth(at, 'America/New_York')).toBe('2026-11');
    expect(localMonth(at, 'UTC')).toBe('2026-12');
  });

  it('writes midnight as 00, not 24', () => {
    expect(localDateTime(Date.UTC(2026, 0, 5, 5, 0), 'America/New_York')).toBe('2026-01-05 00:00');
  });
});

describe('local time from the hour offsets', () => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  /** Intl's own writing, the reference. */
  const reference = (at: number, timeZone: string) => {
    if (!formats.has(timeZone))
      formats.set(
        timeZone,
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        }),
      );
    const parts = formats.get(timeZone)!.formatToParts(new Date(at));
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  };
  const zones = [
    'America/New_York',
    'America/St_Johns',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Europe/Dublin',
    'Africa/Monrovia',
    'UTC',
  ];

  it('writes what Intl writes around every change of offset, minute by minute', () => {
    for (const zone of zones)
      for (const year of [1971, 1972, 2021, 2026]) {
        // Every minute of two days around each month's start, and of the last Sunday's night of each month.
        for (let month = 0; month < 12; month += 1)
          for (const day of [1, 25, 26, 27, 28, 29, 30, 31]) {
            const start = Date.UTC(year, month, day) - 12 * 3_600_000;
            for (let at = start; at < start + 36 * 3_600_000; at += 29 * 60_000 + 7_001)
              expect(localDateTime(at, zone), `${zone} ${new Date(at).toISOString()}`).toBe(reference(at, zone));
          }
      }
  });

  it('writes what Intl writes for instants far apart, and the seconds before and after each hour', () => {
    let seed = 12_345;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 10_000; i += 1) {
      const zone = zones[i % zones.length]!;
      const hour = Math.floor(random() * 70 * 8766) * 3_600_000 + Date.UTC(1960, 0, 1);
      for (const at of [hour, hour - 1, hour + 59_999, hour + 60_000, hour + Math.floor(random() * 3_600_000)])
        expect(localDateTime(at, zone), `${zone} ${at}`).toBe(reference(at, zone));
    }
  });
});
