import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedLocal, zoneOffsetMinutes } from './zoned-time';

describe("a time typed in the provider's zone", () => {
  it('is read with the offset of winter and of summer in New York', () => {
    expect(zonedInstant('2026-12-04T09:30', 'America/New_York')).toEqual({
      ms: Date.UTC(2026, 11, 4, 14, 30),
      iso: '2026-12-04T09:30:00-05:00',
    });
    expect(zonedInstant('2026-07-01T00:05', 'America/New_York')).toEqual({
      ms: Date.UTC(2026, 6, 1, 4, 5),
      iso: '2026-07-01T00:05:00-04:00',
    });
  });

  it('is the same instant whatever zone the browser is in, and reads half-hour zones', () => {
    expect(zonedInstant('2026-12-04T09:30', 'UTC')?.iso).toBe('2026-12-04T09:30:00+00:00');
    expect(zonedInstant('2026-12-04T09:30', 'Asia/Kolkata')).toEqual({
      ms: Date.UTC(2026, 11, 4, 4, 0),
      iso: '2026-12-04T09:30:00+05:30',
    });
  });

  it('takes the first of the hour the clocks repeat, and the hour before one they skip', () => {
    // Nov 1, 2026: 1:30 AM happens at -04:00 and again at -05:00.
    expect(zonedInstant('2026-11-01T01:30', 'America/New_York')?.iso).toBe('2026-11-01T01:30:00-04:00');
    // Mar 8, 2026: 2:30 AM does not happen in New York.
    expect(zonedInstant('2026-03-08T02:30', 'America/New_York')?.iso).toBe('2026-03-08T01:30:00-05:00');
  });

  it('refuses what is not a whole date and time', () => {
    expect(zonedInstant('', 'America/New_York')).toBeNull();
    expect(zonedInstant('2026-02-30T09:00', 'America/New_York')).toBeNull();
    expect(zonedInstant('2026-12-04', 'America/New_York')).toBeNull();
  });

  it("writes an instant back as the field's value in the zone", () => {
    expect(zonedLocal(Date.UTC(2026, 11, 4, 14, 30), 'America/New_York')).toBe('2026-12-04T09:30');
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 6, 1))).toBe(-240);
  });
});
