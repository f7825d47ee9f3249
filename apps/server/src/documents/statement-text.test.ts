import { describe, expect, it } from 'vitest';
import { monthName, shortDay, statementLineKind } from './statement-text';

describe('statement words', () => {
  it('names each kind of line, a payment that adds to the balance being a reversal', () => {
    expect(statementLineKind({ kind: 'invoice', amount_cents: 100 })).toBe('Invoice');
    expect(statementLineKind({ kind: 'credit_note', amount_cents: -100 })).toBe('Credit note');
    expect(statementLineKind({ kind: 'payment', amount_cents: -100 })).toBe('Payment');
    expect(statementLineKind({ kind: 'payment', amount_cents: 100 })).toBe('Payment reversal');
  });

  it('writes a month and a day as the statement shows them', () => {
    expect(monthName('2026-10')).toBe('October 2026');
    expect(monthName('2027-01')).toBe('January 2027');
    expect(shortDay('2026-10-05')).toBe('10/05/2026');
    expect(shortDay('soon')).toBe('soon');
  });
});
