// Colour arithmetic for the drawings: shades of a fill, contrast, and picking by a name's hash.
import { hashString } from '../colour-table';

export function safeHex(fill: string): string {
  return /^#[0-9a-f]{6}$/i.test(fill) ? fill.toLowerCase() : '#9a9a9a';
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(safeHex(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const darker = (hex: string, t: number): string => mix(hex, '#000000', t);
export const lighter = (hex: string, t: number): string => mix(hex, '#ffffff', t);
/** The outline: always darker than the fill, so white items still read on the light background. */
export const edge = (fill: string): string => darker(fill, luminance(fill) > 0.75 ? 0.3 : 0.38);
/** Seams, stitches, print: contrast with the fill whether it is light or dark. */
export const detail = (fill: string, t = 0.32): string => (luminance(fill) > 0.42 ? darker(fill, t) : lighter(fill, t + 0.08));

export function pick<T>(list: readonly T[], key: string): T {
  return list[hashString(key) % list.length] as T;
}

export const DARK_PLASTIC = '#2e3136';
