import { describe, expect, it } from 'vitest';
import { readDollars } from './typed-dollars';

describe('dollars as typed', () => {
  it.each([
    ['10.10', 1010],
    ['0.29', 29],
    ['1.1', 110],
    ['24', 2400],
    ['24.', 2400],
    ['$1,250.50', 125_050],
    ['  $ 7,500 ', 750_000],
    ['1234567.89', 123_456_789],
  ])("reads '%s' as %i cents, from the text rather than a float", (text, cents) => {
    expect(readDollars(text, 'the amount')).toEqual({ ok: true, cents });
  });

  it('refuses a third decimal rather than round it', () => {
    expect(readDollars('10.005', 'the amount')).toEqual({
      ok: false,
      problem: 'The amount has at most two decimals (whole cents).',
    });
  });

  it.each(['', '   '])("asks for an amount when the field is empty ('%s')", (text) => {
    expect(readDollars(text, 'the amount')).toEqual({ ok: false, problem: 'Type the amount in dollars.' });
  });

  it.each(['ten', '1,25', '12,50.00', '-5', '1e3', '.50', '1.2.3'])("says how to write an amount for '%s'", (text) => {
    expect(readDollars(text, 'the amount')).toEqual({
      ok: false,
      problem: 'Type the amount in dollars, such as 24 or 1,250.50.',
    });
  });
});
