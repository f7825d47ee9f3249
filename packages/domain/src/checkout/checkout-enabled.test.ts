import { describe, expect, it } from 'vitest';
import { isCheckoutEnabled } from './checkout-enabled';

describe('isCheckoutEnabled', () => {
  it('needs bypass mode, a non-empty cart and the minimum rule', () => {
    expect(isCheckoutEnabled({ bypassActive: true, lineCount: 1, meetsMinimum: true })).toBe(true);
    expect(isCheckoutEnabled({ bypassActive: false, lineCount: 1, meetsMinimum: true })).toBe(false);
    expect(isCheckoutEnabled({ bypassActive: true, lineCount: 0, meetsMinimum: true })).toBe(false);
    expect(isCheckoutEnabled({ bypassActive: true, lineCount: 3, meetsMinimum: false })).toBe(false);
  });

  it('waits while a line the catalogue no longer offers is in the cart', () => {
    expect(isCheckoutEnabled({ bypassActive: true, lineCount: 2, meetsMinimum: true, retiredCount: 1 })).toBe(false);
    expect(isCheckoutEnabled({ bypassActive: true, lineCount: 2, meetsMinimum: true, retiredCount: 0 })).toBe(true);
  });
});
