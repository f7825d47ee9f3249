import { describe, expect, it } from 'vitest';
import { matchesBypassCode, normalizeBypassCode } from './bypass-code';

describe('bypass codes', () => {
  it('upper-cases what was typed', () => {
    expect(normalizeBypassCode('manager')).toBe('MANAGER');
    expect(normalizeBypassCode(' gdch01 ')).toBe('GDCH01');
  });
  it('matches whatever the case typed', () => {
    expect(matchesBypassCode('employee', ['EMPLOYEE', 'MANAGER'])).toBe(true);
    expect(matchesBypassCode('Manager', ['EMPLOYEE', 'MANAGER'])).toBe(true);
    expect(matchesBypassCode('EMPLOYEES', ['EMPLOYEE', 'MANAGER'])).toBe(false);
    expect(matchesBypassCode('', [''])).toBe(false);
  });
});
