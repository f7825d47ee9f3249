import { describe, expect, it } from 'vitest';
import { bypassCodeLabel, codeLabelsByKey } from './code-labels';

const STORES = [
  { code: 'TWFD01', name: 'Tidewater Ford of Saltmarsh Point' },
  { code: 'TWHN01', name: 'Tidewater Honda of Saltmarsh Point' },
];

describe('bypassCodeLabel', () => {
  it("names a store's code by its store, in any case, and masks any other code", () => {
    expect(bypassCodeLabel(' twfd01 ', STORES)).toBe('Store code of Tidewater Ford of Saltmarsh Point');
    expect(bypassCodeLabel('TIDEWATER-ACCT', STORES)).toBe('••••••CT');
    expect(bypassCodeLabel('TIDEWATER-ACCT', STORES)).not.toContain('TIDEWATER');
  });
});

describe('codeLabelsByKey', () => {
  it("gives each code's key its label, and a code set before labels were kept its key", () => {
    const secrets = {
      bypass_codes: ['scrypt$1$2$3$salt$AAAAAAAAAAAAtherest', 'scrypt$1$2$3$salt$BBBBBBBBBBBBtherest'],
      bypass_code_labels: ['••••••CT'],
    };
    expect([...codeLabelsByKey(secrets)]).toEqual([
      ['AAAAAAAAAAAA', '••••••CT'],
      ['BBBBBBBBBBBB', 'Code BBBBBBBBBBBB'],
    ]);
    expect([...codeLabelsByKey(null)]).toEqual([]);
  });
});
