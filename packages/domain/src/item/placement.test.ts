import { describe, expect, it } from 'vitest';
import { placementTableSchema, type PublicPlacementRow } from '../tenant/placement-table.schema';
import {
  offersSecondLogo,
  placementProblem,
  placementsFor,
  resolvePlacement,
  secondPlacementFor,
  secondPlacementProblem,
} from './placement';

const placementTable: PublicPlacementRow[] = [
  { name: 'Left Chest', fits: ['mens', 'womens', 'tshirts'] },
  { name: 'Full Back', fits: ['mens', 'womens', 'tshirts'] },
  { name: 'Front Center-HATS', fits: ['hat'] },
  { name: 'Left Panel-HATS', fits: ['hat'] },
];
const offer = { placements: ['Full Back', 'Front Center-HATS', 'Left Chest', 'Left Panel-HATS'], placementTable };
const item = (type: 'mens' | 'hat' | 'accessory' | 'customs' | 'office', fullname = 'Polo') => ({ type, fullname });

describe('placementsFor', () => {
  it("offers only the group's placements that fit the kind of item, in the group's order", () => {
    expect(placementsFor('mens', offer).options).toEqual(['Full Back', 'Left Chest']);
    expect(placementsFor('hat', offer).options).toEqual(['Front Center-HATS', 'Left Panel-HATS']);
  });
  it("starts on 'Left Chest' where it fits, else on the first fitting placement", () => {
    expect(placementsFor('mens', offer).initial).toBe('Left Chest');
    expect(placementsFor('hat', offer).initial).toBe('Front Center-HATS');
    expect(placementsFor('mens', { ...offer, placements: ['Full Back'] }).initial).toBe('Full Back');
  });
  it("gives accessories, printed items and supplies no option and 'N/A'", () => {
    for (const type of ['accessory', 'customs', 'office'] as const)
      expect(placementsFor(type, offer)).toEqual({ options: [], initial: 'N/A' });
  });
  it('ignores a group placement the table does not describe', () => {
    expect(placementsFor('mens', { ...offer, placements: ['Hood', 'Left Chest'] }).options).toEqual(['Left Chest']);
  });
});

describe('resolvePlacement', () => {
  it('keeps a chosen placement, else the initial one', () => {
    expect(resolvePlacement(placementsFor('mens', offer), 'Full Back')).toBe('Full Back');
    expect(resolvePlacement(placementsFor('mens', offer), '')).toBe('Left Chest');
    expect(resolvePlacement(placementsFor('hat', offer), undefined)).toBe('Front Center-HATS');
  });
  it("uses 'N/A' where nothing fits, whatever was chosen", () => {
    expect(resolvePlacement(placementsFor('accessory', offer), 'Full Back')).toBe('N/A');
    expect(resolvePlacement(placementsFor('customs', offer), 'Left Chest')).toBe('N/A');
  });
});

describe('placementProblem', () => {
  it('accepts fitting placements and N/A where nothing fits', () => {
    expect(placementProblem(item('mens'), 'Full Back', offer)).toBeNull();
    expect(placementProblem(item('hat', 'Cap'), 'Left Panel-HATS', offer)).toBeNull();
    expect(placementProblem(item('customs', 'Plate Frame'), 'N/A', offer)).toBeNull();
  });
  it('names the item and the placement that does not fit it', () => {
    expect(placementProblem(item('mens'), 'Front Center-HATS', offer)).toBe(
      "'Front Center-HATS' does not fit Polo; choose Full Back, Left Chest.",
    );
    expect(placementProblem(item('hat', 'Cap'), 'Left Chest', offer)).toBe(
      "'Left Chest' does not fit Cap; choose Front Center-HATS, Left Panel-HATS.",
    );
    expect(placementProblem(item('customs', 'Plate Frame'), 'Left Chest', offer)).toBe(
      "'Left Chest' does not fit Plate Frame: Custom Printed items carry no logo placement ('N/A').",
    );
    expect(placementProblem(item('mens'), 'N/A', offer)).toMatch(/'N\/A'.*Polo/);
  });
  it('refuses a placement the group does not offer', () => {
    expect(placementProblem(item('mens'), 'Yoke', offer)).toBe("'Yoke' is not a logo placement offered for Polo.");
  });
});

describe('placementTableSchema', () => {
  const issuesOf = (rows: unknown) =>
    placementTableSchema.safeParse(rows).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
  const front = (box: number[]) => ({ view: 'front', box });
  /** A position on each garment drawing: what a placement fitting garments must give. */
  const ON_GARMENTS = {
    'mens-shirt': front([300, 160, 60, 60]),
    'womens-shirt': front([300, 160, 50, 50]),
    'mens-sleeveless': front([300, 160, 60, 60]),
    'womens-sleeveless': front([300, 160, 50, 50]),
  };
  const ON_HATS = {
    cap: front([220, 260, 80, 80]),
    beanie: front([260, 360, 80, 70]),
    visor: front([260, 370, 60, 40]),
    bucket: front([260, 230, 70, 70]),
  };

  it('names an unknown kind, a row called N/A and a row that fits nothing', () => {
    expect(
      issuesOf([
        { name: 'Left Chest', fits: ['mens', 'shirt'], at: ON_GARMENTS },
        { name: 'N/A', fits: ['accessory'], at: {} },
        { name: 'Yoke', fits: [], at: {} },
      ]),
    ).toEqual([
      ['0.fits.1', expect.stringContaining("unknown type 'shirt'")],
      ['1.name', "'N/A' is what items without a placement carry"],
      ['2.fits', 'a placement fits at least one kind of item'],
    ]);
  });
  it('names a placement listed twice', () => {
    expect(
      issuesOf([
        { name: 'Left Chest', fits: ['mens'], at: ON_GARMENTS },
        { name: 'Left Chest', fits: ['womens'], at: ON_GARMENTS },
      ]),
    ).toEqual([['1.name', "placement 'Left Chest' is listed twice"]]);
  });
  it("folds aliases like 'hats' into their kind", () => {
    expect(placementTableSchema.parse([{ name: 'Back Arch-HATS', fits: ['hats'], at: ON_HATS }])).toEqual([
      { name: 'Back Arch-HATS', fits: ['hat'], at: ON_HATS },
    ]);
  });
  it('needs a position on every drawing of every kind of item the placement fits', () => {
    const { 'womens-sleeveless': _left, ...three } = ON_GARMENTS;
    expect(issuesOf([{ name: 'Left Chest', fits: ['mens', 'hat'], at: { ...three, ...ON_HATS } }])).toEqual([
      ['0.at.womens-sleeveless', "'Left Chest' needs a position on the womens-sleeveless artwork"],
    ]);
  });
  it('refuses a position on a drawing the placement never lands on, and a view the drawing does not have', () => {
    expect(
      issuesOf([
        { name: 'Left Chest', fits: ['mens'], at: { ...ON_GARMENTS, cap: front([10, 10, 40, 40]) } },
        { name: 'Back Arch-HATS', fits: ['hat'], at: { ...ON_HATS, cap: { view: 'back', box: [200, 200, 60, 60] } } },
      ]),
    ).toEqual([
      ['0.at.cap', "no kind of item 'Left Chest' fits is drawn as cap"],
      ['1.at.cap.view', 'the cap artwork has no back view'],
    ]);
  });
  it('refuses a box that runs off the picture, is too small to see, or is not whole units, and an unknown drawing', () => {
    expect(
      issuesOf([
        {
          name: 'Left Chest',
          fits: ['mens'],
          at: {
            ...ON_GARMENTS,
            'mens-shirt': front([560, 100, 60, 60]),
            'womens-shirt': front([300, 160, 10, 50]),
            'mens-sleeveless': front([300.5, 160, 60, 60]),
            jacket: front([300, 160, 60, 60]),
          },
        },
      ]),
    ).toEqual([
      ['0.at.mens-shirt.box', 'the box runs past the 600-unit picture'],
      ['0.at.womens-shirt.box', 'a box is at least 16 units a side'],
      ['0.at.mens-sleeveless.box.0', expect.stringContaining('expected int')],
      ['0.at', 'Unrecognized key: "jacket"'],
    ]);
  });
});

describe('the second logo', () => {
  it("starts on the first of the item's placements the first logo leaves free", () => {
    expect(secondPlacementFor(placementsFor('mens', offer), 'Left Chest')).toBe('Full Back');
    expect(secondPlacementFor(placementsFor('mens', offer), 'Full Back')).toBe('Left Chest');
    expect(secondPlacementFor(placementsFor('hat', offer), 'Front Center-HATS')).toBe('Left Panel-HATS');
    expect(secondPlacementFor(placementsFor('customs', offer), 'N/A')).toBe('N/A');
  });
  it('has no room where only one placement fits the item', () => {
    const one = placementsFor('hat', { ...offer, placements: ['Front Center-HATS'] });
    expect(secondPlacementFor(one, 'Front Center-HATS')).toBeNull();
    expect(offersSecondLogo(one)).toBe(false);
    expect(offersSecondLogo(placementsFor('mens', offer))).toBe(true);
    expect(offersSecondLogo(placementsFor('customs', offer))).toBe(true);
  });
  it("may not share the first logo's placement, save 'N/A'", () => {
    expect(secondPlacementProblem('Left Chest', 'Left Chest')).toBe(
      'Both logos are set on Left Chest: choose another placement for the second logo.',
    );
    expect(secondPlacementProblem('Left Chest', 'Full Back')).toBeNull();
    expect(secondPlacementProblem('N/A', 'N/A')).toBeNull();
  });
});
