// A product picture: the item's colours and finish made into paints, and the drawing its type and
// name call for. The drawings are in one file per kind; several types borrow another kind's.
import type { ArtworkKind, ArtworkView, ProductType } from '@portal/domain';
import type { ColourFinish } from '../colour-table';
import { coolerBag, keychain, lanyard, mug, notebook, pen, tote, tumbler, umbrella, waterBottle } from './accessories';
import { cutFor, garment, garmentKind } from './apparel';
import { mixingCups, paintCan, paperRoll, sandingDiscs, strainers, tapeRoll } from './bodyshop';
import { DARK_PLASTIC, lighter, luminance } from './colour';
import { decal, keyFob, plate, plateFrame, sticker } from './custom-printed';
import { airFresheners, gallonJug, sprayBottle, towels, wheelBrush } from './detailing';
import { beanie, bucket, cap, hatStyle, visor } from './hats';
import { cards, clipboard, envelopes, folder, namePlate } from './office';
import { partsBox } from './parts';
import { balloons, bow, pennants, soldSign, windowFlag } from './sales';
import { clearBag, fenderCover, floorMat, glove, hangTag, keyTags, seatCover, steeringCover } from './service';
import { paint, type Paint } from './svg';
import { tile } from './tile';

export interface ProductOptions {
  finish?: ColourFinish;
  /** The item's name: picks a shape within a category (plate frame vs plate, mug vs tumbler). */
  variant?: string;
}

/** An item as its category draws it: its paints, and its name to pick the shape within the category. */
interface ItemLook {
  /** The main paint, and the second one (the main one again when the item has one colour). */
  a: Paint;
  b: Paint;
  /** Two colours were given. */
  two: boolean;
  /** The colours several units are drawn in: an assorted pack's, or the item's own. */
  many: readonly string[];
  /** The item's name, lower case. */
  name: string;
  /** The second paint when there is one, else `fallback`. */
  or: (fallback: string) => Paint;
  /** Whether the item's name matches. */
  has: (pattern: RegExp) => boolean;
}

const APPAREL: ReadonlySet<ProductType> = new Set(['mens', 'womens', 'tshirts', 'hat']);

/** The colours of an assorted pack: several of its units are drawn, each in one of these. */
const ASSORTED = ['#c8202f', '#2a55b4', '#f2a900', '#1f8a3c', '#ef7622', '#5b3b8c'];

/** An item's colours, finish and name made into what its category's drawing needs. */
function lookOf(type: ProductType, fillA: string, fillB: string | undefined, options: ProductOptions): ItemLook {
  // Gold or Silver on a shirt is a dyed colour, not a metal; a shirt is never see-through.
  const finish = options.finish ?? 'plain';
  const cloth: ColourFinish = APPAREL.has(type) && (finish === 'metallic' || finish === 'clear') ? 'plain' : finish;
  const a = paint(fillA, cloth === 'assorted' ? 'plain' : cloth);
  const b = fillB === undefined ? a : paint(fillB, 'plain');
  const two = fillB !== undefined;
  const many = finish === 'assorted' ? ASSORTED : two ? [a.fill, b.fill] : [a.fill];
  const name = (options.variant ?? '').toLowerCase();
  return {
    a,
    b,
    two,
    many,
    name,
    or: (fallback) => (two ? b : paint(fallback)),
    has: (pattern) => pattern.test(name),
  };
}

/**
 * A 600×600 product tile. Two-tone (fillB given): apparel body fillA, sleeves and collar fillB;
 * caps front and bill fillA, crown fillB. options.variant (the item's name) picks the shape within
 * the category, e.g. a plate frame rather than a plate; unmatched names get the category's shape.
 */
export function productSvg(type: ProductType, fillA: string, fillB?: string, options: ProductOptions = {}): string {
  const look = lookOf(type, fillA, fillB, options);
  switch (type) {
    case 'mens':
    case 'womens':
    case 'tshirts':
    case 'hat': {
      const { drawing } = logoArtwork(type, look, 'front');
      return tile(drawing.body, drawing.shadow);
    }
    case 'accessory':
      return accessoryTile(look);
    case 'customs':
      return customsTile(look);
    case 'office':
      return officeTile(look);
    case 'service':
      return serviceTile(look);
    case 'sales':
      return salesTile(look);
    case 'detail':
      return detailTile(look);
    case 'bodyshop':
      return bodyshopTile(look);
    case 'parts':
      return partsTile(look);
  }
}

/** What a tile draws: the item, and its floor shadow (none when rx is 0). */
export interface Drawing {
  body: string;
  shadow: { cy: number; rx: number };
}

/**
 * The drawing of a garment or a hat that logos are placed on, from the front or the back, and the
 * kind of artwork whose positions (placements.json) apply to it.
 */
function logoArtwork(
  type: 'mens' | 'womens' | 'tshirts' | 'hat',
  look: ItemLook,
  view: ArtworkView,
): { kind: ArtworkKind; drawing: Drawing } {
  if (type === 'hat') return hatDrawing(look);
  const cut = cutFor(type, look.name);
  return {
    kind: garmentKind(cut),
    drawing: {
      body: garment(cut, look.a, look.b, view),
      shadow: cut.fit === 'womens' ? { cy: 512, rx: 190 } : { cy: 540, rx: 210 },
    },
  };
}

/** The drawing an item's logos go on, or null for an item no logo is drawn on (its type has no artwork kinds). */
export function itemArtwork(
  type: ProductType,
  fillA: string,
  fillB: string | undefined,
  options: ProductOptions & { view: ArtworkView },
): { kind: ArtworkKind; drawing: Drawing } | null {
  if (type !== 'mens' && type !== 'womens' && type !== 'tshirts' && type !== 'hat') return null;
  return logoArtwork(type, lookOf(type, fillA, fillB, options), options.view);
}

function hatDrawing({ a, b, two, name }: ItemLook): { kind: ArtworkKind; drawing: Drawing } {
  const style = hatStyle(name);
  if (style === 'beanie' || style === 'pom-beanie')
    return { kind: 'beanie', drawing: { body: beanie(a, two ? b : a, style === 'pom-beanie'), shadow: { cy: 452, rx: 170 } } };
  if (style === 'visor') return { kind: 'visor', drawing: { body: visor(a, b), shadow: { cy: 452, rx: 230 } } };
  if (style === 'bucket') return { kind: 'bucket', drawing: { body: bucket(a), shadow: { cy: 446, rx: 200 } } };
  return { kind: 'cap', drawing: { body: cap(style, a, b, two), shadow: { cy: 452, rx: 230 } } };
}

function accessoryTile({ a, b, or, has }: ItemLook): string {
  if (has(/key ?chain|key ?ring/)) return tile(keychain(a, b), { cy: 510, rx: 120 });
  if (has(/umbrella/)) return tile(umbrella(a), { cy: 548, rx: 170 });
  if (has(/\bmug\b|coffee cup/)) return tile(mug(a, or('#f4f4f2')), { cy: 498, rx: 160 });
  if (has(/tumbler/)) return tile(tumbler(a, or(DARK_PLASTIC)), { cy: 516, rx: 130 });
  if (has(/bottle/)) return tile(waterBottle(a, or(DARK_PLASTIC)), { cy: 526, rx: 110 });
  if (has(/journal|notebook|notepad/)) return tile(notebook(a, has(/spiral/)), { cy: 514, rx: 160 });
  if (has(/lanyard|badge/)) return tile(lanyard(a, has(/reel/)), { cy: 552, rx: 90 });
  if (has(/cooler/)) return tile(coolerBag(a, b), { cy: 512, rx: 190 });
  if (has(/tote|bag|backpack|duffel/)) return tile(tote(a, b));
  if (has(/\bpens?\b|stylus/)) return tile(pen(a, or('#b8bcc2')), { cy: 500, rx: 200 });
  return tile(tumbler(a, or(DARK_PLASTIC)), { cy: 516, rx: 130 });
}

function customsTile({ a, b, has }: ItemLook): string {
  if (has(/frame/)) return tile(plateFrame(a, b), { cy: 460, rx: 250 });
  if (has(/fob|key ?tag|keychain/)) return tile(keyFob(a, b), { cy: 512, rx: 110 });
  if (has(/decal|emblem/)) return tile(decal(a, b), { cy: 498, rx: 170 });
  if (has(/sticker|cling|magnet/))
    return tile(sticker(a, has(/bumper|magnet/)), { cy: has(/bumper|magnet/) ? 410 : 480, rx: 230 });
  return tile(plate(a, b), { cy: 448, rx: 250 });
}

function officeTile({ a, has }: ItemLook): string {
  if (has(/envelope/)) return tile(envelopes(a, has(/window/)), { cy: 450, rx: 220 });
  if (has(/folder|jacket/)) return tile(folder(a), { cy: 534, rx: 190 });
  if (has(/card/)) return tile(cards(a), { cy: 420, rx: 170 });
  if (has(/name plate|nameplate/)) return tile(namePlate(a), { cy: 446, rx: 240 });
  if (has(/case|box/)) return tile(partsBox(a), { cy: 522, rx: 200 });
  return tile(clipboard(a), { cy: 538, rx: 170 });
}

function serviceTile({ a, many, has }: ItemLook): string {
  if (has(/floor mat/)) return tile(floorMat(a), { cy: 532, rx: 190 });
  if (has(/seat cover|protection kit/)) return tile(seatCover(a), { cy: 486, rx: 170 });
  if (has(/steering/)) return tile(steeringCover(a), { cy: 500, rx: 200 });
  if (has(/key tag/)) return tile(keyTags(many, has(/number/)), { cy: 500, rx: 150 });
  if (has(/glove/)) return tile(glove(a), { cy: 528, rx: 130 });
  if (has(/fender/)) return tile(fenderCover(a), { cy: 490, rx: 220 });
  if (has(/towel|cloth|rag/)) return tile(towels(a, false), { cy: 492, rx: 190 });
  if (has(/pouch|knob|bag/)) return tile(clearBag(a, has(/key|lock/) ? 'key' : 'none'), { cy: 520, rx: 160 });
  if (has(/card/)) return tile(cards(a), { cy: 420, rx: 170 });
  return tile(hangTag(a, many), { cy: 530, rx: 150 });
}

function salesTile({ a, many, has }: ItemLook): string {
  if (has(/flag/)) return tile(windowFlag(a), { cy: 536, rx: 120 });
  if (has(/balloon/)) return tile(balloons(many), { cy: 536, rx: 120 });
  if (has(/\bbow\b/)) return tile(bow(a), { cy: 500, rx: 190 });
  if (has(/sign/)) return tile(soldSign(a), { cy: 522, rx: 210 });
  if (has(/envelope|sleeve/)) return tile(envelopes(a, false), { cy: 450, rx: 220 });
  if (has(/sticker|number/)) return tile(sticker(a, false), { cy: 480, rx: 180 });
  if (has(/hang tag|tag/)) return tile(hangTag(a, many), { cy: 530, rx: 150 });
  if (has(/form|agreement/)) return tile(clipboard(a), { cy: 538, rx: 170 });
  return tile(pennants(many.length > 1 ? many : [a.fill, lighter(a.fill, 0.55)]), { cy: 0, rx: 0 });
}

function detailTile({ a, b, two, many, or, has }: ItemLook): string {
  if (has(/gallon|jug/))
    return tile(gallonJug(a, two ? b.fill : luminance(a.fill) < 0.3 ? '#c8202f' : DARK_PLASTIC), { cy: 526, rx: 150 });
  if (has(/mitt/)) return tile(towels(a, true), { cy: 528, rx: 130 });
  if (has(/towel|cloth/)) return tile(towels(a, false), { cy: 492, rx: 190 });
  if (has(/pad/)) return tile(sandingDiscs(a, false), { cy: 420, rx: 210 });
  if (has(/brush/)) return tile(wheelBrush(a), { cy: 500, rx: 200 });
  if (has(/freshener/)) return tile(airFresheners(many), { cy: 490, rx: 150 });
  if (has(/kit|clay/)) return tile(partsBox(a), { cy: 522, rx: 200 });
  return tile(sprayBottle(a, or(DARK_PLASTIC)), { cy: 522, rx: 130 });
}

function bodyshopTile({ a, has }: ItemLook): string {
  if (has(/masking paper|sheeting|paper/)) return tile(paperRoll(a), { cy: 490, rx: 210 });
  if (has(/tape/)) return tile(tapeRoll(a), { cy: 500, rx: 180 });
  if (has(/cloth|towel|rag/)) return tile(towels(a, false), { cy: 492, rx: 190 });
  if (has(/disc|pad/)) return tile(sandingDiscs(a, has(/disc/)), { cy: 420, rx: 210 });
  if (has(/cup/)) return tile(mixingCups(a), { cy: 516, rx: 140 });
  if (has(/strainer|filter/)) return tile(strainers(a), { cy: 528, rx: 110 });
  if (has(/folder/)) return tile(folder(a), { cy: 534, rx: 190 });
  return tile(paintCan(a), { cy: 508, rx: 160 });
}

function partsTile({ a, many, has }: ItemLook): string {
  if (has(/bag/)) return tile(clearBag(a, 'bolt'), { cy: 520, rx: 160 });
  if (has(/tag/)) return tile(hangTag(a, many), { cy: 530, rx: 150 });
  if (has(/tape/)) return tile(tapeRoll(a), { cy: 500, rx: 180 });
  if (has(/label/)) return tile(sticker(a, false), { cy: 480, rx: 180 });
  if (has(/invoice|form/)) return tile(clipboard(a), { cy: 538, rx: 170 });
  return tile(partsBox(a), { cy: 522, rx: 200 });
}
