import { describe, expect, it } from 'vitest';
import { parseQuantityCells } from './quantity-cells';

const cell = (raw: string, size = 'Large', color = 'Black') => ({ size, color, raw });

describe('parseQuantityCells', () => {
  it('keeps digits-only cells as quantities', () => {
    expect(parseQuantityCells([cell('3'), cell('12', 'XLarge'), cell(' 4 ', 'Small')]).entries).toEqual([
      { size: 'Large', color: 'Black', quantity: 3 },
      { size: 'XLarge', color: 'Black', quantity: 12 },
      { size: 'Small', color: 'Black', quantity: 4 },
    ]);
  });
  it('clears and skips cells that are not digits only', () => {
    const bad = [cell('2.5'), cell('-3'), cell('1e3'), cell('ten'), cell('3 4'), cell('+2'), cell('0x10')];
    const result = parseQuantityCells(bad);
    expect(result.entries).toEqual([]);
    expect(result.cleared).toEqual(bad);
  });
  it('skips empty and zero cells without clearing them', () => {
    expect(parseQuantityCells([cell(''), cell('   '), cell('0'), cell('000')])).toEqual({ entries: [], cleared: [] });
  });
  it('clears a cell too large to be meant', () => {
    expect(parseQuantityCells([cell('100000')]).cleared).toHaveLength(1);
    expect(parseQuantityCells([cell('99999')]).entries).toHaveLength(1);
  });
});
