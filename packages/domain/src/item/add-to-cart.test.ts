import { describe, expect, it } from 'vitest';
import { catalogueItemSchema } from '../catalogue/catalogue-item.schema';
import type { PublicPlacementRow } from '../tenant/placement-table.schema';
import { buildCartLines, type AddToCartRequest } from './add-to-cart';
import { samePlacementMessage } from './messages';

const polo = catalogueItemSchema.parse({
  code: '1240',
  name: 'Performance Polo',
  fullname: 'Brookfield Performance Polo',
  type: 'mens',
  colors: ['Black', 'Navy'],
  default_color: 'Black',
  sizes: { Large: 79.99, '2XLarge': 80.99 },
});
const keychain = catalogueItemSchema.parse({
  code: 'KC-1',
  name: 'Keychain',
  fullname: 'Metal Keychain',
  type: 'accessory',
  colors: ['Silver'],
  default_color: 'Silver',
  sizes: { Default: 3.99 },
});
const plate = catalogueItemSchema.parse({
  code: 'CP-1',
  name: 'Plate',
  fullname: 'Custom Plate',
  type: 'customs',
  colors: ['White', 'Black'],
  default_color: 'White',
  sizes: { '250': 3.69, '500': 2.99, '1000': 1.99 },
});
const tee = catalogueItemSchema.parse({ ...polo, code: '1640', type: 'tshirts', sizes: { Large: 14.99 } });
const cap = catalogueItemSchema.parse({ ...polo, code: 'H-310', name: 'Cap', type: 'hat', sizes: { OSFA: 19.99 } });
const placementTable: PublicPlacementRow[] = [
  { name: 'Left Chest', fits: ['mens', 'womens', 'tshirts'] },
  { name: 'Full Back', fits: ['mens', 'womens', 'tshirts'] },
  { name: 'Yoke', fits: ['mens', 'womens', 'tshirts'] },
  { name: 'Front Center-HATS', fits: ['hat'] },
];

const base = (over: Partial<AddToCartRequest>): AddToCartRequest => ({
  item: polo,
  cells: [],
  embroideryOptions: ['Harbor Point', 'Anchor'],
  embroidery: 'Harbor Point',
  placements: ['Left Chest', 'Full Back', 'Yoke', 'Front Center-HATS'],
  placementTable,
  ...over,
});

describe('buildCartLines', () => {
  it("says 'Must make a selection' when no quantity is entered", () => {
    expect(buildCartLines(base({ item: plate, cells: [{ size: '250', color: 'White', raw: '' }] }))).toMatchObject({
      ok: false,
      message: 'Must make a selection',
    });
    expect(buildCartLines(base({ cells: [{ size: 'Large', color: 'Black', raw: '0' }] }))).toMatchObject({
      message: 'Must make a selection',
    });
  });

  it("says 'Must select an embroidery' on mens, womens and accessories when the group offers logos", () => {
    const cells = [{ size: 'Large', color: 'Black', raw: '2' }];
    expect(buildCartLines(base({ cells, embroidery: '' }))).toMatchObject({ ok: false, message: 'Must select an embroidery' });
    expect(buildCartLines(base({ item: { ...polo, type: 'womens' }, cells, embroidery: undefined }))).toMatchObject({
      message: 'Must select an embroidery',
    });
    expect(
      buildCartLines(base({ item: keychain, cells: [{ size: 'Default', color: 'Silver', raw: '12' }], embroidery: '' })),
    ).toMatchObject({ message: 'Must select an embroidery' });
  });

  it('does not ask for a logo where the group offers none, or on other categories', () => {
    const cells = [{ size: 'Large', color: 'Black', raw: '2' }];
    expect(buildCartLines(base({ cells, embroidery: '', embroideryOptions: [] })).ok).toBe(true);
    expect(buildCartLines(base({ item: tee, cells, embroidery: '' })).ok).toBe(true);
  });

  it('refuses a logo the group does not offer, and a second logo without a first', () => {
    const cells = [{ size: 'Large', color: 'Black', raw: '2' }];
    expect(buildCartLines(base({ cells, embroidery: 'Someone Else' }))).toMatchObject({ message: 'Must select an embroidery' });
    expect(buildCartLines(base({ item: tee, cells, embroidery: '', secondEmbroidery: 'Anchor' }))).toMatchObject({
      message: 'Must select an embroidery',
    });
  });

  it("says 'Must order at least 12 units' when an accessory cell is under 12, and adds nothing", () => {
    const result = buildCartLines(
      base({ item: keychain, embroidery: 'Anchor', cells: [{ size: 'Default', color: 'Silver', raw: '11' }] }),
    );
    expect(result).toEqual({ ok: false, message: 'Must order at least 12 units', cleared: [] });
    expect(
      buildCartLines(base({ item: keychain, embroidery: 'Anchor', cells: [{ size: 'Default', color: 'Silver', raw: '12' }] })).ok,
    ).toBe(true);
  });

  it('clears cells that are not digits and still adds the good ones', () => {
    const result = buildCartLines(
      base({
        cells: [
          { size: 'Large', color: 'Black', raw: '3' },
          { size: '2XLarge', color: 'Black', raw: 'x' },
        ],
      }),
    );
    expect(result.ok).toBe(true);
    expect(result.cleared).toEqual([{ size: '2XLarge', color: 'Black', raw: 'x' }]);
    expect(result.ok && result.lines).toHaveLength(1);
  });

  it("names each line by the item's full name, prices each size and places the logo 'Left Chest' by default", () => {
    const result = buildCartLines(
      base({
        cells: [
          { size: 'Large', color: 'Navy', raw: '2' },
          { size: '2XLarge', color: 'Navy', raw: '1' },
        ],
      }),
    );
    expect(result.ok && result.lines).toEqual([
      {
        type: 'mens',
        name: 'Brookfield Performance Polo',
        price: 7999,
        quantity: 2,
        size: 'Large',
        color: 'Navy',
        code: '1240',
        placement: 'Left Chest',
        embroidery: 'Harbor Point',
      },
      {
        type: 'mens',
        name: 'Brookfield Performance Polo',
        price: 8099,
        quantity: 1,
        size: '2XLarge',
        color: 'Navy',
        code: '1240',
        placement: 'Left Chest',
        embroidery: 'Harbor Point',
      },
    ]);
  });

  it("puts 'N/A' as the placement of accessories", () => {
    const result = buildCartLines(
      base({ item: keychain, embroidery: 'Anchor', placement: 'Yoke', cells: [{ size: 'Default', color: 'Silver', raw: '24' }] }),
    );
    expect(result.ok && result.lines[0]?.placement).toBe('N/A');
  });

  it('carries a second logo with its own placement, defaulting to the first one the first logo leaves free', () => {
    const cells = [{ size: 'Large', color: 'Black', raw: '1' }];
    const result = buildCartLines(base({ cells, placement: 'Full Back', secondEmbroidery: 'Anchor' }));
    expect(result.ok && result.lines[0]).toMatchObject({
      placement: 'Full Back',
      secondEmbroidery: 'Anchor',
      secondPlacement: 'Left Chest',
    });
    const single = buildCartLines(base({ cells, secondEmbroidery: '' }));
    expect(single.ok && single.lines[0]).not.toHaveProperty('secondEmbroidery');
  });

  it('starts a second logo beside the first, never on its placement', () => {
    const cells = [{ size: 'Large', color: 'Black', raw: '1' }];
    const result = buildCartLines(base({ cells, secondEmbroidery: 'Anchor' }));
    expect(result.ok && result.lines[0]).toMatchObject({ placement: 'Left Chest', secondPlacement: 'Full Back' });
  });

  it('refuses both logos on the same placement, with the message the server gives', () => {
    const cells = [{ size: 'Large', color: 'Black', raw: '1' }];
    const same = buildCartLines(base({ cells, secondEmbroidery: 'Anchor', placement: 'Yoke', secondPlacement: 'Yoke' }));
    expect(same).toMatchObject({ ok: false, message: samePlacementMessage('Yoke') });
    expect(samePlacementMessage('Yoke')).toBe('Both logos are set on Yoke: choose another placement for the second logo.');
  });

  it("places a hat's logo on a hat placement and a printed item's on 'N/A' by default", () => {
    const hat = buildCartLines(base({ item: cap, embroidery: '', cells: [{ size: 'OSFA', color: 'Black', raw: '1' }] }));
    expect(hat.ok && hat.lines[0]?.placement).toBe('Front Center-HATS');
    const printed = buildCartLines(
      base({ item: plate, embroidery: '', embroideryOptions: [], cells: [{ size: '250', color: 'White', raw: '1' }] }),
    );
    expect(printed.ok && printed.lines[0]?.placement).toBe('N/A');
  });

  it('refuses a chosen placement that does not fit the item, with the server message', () => {
    const cells = [{ size: 'Large', color: 'Black', raw: '1' }];
    expect(buildCartLines(base({ cells, placement: 'Front Center-HATS' }))).toMatchObject({
      ok: false,
      message: "'Front Center-HATS' does not fit Brookfield Performance Polo; choose Left Chest, Full Back, Yoke.",
    });
    expect(buildCartLines(base({ cells, secondEmbroidery: 'Anchor', secondPlacement: 'Front Center-HATS' }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^'Front Center-HATS' does not fit/),
    });
  });

  it('prices customs items at the break reached by the total over colours and counts units', () => {
    const result = buildCartLines(
      base({
        item: plate,
        embroidery: '',
        embroideryOptions: [],
        cells: [
          { size: '250', color: 'White', raw: '1' },
          { size: '250', color: 'Black', raw: '1' },
        ],
      }),
    );
    // 250 + 250 = 500 units reaches the 500 break.
    expect(result.ok && result.lines.map((l) => [l.quantity, l.price])).toEqual([
      [250, 299],
      [250, 299],
    ]);
  });

  it('skips cells for sizes or colours the item does not have', () => {
    const result = buildCartLines(
      base({
        cells: [
          { size: 'Small', color: 'Black', raw: '2' },
          { size: 'Large', color: 'Pink', raw: '2' },
        ],
      }),
    );
    expect(result).toMatchObject({ ok: false, message: 'Must make a selection' });
    expect(result.cleared).toHaveLength(2);
  });
});
