import { describe, expect, it } from 'vitest';
import { consoleDateTime } from './console-time';

describe('consoleDateTime', () => {
  it("writes an instant in the zone given, with the zone's abbreviation, winter and summer", () => {
    expect(consoleDateTime(Date.UTC(2026, 11, 4, 14, 30), 'America/New_York')).toBe('Dec 4, 2026, 9:30 AM EST');
    expect(consoleDateTime(Date.UTC(2026, 6, 4, 2, 5), 'America/New_York')).toBe('Jul 3, 2026, 10:05 PM EDT');
    expect(consoleDateTime(Date.UTC(2026, 11, 4, 14, 30), 'America/Chicago')).toBe('Dec 4, 2026, 8:30 AM CST');
  });

  it('writes UTC for a zone it does not know', () => {
    expect(consoleDateTime(Date.UTC(2026, 11, 4, 14, 30), 'Mars/Olympus')).toBe('Dec 4, 2026, 2:30 PM UTC');
  });
});
