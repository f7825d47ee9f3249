import { describe, expect, it } from 'vitest';
import { calendarMonthWords, monthsBack } from './budget-months';

describe('budget months', () => {
  it('names a month as people do, and leaves what is not a month as it is', () => {
    expect(calendarMonthWords('2030-03')).toBe('March 2030');
    expect(calendarMonthWords('2030-12')).toBe('December 2030');
    expect(calendarMonthWords('2030-13')).toBe('2030-13');
  });

  it('counts back across a new year, newest first', () => {
    expect(monthsBack('2030-02', 4)).toEqual(['2030-02', '2030-01', '2029-12', '2029-11']);
    expect(monthsBack('nonsense', 3)).toEqual([]);
  });
});
