import { ARTWORK_KINDS_BY_TYPE, itemColour, type CatalogueItem } from '@portal/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadTenants } from '../load-tenants';
import { madeSvg, productSvg, type MadeItem } from './artwork';
import { itemArtwork } from './artwork/product';

const registry = loadTenants();
const placementTable = registry.groups.get('default')!.placementTable;
const items = new Map([...registry.groups.values()].flatMap((group) => group.catalogue.map((item) => [item.code, item])));

function made(code: string, colour: string): MadeItem {
  const item = items.get(code)!;
  const { fills, finish } = itemColour(colour, (item.halfColors ?? []).includes(colour));
  return { type: item.type, fills, finish, variant: item.name };
}

/** The RGB at a point of the picture rendered at full size. */
async function pixel(svg: string, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((v, i) => v - (b[i] ?? 0)));

describe('the picture of an item as it will be made', () => {
  it('draws every garment and hat of the catalogues as a drawing its type allows, so every placement has a position on it', () => {
    for (const item of items.values()) {
      const kinds = ARTWORK_KINDS_BY_TYPE[item.type];
      const artwork = itemArtwork(item.type, '#1f2a44', undefined, { variant: item.name, view: 'front' });
      if (!kinds) {
        expect(artwork, item.code).toBeNull();
        continue;
      }
      expect(kinds, `${item.code} ${item.name}`).toContain(artwork?.kind);
      for (const row of placementTable.filter((r) => r.fits.includes(item.type)))
        expect(row.at[artwork!.kind], `${row.name} on ${item.code}`).toBeDefined();
    }
  });

  it('is the plain picture when no logo is chosen', () => {
    const polo = made('1240', 'Navy');
    expect(madeSvg(polo, [], placementTable)).toBe(productSvg('mens', polo.fills[0], polo.fills[1], polo));
  });

  it('draws the logo inside the box its placement gives on that drawing, in the chosen colour', async () => {
    const [x, y, w, h] = placementTable.find((row) => row.name === 'Left Chest')!.at['mens-shirt']!.box;
    // Below the badge's initials, inside its coloured face.
    const centre = [x + w / 2, Math.round(y + h / 2 + Math.min(w, h) * 0.3)] as const;
    for (const colour of ['Navy', 'White']) {
      const polo = made('1240', colour);
      const plain = await pixel(madeSvg(polo, [], placementTable), ...centre);
      const logo = await pixel(
        madeSvg(polo, [{ logo: 'Harbor Point Motors', placement: 'Left Chest' }], placementTable),
        ...centre,
      );
      expect(distance(plain, logo), colour).toBeGreaterThan(60);
      // Outside the box the garment is untouched.
      const beside = [x - 12, y + h / 2] as const;
      expect(distance(await pixel(madeSvg(polo, [], placementTable), ...beside), plain)).toBeLessThan(30);
    }
  });

  it('follows the placement: a sleeve logo lands on the sleeve, not the chest', async () => {
    const polo = made('1240', 'Navy');
    const chest = placementTable.find((row) => row.name === 'Left Chest')!.at['mens-shirt']!.box;
    const sleeve = placementTable.find((row) => row.name === 'Left Sleeve')!.at['mens-shirt']!.box;
    const centreOf = ([x, y, w, h]: readonly number[]) =>
      [x! + w! / 2, Math.round(y! + h! / 2 + Math.min(w!, h!) * 0.3)] as const;
    const plain = madeSvg(polo, [], placementTable);
    const onSleeve = madeSvg(polo, [{ logo: 'Harbor Point Motors', placement: 'Left Sleeve' }], placementTable);
    expect(distance(await pixel(onSleeve, ...centreOf(sleeve)), await pixel(plain, ...centreOf(sleeve)))).toBeGreaterThan(60);
    expect(distance(await pixel(onSleeve, ...centreOf(chest)), await pixel(plain, ...centreOf(chest)))).toBeLessThan(10);
  });

  it('shows the back for a back placement, and both sides when the logos are on both', () => {
    const polo = made('1240', 'Navy');
    const back = madeSvg(polo, [{ logo: 'Harbor Point Motors', placement: 'Full Back' }], placementTable);
    expect(back).toContain('>BACK</text>');
    expect(back).not.toContain('>FRONT</text>');
    // The placket's buttons are on the front only.
    expect(back).not.toMatch(/<circle cx="300"/);
    const both = madeSvg(
      polo,
      [
        { logo: 'Harbor Point Motors', placement: 'Left Chest' },
        { logo: 'Harbor Point Motors', placement: 'Yoke' },
      ],
      placementTable,
    );
    expect(both).toContain('>FRONT</text>');
    expect(both).toContain('>BACK</text>');
    const front = madeSvg(polo, [{ logo: 'Harbor Point Motors', placement: 'Left Chest' }], placementTable);
    expect(front).not.toContain('BACK');
  });

  it('keeps the SVG well-formed for logo names with XML specials, and renders it', async () => {
    const svg = madeSvg(
      made('H-310', 'Black'),
      [{ logo: 'R&D <Motors> "Best"', placement: 'Front Center-HATS' }],
      placementTable,
    );
    expect(svg).not.toContain('<Motors>');
    expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(600);
  });

  it('draws an uploaded logo picture in its placement box, proportions kept, and an item colour on its uploaded photo', async () => {
    const polo = made('1240', 'Navy');
    const chest = placementTable.find((row) => row.name === 'Left Chest')!.at['mens-shirt']!.box;
    const logo = { logo: 'Harbor Point Motors', placement: 'Left Chest' };
    // A wide, bright green logo: where the badge's text mark would be, it is green instead.
    const green = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#00c000' } })
      .png()
      .toBuffer();
    const href = `data:image/png;base64,${green.toString('base64')}`;
    const svg = madeSvg(polo, [logo], placementTable, { logos: new Map([[logo.logo, href]]) });
    expect(svg).toContain(
      `x="${chest[0]}" y="${chest[1]}" width="${chest[2]}" height="${chest[3]}" preserveAspectRatio="xMidYMid meet"`,
    );
    expect(svg).not.toContain('stroke-dasharray="5 4"');
    const centre = [Math.round(chest[0] + chest[2] / 2), Math.round(chest[1] + chest[3] / 2)] as const;
    expect(distance(await pixel(svg, ...centre), [0, 192, 0])).toBeLessThan(40);
    // On a photo, the front is the photo (red here) and the logo still sits at its placement.
    const red = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d02020' } })
      .jpeg()
      .toBuffer();
    const photo = `data:image/jpeg;base64,${red.toString('base64')}`;
    const onPhoto = madeSvg(polo, [logo], placementTable, { photo, logos: new Map([[logo.logo, href]]) });
    expect(distance(await pixel(onPhoto, 20, 20), [208, 32, 32])).toBeLessThan(40);
    expect(distance(await pixel(onPhoto, ...centre), [0, 192, 0])).toBeLessThan(40);
  });

  it('draws no logo on an item no placement fits', () => {
    const keychain = [...items.values()].find((item: CatalogueItem) => item.type === 'accessory')!;
    const { fills, finish } = itemColour(keychain.default_color, false);
    const look = { type: keychain.type, fills, finish, variant: keychain.name };
    expect(madeSvg(look, [{ logo: 'Harbor Point Motors', placement: 'N/A' }], placementTable)).toBe(
      productSvg(keychain.type, fills[0], fills[1], { finish, variant: keychain.name }),
    );
  });
});
