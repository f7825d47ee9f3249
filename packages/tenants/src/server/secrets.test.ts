import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  hashSecret,
  hashSecretAsync,
  matchSecret,
  matchSecretAsync,
  SecretChecksBusyError,
  SecretMatcher,
  verifySecret,
} from './secrets';

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
  it('tells a remembered match without deriving, and nothing for a miss or a secret never checked', async () => {
    const matcher = new SecretMatcher();
    expect(matcher.remembered('MANAGER', set)).toBe(-1);
    expect(await matcher.match('WRONG', set)).toBe(-1);
    expect(matcher.remembered('WRONG', set)).toBe(-1);
    expect(await matcher.match('MANAGER', set)).toBe(1);
    expect(matcher.remembered('MANAGER', set)).toBe(1);
    expect(matcher.remembered('MANAGER', [hashSecret('MANAGER', Buffer.from('0000000000000000'))])).toBe(-1);
  });
  it('keeps at most its capacity, dropping the least recently used', async () => {
    const matcher = new SecretMatcher(1);
    expect(await matcher.match('EMPLOYEE', set)).toBe(0);
    expect(await matcher.match('MANAGER', set)).toBe(1);
    expect((matcher as unknown as { verified: Map<string, number> }).verified.size).toBe(1);
  });
});

describe('SecretMatcher under a burst', () => {
  const salt = Buffer.from('0123456789abcdef');
  const set = ['EMPLOYEE'].map((code) => hashSecret(code, salt));

  it('runs at most maxConcurrent derivations, queues maxWaiting and refuses the rest at once', async () => {
    const matcher = new SecretMatcher({ maxConcurrent: 2, maxWaiting: 3 });
    let peak = 0;
    const guesses = Array.from({ length: 10 }, (_, i) => {
      const answer = matcher.match(`guess-${i}`, set);
      peak = Math.max(peak, matcher.load.running);
      return answer.then(
        (found) => ({ found }),
        (error: unknown) => ({ error }),
      );
    });
    expect(matcher.load).toEqual({ running: 2, waiting: 3 });
    const answers = await Promise.all(guesses);
    expect(peak).toBe(2);
    expect(answers.filter((a) => 'found' in a && a.found === -1)).toHaveLength(5);
    expect(answers.filter((a) => 'error' in a && a.error instanceof SecretChecksBusyError)).toHaveLength(5);
    expect(matcher.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers a remembered secret without waiting for a turn', async () => {
    const matcher = new SecretMatcher({ maxConcurrent: 1, maxWaiting: 0 });
    expect(await matcher.match('EMPLOYEE', set)).toBe(0);
    const busy = matcher.match('guess', set);
    await expect(matcher.match('other-guess', set)).rejects.toBeInstanceOf(SecretChecksBusyError);
    expect(await matcher.match('EMPLOYEE', set)).toBe(0);
    expect(await busy).toBe(-1);
  });

  it('lets a trusted check go first and never refuses it for the queue', async () => {
    const matcher = new SecretMatcher({ maxConcurrent: 1, maxWaiting: 1 });
    const order: string[] = [];
    const note = (name: string) => (found: number) => {
      order.push(name);
      return found;
    };
    const first = matcher.match('guess-1', set).then(note('stranger running'));
    const queued = matcher.match('guess-2', set).then(note('stranger waiting'));
    await expect(matcher.match('guess-3', set)).rejects.toBeInstanceOf(SecretChecksBusyError);
    const trusted = matcher.match('EMPLOYEE', set, true).then(note('trusted'));
    expect(await Promise.all([first, queued, trusted])).toEqual([-1, -1, 0]);
    expect(order).toEqual(['stranger running', 'trusted', 'stranger waiting']);
  });
});

describe('SecretMatcher by default', () => {
  it('derives on at most half the cores at once, so guesses never take the whole CPU', async () => {
    const salt = Buffer.from('fedcba9876543210');
    const set = [hashSecret('EMPLOYEE', salt)];
    const matcher = new SecretMatcher();
    const guesses = Array.from({ length: 6 }, (_, i) => matcher.match(`guess-${i}`, set));
    expect(matcher.load.running).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(matcher.load.waiting).toBe(6 - matcher.load.running);
    await Promise.all(guesses);
  });
});

describe('hashSecretAsync', () => {
  it('hashes as hashSecret does, off the event loop', async () => {
    const stored = await hashSecretAsync('a-staff-password');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('a-staff-password');
    expect(verifySecret('a-staff-password', stored)).toBe(true);
    expect(verifySecret('another-password', stored)).toBe(false);
  });
});
