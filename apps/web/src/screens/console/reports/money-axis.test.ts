import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyAxis, moneyTickLabel } from './money-axis';

/** What a label says in cents: '$1.2k' is 120,000. */
function centsOf(label: string): number {
  const match = /^\$(\d+(?:\.\d+)?)([kM]?)$/.exec(label);
  if (!match) throw new Error(`not a money tick: ${label}`);
  const unit = match[2] === 'M' ? 1_000_000 : match[2] === 'k' ? 1_000 : 1;
  return Math.round(Number(match[1]) * unit * 100);
}

describe('the money axis of the spend charts', () => {
  it('gives distinct labels that say their tick exactly, for any largest bar from $1 to $10M', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000_000 }), (maxCents) => {
        const axis = moneyAxis(maxCents);
        expect(new Set(axis.labels).size).toBe(axis.labels.length);
        expect(axis.labels.map(centsOf)).toEqual(axis.ticks);
        expect(axis.max).toBeGreaterThanOrEqual(maxCents);
        expect(axis.ticks[0]).toBe(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps between 2 and 11 ticks at one round step, so labels fit a phone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000_000 }), (maxCents) => {
        const { ticks } = moneyAxis(maxCents);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(11);
        const step = ticks[1]! - ticks[0]!;
        expect(ticks.every((t, i) => t === i * step)).toBe(true);
        expect(String(step)).toMatch(/^[125]0*$/);
      }),
    );
  });

  it('writes the thousands the report showed as $1k $1k $2k as $1k $1.5k $2k', () => {
    expect(moneyAxis(100_000).labels).toEqual(['$0', '$200', '$400', '$600', '$800', '$1k']);
    expect(moneyAxis(180_000).labels).toEqual(['$0', '$500', '$1k', '$1.5k', '$2k']);
    expect(moneyAxis(2_400_000_00).labels).toEqual(['$0', '$500k', '$1M', '$1.5M', '$2M', '$2.5M']);
    expect(moneyAxis(350).labels).toEqual(['$0', '$1', '$2', '$3', '$4']);
    expect(moneyAxis(150).labels).toEqual(['$0', '$0.50', '$1.00', '$1.50']);
  });

  it('writes a tick with the decimals its step needs and no more', () => {
    expect(moneyTickLabel(1_250_000, 50_000)).toBe('$12.5k');
    expect(moneyTickLabel(1_000_000, 200_000)).toBe('$10k');
    expect(moneyTickLabel(105_000, 5_000)).toBe('$1.05k');
    expect(moneyTickLabel(90_000, 10_000)).toBe('$900');
  });
});
