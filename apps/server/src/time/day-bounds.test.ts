import { describe, expect, it } from 'vitest';
import { startOfDay } from './day-bounds';

describe('startOfDay', () => {
  it('starts a day at midnight in the given time zone', () => {
    expect(startOfDay('2026-11-23', 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(startOfDay('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDay('2026-07-01', 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
  it('moves on by whole days, across a clock change', () => {
    expect(startOfDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDay('2026-10-31', 'America/New_York', 1).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/New_York', 1).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfDay('2026-12-31', 'America/Chicago', 1).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});
