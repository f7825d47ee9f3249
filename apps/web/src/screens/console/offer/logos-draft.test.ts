import { describe, expect, it } from 'vitest';
import { offerLogos } from '../../../../test-support/offer';
import { logosForm, logosProblems, readLogosForm, type LogosForm } from './logos-draft';

const { logos, placements: table } = offerLogos();
const ANCHOR = '5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a';
const NEW_FILE = '0123456789abcdef0123456789abcdef';

describe("the logos editor's form", () => {
  it('lists each logo once with the categories it is offered for, and gives the logos back unchanged', () => {
    expect(logosForm(logos)).toEqual({
      placements: ['Left Chest', 'Front Center-HATS'],
      logos: [
        { name: 'Harbor Point', categories: ['mens', 'service'], file: null, added: false, cleaned: [] },
        { name: 'Anchor', categories: ['mens', 'hat'], file: ANCHOR, added: false, cleaned: [] },
      ],
    });
    expect(readLogosForm(logos, logosForm(logos), table)).toEqual({ logos });
  });

  it("keeps a category's spelling and its logos' order, and adds a logo, a category, a picture and a placement", () => {
    const form = logosForm(logos);
    form.placements.push('Full Back');
    form.logos[0]!.categories.push('hat');
    form.logos[1]!.file = null;
    form.logos.push({ name: ' Harbor Ford ', categories: ['mens', 'parts'], file: NEW_FILE, added: true, cleaned: [] });
    expect(readLogosForm(logos, form, table)).toEqual({
      logos: {
        logo_placements: ['Left Chest', 'Front Center-HATS', 'Full Back'],
        embroideries: {
          mens: ['Harbor Point', 'Anchor', 'Harbor Ford'],
          hats: ['Anchor', 'Harbor Point'],
          service: ['Harbor Point'],
          parts: ['Harbor Ford'],
        },
        logo_files: { 'Harbor Ford': NEW_FILE },
      },
    });
  });

  it('takes a removed logo out of every category and its picture with it; an emptied category stays, empty', () => {
    const form = logosForm(logos);
    form.logos = form.logos.filter((row) => row.name !== 'Anchor');
    expect(readLogosForm(logos, form, table)).toEqual({
      logos: {
        logo_placements: logos.logo_placements,
        embroideries: { mens: ['Harbor Point'], hats: [], service: ['Harbor Point'] },
        logo_files: {},
      },
    });
  });

  it('names a logo without a name, one twice in any case, one offered for nothing, and categories no placement fits', () => {
    const form: LogosForm = {
      placements: ['Left Chest'],
      logos: [
        { name: ' ', categories: ['mens'], file: null, added: true, cleaned: [] },
        { name: 'Anchor', categories: ['hat'], file: null, added: false, cleaned: [] },
        { name: 'anchor', categories: [], file: null, added: true, cleaned: [] },
        { name: 'Plate', categories: ['customs'], file: null, added: true, cleaned: [] },
      ],
    };
    expect(logosProblems(form, table)).toEqual({
      'logos.0.name': 'Name the logo.',
      'logos.2.name': 'anchor is listed twice.',
      'logos.2.categories': 'Offer it for at least one category, or remove it.',
      placements: 'Logos are offered for Hats, but no placement chosen fits it.',
    });
    expect(logosProblems({ ...form, placements: [] }, table).placements).toBe(
      'Logos are offered for Mens, Hats, but no placement chosen fits them.',
    );
    expect('problems' in readLogosForm(logos, form, table)).toBe(true);
  });
});
