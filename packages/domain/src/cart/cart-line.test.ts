import { describe, expect, it } from 'vitest';
import { cartLineKey } from './cart-line';

const line = { code: '1240', size: 'Large', color: 'Black', embroidery: 'Harbor Point' };

describe('cartLineKey', () => {
  it('is made of code, size, colour and embroidery', () => {
    expect(cartLineKey(line)).toBe(cartLineKey({ ...line }));
    expect(cartLineKey(line)).not.toBe(cartLineKey({ ...line, code: '2240' }));
    expect(cartLineKey(line)).not.toBe(cartLineKey({ ...line, size: 'XLarge' }));
    expect(cartLineKey(line)).not.toBe(cartLineKey({ ...line, color: 'Navy' }));
    expect(cartLineKey(line)).not.toBe(cartLineKey({ ...line, embroidery: 'Anchor' }));
  });
  it('adds the second embroidery when there is one', () => {
    expect(cartLineKey({ ...line, secondEmbroidery: 'Anchor' })).not.toBe(cartLineKey(line));
    expect(cartLineKey({ ...line, secondEmbroidery: '' })).toBe(cartLineKey(line));
  });
  it('cannot be confused by separators inside the values', () => {
    expect(cartLineKey({ ...line, code: 'A-B', size: 'C' })).not.toBe(cartLineKey({ ...line, code: 'A', size: 'B-C' }));
  });
});
