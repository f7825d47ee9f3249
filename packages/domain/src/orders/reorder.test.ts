import { describe, expect, it } from 'vitest';
import { catalogueItemSchema, type CatalogueItem } from '../catalogue/catalogue-item.schema';
import { addToCart } from '../cart/cart';
import { cartLineKey, type CartLine } from '../cart/cart-line';
import { planReorder, type PastLine, type ReorderOffer } from './reorder';

const item = (raw: { colors: string[]; name: string } & Record<string, unknown>): CatalogueItem =>
  catalogueItemSchema.parse({ fullname: raw.name, default_color: raw.colors[0], ...raw });

const polo = item({
  code: '1240',
  name: 'Brookfield Polo',
  type: 'mens',
  colors: ['Navy', 'Black'],
  sizes: { Large: 79.99, '2XLarge': 80.99 },
  discount: [{ quantity: 1, price: 74.99 }],
});
const plate = item({
  code: 'CP-1',
  name: 'Aluminum Plate',
  type: 'customs',
  colors: ['White'],
  sizes: { '250': 3.69, '500': 3.19 },
});
const keychain = item({ code: 'A-411', name: 'Keychain', type: 'accessory', colors: ['Brown'], sizes: { Default: 3.99 } });
const fob = item({
  code: 'GF-103',
  name: 'Guardian Key Fob',
  type: 'customs',
  colors: ['Black'],
  sizes: { '250': 0.79 },
  supportedStores: ['GDWH01', 'GDWH02'],
});
const cap = item({ code: 'H-310', name: 'Twill Cap', type: 'hat', colors: ['Black'], sizes: { OSFA: 12.99 } });

const offer: ReorderOffer = {
  catalogue: new Map([polo, plate, keychain, fob, cap].map((i) => [i.code, i])),
  embroideries: { mens: ['Harbor Point', 'Anchor'], accessory: ['Harbor Point'], hat: ['Anchor'] },
  placements: ['Left Chest', 'Full Back', 'Front Center-HATS'],
  placementTable: [
    { name: 'Left Chest', fits: ['mens'] },
    { name: 'Full Back', fits: ['mens'] },
    { name: 'Front Center-HATS', fits: ['hat'] },
  ],
  stores: [
    { code: 'GDWH01', name: 'Guardian Warehouse North' },
    { code: 'GDWH02', name: 'Guardian Warehouse South' },
    { code: 'GDCC01', name: 'Guardian Chevrolet' },
  ],
};

const past = (over: Partial<PastLine>): PastLine => ({
  code: '1240',
  quantity: 6,
  price: 7499,
  size: 'Large',
  color: 'Navy',
  embroidery: 'Harbor Point',
  secondEmbroidery: null,
  placement: 'Left Chest',
  secondPlacement: null,
  name: 'Brookfield Polo',
  description: '',
  ...over,
});

describe('planReorder', () => {
  it('puts the lines back in the cart at today’s prices and says nothing changed when nothing did', () => {
    const plan = planReorder(
      {},
      [
        past({}),
        past({
          code: 'CP-1',
          name: 'Aluminum Plate',
          size: '250',
          quantity: 500,
          price: 319,
          color: 'White',
          embroidery: '',
          placement: 'N/A',
        }),
      ],
      '',
      offer,
    );
    expect(plan.added).toBe(2);
    expect(plan.changed).toEqual([]);
    expect(plan.refused).toEqual([]);
    // What the cart adds is what the plan put in it.
    expect(addToCart({}, plan.lines)).toEqual(
      Object.fromEntries(Object.entries(plan.cart).map(([k, l]) => [k, { ...l, price: 0 }])),
    );
    expect(Object.values(plan.cart).map((l) => [l.code, l.quantity, l.price])).toEqual([
      ['1240', 6, 7499],
      ['CP-1', 500, 319],
    ]);
  });

  it('says which prices moved: a price list change, or a break no longer reached by the line alone', () => {
    const plan = planReorder(
      {},
      [
        past({ price: 7999 }),
        past({
          code: 'CP-1',
          name: 'Aluminum Plate',
          size: '250',
          quantity: 250,
          price: 319,
          color: 'White',
          embroidery: '',
          placement: 'N/A',
        }),
      ],
      '',
      offer,
    );
    expect(plan.changed).toEqual([
      { line: 'Brookfield Polo (Large, Navy, Harbor Point)', change: 'now $74.99 each, was $79.99 each' },
      { line: 'Aluminum Plate (250 units, White)', change: 'now $3.69 each, was $3.19 each' },
    ]);
    expect(plan.added).toBe(2);
  });

  it('merges with a line of the same key already in the cart, and prices the units together', () => {
    const inCart: CartLine = {
      type: 'customs',
      name: 'Aluminum Plate',
      price: 369,
      quantity: 250,
      size: '250',
      color: 'White',
      code: 'CP-1',
      placement: 'N/A',
      embroidery: '',
    };
    const cart = addToCart({}, [inCart]);
    const plan = planReorder(
      cart,
      [
        past({
          code: 'CP-1',
          name: 'Aluminum Plate',
          size: '250',
          quantity: 250,
          price: 369,
          color: 'White',
          embroidery: '',
          placement: 'N/A',
        }),
      ],
      '',
      offer,
    );
    expect(Object.values(plan.cart)).toEqual([{ ...inCart, quantity: 500, price: 319 }]);
    expect(plan.changed).toEqual([{ line: 'Aluminum Plate (250 units, White)', change: 'now $3.19 each, was $3.69 each' }]);
  });

  it('lists what cannot be ordered as it was, and why, adding the rest', () => {
    const plan = planReorder(
      {},
      [
        past({}),
        past({ code: 'GONE-1', name: 'Retired Jacket' }),
        past({ color: 'Pink' }),
        past({ size: '6XLarge' }),
        past({ embroidery: 'Old Logo' }),
        past({ secondEmbroidery: 'Anchor', secondPlacement: 'Yoke' }),
        past({ code: 'A-411', size: 'Default', color: 'Brown', quantity: 6, placement: 'N/A', name: 'Keychain' }),
        past({
          code: 'A-411',
          size: 'Default',
          color: 'Brown',
          quantity: 24,
          embroidery: '',
          placement: 'N/A',
          name: 'Keychain',
        }),
      ],
      '',
      offer,
    );
    expect(plan.added).toBe(1);
    expect(plan.refused).toEqual([
      { line: 'Retired Jacket (Large, Navy, Harbor Point)', change: 'no longer offered' },
      { line: 'Brookfield Polo (Large, Pink, Harbor Point)', change: 'no longer comes in Pink' },
      { line: 'Brookfield Polo (6XLarge, Navy, Harbor Point)', change: 'no longer comes in size 6XLarge' },
      { line: 'Brookfield Polo (Large, Navy, Old Logo)', change: 'the logo ‘Old Logo’ is no longer offered' },
      { line: 'Brookfield Polo (Large, Navy, Harbor Point)', change: 'the placement ‘Yoke’ is no longer offered for it' },
      { line: 'Keychain (Default, Brown, Harbor Point)', change: 'Must order at least 12 units' },
      { line: 'Keychain (Default, Brown)', change: 'now needs a logo: choose one on its page' },
    ]);
  });

  it('refuses an item now limited to stores other than the order’s, naming them, and takes it for one of them', () => {
    const line = past({
      code: 'GF-103',
      name: 'Guardian Key Fob',
      size: '250',
      quantity: 250,
      price: 79,
      color: 'Black',
      embroidery: '',
      placement: 'N/A',
    });
    expect(planReorder({}, [line], 'GDCC01', offer).refused).toEqual([
      {
        line: 'Guardian Key Fob (250 units, Black)',
        change: 'now only for Guardian Warehouse North or Guardian Warehouse South',
      },
    ]);
    expect(planReorder({}, [line], '', offer).added).toBe(0);
    expect(planReorder({}, [line], 'GDWH02', offer).added).toBe(1);
  });

  it('gives a line without a logo the item’s placement of today, so an old placement does not refuse it', () => {
    const plan = planReorder(
      {},
      [past({ code: 'H-310', size: 'OSFA', color: 'Black', embroidery: '', placement: 'Left Panel-HATS', price: 1299 })],
      '',
      offer,
    );
    expect(plan.refused).toEqual([]);
    expect(Object.values(plan.cart)[0]?.placement).toBe('Front Center-HATS');
  });

  it('leaves the cart’s other lines as they are', () => {
    const other: CartLine = {
      type: 'hat',
      name: 'Twill Cap',
      price: 1299,
      quantity: 3,
      size: 'OSFA',
      color: 'Black',
      code: 'H-310',
      placement: 'Front Center-HATS',
      embroidery: 'Anchor',
    };
    const plan = planReorder(addToCart({}, [other]), [past({})], '', offer);
    expect(plan.cart[cartLineKey(other)]).toEqual(other);
  });
});
