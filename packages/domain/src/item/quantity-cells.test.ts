import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIMITS, MAX_UNITS_PER_LINE } from '../checkout/order-limit-defaults';
import { maxCellQuantity, parseQuantityCells, quantityFormatMessage, skippedCellsMessage } from './quantity-cells';

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
  it('clears a cell over the units one line may hold, the same limit as the cart and the server', () => {
    expect(MAX_UNITS_PER_LINE).toBe(10_000);
    expect(DEFAULT_ORDER_LIMITS.maxUnitsPerLine).toBe(MAX_UNITS_PER_LINE);
    expect(parseQuantityCells([cell('10001')]).cleared).toHaveLength(1);
    expect(parseQuantityCells([cell('99999')]).cleared).toHaveLength(1);
    expect(parseQuantityCells([cell('10000')]).entries).toHaveLength(1);
  });
  it('takes as many packs of a pack size as fit in the units of one line', () => {
    expect(maxCellQuantity('250')).toBe(40);
    expect(parseQuantityCells([{ size: '250', color: 'Black', raw: '40' }]).entries).toHaveLength(1);
    expect(parseQuantityCells([{ size: '250', color: 'Black', raw: '41' }]).cleared).toHaveLength(1);
  });
  it('says what a cell takes, with thousands grouped', () => {
    expect(quantityFormatMessage('Large')).toBe('Enter a whole number from 1 to 10,000.');
    expect(quantityFormatMessage('250')).toBe('Enter a whole number from 1 to 40.');
  });
});

describe('the message naming skipped cells', () => {
  it('names each skipped cell with what was typed and says what a quantity is', () => {
    expect(
      skippedCellsMessage([
        { size: 'Large', color: 'Black', raw: 'abc' },
        { size: 'XLarge', color: 'Navy', raw: ' 2.5 ' },
      ]),
    ).toBe(
      'Not added: Large in Black (“abc”), XLarge in Navy (“2.5”). Quantities are whole numbers from 1 to 10,000 units on a line.',
    );
  });
  it('says nothing when every cell was read', () => {
    expect(skippedCellsMessage([])).toBeNull();
  });
  it('keeps a long list short', () => {
    const cells = Array.from({ length: 8 }, (_, i) => ({ size: `S${i}`, color: 'Red', raw: 'x' }));
    expect(skippedCellsMessage(cells)).toMatch(/S4 in Red \(“x”\) and 3 more\./);
  });
});
