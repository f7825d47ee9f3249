// Colour names as the catalogues write them, mapped to the RGB the generated pictures use.
// Keys are matched case-insensitively with runs of spaces collapsed and 'Gray' read as 'Grey',
// because suppliers spell the same colour several ways.

/**
 * How a colour is drawn on top of its fill: heathers get a fleck, metals a sheen, clear is see-through,
 * assorted (a pack of mixed colours) is drawn in several colours.
 */
export type ColourFinish = 'plain' | 'heather' | 'metallic' | 'clear' | 'neon' | 'assorted';

export const COLOUR_TABLE: Readonly<Record<string, string>> = {
  // Neutrals
  Black: '#1d1d1f',
  'Jet Black': '#111113',
  'Matte Black': '#232325',
  'Gloss Black': '#141416',
  White: '#fafafa',
  'Bright White': '#ffffff',
  Natural: '#efe6d2',
  Ivory: '#f4efdf',
  Cream: '#f3e9cf',
  'Off White': '#f1eee6',
  Birch: '#e3ddd0',
  Oatmeal: '#d9ccb4',
  Putty: '#c9bda7',
  Sand: '#d8c7a3',
  Stone: '#bdb39f',
  Khaki: '#c3ae85',
  Tan: '#c29f74',
  Camel: '#b8875a',
  Grey: '#8e9196',
  'Light Grey': '#c6c8cb',
  'Dark Grey': '#54575c',
  'Steel Grey': '#6f7780',
  'Iron Grey': '#4d5157',
  'Sport Grey': '#a5a7aa',
  Ash: '#d5d6d3',
  Smoke: '#7c7f83',
  Charcoal: '#3f4247',
  Graphite: '#4a4d52',
  Carbon: '#35373a',
  Slate: '#5d6b78',
  Pewter: '#8c8f91',
  // Heathers: the blended colour; the artwork adds the fleck
  Heather: '#b4b6b8',
  'Heather Grey': '#b1b3b5',
  'Athletic Heather': '#b7b8b6',
  'Dark Heather': '#4b4e54',
  'Charcoal Heather': '#55585d',
  'Graphite Heather': '#62656b',
  'Black Heather': '#38393c',
  'Navy Heather': '#3d4a66',
  'Royal Heather': '#3f5fa3',
  'Red Heather': '#b8454d',
  'Maroon Heather': '#6e3340',
  'Forest Heather': '#3f5a48',
  'Purple Heather': '#6a5290',
  Oxford: '#a4a6a9',
  // Blues
  Navy: '#1f2a44',
  'Dark Navy': '#1a2236',
  'Classic Navy': '#212c48',
  'Deep Navy': '#182039',
  'Midnight Navy': '#1b2233',
  'True Navy': '#1f2b4d',
  Royal: '#2449a3',
  'True Royal': '#2354b0',
  'Royal Blue': '#2a55b4',
  Blue: '#2f6fc0',
  'Light Blue': '#a9c8e8',
  'Sky Blue': '#86bde8',
  'Powder Blue': '#b7d2ea',
  'Carolina Blue': '#7bafd4',
  'Columbia Blue': '#9bc4e2',
  'Steel Blue': '#4f7196',
  Denim: '#4a6283',
  Indigo: '#34426e',
  Sapphire: '#0f6fb5',
  Turquoise: '#2bb3c0',
  Teal: '#1b7f86',
  Aqua: '#4fc7d1',
  // Reds, oranges, yellows
  Red: '#c8202f',
  'True Red': '#c41e32',
  'Deep Red': '#9f1b2b',
  Cardinal: '#8c1d2c',
  Cranberry: '#9b2242',
  Maroon: '#6b2232',
  Burgundy: '#6e1f30',
  Wine: '#6a2037',
  Brick: '#9c3f2e',
  Rust: '#a24a25',
  Coral: '#f0776a',
  Pink: '#f2a7c0',
  'Light Pink': '#f6c6d6',
  'Hot Pink': '#e23f8c',
  Orange: '#ef7622',
  'Texas Orange': '#c7591f',
  'Burnt Orange': '#c1561d',
  'Safety Orange': '#ff6a13',
  Yellow: '#f5d033',
  'Daffodil Yellow': '#f7d857',
  'Safety Yellow': '#e3f22c',
  'Athletic Gold': '#f2a900',
  Gold: '#d4a537',
  Maize: '#f2c14e',
  // Greens
  Green: '#2e8b4a',
  'Kelly Green': '#1f8a3c',
  'Forest Green': '#24442f',
  Forest: '#26462f',
  'Hunter Green': '#2b4a34',
  'Dark Green': '#234a35',
  'Military Green': '#5a5e3a',
  Olive: '#6b6b3a',
  Loden: '#52553a',
  Sage: '#a4b09a',
  Mint: '#b5e0c9',
  Lime: '#8cc63f',
  'Lime Shock': '#b6e02c',
  'Safety Green': '#c5e82b',
  // Purples and browns
  Purple: '#5b3b8c',
  'Team Purple': '#4e2a84',
  Lavender: '#b9a6d6',
  Brown: '#5c3d2a',
  Chocolate: '#4a3022',
  'Dark Chocolate': '#3a261b',
  Coffee: '#5a4232',
  // Neons
  'Neon Yellow': '#e8ff3a',
  'Neon Green': '#5cf03a',
  'Neon Pink': '#ff4fa3',
  'Neon Orange': '#ff7b2e',
  'Neon Blue': '#2fb3ff',
  // Metals and finishes
  Chrome: '#c9ced4',
  Silver: '#b8bcc2',
  'Brushed Silver': '#aeb2b7',
  'Brushed Aluminum': '#b2b6ba',
  Aluminum: '#b7bbbf',
  'Stainless Steel': '#a9aeb3',
  Stainless: '#a9aeb3',
  Gunmetal: '#51565c',
  Platinum: '#d5d7d9',
  Titanium: '#8d9094',
  Bronze: '#9c6b30',
  Copper: '#b5683b',
  Brass: '#b5975a',
  'Rose Gold': '#c98e80',
  Clear: '#e6eef2',
  Frost: '#e9eef0',
  Translucent: '#e2ebf0',
  // Packs of mixed colours: the fill is the first of the artwork's assorted palette
  Assorted: '#c8202f',
  Multi: '#c8202f',
  Multicolor: '#c8202f',
  Kraft: '#c49a6c',
};

const METALLIC = new Set([
  'chrome',
  'silver',
  'gold',
  'brushed silver',
  'brushed aluminum',
  'aluminum',
  'stainless steel',
  'stainless',
  'gunmetal',
  'platinum',
  'titanium',
  'bronze',
  'copper',
  'brass',
  'rose gold',
]);
const CLEAR = new Set(['clear', 'frost', 'translucent']);
const ASSORTED = new Set(['assorted', 'multi', 'multicolor']);

function normalise(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/\bgray\b/g, 'grey');
}

const BY_KEY: ReadonlyMap<string, string> = new Map(Object.entries(COLOUR_TABLE).map(([name, hex]) => [normalise(name), hex]));

export function isKnownColour(name: string): boolean {
  return BY_KEY.has(normalise(name));
}

/** FNV-1a: stable across runs and platforms, so an unknown colour keeps its picture. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A mid-saturation colour derived from the name: only a safety net, the tests require known names. */
export function fallbackFill(name: string): string {
  const hash = hashString(normalise(name));
  return hslToHex(hash % 360, 0.35 + ((hash >>> 9) % 30) / 100, 0.35 + ((hash >>> 17) % 25) / 100);
}

export function colourFill(name: string): string {
  return BY_KEY.get(normalise(name)) ?? fallbackFill(name);
}

/** 'Black White' -> the two fills, when the name is exactly two words that are each a known colour. */
export function twoTone(name: string): [string, string] | null {
  const words = name.trim().split(' ');
  if (words.length !== 2) return null;
  const [first, second] = words as [string, string];
  if (!isKnownColour(first) || !isKnownColour(second)) return null;
  return [colourFill(first), colourFill(second)];
}

export function colourFinish(name: string): ColourFinish {
  const key = normalise(name);
  if (CLEAR.has(key)) return 'clear';
  if (ASSORTED.has(key)) return 'assorted';
  if (METALLIC.has(key) || key.startsWith('metallic ')) return 'metallic';
  if (key.includes('heather') || key === 'oxford') return 'heather';
  if (key.startsWith('neon ') || key.startsWith('safety ')) return 'neon';
  return 'plain';
}

export interface ItemColour {
  fills: [string] | [string, string];
  finish: ColourFinish;
}

/**
 * The fills of one item colour. A colour listed in the item's halfColors is two-tone by the data's
 * word; otherwise a known whole name ('Navy Heather') wins over reading it as two colours.
 */
export function itemColour(name: string, listedAsHalf: boolean): ItemColour {
  const split = twoTone(name);
  if (split && (listedAsHalf || !isKnownColour(name))) return { fills: split, finish: 'plain' };
  return { fills: [colourFill(name)], finish: colourFinish(name) };
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
