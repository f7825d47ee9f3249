import { describe, expect, it } from 'vitest';
import { cartLineKey, readCartLine } from './cart-line';
import { cartLineSchema, cartLinesSchema } from './cart-line.schema';

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

describe('cartLineSchema', () => {
  const full = {
    type: 'mens',
    name: 'Brookfield Performance Polo',
    price: 2450,
    quantity: 3,
    size: 'Large',
    color: 'Black',
    code: '1240',
    placement: 'Left Chest',
    embroidery: 'Harbor Point',
  };
  it('takes a line of the stored shape, with or without a second embroidery', () => {
    expect(cartLineSchema.safeParse(full).success).toBe(true);
    expect(cartLineSchema.safeParse({ ...full, secondEmbroidery: 'Anchor', secondPlacement: 'Yoke' }).success).toBe(true);
    expect(readCartLine(full)).toEqual(full);
    expect(readCartLine({ ...full, secondEmbroidery: 'Anchor', secondPlacement: 'Yoke' })).toEqual({
      ...full,
      secondEmbroidery: 'Anchor',
      secondPlacement: 'Yoke',
    });
  });
  it('refuses unknown fields, fractions, zero quantities, empty codes and overlong text', () => {
    for (const bad of [
      { ...full, total: 1 },
      { ...full, price: 1.5 },
      { ...full, price: -1 },
      { ...full, quantity: 0 },
      { ...full, quantity: 10_000_001 },
      { ...full, code: '' },
      { ...full, name: 'x'.repeat(161) },
      { ...full, type: 'boats' },
    ]) {
      expect(cartLineSchema.safeParse(bad).success).toBe(false);
      expect(readCartLine(bad)).toBeNull();
    }
  });
  it('reads a list of lines', () => {
    expect(cartLinesSchema.safeParse([full, full]).success).toBe(true);
    expect(cartLinesSchema.safeParse([full, { ...full, quantity: 0 }]).success).toBe(false);
  });
});
