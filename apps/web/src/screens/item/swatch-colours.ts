/** Screen colours for the catalogue's colour names. Only a picture of the colour: the name is what is ordered. */
const SWATCH_COLOURS: Readonly<Record<string, string>> = {
  black: '#1b1b1b',
  white: '#ffffff',
  navy: '#1f2a44',
  'true royal': '#1f4fa3',
  royal: '#1f4fa3',
  red: '#c8102e',
  charcoal: '#46484c',
  silver: '#c0c3c7',
  'light blue': '#9cc3e6',
  'forest green': '#20452f',
  green: '#2e7d32',
  maroon: '#6d1a2a',
  khaki: '#c3b091',
  'athletic heather': '#b5b8bb',
  'dark heather': '#55585c',
  'graphite heather': '#6b6e72',
  heather: '#b5b8bb',
  blue: '#2a62b8',
  brown: '#6b4226',
  chrome: 'linear-gradient(135deg, #f4f5f6 0%, #a9adb2 45%, #ffffff 55%, #8d9196 100%)',
  gold: '#c9a227',
  grey: '#8a8d91',
  gray: '#8a8d91',
  olive: '#6b6b2e',
  orange: '#e8731c',
  pink: '#e58fb4',
  purple: '#5e3a8c',
  'steel grey': '#71797e',
  stone: '#d6cdbb',
  tan: '#d2b48c',
  yellow: '#f2c400',
  clear: 'repeating-conic-gradient(#e6e6e6 0% 25%, #ffffff 0% 50%) 50% / 10px 10px',
  assorted: 'conic-gradient(#c8102e 0 25%, #f2c400 0 50%, #2e7d32 0 75%, #1f4fa3 0)',
};

/** Shown for a colour name the map does not know. */
export const NEUTRAL_SWATCH = 'repeating-linear-gradient(45deg, #bdbdbd 0 4px, #e0e0e0 4px 8px)';

export function swatchBackground(name: string): string {
  return SWATCH_COLOURS[name.trim().toLowerCase()] ?? NEUTRAL_SWATCH;
}

/**
 * A two-tone colour ('Navy White', listed in halfColors) as a diagonal split; any other as one fill.
 * Parts that are themselves patterns (chrome, clear) fall back to their plain middle tone in a split.
 */
export function swatchFill(name: string, halfColors: readonly string[] | undefined): string {
  if (halfColors?.includes(name)) {
    const [first = '', second = ''] = name.trim().split(/\s+/);
    const solid = (part: string) => {
      const fill = swatchBackground(part);
      return fill.startsWith('#') ? fill : '#9e9e9e';
    };
    return `linear-gradient(135deg, ${solid(first)} 0 50%, ${solid(second)} 50% 100%)`;
  }
  return swatchBackground(name);
}
