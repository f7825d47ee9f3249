import { describe, expect, it } from 'vitest';
import { colourFill } from '@portal/domain';
import { swatchFill } from './swatch-colours';

describe('swatchFill', () => {
  it("draws a colour with the pictures' own RGB", () => {
    expect(swatchFill('Royal', undefined)).toBe(colourFill('Royal'));
    expect(swatchFill('royal', [])).toBe(colourFill('Royal'));
    expect(swatchFill('Navy', undefined)).toBe(colourFill('Navy'));
  });
  it('splits a two-tone colour listed in halfColors, and draws the finishes', () => {
    expect(swatchFill('Navy White', ['Navy White'])).toBe(
      `linear-gradient(135deg, ${colourFill('Navy')} 0 50%, ${colourFill('White')} 50% 100%)`,
    );
    expect(swatchFill('Chrome', undefined)).toMatch(/^linear-gradient/);
    expect(swatchFill('Clear', undefined)).toMatch(/^repeating-conic-gradient/);
  });
});
