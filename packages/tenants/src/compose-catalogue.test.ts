import { describe, expect, it } from 'vitest';
import { catalogueItemSchema, type CatalogueItem } from '@portal/domain';
import { composeCatalogue } from './compose-catalogue';

const item = (code: string, type: string, sizes: Record<string, number>): CatalogueItem =>
  catalogueItemSchema.parse({ code, name: code, fullname: code, type, colors: ['Black'], default_color: 'Black', sizes });

const base = [item('1240', 'mens', { Small: 79.99, Medium: 79.99 }), item('3001', 'hat', { OSFA: 12.99 })];

describe('composeCatalogue', () => {
  it('keeps base prices without a price list', () => {
    expect(composeCatalogue({ base, priceList: null, groupItems: [] })).toEqual(base);
  });
  it('zeroes unlisted prices on a zero list and applies listed ones', () => {
    const out = composeCatalogue({
      base,
      priceList: { name: 'z', description: 'd', unlisted: 'zero', prices: { '1240': { Small: 70 } } },
      groupItems: [],
    });
    expect(out[0]?.sizes).toEqual({ Small: 7000, Medium: 0 });
    expect(out[1]?.sizes).toEqual({ OSFA: 0 });
  });
  it('keeps base prices for unlisted items on a base list', () => {
    const out = composeCatalogue({
      base,
      priceList: { name: 'p', description: 'd', unlisted: 'base', prices: { '3001': { OSFA: 10.5 } } },
      groupItems: [],
    });
    expect(out[0]?.sizes).toEqual({ Small: 7999, Medium: 7999 });
    expect(out[1]?.sizes).toEqual({ OSFA: 1050 });
  });
  it('limits the base to the group categories and appends group items', () => {
    const own = item('GF-PLATE', 'customs', { '250': 3.69 });
    const out = composeCatalogue({ base, priceList: null, groupItems: [own], categories: ['hat'] });
    expect(out.map((i) => i.code)).toEqual(['3001', 'GF-PLATE']);
  });
});
