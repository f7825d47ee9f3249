import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../catalogue/product-type';
import { readCartLine } from './cart-line';
import { cartLineSchema } from './cart-line.schema';

// Values around each rule's edges: lengths either side of the limits, wrong types, missing fields.
const text = (max: number) => fc.oneof(fc.string({ maxLength: max + 2 }), fc.constant(''), fc.integer(), fc.constant(undefined));
const line = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...PRODUCT_TYPES), fc.string()),
    name: text(160),
    price: fc.oneof(fc.integer({ min: -5, max: 10_000_000 }), fc.double(), fc.string(), fc.constant(2 ** 53)),
    quantity: fc.oneof(fc.integer({ min: -2, max: 10_000_002 }), fc.double(), fc.constant('3')),
    size: text(40),
    color: text(40),
    code: text(40),
    placement: text(40),
    embroidery: text(60),
    secondEmbroidery: text(60),
    secondPlacement: text(40),
    extra: fc.string(),
  },
  { requiredKeys: [] },
);
// Mostly well-formed lines with one field off, so that the accepting side is explored too.
const nearlyValid = fc.record(
  {
    type: fc.constantFrom(...PRODUCT_TYPES),
    name: fc.string({ minLength: 158, maxLength: 161 }),
    price: fc.integer({ min: -1, max: 1_000_000 }),
    quantity: fc.integer({ min: 0, max: 10_000_001 }),
    size: fc.string({ maxLength: 41 }),
    color: fc.string({ maxLength: 41 }),
    code: fc.string({ maxLength: 41 }),
    placement: fc.string({ maxLength: 41 }),
    embroidery: fc.string({ maxLength: 61 }),
    secondEmbroidery: fc.string({ maxLength: 61 }),
    secondPlacement: fc.string({ maxLength: 41 }),
    extra: fc.string(),
  },
  { requiredKeys: ['type', 'name', 'price', 'quantity', 'size', 'color', 'code', 'placement', 'embroidery'] },
);

describe('readCartLine', () => {
  it('accepts exactly what cartLineSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(line, nearlyValid, fc.anything()), (value) => {
        expect(readCartLine(value) !== null).toBe(cartLineSchema.safeParse(value).success);
      }),
      { numRuns: 20_000 },
    );
  });

  it('gives back the same line the schema does', () => {
    fc.assert(
      fc.property(nearlyValid, (value) => {
        const parsed = cartLineSchema.safeParse(value);
        if (parsed.success) expect(readCartLine(value)).toEqual(parsed.data);
      }),
      { numRuns: 2_000 },
    );
  });
});
