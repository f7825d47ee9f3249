import { describe, expect, it } from 'vitest';
import { storedPoValue } from './po-fields';

describe('storedPoValue', () => {
  it("stores blank and the screen's 'N/A' as nothing, and anything else trimmed", () => {
    expect(storedPoValue(undefined)).toBeNull();
    expect(storedPoValue(null)).toBeNull();
    expect(storedPoValue('   ')).toBeNull();
    expect(storedPoValue(' N/A ')).toBeNull();
    expect(storedPoValue(' PO-77120 ')).toBe('PO-77120');
    expect(storedPoValue('n/a')).toBe('n/a');
  });
});
