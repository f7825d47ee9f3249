import { describe, expect, it } from 'vitest';
import { defaultPlacement, resolvePlacement } from './placement';

describe('placement', () => {
  it("defaults to 'Left Chest'", () => {
    expect(defaultPlacement('mens')).toBe('Left Chest');
    expect(defaultPlacement('hat')).toBe('Left Chest');
    expect(resolvePlacement('mens', undefined)).toBe('Left Chest');
    expect(resolvePlacement('mens', '')).toBe('Left Chest');
  });
  it("uses 'N/A' for accessories whatever was chosen", () => {
    expect(defaultPlacement('accessory')).toBe('N/A');
    expect(resolvePlacement('accessory', 'Full Back')).toBe('N/A');
  });
  it('keeps a chosen placement', () => {
    expect(resolvePlacement('womens', 'Right Sleeve')).toBe('Right Sleeve');
  });
});
