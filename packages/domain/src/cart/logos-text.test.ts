import { describe, expect, it } from 'vitest';
import { CART_LOGO_SEPARATOR, withSecond } from './logos-text';

describe('withSecond', () => {
  it('joins a second value after the first, and leaves blanks out', () => {
    expect(withSecond('Left Chest', 'Yoke')).toBe('Left Chest / Yoke');
    expect(withSecond('Harbor Point', 'Crestline', CART_LOGO_SEPARATOR)).toBe('Harbor Point /Crestline');
    expect(withSecond('Harbor Point', null)).toBe('Harbor Point');
    expect(withSecond('Harbor Point', '  ')).toBe('Harbor Point');
    expect(withSecond('', undefined)).toBe('');
  });
});
