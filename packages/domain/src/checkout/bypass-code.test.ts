import { describe, expect, it } from 'vitest';
import { normalizeBypassCode } from './bypass-code';

describe('bypass codes', () => {
  it('upper-cases what was typed', () => {
    expect(normalizeBypassCode('manager')).toBe('MANAGER');
    expect(normalizeBypassCode(' gdch01 ')).toBe('GDCH01');
  });
});
