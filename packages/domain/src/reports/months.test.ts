import { describe, expect, it } from 'vitest';
import { addMonths, monthsBetween, spendRange } from './months';

describe('months', () => {
  it('adds months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -59)).toBe('2021-04');
  });

  it('lists every month of a range, both ends included', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
  });
});

describe('spendRange', () => {
  it('is the last twelve months, this one included, when nothing is asked', () => {
    expect(spendRange({}, '2026-11')).toEqual({ ok: true, from: '2025-12', to: '2026-11' });
  });

  it('runs a year from a start alone, and a year back to an end alone', () => {
    expect(spendRange({ from: '2024-03' }, '2026-11')).toEqual({ ok: true, from: '2024-03', to: '2025-02' });
    expect(spendRange({ to: '2024-03' }, '2026-11')).toEqual({ ok: true, from: '2023-04', to: '2024-03' });
  });

  it('takes five years and refuses a month more', () => {
    expect(spendRange({ from: '2021-12', to: '2026-11' }, '2026-11')).toEqual({ ok: true, from: '2021-12', to: '2026-11' });
    expect(spendRange({ from: '2021-11', to: '2026-11' }, '2026-11')).toEqual({
      ok: false,
      message: 'A report covers at most 60 months (five years).',
    });
  });

  it('refuses a range that ends before it starts', () => {
    expect(spendRange({ from: '2026-05', to: '2026-04' }, '2026-11')).toEqual({
      ok: false,
      message: 'The report ends before it starts.',
    });
  });
});
