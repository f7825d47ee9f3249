import { describe, expect, it } from 'vitest';
import type { TenantRegistry } from '@portal/tenants/server';
import {
  COMMON_PASSWORD,
  CONTEXT_PASSWORD,
  contextWords,
  PATTERN_PASSWORD,
  PERSONAL_PASSWORD,
  WEAK_PASSWORD,
  passwordProblem,
} from './password-rule';

const owner = { email: 'Rowan.Pike@crestline.example', name: 'Rowan Pike' };

describe('the rule of new staff passwords', () => {
  it('refuses the common passwords and simple patterns, saying which', async () => {
    expect(await passwordProblem('password1234', owner)).toBe(COMMON_PASSWORD);
    expect(await passwordProblem('Password1234', owner)).toBe(COMMON_PASSWORD);
    expect(await passwordProblem('123456789012', owner)).toBe(COMMON_PASSWORD);
    expect(await passwordProblem('qwertyuiop12', owner)).toBe(COMMON_PASSWORD);
    expect(await passwordProblem('aaaaaaaaaaaa', owner)).toBe(PATTERN_PASSWORD);
    expect(await passwordProblem('abcdefghijkl', owner)).toBe(PATTERN_PASSWORD);
    expect(await passwordProblem('Marketing2024', owner)).toBe(WEAK_PASSWORD);
  });

  it("refuses the owner's e-mail, its name and the words of their name, in any case", async () => {
    for (const password of [
      'rowan.pike@crestline.example',
      'ROWAN.PIKE-long-enough',
      'my-name-is-rowan-ok',
      'pike-of-the-harbor-77',
      'copper-Rowan-kettle',
    ])
      expect(await passwordProblem(password, owner), password).toBe(PERSONAL_PASSWORD);
    expect(await passwordProblem('warm-admin-kettle-42', { email: 'admin@crestline.example', name: 'Avery Quinlan' })).toBe(
      PERSONAL_PASSWORD,
    );
  });

  it('leaves alone the words of a name shorter than four letters', async () => {
    expect(await passwordProblem('quiet-almond-harvest', { email: 'al@crestline.example', name: 'Al Xu' })).toBeNull();
  });

  it('passes a password that is long, uncommon and not personal', async () => {
    expect(await passwordProblem('copper-kettle-meadow', owner)).toBeNull();
    expect(await passwordProblem('x7Kq-9fPz-Lm2w', owner)).toBeNull();
  });

  it('estimates the first 64 characters only, so a long weak start is still refused', async () => {
    expect(await passwordProblem('a'.repeat(200), owner)).toBe(PATTERN_PASSWORD);
    expect(await passwordProblem(`${'a'.repeat(64)}-and-then-something-uncommon`, owner)).not.toBeNull();
  });

  describe('refuses the names of this service, as it refuses common passwords (NIST 800-63B 5.1.1.2)', () => {
    const registry = {
      provider: { name: 'Crestline Branded Supply' },
      groups: new Map([
        ['guardian', { config: { key: 'guardian', title: 'Guardian Automotive Family' } }],
        ['redrock', { config: { key: 'redrock', title: 'Red Rock Motor Group' } }],
      ]),
    } as unknown as Pick<TenantRegistry, 'provider' | 'groups'>;
    const context = contextWords(registry);

    it('takes its words from the provider, the product, and each group’s title and key', () => {
      expect(context).toEqual(
        expect.arrayContaining([
          'crestline',
          'branded',
          'supply',
          'dealer',
          'portal',
          'console',
          'guardian',
          'automotive',
          'redrock',
        ]),
      );
      // Words under four letters stay out, as they do for a name.
      expect(context).not.toContain('red');
    });

    it('refuses a name with digits or symbols at its ends, in any case and with look-alike characters', async () => {
      for (const password of [
        'crestline2026',
        'Crestline2026!',
        'CRESTLINE-2026',
        '!!crestline!!2026',
        'cr3stl1n3-2026',
        'Cr3$tl!ne2026',
        'redrock19990101',
        'Guardian#1999!!',
        'crestline-guardian-2026',
        'Dealer Portal 2026',
        'gu@rd1@n2026',
      ])
        expect(await passwordProblem(password, owner, context), password).toBe(CONTEXT_PASSWORD);
    });

    it('leaves alone a passphrase that only holds one of the words among others', async () => {
      expect(await passwordProblem('crestline-copper-kettle-meadow', owner, context)).toBeNull();
      expect(await passwordProblem('copper-kettle-meadow', owner, context)).toBeNull();
    });
  });
});
