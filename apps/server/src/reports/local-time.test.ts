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
