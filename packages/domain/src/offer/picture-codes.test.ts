import { describe, expect, it } from 'vitest';
import { codeCategories, pictureCodeClash } from './picture-codes';

const codes = codeCategories([
  {
    title: 'Harbor Point Motors',
    items: [
      { code: '1240', type: 'mens' },
      { code: 'HP-H01', type: 'hat' },
    ],
  },
  { title: 'Cedar Creek Automotive', items: [{ code: '1240', type: 'mens' }] },
]);

describe('one code, one kind of item across the groups (pictures are shared by code)', () => {
  it('takes a code of the same category, however the item is named, and a code nobody holds', () => {
    expect(pictureCodeClash(codes, { code: '1240', type: 'mens' })).toBeNull();
    expect(pictureCodeClash(codes, { code: 'NEW-1', type: 'womens' })).toBeNull();
    // The files' other spelling of a category is the same category.
    expect(pictureCodeClash(codes, { code: 'HP-H01', type: 'hats' })).toBeNull();
  });

  it('names the group and category of a code held as another kind of item', () => {
    expect(pictureCodeClash(codes, { code: '1240', type: 'womens' })).toBe(
      'Code 1240 is in the Mens category in the catalogue of Harbor Point Motors, and pictures are shared by code: ' +
        'give this item a code of its own, or keep its category Mens.',
    );
    expect(pictureCodeClash(codes, { code: 'HP-H01', type: 'accessory' })).toContain('the Hats category');
  });

  it("leaves an unknown category to the item schema's message", () => {
    expect(pictureCodeClash(codes, { code: '1240', type: 'nonsense' })).toBeNull();
  });
});
