import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice, hasAtMostTwoDecimals, toCents } from './cents';

describe('toCents', () => {
  it('turns catalogue prices into whole cents without float noise', () => {
    expect(toCents(79.99)).toBe(7999);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(0.21)).toBe(21);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(14.99)).toBe(1499);
    expect(toCents(0)).toBe(0);
  });
  it('rounds half away from zero', () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
  });
  it('refuses amounts that are not numbers', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts prices a person writes and rejects sub-cent ones', () => {
    expect(hasAtMostTwoDecimals(3.69)).toBe(true);
    expect(hasAtMostTwoDecimals(12)).toBe(true);
    expect(hasAtMostTwoDecimals(0.195)).toBe(false);
  });
});

describe('formatCents and formatPrice', () => {
  it('always shows two decimals', () => {
    expect(formatCents(7999)).toBe('79.99');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(120000)).toBe('1200.00');
    expect(formatCents(-250)).toBe('-2.50');
  });
  it('groups thousands for people', () => {
    expect(formatPrice(123456789)).toBe('$1,234,567.89');
    expect(formatPrice(1499)).toBe('$14.99');
    expect(formatPrice(0)).toBe('$0.00');
  });
  it('refuses fractional cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});
