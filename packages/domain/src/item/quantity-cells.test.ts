import { describe, expect, it } from 'vitest';
import { parseQuantityCells, skippedCellsMessage } from './quantity-cells';

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

describe('the message naming skipped cells', () => {
  it('names each skipped cell with what was typed and says what a quantity is', () => {
    expect(
      skippedCellsMessage([
        { size: 'Large', color: 'Black', raw: 'abc' },
        { size: 'XLarge', color: 'Navy', raw: ' 2.5 ' },
      ]),
    ).toBe('Not added: Large in Black (“abc”), XLarge in Navy (“2.5”). Quantities are whole numbers from 1 to 99,999.');
  });
  it('says nothing when every cell was read', () => {
    expect(skippedCellsMessage([])).toBeNull();
  });
  it('keeps a long list short', () => {
    const cells = Array.from({ length: 8 }, (_, i) => ({ size: `S${i}`, color: 'Red', raw: 'x' }));
    expect(skippedCellsMessage(cells)).toMatch(/S4 in Red \(“x”\) and 3 more\./);
  });
});
