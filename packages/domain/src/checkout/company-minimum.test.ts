import { describe, expect, it } from 'vitest';
import { apparelQuantity, meetsCompanyMinimum } from './company-minimum';

const lines = (mens: number, womens: number, tees: number) => [
  { type: 'mens' as const, quantity: mens },
  { type: 'womens' as const, quantity: womens },
  { type: 'tshirts' as const, quantity: tees },
];

describe('company minimum rule', () => {
  it('counts mens and womens units only', () => {
    expect(apparelQuantity(lines(5, 4, 100))).toBe(9);
  });
  it('holds with no apparel or with 12 and more', () => {
    expect(meetsCompanyMinimum(lines(0, 0, 50), true)).toBe(true);
    expect(meetsCompanyMinimum(lines(6, 6, 0), true)).toBe(true);
    expect(meetsCompanyMinimum(lines(30, 0, 0), true)).toBe(true);
  });
  it('fails between 1 and 11 apparel units', () => {
    expect(meetsCompanyMinimum(lines(1, 0, 0), true)).toBe(false);
    expect(meetsCompanyMinimum(lines(6, 5, 40), true)).toBe(false);
  });
  it('applies only to a group with the flag', () => {
    expect(meetsCompanyMinimum(lines(1, 0, 0), false)).toBe(true);
    expect(meetsCompanyMinimum(lines(1, 0, 0), undefined)).toBe(true);
  });
});
