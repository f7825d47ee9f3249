import { describe, expect, it } from 'vitest';
import { maskBypassCode, normalizeBypassCode } from './bypass-code';

describe('bypass codes', () => {
  it('upper-cases what was typed', () => {
    expect(normalizeBypassCode('manager')).toBe('MANAGER');
    expect(normalizeBypassCode(' gdch01 ')).toBe('GDCH01');
  });
});

describe('maskBypassCode', () => {
  it('shows only the last two characters of a code longer than four', () => {
    expect(maskBypassCode('LAKESHORE-ACCT')).toBe('••••••CT');
    expect(maskBypassCode('GDCH01')).toBe('••••••01');
    expect(maskBypassCode('ABCDE')).toBe('••••••DE');
  });
  it('shows nothing of a code of four characters or fewer', () => {
    for (const code of ['ABCD', 'ABC', 'A', '']) expect(maskBypassCode(code)).toBe('••••••');
  });
  it('masks the code as it is compared, and does not tell its length', () => {
    expect(maskBypassCode(' employee ')).toBe('••••••EE');
    expect(maskBypassCode('NORTHSTAR-ACCT')).toHaveLength(maskBypassCode('EMPLOYEE').length);
  });
  it('never contains more of the code than its tail', () => {
    const code = 'FLEET-ACCOUNT';
    const masked = maskBypassCode(code);
    expect(masked).not.toContain('FLEET');
    expect(masked.replace(/•/g, '')).toBe('NT');
  });
  it('keeps a character outside the basic plane whole', () => {
    expect(maskBypassCode('ACCOUNT😀')).toBe('••••••T😀');
  });
});
