import { describe, expect, it } from 'vitest';
import { catalogueItemSchema, type CatalogueItemInput } from './catalogue-item.schema';

const polo: CatalogueItemInput = {
  code: '1240',
  name: 'Performance Polo',
  fullname: 'Brooks Performance Pique Polo',
  type: 'mens',
  colors: ['Black', 'Navy Heather'],
  default_color: 'Black',
  sizes: { Small: 79.99, '2XLarge': 80.99 },
};

function issuePaths(input: unknown): string[] {
  const result = catalogueItemSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('catalogueItemSchema', () => {
  it('parses prices into cents and fills defaults', () => {
    const item = catalogueItemSchema.parse(polo);
    expect(item.sizes).toEqual({ Small: 7999, '2XLarge': 8099 });
    expect(item.restricted).toBe(false);
  });
  it('accepts category aliases and stores the canonical category', () => {
    expect(catalogueItemSchema.parse({ ...polo, type: 'hats' }).type).toBe('hat');
  });
  it('names the field that is wrong', () => {
    expect(issuePaths({ ...polo, default_color: 'Red' })).toEqual(['default_color']);
    expect(issuePaths({ ...polo, sizes: { Small: 79.999 } })).toEqual(['sizes.Small']);
    expect(issuePaths({ ...polo, sizes: { Huge: 10 } })).toEqual(['sizes.Huge']);
    expect(issuePaths({ ...polo, type: 'shoes' })).toEqual(['type']);
    expect(issuePaths({ ...polo, price: 1 })).toEqual(['']);
  });
  it('requires two-tone colours to be listed colours of two words', () => {
    expect(issuePaths({ ...polo, halfColors: ['Navy Heather'] })).toEqual([]);
    expect(issuePaths({ ...polo, halfColors: ['Black'] })).toEqual(['halfColors.0']);
    expect(issuePaths({ ...polo, halfColors: ['Red White'] })).toEqual(['halfColors.0']);
  });
  it('refuses quantity breaks whose price rises with the quantity', () => {
    const plate = { ...polo, type: 'customs', sizes: { '250': 3.69, '500': 3.99 } };
    expect(issuePaths(plate)).toEqual(['sizes.500']);
    expect(issuePaths({ ...plate, sizes: { '250': 3.69, '500': 2.99 } })).toEqual([]);
  });
  it('refuses a size map that mixes labels and breaks', () => {
    expect(issuePaths({ ...polo, sizes: { Small: 1, '250': 1 } })).toEqual(['sizes']);
  });
  it('refuses store codes that are not six capitals or digits', () => {
    expect(issuePaths({ ...polo, supportedStores: ['gd0001'] })).toEqual(['supportedStores.0']);
  });
});
