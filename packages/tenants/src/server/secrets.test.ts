import { describe, expect, it } from 'vitest';
import { hashSecret, matchSecret, verifySecret } from './secrets';

describe('secrets', () => {
  it('verifies the right secret and refuses a wrong one', () => {
    const stored = hashSecret('harbor-demo');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('harbor-demo');
    expect(verifySecret('harbor-demo', stored)).toBe(true);
    expect(verifySecret('harbor-dem0', stored)).toBe(false);
    expect(verifySecret('', stored)).toBe(false);
  });
  it('salts each hash, so one secret hashes differently twice', () => {
    expect(hashSecret('same')).not.toBe(hashSecret('same'));
  });
  it('finds which of a set matched', () => {
    const salt = Buffer.from('0123456789abcdef');
    const set = ['EMPLOYEE', 'MANAGER', 'HPF001'].map((code) => hashSecret(code, salt));
    expect(matchSecret('MANAGER', set)).toBe(1);
    expect(matchSecret('HPF001', set)).toBe(2);
    expect(matchSecret('manager', set)).toBe(-1);
  });
  it('ignores malformed entries instead of throwing', () => {
    expect(matchSecret('x', ['not-a-hash', 'scrypt$1$2'])).toBe(-1);
  });
});
