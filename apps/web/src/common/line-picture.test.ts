import { describe, expect, it } from 'vitest';
import { POLO } from '../../test-support/storefront';
import { linePicture } from './line-picture';

const PHOTO = '0123456789abcdef0123456789abcdef';
const storefront = { key: 'cedar', show_modification_thumbnail: true, catalogue: [{ ...POLO, photos: { Navy: PHOTO } }] };

describe("a line's picture", () => {
  it("is the item's uploaded photo in the line's colour when it has one, else the drawn picture", () => {
    const line = { code: '1240', color: 'Navy', embroidery: '', placement: '' };
    expect(linePicture({ ...storefront, show_modification_thumbnail: false }, line)).toEqual({
      src: `/images/uploads/photos/${PHOTO}.jpg`,
      made: false,
    });
    expect(linePicture(storefront, { ...line, color: 'Black' }).src).toBe('/images/1240_black.jpg');
    // An item no longer offered keeps its drawn picture.
    expect(linePicture(storefront, { ...line, code: 'GONE-1' }).src).toBe('/images/GONE-1_navy.jpg');
  });

  it('falls back from the line as it will be made to the uploaded photo', () => {
    const made = linePicture(storefront, { code: '1240', color: 'Navy', embroidery: 'Cedar Creek', placement: 'Left Chest' });
    expect(made.made).toBe(true);
    expect(made.src).toMatch(/^\/images\/made\/cedar\/1240\.jpg\?/);
    expect(made.fallbackSrc).toBe(`/images/uploads/photos/${PHOTO}.jpg`);
  });
});
