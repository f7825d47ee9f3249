import { describe, expect, it } from 'vitest';
import { chosenMonth, formatMonth, monthEnded, statementMonths } from './statement-months';

describe('the months of the statement picker', () => {
  it('are this month and the twelve before it, newest first, across a new year', () => {
    const months = statementMonths('2027-01-15');
    expect(months).toHaveLength(13);
    expect(months.slice(0, 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(months.at(-1)).toBe('2026-01');
  });

  it('start on last month, whose statement went out on the 1st, unless the address names one offered', () => {
    expect(chosenMonth(null, '2026-11-20')).toBe('2026-10');
    expect(chosenMonth('2026-11', '2026-11-20')).toBe('2026-11');
    expect(chosenMonth('2025-10', '2026-11-20')).toBe('2026-10');
    expect(chosenMonth('2026-13', '2026-11-20')).toBe('2026-10');
  });

  it('say whether a month is over, and name it', () => {
    expect(monthEnded('2026-10', '2026-11-01')).toBe(true);
    expect(monthEnded('2026-11', '2026-11-30')).toBe(false);
    expect(formatMonth('2026-10')).toBe('October 2026');
  });
});
