// The 600×600 product tile every item is drawn on: background, floor shadow, and the defs its body uses.
import { hashString } from '../colour-table';

// Specks on a jittered grid: random enough not to read as a screen, even enough not to clump
// into the stripes a plain hash shows.
const HEATHER_SPECKS = Array.from({ length: 56 }, (_, i) => {
  const cell = 40 / 7;
  const jx = (hashString(`heather-x${i}`) % 100) / 100;
  const jy = (hashString(`heather-y${i}`) % 100) / 100;
  const x = ((i % 7) + jx * 0.8) * cell;
  const y = (Math.floor(i / 7) * 5 + jy * 4).toFixed(1);
  const light = (i + Math.floor(i / 7)) % 2 === 0;
  const w = 1.6 + (hashString(`heather-w${i}`) % 4) * 0.6;
  return `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="0.9" fill="${light ? '#ffffff' : '#000000'}" fill-opacity="${light ? 0.2 : 0.14}"/>`;
}).join('');

// Each tile carries only the defs it uses: librsvg parses every def, and the heather
// pattern alone is a hundred shapes.
const TILE_DEFS: Readonly<Record<string, string>> = {
  bg: '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9f8f6"/><stop offset="0.62" stop-color="#f1efeb"/><stop offset="1" stop-color="#e4e2dd"/></linearGradient>',
  sheen:
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="0.22" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>',
  metal:
    '<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.18" stop-color="#fff" stop-opacity="0.6"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.62" stop-color="#000" stop-opacity="0.12"/><stop offset="0.8" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>',
  glass:
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0.1" stop-color="#fff" stop-opacity="0"/><stop offset="0.18" stop-color="#fff" stop-opacity="0.75"/><stop offset="0.26" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#fff" stop-opacity="0"/><stop offset="0.86" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.9" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  heather: `<pattern id="heather" width="40" height="40" patternUnits="userSpaceOnUse">${HEATHER_SPECKS}</pattern>`,
  mesh: '<pattern id="mesh" width="9" height="8" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2" r="1.6" fill="#000" fill-opacity="0.3"/><circle cx="7" cy="6" r="1.6" fill="#000" fill-opacity="0.3"/></pattern>',
};

function defsFor(body: string): string {
  const used = Object.entries(TILE_DEFS).filter(([id]) => id === 'bg' || body.includes(`url(#${id})`));
  return `<defs>${used.map(([, def]) => def).join('')}</defs>`;
}

// Stacked translucent ellipses rather than a radial gradient: librsvg renders radial
// gradients several times slower, and a build renders hundreds of tiles.
export function floorShadow(cy: number, rx: number): string {
  return [1, 0.86, 0.72, 0.58, 0.44, 0.3]
    .map(
      (k) =>
        `<ellipse cx="300" cy="${cy}" rx="${Math.round(rx * k)}" ry="${Math.round(20 * k)}" fill="#000" fill-opacity="0.035"/>`,
    )
    .join('');
}

/** The light product tile every item sits on, with a soft floor shadow (none when rx is 0: hanging things). */
export function tile(body: string, shadow: { cy: number; rx: number } = { cy: 540, rx: 210 }): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">',
    defsFor(body),
    '<rect width="600" height="600" fill="url(#bg)"/>',
    shadow.rx > 0 ? floorShadow(shadow.cy, shadow.rx) : '',
    body,
    '</svg>',
  ].join('\n');
}
