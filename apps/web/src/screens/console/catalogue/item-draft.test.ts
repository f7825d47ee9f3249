import { describe, expect, it } from 'vitest';
import type { OfferItem } from '@portal/domain';
import { itemForm, readDollars, readItemForm } from './item-draft';

const polo: OfferItem = {
  code: 'HP-W01',
  name: 'Harbor Point Ladies Crew Polo',
  fullname: 'Harbor Point Motors Ladies Crew Performance Polo',
  type: 'womens',
  colors: ['Navy', 'White'],
  default_color: 'Navy',
  sizes: { Small: 74.99, Large: 75 },
  sub_category: 'Polos',
};

describe("the item editor's form", () => {
  it('gives the item back unchanged when nothing is typed (no description, tiers or restricted it did not have), its sizes in grid order', () => {
    expect(readItemForm(polo, itemForm(polo))).toEqual({ item: polo });
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

  it('names each wrong field: a size without a name or twice, a price, a tier', () => {
    const form = {
      ...itemForm(polo),
      name: ' ',
      sizes: [
        { size: 'Small', price: 'abc' },
        { size: 'Small', price: '1' },
        { size: '', price: '2' },
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
        'tiers.0.quantity': 'Type a whole number of units, 1 or more.',
        'tiers.1.price': 'Type a price in dollars, such as 74.99.',
      },
    });
    expect(readItemForm(polo, { ...itemForm(polo), sizes: [] })).toEqual({
      problems: { sizes: 'An item needs at least one size.' },
    });
  });
});
