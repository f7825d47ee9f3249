import { describe, expect, it } from 'vitest';
import { catalogueItemSchema, type CatalogueItem } from '../catalogue/catalogue-item.schema';
import type { CartLine } from '../cart/cart-line';
import { cartLineNudge, fromPrice, itemNudge, ladderPlace, nudgeMessage, priceLadder } from './price-ladder';

const item = (raw: object): CatalogueItem =>
  catalogueItemSchema.parse({ code: 'X', name: 'X', fullname: 'X', colors: ['White'], default_color: 'White', ...raw });

/** The base catalogue's aluminum plate, a keychain with a volume tier and a polo with a standing one. */
const plate = item({
  code: 'CP-250-AL',
  name: 'Aluminum License Plate',
  type: 'customs',
  sizes: { '250': 3.69, '500': 3.19, '1000': 2.59, '1500': 2.29, '2500': 1.89, '5000': 1.49, '10000': 1.19 },
});
const keychain = item({
  code: 'A-411',
  name: 'Leather Strap Keychain',
  type: 'accessory',
  sizes: { Default: 3.99 },
  discount: [{ quantity: 500, price: 2.99 }],
});
const polo = item({
  code: '1240',
  name: 'Polo',
  type: 'mens',
  sizes: { Large: 79.99, '2XLarge': 80.99 },
  discount: [{ quantity: 1, price: 74.99 }],
});
const frame = item({
  code: 'CF-310',
  name: 'Chrome Plate Frame',
  type: 'customs',
  sizes: { '250': 3.69, '500': 3.29, '1000': 2.69 },
  discount: [{ quantity: 500, price: 2.09 }],
});
const catalogue = new Map([plate, keychain, polo, frame].map((i) => [i.code, i]));

const line = (of: CatalogueItem, size: string, quantity: number, color = 'White'): CartLine => ({
  type: of.type,
  name: of.name,
  price: 0,
  quantity,
  size,
  color,
  code: of.code,
  placement: 'N/A',
  embroidery: '',
});

describe('priceLadder', () => {
  it('lists each break of a plate with its unit price and the total at that break', () => {
    expect(priceLadder(plate)?.slice(0, 3)).toEqual([
      { quantity: 250, unitPrice: 369, total: 92_250 },
      { quantity: 500, unitPrice: 319, total: 159_500 },
      { quantity: 1000, unitPrice: 259, total: 259_000 },
    ]);
    expect(priceLadder(plate)).toHaveLength(7);
  });
  it('starts an accessory at its minimum of 12 and adds its volume tier', () => {
    expect(priceLadder(keychain)).toEqual([
      { quantity: 12, unitPrice: 399, total: 4788 },
      { quantity: 500, unitPrice: 299, total: 149_500 },
    ]);
  });
  it('applies a tier on top of the breaks, as the cart charges it', () => {
    expect(priceLadder(frame)?.map((s) => [s.quantity, s.unitPrice])).toEqual([
      [250, 369],
      [500, 209],
      [1000, 209],
    ]);
  });
  it('has no ladder where the price does not change with quantity or is on quote', () => {
    expect(priceLadder(polo)).toBeNull();
    expect(priceLadder(item({ type: 'customs', sizes: { '250': 0, '500': 0 } }))).toBeNull();
    expect(priceLadder(item({ type: 'mens', sizes: { Large: 20 } }))).toBeNull();
  });
  it('marks the step the units reached, none below the first', () => {
    const ladder = priceLadder(plate)!;
    expect(ladderPlace(ladder, 100)).toBe(-1);
    expect(ladderPlace(ladder, 250)).toBe(0);
    expect(ladderPlace(ladder, 999)).toBe(1);
    expect(ladderPlace(ladder, 20_000)).toBe(6);
  });
});

describe('cartLineNudge', () => {
  it('suggests the packs that reach the next break when it is near, with the price and saving the cart will show', () => {
    // 4 packs of 250: 1,000 units; 1,500 is 500 away, a third of it: too far.
    expect(cartLineNudge([line(plate, '250', 1000)], 0, catalogue)).toBeNull();
    // 1,250 units: 250 more reach 1,500 (a sixth of it), $2.59 -> $2.29 on all 1,500.
    expect(cartLineNudge([line(plate, '250', 1250)], 0, catalogue)).toEqual({
      addUnits: 250,
      unitPrice: 229,
      currentUnitPrice: 259,
      saving: 30 * 1500,
      totalUnits: 1500,
      total: 229 * 1500,
    });
  });
  it('rounds up to whole packs of the line, and counts every unit of the item in the cart', () => {
    // 2 x 1000 + 1 x 250 = 2,250 units: 250 more make 2,500; on the 1000 line that is a whole pack of 1,000.
    const lines = [line(plate, '1000', 2000), line(plate, '250', 250)];
    expect(cartLineNudge(lines, 0, catalogue)).toMatchObject({ addUnits: 1000, unitPrice: 189 });
    expect(cartLineNudge(lines, 1, catalogue)).toMatchObject({ addUnits: 250, unitPrice: 189, saving: (229 - 189) * 2500 });
  });
  it('nudges a volume tier: 400 keychains are 100 from 500', () => {
    const nudge = cartLineNudge([line(keychain, 'Default', 400)], 0, catalogue);
    expect(nudge).toEqual({
      addUnits: 100,
      unitPrice: 299,
      currentUnitPrice: 399,
      saving: 100 * 500,
      totalUnits: 500,
      total: 299 * 500,
    });
    expect(nudgeMessage(nudge!)).toBe('Add 100 more: $2.99 each, $1,495.00 for 500');
    expect(cartLineNudge([line(keychain, 'Default', 374)], 0, catalogue)).toBeNull();
  });
  it('says nothing past the last break, on a price on quote, or beyond what one line may hold', () => {
    expect(cartLineNudge([line(plate, '250', 10_000)], 0, catalogue)).toBeNull();
    const quoted = item({ code: 'Q', type: 'customs', sizes: { '250': 0, '500': 0 } });
    expect(cartLineNudge([line(quoted, '250', 400)], 0, new Map([['Q', quoted]]))).toBeNull();
    expect(cartLineNudge([line(plate, '250', 1250)], 0, catalogue, { maxUnitsPerLine: 1400 })).toBeNull();
  });
});

describe('nudgeMessage', () => {
  it('says the new price each and what all the units then cost, not a saving that costs more', () => {
    // 250 units at $2.59 cost $647.50; 250 more at $2.29 make 500 for $1,145.00, $497.50 more.
    const nudge = { addUnits: 250, unitPrice: 229, currentUnitPrice: 259, saving: 30 * 500, totalUnits: 500, total: 114_500 };
    expect(nudgeMessage(nudge)).toBe('Add 250 more: $2.29 each, $1,145.00 for 500');
    expect(nudgeMessage(itemNudge(plate, 1250)!)).toBe('Add 250 more: $2.29 each, $3,435.00 for 1,500');
  });
});

describe('itemNudge', () => {
  it('reads the ladder: the plate at 1,250 units, the keychain at 450', () => {
    expect(itemNudge(plate, 1250)).toEqual({
      addUnits: 250,
      unitPrice: 229,
      currentUnitPrice: 259,
      saving: 30 * 1500,
      totalUnits: 1500,
      total: 229 * 1500,
    });
    expect(itemNudge(keychain, 450)).toMatchObject({ addUnits: 50, unitPrice: 299 });
    expect(itemNudge(keychain, 0)).toBeNull();
    expect(itemNudge(polo, 5)).toBeNull();
  });
});

describe('fromPrice', () => {
  it("is the ladder's last price: the lowest unit price any quantity reaches, breaks and tiers included", () => {
    expect(fromPrice(plate)).toBe(119);
    expect(fromPrice(keychain)).toBe(299);
    expect(fromPrice(frame)).toBe(209);
    expect(fromPrice(plate)).toBe(priceLadder(plate)?.at(-1)?.unitPrice);
  });

  it('takes a standing special price, and the lowest size, for an item sold by size', () => {
    expect(fromPrice(polo)).toBe(7499);
    expect(fromPrice(item({ type: 'mens', sizes: { Large: 19.99, '2XLarge': 21.99 } }))).toBe(1999);
  });

  it('passes over sizes on quote, and is null when nothing is priced', () => {
    expect(fromPrice(item({ type: 'mens', sizes: { Large: 0, '2XLarge': 21.99 } }))).toBe(2199);
    expect(fromPrice(item({ type: 'customs', sizes: { '250': 0, '500': 0 } }))).toBeNull();
    expect(fromPrice(item({ type: 'mens', sizes: { Large: 0 }, discount: [{ quantity: 1, price: 9.99 }] }))).toBeNull();
  });
});
