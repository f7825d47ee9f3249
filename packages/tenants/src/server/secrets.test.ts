import { describe, expect, it } from 'vitest';
import { hashSecret, matchSecret, matchSecretAsync, SecretMatcher, verifySecret } from './secrets';

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
  it('matches the same off the event loop', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const set = ['EMPLOYEE', 'MANAGER'].map((code) => hashSecret(code, salt));
    expect(await matchSecretAsync('MANAGER', set)).toBe(1);
    expect(await matchSecretAsync('EMPLOYEE', set)).toBe(0);
    expect(await matchSecretAsync('manager', set)).toBe(-1);
    expect(await matchSecretAsync('x', ['not-a-hash'])).toBe(-1);
  });
});

describe('SecretMatcher', () => {
  const salt = Buffer.from('fedcba9876543210');
  const set = ['EMPLOYEE', 'MANAGER'].map((code) => hashSecret(code, salt));

  it('derives a secret that matched once, then answers from memory', async () => {
    const matcher = new SecretMatcher();
    const started = performance.now();
    expect(await matcher.match('MANAGER', set)).toBe(1);
    const first = performance.now() - started;
    const again = performance.now();
    for (let i = 0; i < 20; i += 1) expect(await matcher.match('MANAGER', set)).toBe(1);
    // 20 remembered answers together cost less than one scrypt derivation.
    expect(performance.now() - again).toBeLessThan(first);
  });
  it('never remembers a miss, and keys what it remembers by the stored hashes too', async () => {
    const matcher = new SecretMatcher();
    expect(await matcher.match('WRONG', set)).toBe(-1);
    expect(await matcher.match('WRONG', set)).toBe(-1);
    expect(await matcher.match('EMPLOYEE', set)).toBe(0);
    const other = [hashSecret('OTHER', salt)];
    expect(await matcher.match('EMPLOYEE', other)).toBe(-1);
    expect(await matcher.verify('OTHER', other[0]!)).toBe(true);
  });
  it('keeps at most its capacity, dropping the least recently used', async () => {
    const matcher = new SecretMatcher(1);
    expect(await matcher.match('EMPLOYEE', set)).toBe(0);
    expect(await matcher.match('MANAGER', set)).toBe(1);
    expect((matcher as unknown as { verified: Map<string, number> }).verified.size).toBe(1);
  });
});
