// An item as it will be made: its drawing in the chosen colour with the chosen logos at their
// placements, from the front, the back, or both side by side when the logos are on both.
import type { ArtworkView, PlacementTable, ProductType } from '@portal/domain';
import type { ColourFinish } from '../colour-table';
import { logoMark } from './logos';
import { itemArtwork, productSvg } from './product';
import { escapeXml, FONT } from './text';
import { floorShadow, tile } from './tile';

/** The item a made picture shows, as the picture plan describes it. */
export interface MadeItem {
  type: ProductType;
  fills: readonly [string] | readonly [string, string];
  finish: ColourFinish;
  /** The item's name, which picks its shape. */
  variant: string;
}

/** A chosen logo and the placement it goes at. */
export interface MadeLogo {
  logo: string;
  placement: string;
}

/**
 * Pictures staff uploaded, by the address the SVG names them with (the server writes their bytes in
 * before drawing): the item's photo in the chosen colour, and the logos that have a picture of their own.
 */
export interface MadePictures {
  photo?: string;
  logos?: ReadonlyMap<string, string>;
}

type Box = readonly [number, number, number, number];

/** The logo drawn as large as fits in the box, centred in it: its uploaded picture, proportions kept, else its badge. */
function logoInBox(name: string, [x, y, width, height]: Box, picture: string | undefined): string {
  if (picture)
    return `<image href="${escapeXml(picture)}" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"/>`;
  const side = Math.min(width, height);
  const left = x + (width - side) / 2;
  const top = y + (height - side) / 2;
  return `<g transform="translate(${left} ${top}) scale(${side / 160})">${logoMark(name)}</g>`;
}

function caption(text: string, x: number, y: number, size: number): string {
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" letter-spacing="2" fill="#5f6670">${escapeXml(text)}</text>`;
}

/** The whole 600-unit tile covered by an uploaded photo. */
const photoImage = (photo: string) => `<image href="${escapeXml(photo)}" x="0" y="0" width="600" height="600"/>`;

/**
 * The SVG of an item as it will be made. Logos whose placement has no position on the item's
 * drawing (an accessory's 'N/A') are left out: the route refuses such requests before this. With
 * an uploaded photo, the front is the photo and the logos sit at their placements on it.
 */
export function madeSvg(
  item: MadeItem,
  logos: readonly MadeLogo[],
  placementTable: PlacementTable,
  pictures: MadePictures = {},
): string {
  const [fillA, fillB] = item.fills;
  const options = { finish: item.finish, variant: item.variant };
  const front = itemArtwork(item.type, fillA, fillB, { ...options, view: 'front' });
  if (!front)
    return pictures.photo ? tile(photoImage(pictures.photo), { cy: 0, rx: 0 }) : productSvg(item.type, fillA, fillB, options);
  const rows = new Map(placementTable.map((row) => [row.name, row]));
  const placed = logos.flatMap(({ logo, placement }) => {
    const position = rows.get(placement)?.at[front.kind];
    return position ? [{ logo, position }] : [];
  });
  const views: ArtworkView[] = placed.some((p) => p.position.view === 'front') ? ['front'] : [];
  if (placed.some((p) => p.position.view === 'back')) views.push('back');
  if (views.length === 0) views.push('front');

  const drawn = views.map((view) => {
    const artwork = view === 'front' ? front : itemArtwork(item.type, fillA, fillB, { ...options, view });
    const marks = placed
      .filter((p) => p.position.view === view)
      .map((p) => logoInBox(p.logo, p.position.box, pictures.logos?.get(p.logo)));
    const drawing =
      view === 'front' && pictures.photo
        ? { body: photoImage(pictures.photo), shadow: { cy: 0, rx: 0 } }
        : (artwork?.drawing ?? front.drawing);
    return { view, drawing, marks: marks.join('') };
  });
  const [only] = drawn;
  if (drawn.length === 1 && only) {
    const label = only.view === 'back' ? caption('BACK', 300, 44, 22) : '';
    return tile(`${only.drawing.body}${only.marks}${label}`, only.drawing.shadow);
  }
  // Both views, each at half size, side by side: every logo of the line shows.
  const halves = drawn
    .map(({ view, drawing, marks }, index) => {
      const shadow = drawing.shadow.rx > 0 ? floorShadow(drawing.shadow.cy, drawing.shadow.rx) : '';
      return `<g transform="translate(${index * 300} 150) scale(0.5)">${shadow}${drawing.body}${marks}</g>${caption(view.toUpperCase(), index * 300 + 150, 140, 20)}`;
    })
    .join('');
  return tile(halves, { cy: 0, rx: 0 });
}
