import { describe, expect, it } from 'vitest';
import { quantityBreakTotal, quantityBreakUnitPrice } from './quantity-break-price';

const plate = { '250': 369, '500': 299, '1000': 219, '2500': 149, '5000': 99, '10000': 79 };

describe('quantityBreakTotal', () => {
  it('sums break size times entered count over every colour', () => {
    expect(
      quantityBreakTotal([
        { size: '250', quantity: 2 },
        { size: '500', quantity: 1 },
        { size: '250', quantity: 1 },
      ]),
    ).toBe(1250);
    expect(quantityBreakTotal([])).toBe(0);
  });
});

describe('quantityBreakUnitPrice', () => {
  it('takes the price of the highest break not above the total', () => {
    expect(quantityBreakUnitPrice(plate, 250)).toBe(369);
    expect(quantityBreakUnitPrice(plate, 499)).toBe(369);
    expect(quantityBreakUnitPrice(plate, 500)).toBe(299);
    expect(quantityBreakUnitPrice(plate, 1250)).toBe(219);
    expect(quantityBreakUnitPrice(plate, 10000)).toBe(79);
    expect(quantityBreakUnitPrice(plate, 2_000_000)).toBe(79);
  });
  it('falls back to the base price below every break', () => {
    expect(quantityBreakUnitPrice(plate, 100)).toBe(369);
    expect(quantityBreakUnitPrice(plate, 0)).toBe(369);
  });
  it('does not depend on the order of the size map', () => {
    expect(quantityBreakUnitPrice({ '10000': 19, '5000': 21 }, 7000)).toBe(21);
  });
});
