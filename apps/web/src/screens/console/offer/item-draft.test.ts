import { describe, expect, it } from 'vitest';
import type { OfferItem } from '@portal/domain';
import { offerItem } from '../../../../test-support/offer';
import { blankItem, itemForm, itemProblems, readDollars, readItemForm, withColours, type ItemForm } from './item-draft';

/** A polo with only the fields it was saved with: the form must add none. */
const { restricted: _restricted, ...polo } = offerItem({ sizes: { Small: 74.99, Large: 75 } });

const PHOTO = '0123456789abcdef0123456789abcdef';

const plates: OfferItem = {
  code: 'HP-C01',
  name: 'License plate frame',
  fullname: 'Harbor Point License Plate Frame',
  type: 'customs',
  colors: ['Black'],
  default_color: 'Black',
  sizes: { '500': 2.1, '100': 2.5, '250': 2.25 },
};

describe("the item editor's form", () => {
  it('gives the item back unchanged when nothing is typed (no field it did not have), its sizes in grid order', () => {
    expect(readItemForm(polo, itemForm(polo))).toEqual({ item: polo });
    const full: OfferItem = {
      ...polo,
      type: 'hats',
      halfColors: [],
      photos: { White: PHOTO },
      supportedStores: ['HPFD01'],
      discount: [],
      description: '',
      restricted: false,
    };
    expect(readItemForm(full, itemForm(full))).toEqual({ item: full });
    expect(itemForm({ ...polo, sizes: { Large: 75, Small: 74.99 } }).sizes).toEqual([
      { size: 'Small', price: '74.99' },
      { size: 'Large', price: '75.00' },
    ]);
  });

  it('reads dollars as people type them, and refuses more than two decimals', () => {
    expect(readDollars('$1,074.5')).toBe(1074.5);
    expect(readDollars(' 20 ')).toBe(20);
    expect(readDollars('7.999')).toBeNull();
    expect(readDollars('-3')).toBeNull();
    expect(readDollars('')).toBeNull();
  });

  it('names each wrong field: a size without a name, twice or not of the grid, a price, a tier', () => {
    const form = {
      ...itemForm(polo),
      name: ' ',
      sizes: [
        { size: 'Small', price: 'abc' },
        { size: 'Small', price: '1' },
        { size: '', price: '2' },
        { size: 'Huge', price: '2' },
        { size: '250', price: '2' },
      ],
      tiers: [
        { quantity: '0', price: '1' },
        { quantity: '12', price: '' },
      ],
    };
    expect(readItemForm(polo, form)).toEqual({
      problems: {
        name: 'Give the item a name.',
        'sizes.0.price': 'Type a price in dollars, such as 74.99.',
        'sizes.1.size': 'Small is listed twice.',
        'sizes.2.size': 'Name the size.',
        'sizes.3.size': 'Huge is not a size of the grid (such as Small, XLarge, OSFA).',
        'sizes.4.size': 'A number is a quantity: choose "Priced by quantity" for prices from a number of units.',
        'tiers.0.quantity': 'Type a whole number of units, 1 or more.',
        'tiers.1.price': 'Type a price in dollars, such as 74.99.',
      },
    });
    expect(readItemForm(polo, { ...itemForm(polo), sizes: [] })).toEqual({
      problems: { sizes: 'An item needs at least one size.' },
    });
  });

  it('changes the category, sub-category, colours, two-tone colours, default colour, photos and stores', () => {
    const form: ItemForm = {
      ...itemForm(polo),
      category: 'mens',
      subCategory: ' ',
      colours: [
        { name: 'Navy', twoTone: false, photo: PHOTO },
        { name: ' Navy White ', twoTone: true, photo: null },
      ],
      defaultColour: 'Navy White',
      stores: ['HPTY01', 'HPFD01'],
    };
    const { sub_category: _, ...withoutSubCategory } = polo;
    expect(readItemForm(polo, form)).toStrictEqual({
      item: {
        ...withoutSubCategory,
        type: 'mens',
        colors: ['Navy', 'Navy White'],
        halfColors: ['Navy White'],
        default_color: 'Navy White',
        photos: { Navy: PHOTO },
        supportedStores: ['HPTY01', 'HPFD01'],
      },
    });
    // No store ticked is every store: the field goes.
    const limited = { ...polo, supportedStores: ['HPFD01'] };
    expect(readItemForm(limited, { ...itemForm(limited), stores: [] })).toEqual({ item: polo });
    // A photo removed goes with the colour's entry.
    const pictured = { ...polo, photos: { Navy: PHOTO } };
    const unpictured = itemForm(pictured);
    unpictured.colours[0]!.photo = null;
    expect(readItemForm(pictured, unpictured)).toEqual({ item: { ...polo, photos: {} } });
  });

  it('names what is wrong with the colours: none, unnamed, twice in any case, a two-tone of one word, the default not among them', () => {
    const form: ItemForm = {
      ...itemForm(polo),
      colours: [
        { name: '', twoTone: false, photo: null },
        { name: 'Navy', twoTone: false, photo: null },
        { name: 'navy', twoTone: false, photo: null },
        { name: 'Grey', twoTone: true, photo: null },
      ],
      defaultColour: 'White',
    };
    expect(itemProblems(form)).toEqual({
      'colours.0.name': 'Name the colour.',
      'colours.2.name': 'navy is listed twice.',
      'colours.3.name': 'A two-tone colour is two words, such as Navy White.',
      defaultColour: 'Choose the default colour among the colours.',
    });
    expect(itemProblems({ ...form, colours: [], defaultColour: '' })).toEqual({
      colours: 'An item needs at least one colour.',
      defaultColour: 'Choose the default colour among the colours.',
    });
  });

  it('keeps the default colour when it is renamed, and takes the first when it is removed', () => {
    const form = itemForm(polo);
    const renamed = withColours(form, [{ ...form.colours[0]!, name: 'Deep Navy' }, form.colours[1]!]);
    expect(renamed.defaultColour).toBe('Deep Navy');
    expect(withColours(form, [form.colours[1]!]).defaultColour).toBe('White');
    expect(withColours(form, []).defaultColour).toBe('');
    expect(withColours(form, [...form.colours, { name: 'Red', twoTone: false, photo: null }]).defaultColour).toBe('Navy');
  });

  it('shows an item priced by quantity as breaks from a number of units, whose price never rises', () => {
    const form = itemForm(plates);
    expect(form.byQuantity).toBe(true);
    expect(form.sizes.map((row) => row.size)).toEqual(['100', '250', '500']);
    expect(readItemForm(plates, form)).toEqual({ item: plates });
    const rising = { ...form, sizes: [...form.sizes, { size: '1000', price: '2.20' }, { size: 'Large', price: '1' }] };
    expect(itemProblems(rising)).toEqual({
      'sizes.3.price': 'More than from 500 units: a larger order never costs more each.',
      'sizes.4.size': 'Type a whole number of units, 1 or more.',
    });
  });

  it("checks a new item's code like the schema, and unique in the group in any case", () => {
    const form: ItemForm = {
      ...itemForm(blankItem('hat')),
      name: 'Cap',
      fullname: 'Harbor Cap',
      colours: [{ name: 'Navy', twoTone: false, photo: PHOTO }],
      defaultColour: 'Navy',
      sizes: [{ size: 'OSFA', price: '19.99' }],
    };
    const codes = ['HP-W01', 'HP-H01'];
    const codeOf = (code: string) => itemProblems({ ...form, code }, codes).code;
    expect(codeOf('')).toBe('Give the item a code.');
    expect(codeOf('-cap')).toBe('Letters, digits, dot, dash or underscore, starting with a letter or a digit.');
    expect(codeOf('HP cap')).toBe('Letters, digits, dot, dash or underscore, starting with a letter or a digit.');
    expect(codeOf('hp-h01')).toBe('HP-H01 is already an item of this group.');
    expect(codeOf('X'.repeat(41))).toBe('A code is at most 40 characters.');
    expect(readItemForm(blankItem('hat'), { ...form, code: ' HP-H02 ' }, codes)).toEqual({
      item: {
        code: 'HP-H02',
        name: 'Cap',
        fullname: 'Harbor Cap',
        type: 'hat',
        colors: ['Navy'],
        default_color: 'Navy',
        sizes: { OSFA: 19.99 },
        photos: { Navy: PHOTO },
      },
    });
    // An item being edited keeps its code whatever the form holds.
    expect(itemProblems({ ...itemForm(polo), code: '' })).toEqual({});
  });
});
