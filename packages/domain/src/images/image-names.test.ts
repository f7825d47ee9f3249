import { describe, expect, it } from 'vitest';
import { groupLogoPath, itemImagePath, itemThumbnailPath, logoImagePath } from './image-names';

describe('image names', () => {
  it('names item pictures from the code and the colour lowercased, spaces to underscores', () => {
    expect(itemImagePath('1240', 'Black')).toBe('/images/1240_black.jpg');
    expect(itemImagePath('1240', 'Navy Heather')).toBe('/images/1240_navy_heather.jpg');
    expect(itemImagePath('H-300', 'Red White Blue')).toBe('/images/H-300_red_white_blue.jpg');
  });
  it('keeps the smaller copy of an item picture under the same name in thumbs/', () => {
    expect(itemThumbnailPath('H-300', 'Red White Blue')).toBe('/images/thumbs/H-300_red_white_blue.jpg');
  });
  it('names logo thumbnails from the logo name, lowercased and underscore-joined, as png', () => {
    expect(logoImagePath('Guardian Chevrolet')).toBe('/images/logos/guardian_chevrolet.png');
    expect(logoImagePath('HPM')).toBe('/images/logos/hpm.png');
  });
  it('puts group logos in their own folder', () => {
    expect(groupLogoPath('harbor.png')).toBe('/images/groups/harbor.png');
  });
});
