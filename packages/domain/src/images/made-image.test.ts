import { describe, expect, it } from 'vitest';
import { madeImageQuerySchema } from '../api/made-image';
import { drawnLogos, hasMadePicture, madeImagePath } from './made-image';

const polo = { code: '1240', color: 'Navy Heather', embroidery: 'Harbor Point', placement: 'Left Chest' };

describe('madeImagePath', () => {
  it('names the group, item, colour, logos and width, in one order, encoded', () => {
    expect(madeImagePath('harbor', { ...polo, secondEmbroidery: 'R&D / 2', secondPlacement: 'Full Back' }, 160)).toBe(
      '/images/made/harbor/1240.jpg?colour=Navy%20Heather&logo=Harbor%20Point&at=Left%20Chest&logo2=R%26D%20%2F%202&at2=Full%20Back&w=160',
    );
  });
  it('leaves out logos that cannot be drawn: none chosen, or no placement', () => {
    expect(madeImagePath('cedar', { ...polo, embroidery: '' }, 600)).toBe(
      '/images/made/cedar/1240.jpg?colour=Navy%20Heather&w=600',
    );
    expect(drawnLogos({ ...polo, placement: 'N/A' })).toEqual([]);
    expect(hasMadePicture({ ...polo, placement: 'N/A' })).toBe(false);
    expect(hasMadePicture(polo)).toBe(true);
  });
  it('never draws a second logo without a first', () => {
    expect(drawnLogos({ ...polo, embroidery: '', secondEmbroidery: 'Anchor', secondPlacement: 'Yoke' })).toEqual([]);
  });
  it('writes what the route reads back', () => {
    const path = madeImagePath('harbor', { ...polo, secondEmbroidery: 'Anchor', secondPlacement: 'Yoke' }, 160);
    const search = path.slice(path.indexOf('?') + 1).split('&');
    const query = Object.fromEntries(search.map((pair) => pair.split('=').map(decodeURIComponent)));
    expect(madeImageQuerySchema.parse(query)).toEqual({
      colour: 'Navy Heather',
      logo: 'Harbor Point',
      at: 'Left Chest',
      logo2: 'Anchor',
      at2: 'Yoke',
      w: '160',
    });
  });
});

describe('madeImageQuerySchema', () => {
  const issues = (query: Record<string, string>) =>
    madeImageQuerySchema.safeParse(query).error?.issues.map((i) => i.path.join('.'));
  it('refuses unknown parameters, other widths, a logo without its placement and a second logo without a first', () => {
    expect(issues({ colour: 'Navy', size: '4000' })).toEqual(['']);
    expect(issues({ colour: 'Navy', w: '4000' })).toEqual(['w']);
    expect(issues({ colour: 'Navy', logo: 'A' })).toEqual(['at']);
    expect(issues({ colour: 'Navy', logo2: 'A', at2: 'Yoke' })).toEqual(['logo2']);
    expect(issues({ colour: 'x'.repeat(41) })).toEqual(['colour']);
    expect(issues({ colour: 'Navy', logo: 'A', at: 'Yoke', w: '600' })).toBeUndefined();
  });
});
