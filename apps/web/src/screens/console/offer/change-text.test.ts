import { describe, expect, it } from 'vitest';
import { changeLine, changeSubject, fieldLabel } from './change-text';

describe('a change as staff read it', () => {
  it('names an item by its code and a size price as Price (size)', () => {
    const change = { area: 'items', subject: 'HP-W01', field: 'sizes.LT', before: '$75.99', after: '$79.99' } as const;
    expect(changeSubject(change)).toBe('Item HP-W01');
    expect(fieldLabel(change)).toBe('Price (LT)');
    expect(changeLine(change)).toBe('Item HP-W01, Price (LT): $75.99 → $79.99');
  });

  it('says a size, an item or a setting added or removed', () => {
    expect(changeLine({ area: 'items', subject: 'HP-X9', field: 'item', before: null, after: 'Harbor Vest' })).toBe(
      'Item HP-X9, The whole item: none → Harbor Vest',
    );
    expect(fieldLabel({ area: 'items', field: 'fullname' })).toBe('Full name');
    expect(changeSubject({ area: 'settings', subject: '' })).toBe('Settings');
    expect(fieldLabel({ area: 'settings', field: 'paypal_not_supported' })).toBe('paypal_not_supported');
    expect(changeSubject({ area: 'secrets', subject: 'HPFD01' })).toBe('Store HPFD01');
  });
});
