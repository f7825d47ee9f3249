// Logo marks: the embroidery badges and the groups' and the provider's wordmarks.
import { hashString } from '../colour-table';
import { darker, pick } from './colour';
import { circle, flat, rect } from './svg';
import { escapeXml, fitInitials, fitSize, FONT, initials, textLines, wrap } from './text';

const BADGE_COLOURS = [
  '#1f3a5f',
  '#8c1d2c',
  '#1f6f4a',
  '#5b3b8c',
  '#b4541f',
  '#0f6f7a',
  '#3d4a5c',
  '#9b2242',
  '#2e5aa8',
  '#6b4f1d',
  '#234a35',
  '#7a2e6e',
];

/** A 160×160 embroidery badge on a transparent background: a circle or a shield, by the name. */
export function logoSvg(name: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    logoMark(name),
    '</svg>',
  ].join('\n');
}

/** The badge's shapes in a 160×160 square, to draw on its own or on a garment. */
export function logoMark(name: string): string {
  const colour = pick(BADGE_COLOURS, name);
  const text = escapeXml(initials(name));
  const shield = hashString(`shape:${name}`) % 2 === 1;
  const size = fitInitials(initials(name), 78, shield ? 96 : 106);
  const outer = shield
    ? flat('M80 6 L146 26 L146 78 C146 120 118 144 80 156 C42 144 14 120 14 78 L14 26 Z', colour, darker(colour, 0.35), 3)
    : circle(80, 80, 74, colour, darker(colour, 0.35), 3);
  const stitchRing = shield
    ? `<path d="M80 16 L136 33 L136 78 C136 114 112 134 80 145 C48 134 24 114 24 78 L24 33 Z" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="2" stroke-dasharray="5 4"/>`
    : `<circle cx="80" cy="80" r="64" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="2" stroke-dasharray="5 4"/>`;
  return [
    outer,
    stitchRing,
    `<text x="80" y="${shield ? 78 : 80}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#ffffff">${text}</text>`,
  ].join('\n');
}

function wordmark(title: string, colour: string, emblem: 'round' | 'square'): string {
  const letters = initials(title);
  const lines = wrap(title, title.length > 16 ? 2 : 1);
  const size = fitSize(lines, 290, 38, 13);
  const mark =
    emblem === 'round'
      ? circle(82, 80, 58, colour, darker(colour, 0.3), 3)
      : flat(rect(24, 22, 116, 116, 22), colour, darker(colour, 0.3), 3);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">',
    flat(rect(3, 3, 474, 154, 20), '#ffffff', '#d9dce1', 2),
    mark,
    `<text x="82" y="80" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fitInitials(letters, 58, 90)}" fill="#ffffff">${escapeXml(letters)}</text>`,
    textLines(lines, 164, 72, size, '#1f2430', 'start'),
    `<rect x="164" y="${(72 + (lines.length * size * 1.15) / 2 + 6).toFixed(1)}" width="64" height="5" rx="2.5" fill="${colour}"/>`,
    '</svg>',
  ].join('\n');
}

/** A 480×160 wordmark for a dealership group: initials badge and the group title on a white card. */
export function groupLogoSvg(title: string): string {
  return wordmark(title, pick(BADGE_COLOURS, title), 'square');
}

/** The provider's 480×160 wordmark. */
export function providerLogoSvg(name: string): string {
  return wordmark(name, '#1f3a5f', 'round');
}
