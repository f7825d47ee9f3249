import { describe, expect, it } from 'vitest';
import { catalogueItemSchema } from '../catalogue/catalogue-item.schema';
import type { CartLine } from '../cart/cart-line';
import type { PublicPlacementRow } from '../tenant/placement-table.schema';
import { cartLineProblem, embroideryProblem } from './line-rules';

const polo = catalogueItemSchema.parse({
  code: '1240',
  name: 'Polo',
  fullname: 'Polo',
  type: 'mens',
  colors: ['Black'],
  default_color: 'Black',
  sizes: { Large: 79.99 },
});
const keychain = catalogueItemSchema.parse({
  ...polo,
  code: 'KC',
  name: 'Keychain',
  type: 'accessory',
  sizes: { Default: 3.99 },
});
const plate = catalogueItemSchema.parse({
  ...polo,
  code: 'CP',
  name: 'Plate',
  fullname: 'Plate',
  type: 'customs',
  sizes: { '250': 3.69 },
});
const offer = {
  embroideryOptions: ['Harbor Point', 'Anchor'],
  placements: ['Left Chest', 'Full Back', 'Front Center-HATS'],
  placementTable: [
    { name: 'Left Chest', fits: ['mens', 'womens'] },
    { name: 'Full Back', fits: ['mens', 'womens'] },
    { name: 'Front Center-HATS', fits: ['hat'] },
  ] satisfies PublicPlacementRow[],
};
const line = (over: Partial<CartLine>): CartLine => ({
  type: 'mens',
  name: 'Polo',
  price: 0,
  quantity: 1,
  size: 'Large',
  color: 'Black',
  code: '1240',
  placement: 'Left Chest',
  embroidery: 'Harbor Point',
  ...over,
});

describe('embroideryProblem', () => {
  it('needs a logo on mens, womens and accessories when logos are offered', () => {
    expect(embroideryProblem(polo, ['A'], '', '')).toBe('Must select an embroidery');
    expect(embroideryProblem(polo, [], '', '')).toBeNull();
    expect(embroideryProblem(plate, ['A'], '', '')).toBeNull();
  });
  it('needs offered logos and a first logo before a second', () => {
    expect(embroideryProblem(polo, ['A', 'B'], 'C', '')).toBe('Must select an embroidery');
    expect(embroideryProblem(polo, ['A', 'B'], 'A', 'C')).toBe('Must select an embroidery');
    expect(embroideryProblem(plate, ['A', 'B'], '', 'B')).toBe('Must select an embroidery');
    expect(embroideryProblem(polo, ['A', 'B'], 'A', 'B')).toBeNull();
  });
});

describe('cartLineProblem', () => {
  it('accepts a line as the item screen makes it', () => {
    expect(cartLineProblem(line({}), polo, offer)).toBeNull();
    expect(cartLineProblem(line({ secondEmbroidery: 'Anchor', secondPlacement: 'Full Back' }), polo, offer)).toBeNull();
  });
  it('refuses a missing or unknown logo', () => {
    expect(cartLineProblem(line({ embroidery: '' }), polo, offer)).toBe('Must select an embroidery');
    expect(cartLineProblem(line({ embroidery: 'Rival Motors' }), polo, offer)).toBe('Must select an embroidery');
  });
  it('refuses an accessory line under 12 units', () => {
    const accessory = line({ type: 'accessory', code: 'KC', size: 'Default', placement: 'N/A', quantity: 11 });
    expect(cartLineProblem(accessory, keychain, offer)).toBe('Must order at least 12 units');
    expect(cartLineProblem({ ...accessory, quantity: 12 }, keychain, offer)).toBeNull();
  });
  it('refuses placements the group does not offer, and anything but N/A on accessories', () => {
    expect(cartLineProblem(line({ placement: 'Yoke' }), polo, offer)).toBe("'Yoke' is not a logo placement offered for Polo.");
    expect(cartLineProblem(line({ secondEmbroidery: 'Anchor', secondPlacement: 'Hood' }), polo, offer)).toMatch(/'Hood'/);
    const accessory = line({ type: 'accessory', code: 'KC', size: 'Default', placement: 'Left Chest', quantity: 12 });
    expect(cartLineProblem(accessory, keychain, offer)).toMatch(/'Left Chest'/);
  });
  it('refuses a placement, first or second, that the group offers but that does not fit the item', () => {
    expect(cartLineProblem(line({ placement: 'Front Center-HATS' }), polo, offer)).toBe(
      "'Front Center-HATS' does not fit Polo; choose Left Chest, Full Back.",
    );
    const second = line({ secondEmbroidery: 'Anchor', secondPlacement: 'Front Center-HATS' });
    expect(cartLineProblem(second, polo, offer)).toMatch(/'Front Center-HATS' does not fit Polo/);
    const cap = catalogueItemSchema.parse({ ...polo, code: 'CAP', name: 'Cap', fullname: 'Cap', type: 'hat' });
    const capLine = line({ type: 'hat', code: 'CAP', embroidery: '' });
    expect(cartLineProblem(capLine, cap, offer)).toBe("'Left Chest' does not fit Cap; choose Front Center-HATS.");
    expect(cartLineProblem({ ...capLine, placement: 'Front Center-HATS' }, cap, offer)).toBeNull();
    const plateLine = line({ type: 'customs', code: 'CP', size: '250', quantity: 250, embroidery: '' });
    expect(cartLineProblem(plateLine, plate, offer)).toBe(
      "'Left Chest' does not fit Plate: Custom Printed items carry no logo placement ('N/A').",
    );
    expect(cartLineProblem({ ...plateLine, placement: 'N/A' }, plate, offer)).toBeNull();
  });
  it("refuses a second logo on the first logo's placement, but lets 'N/A' repeat where nothing fits", () => {
    const same = line({ secondEmbroidery: 'Anchor', secondPlacement: 'Left Chest' });
    expect(cartLineProblem(same, polo, offer)).toBe(
      'Both logos are set on Left Chest: choose another placement for the second logo.',
    );
    const accessory = line({ type: 'accessory', code: 'KC', size: 'Default', placement: 'N/A', quantity: 12 });
    expect(cartLineProblem({ ...accessory, secondEmbroidery: 'Anchor', secondPlacement: 'N/A' }, keychain, offer)).toBeNull();
  });
  it('refuses a line whose type is not the item type', () => {
    expect(cartLineProblem(line({ type: 'womens' }), polo, offer)).toBe('Polo is not a womens item.');
  });
});
