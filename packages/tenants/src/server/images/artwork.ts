// Flat product and logo artwork as SVG strings: pure, no I/O. Rendered to JPEG/PNG by render-images.
import type { ProductType } from '@portal/domain';
import { hashString, type ColourFinish } from './colour-table';

export interface ProductOptions {
  finish?: ColourFinish;
  /** The item's name: picks a shape within a category (plate frame vs plate, mug vs tumbler). */
  variant?: string;
}

const FONT = 'DejaVu Sans, Verdana, Arial, Helvetica, sans-serif';

// ---------------------------------------------------------------- text and colour helpers

function isXmlChar(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

/** Escapes text for SVG content or attributes; drops characters XML 1.0 forbids outright. */
export function escapeXml(text: string): string {
  return [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const MINOR_WORDS = new Set(['of', 'the', 'and', 'at', 'de', 'la', 'by']);

/** 'Guardian Chevrolet of Tampa' -> 'GCT'; a short all-caps word ('HPM') stays whole. */
export function initials(name: string): string {
  const words = name
    .split(/[\s/_\-.]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
  const major = words.filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  const use = major.length > 0 ? major : words;
  const only = use.length === 1 ? use[0] : undefined;
  if (only !== undefined && /^[\p{Lu}\p{N}]{2,3}$/u.test(only)) return only;
  const letters = use.slice(0, 3).map((word) => ([...word][0] ?? '').toUpperCase());
  return letters.join('') || '?';
}

function safeHex(fill: string): string {
  return /^#[0-9a-f]{6}$/i.test(fill) ? fill.toLowerCase() : '#9a9a9a';
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(safeHex(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const darker = (hex: string, t: number): string => mix(hex, '#000000', t);
const lighter = (hex: string, t: number): string => mix(hex, '#ffffff', t);
/** The outline: always darker than the fill, so white items still read on the light background. */
const edge = (fill: string): string => darker(fill, luminance(fill) > 0.75 ? 0.3 : 0.38);
/** Seams, stitches, print: contrast with the fill whether it is light or dark. */
const detail = (fill: string, t = 0.32): string => (luminance(fill) > 0.42 ? darker(fill, t) : lighter(fill, t + 0.08));

function pick<T>(list: readonly T[], key: string): T {
  return list[hashString(key) % list.length] as T;
}

/** Mirrors a path of absolute M/L/C/Q/Z commands across x = 300, for the right sleeve or collar. */
function mirror(d: string): string {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? [];
  let index = 0;
  return tokens
    .map((token) => {
      if (/[A-Za-z]/.test(token)) {
        index = 0;
        return token;
      }
      const value = index % 2 === 0 ? 600 - Number(token) : Number(token);
      index += 1;
      return String(Math.round(value * 10) / 10);
    })
    .join(' ');
}

// ---------------------------------------------------------------- drawing primitives

interface Paint {
  fill: string;
  finish: ColourFinish;
}

function paint(fill: string, finish: ColourFinish = 'plain'): Paint {
  return { fill: safeHex(fill), finish };
}

/** A filled shape with soft side lighting, its finish, and a darker outline. */
function shape(d: string, p: Paint, strokeWidth = 3): string {
  const overlays = ['sheen'];
  if (p.finish === 'heather') overlays.push('heather');
  if (p.finish === 'metallic') overlays.push('metal');
  if (p.finish === 'clear') overlays.push('glass');
  // The outline rides on the last overlay: one path fewer per shape, and rendering time is per path.
  const outline = ` stroke="${edge(p.fill)}" stroke-width="${strokeWidth}" stroke-linejoin="round"`;
  return [
    `<path d="${d}" fill="${p.fill}"${p.finish === 'clear' ? ' fill-opacity="0.5"' : ''}/>`,
    ...overlays.map((id, i) => `<path d="${d}" fill="url(#${id})"${i === overlays.length - 1 ? outline : ''}/>`),
  ].join('');
}

/** A flat shape: no lighting, for small parts (buttons, labels, holes). */
function flat(d: string, fill: string, stroke?: string, strokeWidth = 2): string {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"` : '';
  return `<path d="${d}" fill="${fill}"${outline}/>`;
}

function line(d: string, colour: string, width = 2, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`;
}

function stitch(d: string, colour: string, width = 1.8, opacity = 0.75): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="6 4" stroke-linecap="round" stroke-opacity="${opacity}"/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, stroke?: string, strokeWidth = 2): string {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : '';
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${outline}/>`;
}

function rect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y} L${x + w - r} ${y} Q${x + w} ${y} ${x + w} ${y + r} L${x + w} ${y + h - r} Q${x + w} ${y + h} ${x + w - r} ${y + h} L${x + r} ${y + h} Q${x} ${y + h} ${x} ${y + h - r} L${x} ${y + r} Q${x} ${y} ${x + r} ${y} Z`;
}

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
function floorShadow(cy: number, rx: number): string {
  return [1, 0.86, 0.72, 0.58, 0.44, 0.3]
    .map(
      (k) =>
        `<ellipse cx="300" cy="${cy}" rx="${Math.round(rx * k)}" ry="${Math.round(20 * k)}" fill="#000" fill-opacity="0.035"/>`,
    )
    .join('');
}

/** The light product tile every item sits on, with a soft floor shadow (none when rx is 0: hanging things). */
function tile(body: string, shadow: { cy: number; rx: number } = { cy: 540, rx: 210 }): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">',
    defsFor(body),
    '<rect width="600" height="600" fill="url(#bg)"/>',
    shadow.rx > 0 ? floorShadow(shadow.cy, shadow.rx) : '',
    body,
    '</svg>',
  ].join('\n');
}

// ---------------------------------------------------------------- apparel

function cuff(end1: [number, number], end2: [number, number], depth: number): string {
  // A band along a sleeve's opening, pushed inward (towards the shoulder) by depth.
  const [x1, y1] = end1;
  const [x2, y2] = end2;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const nx = ((y2 - y1) / len) * depth;
  const ny = (-(x2 - x1) / len) * depth;
  const r = (v: number): number => Math.round(v * 10) / 10;
  return `M${x1} ${y1} L${x2} ${y2} L${r(x2 + nx)} ${r(y2 + ny)} L${r(x1 + nx)} ${r(y1 + ny)} Z`;
}

type Fit = 'mens' | 'womens';
type SleeveLength = 'short' | 'long' | 'three-quarter' | 'none';
type Neck = 'crew' | 'vneck' | 'polo' | 'shirt' | 'stand' | 'hood';

/** What a garment's name says about its cut: 'Harborline Ladies Insulated Jacket' -> womens, long, stand collar, full zip, quilted. */
interface Cut {
  fit: Fit;
  sleeves: SleeveLength;
  neck: Neck;
  zip: 'none' | 'quarter' | 'full';
  buttons: number;
  pockets: 0 | 1 | 2;
  stripes: boolean;
  hiVis: boolean;
  quilted: boolean;
  waistband: boolean;
  kangaroo: boolean;
}

function cutFor(type: 'mens' | 'womens' | 'tshirts', name: string): Cut {
  const n = name.toLowerCase();
  const fit: Fit = type === 'womens' || /\b(ladies|women'?s)\b/.test(n) ? 'womens' : 'mens';
  const hood = /hood|rain/.test(n);
  const fullZip = /full-zip|jacket|shell|windbreaker|vest|fleece/.test(n);
  const quarterZip = /quarter-zip|1\/4 zip/.test(n);
  const shirt = /dress shirt|oxford|twill|poplin|work shirt|blouse|button/.test(n);
  let neck: Neck = type === 'tshirts' ? 'crew' : 'polo';
  if (hood) neck = 'hood';
  else if (fullZip || quarterZip) neck = 'stand';
  else if (shirt) neck = 'shirt';
  else if (/polo/.test(n)) neck = 'polo';
  else if (/v-neck/.test(n)) neck = 'vneck';
  else if (/crew|tee|sweatshirt|knit/.test(n)) neck = 'crew';
  let sleeves: SleeveLength = 'short';
  if (/vest|sleeveless|tank/.test(n)) sleeves = 'none';
  else if (/three-quarter|3\/4/.test(n)) sleeves = 'three-quarter';
  else if (/short sleeve/.test(n)) sleeves = 'short';
  else if (
    /long sleeve|dress shirt|oxford|twill|poplin|blouse|jacket|shell|windbreaker|full-zip|quarter-zip|hood|sweatshirt|pullover|fleece/.test(
      n,
    )
  )
    sleeves = 'long';
  return {
    fit,
    sleeves,
    neck,
    zip: fullZip ? 'full' : quarterZip ? 'quarter' : 'none',
    buttons: neck === 'shirt' ? 6 : neck === 'polo' ? (fit === 'womens' ? 2 : 3) : 0,
    pockets: /work shirt/.test(n) ? 2 : /pocket/.test(n) ? 1 : 0,
    stripes: /stripe/.test(n),
    hiVis: /hi-vis|high visibility|safety/.test(n),
    quilted: /puffer|insulated|quilted/.test(n),
    waistband: /sweatshirt|hoodie|pullover|fleece|quarter-zip/.test(n),
    kangaroo: /hoodie/.test(n) && !fullZip,
  };
}

const BODY: Record<Fit, string> = {
  mens: 'M250 100 L350 100 L416 128 C422 180 418 215 414 252 L420 522 Q300 530 180 522 L186 252 C182 215 178 180 184 128 Z',
  womens:
    'M262 106 L338 106 L396 130 C401 175 397 210 390 238 C378 280 371 306 373 330 C376 384 388 446 394 490 Q300 514 206 490 C212 446 224 384 227 330 C229 306 222 280 210 238 C203 210 199 175 204 130 Z',
};
const ARMHOLE: Record<Fit, string> = { mens: 'M184 128 C178 180 182 215 186 252', womens: 'M204 130 C199 175 203 210 210 238' };
const HEM: Record<Fit, string> = { mens: 'M186 508 Q300 516 414 508', womens: 'M210 476 Q300 498 390 476' };
const WAISTBAND: Record<Fit, string> = {
  mens: 'M181 490 Q300 498 419 490 L420 522 Q300 530 180 522 Z',
  womens: 'M209 460 Q300 482 391 460 L394 490 Q300 514 206 490 Z',
};

type Point = [number, number];
const SLEEVES: Record<Fit, Record<Exclude<SleeveLength, 'none'>, { d: string; end: [Point, Point] }>> = {
  mens: {
    short: {
      d: 'M184 128 L124 158 Q104 172 94 206 L136 252 Q162 250 186 252 C182 215 178 180 184 128 Z',
      end: [
        [94, 206],
        [136, 252],
      ],
    },
    'three-quarter': {
      d: 'M184 128 Q132 146 116 196 L96 372 L148 382 L168 300 Q176 270 186 252 C182 215 178 180 184 128 Z',
      end: [
        [96, 372],
        [148, 382],
      ],
    },
    long: {
      d: 'M184 128 Q132 146 116 196 L84 474 L138 486 L168 300 Q176 270 186 252 C182 215 178 180 184 128 Z',
      end: [
        [84, 474],
        [138, 486],
      ],
    },
  },
  womens: {
    short: {
      d: 'M204 130 L160 150 Q140 162 132 190 L168 228 Q190 234 210 238 C203 210 199 175 204 130 Z',
      end: [
        [132, 190],
        [168, 228],
      ],
    },
    'three-quarter': {
      d: 'M204 130 Q160 146 148 196 L130 372 L178 380 L192 300 Q198 262 210 238 C203 210 199 175 204 130 Z',
      end: [
        [130, 372],
        [178, 380],
      ],
    },
    long: {
      d: 'M204 130 Q160 146 148 196 L118 470 L166 480 L192 300 Q198 262 210 238 C203 210 199 175 204 130 Z',
      end: [
        [118, 470],
        [166, 480],
      ],
    },
  },
};

/** The neckline, drawn for the mens neck (250..350 at y 100); the womens neck is a scaled copy. */
function neckline(neck: Neck, body: Paint, trim: Paint): string {
  const inside = darker(body.fill, 0.3);
  const t = detail(trim.fill);
  switch (neck) {
    case 'crew':
      return [
        flat('M248 100 C268 86 332 86 352 100 C336 124 264 124 248 100 Z', inside),
        shape('M246 100 C268 82 332 82 354 100 C332 90 268 90 246 100 Z', trim, 2),
        shape('M246 100 C262 138 338 138 354 100 L352 100 C336 124 264 124 248 100 Z', trim, 2),
      ].join('');
    case 'vneck':
      return [
        flat('M250 100 L300 170 L350 100 C332 88 268 88 250 100 Z', inside),
        shape('M246 100 C268 82 332 82 354 100 C332 90 268 90 246 100 Z', trim, 2),
        shape('M246 100 L300 178 L354 100 L340 100 L300 158 L260 100 Z', trim, 2),
      ].join('');
    case 'polo':
    case 'shirt': {
      const flap =
        neck === 'polo'
          ? 'M246 97 Q276 124 300 151 L270 186 Q248 158 230 118 Q236 104 246 97 Z'
          : 'M246 94 Q274 122 300 140 L262 178 Q244 150 230 114 Q236 100 246 94 Z';
      return [
        flat(
          neck === 'polo'
            ? 'M250 100 Q274 126 300 150 Q326 126 350 100 C330 88 270 88 250 100 Z'
            : 'M250 100 Q274 122 300 140 Q326 122 350 100 C330 88 270 88 250 100 Z',
          inside,
        ),
        shape('M242 101 C264 80 336 80 358 101 L349 109 C328 94 272 94 251 109 Z', trim, 2),
        shape(flap, trim, 2.5),
        shape(mirror(flap), trim, 2.5),
        stitch(neck === 'polo' ? 'M254 108 Q278 130 296 152' : 'M254 104 Q278 126 296 142', t, 1.4, 0.6),
        stitch(mirror(neck === 'polo' ? 'M254 108 Q278 130 296 152' : 'M254 104 Q278 126 296 142'), t, 1.4, 0.6),
      ].join('');
    }
    case 'stand': {
      const half = 'M244 106 L247 68 Q272 80 299 84 L299 148 Q262 140 244 106 Z';
      return [
        flat('M247 68 C270 56 330 56 353 68 Q328 80 300 84 Q272 80 247 68 Z', inside),
        shape(half, trim, 2.5),
        shape(mirror(half), trim, 2.5),
        stitch('M252 78 Q274 88 296 91', t, 1.4, 0.55),
        stitch(mirror('M252 78 Q274 88 296 91'), t, 1.4, 0.55),
      ].join('');
    }
    case 'hood':
      return [
        flat('M250 100 C256 166 344 166 350 100 C330 84 270 84 250 100 Z', inside),
        shape('M246 98 C246 150 270 176 302 182 L302 166 C276 160 262 136 260 98 Z', trim, 2),
        shape(mirror('M246 98 C246 150 270 176 302 182 L302 166 C276 160 262 136 260 98 Z'), trim, 2),
      ].join('');
  }
}

function garment(cut: Cut, body: Paint, trim: Paint): string {
  const bodyD = BODY[cut.fit];
  const s = detail(body.fill);
  const t = detail(trim.fill);
  const out: string[] = [];
  const clipId = `body-${cut.fit}`;
  const onBody = (content: string): string => `<g clip-path="url(#${clipId})">${content}</g>`;
  out.push(`<clipPath id="${clipId}"><path d="${bodyD}"/></clipPath>`);

  if (cut.neck === 'hood') {
    // The hood lies behind the shoulders, so it is drawn before the body.
    const hoodD = cut.fit === 'mens' ? 'M224 124 C196 24 404 24 376 124 Z' : 'M236 128 C212 38 388 38 364 128 Z';
    out.push(shape(hoodD, trim), line(cut.fit === 'mens' ? 'M300 56 L300 92' : 'M300 64 L300 100', t, 1.6, 0.4));
  }
  if (cut.sleeves !== 'none') {
    const sleeve = SLEEVES[cut.fit][cut.sleeves];
    const band = cuff(sleeve.end[0], sleeve.end[1], cut.sleeves === 'short' ? 14 : 22);
    out.push(shape(sleeve.d, trim), shape(mirror(sleeve.d), trim), shape(band, trim, 2), shape(mirror(band), trim, 2));
    if (cut.sleeves !== 'short') {
      const [[x1, y1], [x2, y2]] = sleeve.end;
      const crease = `M${x1 + 34} ${y1 - 190} Q${x1 + 28} ${y1 - 110} ${(x1 + x2) / 2 + 6} ${Math.min(y1, y2) - 40}`;
      out.push(line(crease, t, 2, 0.3), line(mirror(crease), t, 2, 0.3));
    }
    if (cut.quilted) {
      const rows = [180, 240, 300, 360, 420].map((y) => `M60 ${y} L200 ${y + 14}`).join(' ');
      out.push(`<clipPath id="sleeve-${cut.fit}"><path d="${sleeve.d}"/><path d="${mirror(sleeve.d)}"/></clipPath>`);
      out.push(`<g clip-path="url(#sleeve-${cut.fit})">${stitch(rows, t, 1.6, 0.6)}${stitch(mirror(rows), t, 1.6, 0.6)}</g>`);
    }
  }
  out.push(shape(bodyD, body));
  if (cut.sleeves === 'none') out.push(line(ARMHOLE[cut.fit], trim.fill, 7), line(mirror(ARMHOLE[cut.fit]), trim.fill, 7));
  if (cut.stripes) {
    const bands = [200, 262, 324, 386, 448]
      .map((y) => `<rect x="150" y="${y}" width="300" height="22" fill="${detail(body.fill, 0.22)}" fill-opacity="0.75"/>`)
      .join('');
    out.push(onBody(bands));
  }
  if (cut.quilted) {
    const rows = [170, 230, 290, 350, 410, 470].map((y) => `M150 ${y} Q300 ${y + 10} 450 ${y}`).join(' ');
    out.push(
      onBody(
        `${stitch(rows, s, 1.8, 0.7)}${line(
          rows.replace(/M150 (\d+)/g, (_, y: string) => `M150 ${Number(y) + 4}`),
          darker(body.fill, 0.25),
          6,
          0.18,
        )}`,
      ),
    );
  }
  if (cut.hiVis) {
    const band = (y: number): string =>
      `<rect x="150" y="${y}" width="300" height="30" fill="#c9ced4"/><rect x="150" y="${y + 11}" width="300" height="8" fill="#f4f6f8"/>`;
    out.push(onBody(`${band(330)}${band(420)}`));
  }
  if (cut.waistband) {
    out.push(shape(WAISTBAND[cut.fit], trim, 2));
    const ribs = Array.from({ length: 21 }, (_, i) => `M${196 + i * 10} ${cut.fit === 'mens' ? 498 : 472} l0 18`).join(' ');
    out.push(`<g clip-path="url(#${clipId})">${line(ribs, t, 1.2, 0.35)}</g>`);
  }
  if (cut.kangaroo) {
    const pocket = 'M226 374 L374 374 Q390 420 400 470 L200 470 Q210 420 226 374 Z';
    out.push(shape(pocket, body, 2), line('M226 374 Q214 424 200 470', s, 3, 0.6), line('M374 374 Q386 424 400 470', s, 3, 0.6));
  }
  const pocket = 'M322 180 L374 180 L374 234 Q348 244 322 234 Z';
  if (cut.pockets >= 1) out.push(shape(pocket, body, 2), stitch('M326 192 L370 192', s, 1.4, 0.6));
  if (cut.pockets === 2) out.push(shape(mirror(pocket), body, 2), stitch(mirror('M326 192 L370 192'), s, 1.4, 0.6));

  const neckTop = cut.fit === 'mens' ? 138 : 136;
  if (cut.buttons > 0) {
    const bottom = cut.buttons > 3 ? (cut.fit === 'mens' ? 512 : 482) : cut.fit === 'mens' ? 258 : 212;
    const placket = `M287 ${neckTop} L313 ${neckTop} L313 ${bottom} Q300 ${bottom + 8} 287 ${bottom} Z`;
    out.push(
      shape(placket, body, 2),
      stitch(`M292 ${neckTop + 8} L292 ${bottom - 4} M308 ${neckTop + 8} L308 ${bottom - 4}`, s, 1.4, 0.55),
    );
    const first = neckTop + (cut.buttons > 3 ? 20 : 34);
    const gap = cut.buttons > 3 ? (bottom - first - 20) / (cut.buttons - 1) : 30;
    for (let i = 0; i < cut.buttons; i += 1) out.push(circle(300, Math.round(first + i * gap), 5.5, detail(body.fill, 0.45)));
  }
  if (cut.zip !== 'none') {
    const top = cut.neck === 'hood' ? 176 : 86;
    const bottom = cut.zip === 'full' ? (cut.fit === 'mens' ? 516 : 490) : 250;
    const teeth = luminance(trim.fill) > 0.42 ? darker(trim.fill, 0.4) : lighter(trim.fill, 0.3);
    out.push(
      line(`M300 ${top} L300 ${bottom}`, darker(trim.fill, 0.2), 8),
      `<path d="M300 ${top} L300 ${bottom}" stroke="${teeth}" stroke-width="5" stroke-dasharray="2 2"/>`,
    );
    out.push(flat(rect(294, top + 6, 12, 30, 4), '#9aa0a6', '#5f646a', 1.5));
  }
  if (cut.neck === 'hood') {
    out.push(line('M286 172 L280 262', '#eceae5', 5), line('M314 172 L320 262', '#eceae5', 5));
    out.push(flat(rect(276, 258, 8, 18, 3), '#9aa0a6'), flat(rect(316, 258, 8, 18, 3), '#9aa0a6'));
  }
  const neck = neckline(cut.neck, body, trim);
  out.push(cut.fit === 'mens' ? neck : `<g transform="translate(300 106) scale(0.76 0.9) translate(-300 -100)">${neck}</g>`);
  if (!cut.waistband) out.push(stitch(HEM[cut.fit], s));
  // Princess seams: the quickest cue that a womens cut is fitted.
  if (cut.fit === 'womens' && cut.zip === 'none' && cut.buttons < 4) {
    const seam = 'M236 168 C252 222 252 300 246 360 C242 410 238 450 236 484';
    out.push(stitch(seam, s, 1.5, 0.4), stitch(mirror(seam), s, 1.5, 0.4));
  }
  out.push(line(cut.fit === 'mens' ? 'M198 264 Q216 296 210 336' : 'M218 250 Q232 282 230 316', s, 2, 0.22));
  out.push(line(mirror(cut.fit === 'mens' ? 'M198 264 Q216 296 210 336' : 'M218 250 Q232 282 230 316'), s, 2, 0.22));
  return out.join('');
}

// ---------------------------------------------------------------- hats

type HatStyle = 'cap' | 'trucker' | 'rope' | 'sandwich' | 'beanie' | 'pom-beanie' | 'visor' | 'bucket';

function hatStyle(name: string): HatStyle {
  const n = name.toLowerCase();
  if (/pom/.test(n)) return 'pom-beanie';
  if (/beanie|watch cap|knit/.test(n)) return 'beanie';
  if (/visor/.test(n)) return 'visor';
  if (/bucket/.test(n)) return 'bucket';
  if (/trucker|mesh/.test(n)) return 'trucker';
  if (/rope/.test(n)) return 'rope';
  if (/sandwich/.test(n)) return 'sandwich';
  return 'cap';
}

const CAP_BILL = 'M212 360 C164 354 98 364 56 398 C68 422 150 434 228 422 C272 414 302 400 326 388 C284 382 240 374 212 360 Z';

function bill(top: Paint, under: string): string {
  const f = detail(top.fill);
  return [
    flat(
      'M56 398 C68 422 150 434 228 422 C272 414 302 400 326 388 L326 397 C302 410 272 425 228 433 C150 445 62 432 56 406 Z',
      under,
      darker(under, 0.35),
      2,
    ),
    shape(CAP_BILL, top),
    stitch('M74 398 C92 414 160 422 226 410 C262 404 288 394 306 386', f, 1.8, 0.6),
    stitch('M92 396 C110 408 168 412 226 402 C258 396 282 388 298 382', f, 1.8, 0.45),
  ].join('');
}

/**
 * A cap in three-quarter view, bill to the left. Two-tone (A B): the front panel and bill are A,
 * the crown B (mesh on a trucker); a rope cap's rope and a sandwich bill's layer are B instead.
 */
function cap(style: 'cap' | 'trucker' | 'rope' | 'sandwich', a: Paint, b: Paint, twoTone: boolean): string {
  const crownD = 'M200 376 C186 280 258 204 356 198 C448 200 506 264 500 382 C426 396 272 392 200 376 Z';
  const frontD = 'M200 376 C186 280 258 204 356 198 C322 238 306 306 320 390 C276 388 232 384 200 376 Z';
  const mesh = style === 'trucker';
  const crown = twoTone && (style === 'cap' || mesh) ? b : a;
  const c = detail(crown.fill);
  const f = detail(a.fill);
  return [
    shape(crownD, crown),
    mesh ? `<path d="${crownD}" fill="url(#mesh)"/>` : '',
    mesh ? '' : stitch('M358 204 C396 236 420 306 420 390', c, 1.6, 0.6),
    mesh ? '' : stitch('M360 202 C430 218 472 282 476 386', c, 1.6, 0.5),
    mesh ? '' : circle(394, 266, 5, darker(crown.fill, 0.35)),
    mesh ? '' : circle(452, 286, 4.5, darker(crown.fill, 0.35)),
    line('M448 388 Q466 356 486 384', darker(crown.fill, 0.45), 5),
    shape(frontD, a),
    stitch('M354 206 C308 232 266 300 262 382', f, 1.6, 0.55),
    stitch('M212 368 C202 286 264 216 346 208', f, 1.6, 0.45),
    circle(356, 196, 11, a.fill, edge(a.fill), 2.5),
    bill(a, style === 'sandwich' && twoTone ? b.fill : darker(a.fill, 0.4)),
    style === 'rope'
      ? line('M206 366 C244 376 290 384 322 388', twoTone ? b.fill : lighter(a.fill, 0.6), 8) +
        line('M206 366 C244 376 290 384 322 388', darker(twoTone ? b.fill : a.fill, 0.35), 8, 0.6).replace(
          'stroke-linecap="round"',
          'stroke-dasharray="3 5"',
        )
      : '',
  ].join('');
}

function beanie(knit: Paint, pom: Paint, withPom: boolean): string {
  const dome = 'M172 410 C160 250 222 172 300 170 C378 172 440 250 428 410 Z';
  const cuffD = 'M160 352 Q300 326 440 352 L446 442 Q300 466 154 442 Z';
  const ribs = Array.from({ length: 19 }, (_, i) => {
    const x = 172 + i * 14.2;
    const t = (x - 160) / 280;
    const top = 352 - 52 * t * (1 - t);
    const bottom = 442 + 48 * t * (1 - t);
    return `M${x.toFixed(1)} ${(top + 6).toFixed(1)} L${x.toFixed(1)} ${(bottom - 6).toFixed(1)}`;
  }).join(' ');
  const wales = [-3, -2, -1, 0, 1, 2, 3]
    .map((k) => `M${300 + k * 36} 352 Q${300 + k * 30} 250 300 ${176 + Math.abs(k) * 2}`)
    .join(' ');
  const k = detail(knit.fill, 0.25);
  return [
    shape(dome, knit),
    line(wales, k, 2, 0.45),
    shape(cuffD, knit),
    line(ribs, k, 2.5, 0.55),
    withPom
      ? `${circle(300, 160, 46, pom.fill, edge(pom.fill), 3)}<circle cx="300" cy="160" r="46" fill="url(#heather)"/><circle cx="300" cy="160" r="38" fill="none" stroke="${detail(pom.fill, 0.2)}" stroke-width="6" stroke-dasharray="2 5"/>`
      : '',
  ].join('');
}

function visor(a: Paint, b: Paint): string {
  // A headband ring seen from above the front: the back of the band shows inside, above the bill.
  const back = 'M196 344 C196 276 464 276 464 344 L464 376 C464 310 196 310 196 376 Z';
  const front = 'M196 344 C196 412 464 412 464 344 L464 376 C464 444 196 444 196 376 Z';
  return [
    shape(back, paint(darker(b.fill, 0.22), b.finish), 2),
    shape(front, b),
    stitch('M202 362 C204 422 456 422 458 362', detail(b.fill), 1.5, 0.55),
    bill(a, darker(a.fill, 0.4)),
  ].join('');
}

function bucket(hat: Paint): string {
  const brim = 'M110 356 C140 306 460 306 490 356 C480 414 404 440 300 440 C196 440 120 414 110 356 Z';
  const crownD = 'M196 340 C192 236 234 190 300 188 C366 190 408 236 404 340 Z';
  const lip = 'M116 362 C170 404 430 404 484 362 C474 414 402 440 300 440 C198 440 126 414 116 362 Z';
  const h = detail(hat.fill);
  return [
    shape(brim, paint(darker(hat.fill, 0.12), hat.finish)),
    shape(crownD, hat),
    shape('M194 306 Q300 322 406 306 L406 344 Q300 360 194 344 Z', hat, 2),
    circle(250, 268, 5, darker(hat.fill, 0.35)),
    circle(350, 268, 5, darker(hat.fill, 0.35)),
    stitch('M300 192 L300 304', h, 1.5, 0.5),
    shape(lip, hat),
    stitch('M134 372 C186 412 414 412 466 372', h, 1.6, 0.6),
    stitch('M150 388 C200 420 400 420 450 388', h, 1.6, 0.5),
  ].join('');
}

// ---------------------------------------------------------------- accessories and custom printed

function tumbler(body: Paint, lid: Paint): string {
  const bodyD = 'M204 170 L396 170 L374 512 Q300 526 226 512 Z';
  const lidD = rect(192, 124, 216, 50, 14);
  return [
    shape(bodyD, body),
    line('M208 214 L392 214', edge(body.fill), 2, 0.35),
    line('M224 488 Q300 500 376 488', edge(body.fill), 2, 0.4),
    shape(lidD, lid),
    flat(rect(262, 132, 76, 12, 6), darker(lid.fill, 0.45)),
    line('M196 166 L404 166', darker(lid.fill, 0.3), 3),
  ].join('');
}

function mug(body: Paint, inner: Paint): string {
  const handle = 'M388 220 C470 220 476 388 384 392 L384 360 C432 354 432 254 388 254 Z';
  const bodyD = 'M178 168 L392 168 L386 486 Q285 506 184 486 Z';
  return [
    shape(handle, body),
    shape(bodyD, body),
    `<ellipse cx="285" cy="168" rx="107" ry="20" fill="${darker(inner.fill, 0.25)}" stroke="${edge(body.fill)}" stroke-width="3"/>`,
    `<ellipse cx="285" cy="172" rx="95" ry="13" fill="${darker(inner.fill, 0.45)}"/>`,
  ].join('');
}

function keychain(tag: Paint, accent: Paint): string {
  const tagD =
    'M228 250 L372 250 Q392 250 392 270 L392 470 Q392 500 362 500 L238 500 Q208 500 208 470 L208 270 Q208 250 228 250 Z';
  return [
    `<circle cx="300" cy="160" r="58" fill="none" stroke="#9aa0a6" stroke-width="10"/>`,
    `<circle cx="300" cy="160" r="58" fill="none" stroke="#eef0f2" stroke-width="3" stroke-dasharray="60 300"/>`,
    line('M300 218 L300 250', '#8a9096', 8),
    shape(tagD, tag),
    circle(300, 282, 12, '#e6e4df', edge(tag.fill), 3),
    flat(rect(236, 330, 128, 120, 18), 'none', detail(tag.fill), 3),
    flat(rect(252, 372, 96, 14, 7), detail(accent.fill, 0.35)),
    flat(rect(268, 396, 64, 10, 5), detail(accent.fill, 0.25)),
  ].join('');
}

function tote(bag: Paint, handles: Paint): string {
  const bagD = 'M150 232 L450 232 L470 520 L130 520 Z';
  return [
    line('M214 236 C214 120 286 120 286 236', handles.fill, 14),
    line(mirror('M214 236 C214 120 286 120 286 236'), handles.fill, 14),
    shape(bagD, bag),
    stitch('M156 250 L444 250', detail(bag.fill)),
    stitch('M138 504 L462 504', detail(bag.fill)),
  ].join('');
}

function pen(barrel: Paint, clip: Paint): string {
  const barrelD = 'M150 420 L410 160 Q430 140 450 160 Q470 180 450 200 L190 460 Z';
  return [
    shape(barrelD, barrel),
    flat('M150 420 L190 460 L124 486 Z', '#c9ccd0', '#7a7f85'),
    flat('M124 486 L134 462 L148 476 Z', '#3a3d42'),
    shape('M398 196 L428 166 L440 178 L346 300 L336 290 Z', clip),
    line('M196 374 L236 414', detail(barrel.fill), 3, 0.6),
  ].join('');
}

function plate(base: Paint, text: Paint): string {
  const outer = rect(60, 178, 480, 244, 26);
  const ink = detail(text.fill, 0.5);
  const hole = (x: number, y: number): string =>
    `<ellipse cx="${x}" cy="${y}" rx="13" ry="8" fill="#3b3e43" stroke="${edge(base.fill)}" stroke-width="2"/><ellipse cx="${x}" cy="${y - 2}" rx="7" ry="3" fill="#8b9096"/>`;
  const dark = luminance(base.fill) < 0.4;
  const brand = dark ? '#e9ecef' : '#1f3a5f';
  return [
    shape(outer, base),
    flat('M94 194 L506 194 Q524 194 524 212 L524 240 L76 240 L76 212 Q76 194 94 194 Z', brand),
    flat(rect(236, 210, 128, 14, 7), dark ? '#1d1d1f' : '#ffffff'),
    flat(rect(76, 194, 448, 212, 18), 'none', detail(base.fill, 0.25), 3),
    flat(rect(150, 266, 300, 58, 12), brand),
    flat(rect(196, 338, 208, 18, 9), ink),
    flat(rect(214, 372, 172, 12, 6), '#c8202f'),
    hole(130, 214),
    hole(470, 214),
    hole(130, 386),
    hole(470, 386),
  ].join('');
}

function plateFrame(frame: Paint, insert: Paint): string {
  const outer = rect(56, 170, 488, 264, 30);
  const window = rect(96, 204, 408, 170, 14);
  return [
    shape(rect(96, 204, 408, 170, 14), paint('#eceef0')),
    line('M150 248 L450 248', '#d3d6da', 10),
    line('M200 290 L400 290', '#d3d6da', 34),
    `<path d="${outer} ${window}" fill="${frame.fill}" fill-rule="evenodd"/>`,
    `<path d="${outer} ${window}" fill="url(#sheen)" fill-rule="evenodd"/>`,
    frame.finish === 'metallic' ? `<path d="${outer} ${window}" fill="url(#metal)" fill-rule="evenodd"/>` : '',
    `<path d="${outer} ${window}" fill="none" stroke="${edge(frame.fill)}" stroke-width="3"/>`,
    flat(rect(180, 388, 240, 30, 10), detail(insert.fill, 0.4)),
    // Screw heads where the frame and plate are bolted on: what makes it read as a plate frame.
    ...[
      [132, 224],
      [468, 224],
      [132, 354],
      [468, 354],
    ].map(
      ([x, y]) =>
        `${circle(x ?? 0, y ?? 0, 9, '#d9dde2', '#6f747a', 2)}${line(`M${(x ?? 0) - 5} ${y ?? 0} L${(x ?? 0) + 5} ${y ?? 0}`, '#6f747a', 2)}`,
    ),
    flat(rect(240, 180, 120, 14, 7), detail(frame.fill, 0.35)),
  ].join('');
}

function decal(face: Paint, ring: Paint): string {
  const peel = 'M406 372 Q440 380 448 414 Q420 410 406 372 Z';
  return [
    circle(300, 300, 182, '#ffffff', '#c9c7c2', 3),
    `<circle cx="300" cy="300" r="160" fill="${face.fill}" stroke="${edge(face.fill)}" stroke-width="3"/>`,
    `<circle cx="300" cy="300" r="160" fill="url(#sheen)"/>`,
    `<circle cx="300" cy="300" r="124" fill="none" stroke="${detail(ring.fill, 0.4)}" stroke-width="10"/>`,
    flat(rect(222, 276, 156, 48, 12), detail(face.fill, 0.45)),
    flat(peel, '#f2f1ee', '#b9b7b2'),
  ].join('');
}

function keyFob(tag: Paint, text: Paint): string {
  const tagD =
    'M300 140 C350 140 384 178 384 224 L384 450 Q384 500 334 500 L266 500 Q216 500 216 450 L216 224 C216 178 250 140 300 140 Z';
  return [
    `<circle cx="300" cy="112" r="46" fill="none" stroke="#9aa0a6" stroke-width="9"/>`,
    shape(tagD, tag),
    circle(300, 196, 16, '#e6e4df', edge(tag.fill), 3),
    flat(rect(240, 262, 120, 14, 7), detail(text.fill, 0.45)),
    flat(rect(252, 292, 96, 80, 10), 'none', detail(tag.fill, 0.4), 3),
    flat(rect(248, 396, 104, 12, 6), detail(tag.fill, 0.3)),
  ].join('');
}

// ---------------------------------------------------------------- shop supplies

function clipboard(paper: Paint): string {
  const board = rect(150, 110, 300, 420, 18);
  const ink = detail(paper.fill, 0.28);
  const rows = [250, 282, 314, 346, 378, 410, 442].map((y) => line(`M196 ${y} L404 ${y}`, ink, 2.5, 0.7)).join('');
  return [
    shape(board, paint('#a57c52')),
    shape(rect(184, 162, 232, 344, 4), paint(mix(paper.fill, '#f5d76e', 0.35))),
    shape(rect(178, 156, 236, 344, 4), paint(mix(paper.fill, '#f4a7b9', 0.25))),
    shape(rect(172, 150, 240, 346, 4), paper, 2),
    flat(rect(192, 196, 120, 16, 4), detail(paper.fill, 0.45)),
    flat(rect(334, 190, 58, 30, 3), 'none', ink, 2),
    rows,
    shape('M240 96 L360 96 Q372 96 372 108 L372 150 L228 150 L228 108 Q228 96 240 96 Z', paint('#b8bcc2', 'metallic')),
    circle(300, 112, 9, '#e6e4df', '#6f747a', 2),
  ].join('');
}

function hangTag(tag: Paint, fills: readonly string[]): string {
  const tagD = 'M250 120 L350 120 L404 178 L404 500 Q404 516 388 516 L212 516 Q196 516 196 500 L196 178 Z';
  const ink = detail(tag.fill, 0.35);
  // An assorted pack shows its other colours on the tags behind.
  const behind = fills.length > 2 ? [fills[2] ?? tag.fill, fills[1] ?? tag.fill] : [darker(tag.fill, 0.06)];
  return [
    ...behind.map(
      (fill, i) =>
        `<g transform="rotate(${-8 - i * 8} 300 320) translate(${-36 - i * 30} ${6 + i * 4})">${shape(tagD, paint(fill, tag.finish))}</g>`,
    ),
    shape(tagD, tag),
    circle(300, 168, 17, '#e6e4df', edge(tag.fill), 3),
    line('M300 151 C300 90 360 60 420 84', '#8a6f4a', 4),
    flat(rect(228, 214, 144, 26, 5), detail(tag.fill, 0.5)),
    line('M228 282 L372 282', ink, 2.5),
    line('M228 322 L372 322', ink, 2.5),
    line('M228 362 L372 362', ink, 2.5),
    flat(rect(228, 398, 64, 64, 6), 'none', ink, 2.5),
    flat(rect(308, 398, 64, 64, 6), 'none', ink, 2.5),
  ].join('');
}

function pennants(fills: readonly string[]): string {
  const xs = [92, 160, 228, 296, 364, 432, 500];
  const sag = (x: number): number => 170 + 0.0016 * (x - 300) ** 2 * -1 + 60;
  const flags = xs
    .map((x, i) => {
      const y1 = sag(x - 30);
      const y2 = sag(x + 30);
      const p = paint(fills[i % fills.length] ?? '#c8202f');
      const d = `M${x - 30} ${y1.toFixed(1)} L${x + 30} ${y2.toFixed(1)} L${x} ${((y1 + y2) / 2 + 150).toFixed(1)} Z`;
      return shape(d, p, 2.5);
    })
    .join('');
  const rope = `M40 ${sag(40).toFixed(1)} Q300 ${(sag(300) * 2 - (sag(40) + sag(560)) / 2).toFixed(1)} 560 ${sag(560).toFixed(1)}`;
  return [line(rope, '#6f6a62', 4), flags, circle(40, sag(40), 7, '#8a8a8a'), circle(560, sag(560), 7, '#8a8a8a')].join('');
}

function sprayBottle(bottle: Paint, head: Paint): string {
  const bottleD =
    'M270 232 L330 232 L330 268 Q380 284 384 330 L384 500 Q384 520 364 520 L236 520 Q216 520 216 500 L216 330 Q220 284 270 268 Z';
  const headD =
    'M252 150 L352 150 Q366 150 366 164 L366 206 Q366 232 340 232 L262 232 Q248 232 248 218 L248 186 L184 186 Q170 186 170 172 L170 164 Q170 150 184 150 Z';
  const trigger = 'M252 188 L234 188 Q220 192 222 208 L238 284 Q245 296 256 288 L262 236 Z';
  const liquid = 'M220 372 L380 372 L380 500 Q380 516 364 516 L236 516 Q220 516 220 500 Z';
  return [
    shape(bottleD, bottle),
    bottle.finish === 'clear' ? flat(liquid, '#5fb3d6') + `<path d="${liquid}" fill="url(#sheen)"/>` : '',
    bottle.finish === 'clear' ? line('M300 240 L300 510', '#9aa3aa', 4, 0.7) : '',
    flat(rect(238, 350, 124, 130, 8), '#fbfbf9', '#c9c7c2', 2),
    flat(rect(254, 372, 92, 14, 4), detail(head.fill === '#fafafa' ? '#1f6f7a' : head.fill, 0.2)),
    line('M254 404 L346 404', '#b7b4ae', 3),
    line('M254 424 L330 424', '#b7b4ae', 3),
    line('M254 444 L338 444', '#b7b4ae', 3),
    shape(trigger, head, 2.5),
    shape(headD, head),
    shape(rect(262, 226, 76, 18, 4), head, 2),
    line('M276 228 L276 242 M290 228 L290 242 M304 228 L304 242 M318 228 L318 242', lighter(head.fill, 0.25), 2, 0.6),
    flat(rect(164, 160, 10, 18, 3), darker(head.fill, 0.4)),
  ].join('');
}

function paintCan(label: Paint): string {
  const can = paint('#b8bcc2', 'metallic');
  const bodyD = 'M176 190 L424 190 L424 486 C424 514 176 514 176 486 Z';
  const bandD = 'M176 258 L424 258 L424 438 C424 462 176 462 176 438 Z';
  return [
    line('M182 236 C182 60 418 60 418 236', '#6f747a', 5),
    shape(bodyD, can),
    shape(bandD, label, 2),
    flat(rect(236, 312, 128, 22, 6), '#ffffff'),
    flat(rect(256, 350, 88, 12, 6), detail(label.fill, 0.35)),
    `<ellipse cx="300" cy="190" rx="124" ry="30" fill="#c9cdd2" stroke="#7a7f85" stroke-width="3"/>`,
    `<ellipse cx="300" cy="190" rx="100" ry="22" fill="#b3b7bc" stroke="#8a8f95" stroke-width="2"/>`,
    circle(182, 236, 8, '#8a8f95'),
    circle(418, 236, 8, '#8a8f95'),
  ].join('');
}

function partsBox(box: Paint): string {
  const top = 'M300 150 L470 230 L300 310 L130 230 Z';
  const left = 'M130 230 L300 310 L300 520 L130 440 Z';
  const right = 'M300 310 L470 230 L470 440 L300 520 Z';
  return [
    shape(left, box),
    shape(right, paint(darker(box.fill, 0.16), box.finish)),
    shape(top, paint(lighter(box.fill, 0.14), box.finish)),
    flat('M200 184 L230 170 L400 250 L370 264 Z', mix(box.fill, '#d8c9a8', 0.5), edge(box.fill), 1.5),
    flat('M370 264 L400 250 L400 366 L370 380 Z', mix(box.fill, '#d8c9a8', 0.4), edge(box.fill), 1.5),
    flat('M160 300 L262 348 L262 420 L160 372 Z', '#fbfbf9', '#b7b4ae', 2),
    line('M172 322 L248 358', '#9a978f', 3),
    line('M172 342 L236 372', '#9a978f', 3),
  ].join('');
}

// ---------------------------------------------------------------- more accessories

function umbrella(canopy: Paint): string {
  const top =
    'M90 330 C110 190 200 112 300 112 C400 112 490 190 510 330 Q475 304 440 330 Q405 304 370 330 Q335 304 300 330 Q265 304 230 330 Q195 304 160 330 Q125 304 90 330 Z';
  const c = detail(canopy.fill, 0.25);
  const ribs = [160, 230, 370, 440].map((x) => `M300 114 Q${300 + (x - 300) * 0.55} 190 ${x} 330`).join(' ');
  return [
    line('M300 112 L300 88', '#5f646a', 6),
    shape(top, canopy),
    line(ribs, c, 2.5, 0.7),
    line('M300 330 L300 500', '#8a8f95', 8),
    line('M300 496 Q300 540 330 540 Q352 540 352 516', '#2e3136', 14),
  ].join('');
}

function waterBottle(body: Paint, cap: Paint): string {
  const bodyD =
    'M238 196 L362 196 Q388 212 388 246 L388 500 Q388 522 366 522 L234 522 Q212 522 212 500 L212 246 Q212 212 238 196 Z';
  return [
    line('M270 136 C270 92 330 92 330 136', darker(cap.fill, 0.2), 12),
    shape(rect(250, 126, 100, 76, 14), cap),
    shape(bodyD, body),
    line('M214 262 L386 262', edge(body.fill), 2, 0.3),
    line('M214 470 L386 470', edge(body.fill), 2, 0.3),
  ].join('');
}

function notebook(cover: Paint, spiral: boolean): string {
  const c = detail(cover.fill, 0.3);
  const out = [flat(rect(188, 132, 252, 380, 10), '#f4efdf', '#c9c2b0', 2), shape(rect(172, 118, 256, 384, 12), cover)];
  if (spiral) {
    for (let y = 142; y <= 480; y += 26)
      out.push(line(`M162 ${y} C150 ${y} 150 ${y + 12} 162 ${y + 12} L190 ${y + 12}`, '#8a8f95', 4));
  } else {
    out.push(flat(rect(172, 118, 34, 384, 10), darker(cover.fill, 0.18)), line('M392 118 L392 502', darker(cover.fill, 0.45), 8));
  }
  out.push(flat(rect(236, 200, 132, 70, 8), 'none', c, 3));
  return out.join('');
}

function lanyard(strap: Paint, reel: boolean): string {
  if (reel) {
    return [
      line('M300 330 L300 392', '#5f646a', 3),
      flat(rect(288, 86, 24, 60, 6), '#9aa0a6', '#5f646a', 2),
      circle(300, 236, 96, strap.fill, edge(strap.fill), 3),
      `<circle cx="300" cy="236" r="96" fill="url(#sheen)"/>`,
      circle(300, 236, 62, 'none', detail(strap.fill, 0.3), 3),
      flat(rect(236, 392, 128, 150, 10), '#ffffff', '#b7b4ae', 2),
      flat(rect(252, 410, 96, 20, 4), '#1f3a5f'),
      line('M256 460 L344 460 M256 484 L330 484 M256 508 L338 508', '#b7b4ae', 3),
    ].join('');
  }
  const loop = 'M224 70 C196 240 270 330 300 360 C330 330 404 240 376 70';
  return [
    line(loop, edge(strap.fill), 30),
    line(loop, strap.fill, 24),
    stitch(loop, detail(strap.fill), 1.5, 0.6),
    flat(rect(284, 352, 32, 40, 6), '#9aa0a6', '#5f646a', 2),
    flat(rect(232, 392, 136, 150, 10), '#e9eef0', '#9aa0a6', 2),
    flat(rect(244, 404, 112, 126, 6), '#ffffff', '#c9c7c2', 1),
    flat(rect(258, 418, 84, 18, 4), '#1f3a5f'),
    line('M260 466 L340 466 M260 490 L326 490', '#b7b4ae', 3),
  ].join('');
}

function coolerBag(bag: Paint, trim: Paint): string {
  const bagD = rect(140, 236, 320, 270, 30);
  const b = detail(bag.fill);
  return [
    line('M196 244 C196 150 404 150 404 244', darker(trim.fill, 0.1), 16),
    shape(bagD, bag),
    line('M150 262 Q300 272 450 262', darker(bag.fill, 0.35), 6),
    flat(rect(236, 262, 18, 26, 4), '#9aa0a6', '#5f646a', 1.5),
    shape(rect(188, 346, 224, 130, 20), paint(darker(bag.fill, 0.08), bag.finish), 2),
    stitch('M196 360 L404 360', b, 1.5, 0.6),
    stitch('M148 494 L452 494', b, 1.5, 0.5),
  ].join('');
}

// ---------------------------------------------------------------- printed and paper goods

function sticker(face: Paint, wide: boolean): string {
  const box = wide ? rect(80, 210, 440, 180, 22) : rect(150, 140, 300, 320, 26);
  const ink = face.finish === 'clear' ? '#1f3a5f' : detail(face.fill, 0.55);
  const peel = wide
    ? 'M470 390 Q500 360 520 340 L520 368 Q520 390 498 390 Z'
    : 'M400 460 Q440 420 450 410 L450 434 Q450 460 424 460 Z';
  const content = wide
    ? [flat(rect(120, 258, 360, 48, 10), ink), flat(rect(170, 326, 260, 16, 8), ink)].join('')
    : [
        flat(rect(182, 174, 236, 56, 10), '#1f3a5f'),
        flat(rect(204, 194, 150, 16, 8), '#ffffff'),
        line('M190 272 L410 272', ink, 4, 0.5),
        line('M190 316 L410 316', ink, 4, 0.5),
        line('M190 360 L410 360', ink, 4, 0.5),
        line('M190 404 L340 404', ink, 4, 0.5),
      ].join('');
  return [shape(box, face), content, flat(peel, '#e4e2dd', '#b9b7b2', 1.5)].join('');
}

function envelopes(env: Paint, window: boolean): string {
  const body = rect(110, 200, 380, 230, 10);
  const e = edge(env.fill);
  return [
    `<g transform="rotate(-6 300 315) translate(-10 -18)">${shape(body, paint(darker(env.fill, 0.06), env.finish))}</g>`,
    shape(body, env),
    line('M114 204 L300 318 L486 204', e, 2.5, 0.8),
    line('M114 426 L262 310 M486 426 L338 310', e, 2, 0.35),
    window ? flat(rect(150, 330, 170, 60, 6), '#e3ebf0', e, 2) : flat(rect(330, 224, 110, 40, 4), 'none', e, 1.5),
  ].join('');
}

function folder(cover: Paint): string {
  const back =
    'M150 150 L260 150 L280 130 L450 130 Q462 130 462 142 L462 508 Q462 520 450 520 L150 520 Q138 520 138 508 L138 162 Q138 150 150 150 Z';
  const front = 'M138 262 L462 236 L462 508 Q462 520 450 520 L150 520 Q138 520 138 508 Z';
  return [
    shape(back, paint(darker(cover.fill, 0.1), cover.finish)),
    flat(rect(170, 170, 260, 320, 4), '#ffffff', '#c9c7c2', 1.5),
    line('M196 214 L404 214 M196 240 L380 240', '#c9c7c2', 3),
    shape(front, cover),
    line('M150 300 L450 276', detail(cover.fill, 0.2), 2, 0.5),
    flat(rect(186, 330, 150, 90, 8), 'none', detail(cover.fill, 0.3), 2.5),
  ].join('');
}

function cards(card: Paint): string {
  const c = rect(170, 230, 260, 156, 10);
  const ink = detail(card.fill, 0.55);
  return [
    `<g transform="rotate(-10 300 308)">${shape(c, card, 2)}</g>`,
    `<g transform="rotate(-4 300 308) translate(0 -10)">${shape(c, card, 2)}</g>`,
    shape(c, card, 2.5),
    circle(218, 280, 24, '#1f3a5f'),
    flat(rect(256, 264, 140, 16, 8), ink),
    line('M194 334 L330 334 M194 356 L296 356', ink, 3, 0.6),
  ].join('');
}

function namePlate(plateFill: Paint): string {
  return [
    shape('M132 280 L468 280 L492 306 L108 306 Z', paint(lighter(plateFill.fill, 0.2), plateFill.finish), 2),
    shape('M108 306 L492 306 L514 430 L86 430 Z', plateFill),
    flat(rect(160, 332, 280, 70, 6), plateFill.finish === 'metallic' ? '#2e3136' : '#d6d9dc', edge(plateFill.fill), 2),
    flat(rect(196, 350, 208, 16, 8), plateFill.finish === 'metallic' ? '#d6d9dc' : '#2e3136'),
    flat(rect(236, 376, 128, 10, 5), plateFill.finish === 'metallic' ? '#9aa0a6' : '#6f747a'),
  ].join('');
}

function floorMat(mat: Paint): string {
  const matD =
    'M170 112 L430 112 Q450 112 452 132 L470 500 Q470 520 450 520 L150 520 Q130 520 130 500 L148 132 Q150 112 170 112 Z';
  return [
    `<g transform="translate(18 -14)">${shape(matD, paint(darker(mat.fill, 0.08), mat.finish))}</g>`,
    shape(matD, mat),
    stitch('M160 132 L440 132', detail(mat.fill), 2, 0.5),
    flat(rect(200, 190, 200, 34, 8), '#1f3a5f'),
    flat(rect(226, 240, 148, 14, 7), '#9aa0a6'),
    `<path d="M262 300 C240 300 234 350 244 384 C252 410 284 404 284 372 C284 340 282 300 262 300 Z M338 330 C360 330 366 380 356 414 C348 440 316 434 316 402 C316 370 318 330 338 330 Z" fill="${detail(mat.fill, 0.12)}"/>`,
  ].join('');
}

function seatCover(cover: Paint): string {
  const seat = '#5f646a';
  return [
    flat(rect(250, 80, 100, 70, 24), seat, '#3b3e43'),
    flat('M210 160 L390 160 Q410 160 408 180 L396 382 L204 382 L192 180 Q190 160 210 160 Z', seat, '#3b3e43'),
    flat(
      'M176 382 L424 382 Q444 382 444 402 L444 452 Q444 472 424 472 L176 472 Q156 472 156 452 L156 402 Q156 382 176 382 Z',
      '#4e5258',
      '#3b3e43',
    ),
    shape('M236 66 L364 66 Q378 66 380 80 L416 394 L184 394 L220 80 Q222 66 236 66 Z', {
      fill: cover.fill,
      finish: cover.finish === 'plain' ? 'clear' : cover.finish,
    }),
    line('M250 120 Q300 170 350 130 M230 250 Q300 300 380 240 M220 340 Q300 300 392 350', '#ffffff', 3, 0.55),
  ].join('');
}

function steeringCover(cover: Paint): string {
  return [
    circle(300, 300, 170, 'none', '#3b3e43', 40),
    flat('M146 320 L454 320 L430 350 Q300 380 170 350 Z M270 340 L330 340 L320 470 L280 470 Z', '#4e5258'),
    circle(300, 330, 44, '#5f646a', '#3b3e43', 3),
    circle(300, 300, 170, 'none', lighter(cover.fill, 0.2), 56).replace('fill="none"', 'fill="none" stroke-opacity="0.5"'),
    `<circle cx="300" cy="300" r="170" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="30 40" stroke-opacity="0.7"/>`,
  ].join('');
}

function clearBag(bag: Paint, inside: 'none' | 'bolt' | 'key'): string {
  const body = rect(166, 150, 268, 360, 10);
  const content =
    inside === 'bolt'
      ? flat('M250 300 L290 300 L290 330 L350 330 L350 350 L290 350 L290 380 L250 380 Z', '#8a8f95', '#5f646a')
      : inside === 'key'
        ? `${circle(262, 330, 36, '#2e3136')}${flat(rect(288, 318, 90, 24, 6), '#9aa0a6', '#5f646a')}`
        : '';
  return [
    content,
    shape(body, bag.finish === 'plain' && bag.fill !== '#fafafa' ? bag : { fill: bag.fill, finish: bag.finish }),
    line('M170 190 L430 190', darker(bag.fill, 0.3), 3),
    line('M170 200 L430 200', darker(bag.fill, 0.3), 3, 0.6),
    flat(rect(196, 412, 208, 74, 6), '#ffffff', '#c9c7c2', 1.5),
    line('M212 440 L388 440 M212 464 L340 464', '#b7b4ae', 3),
  ].join('');
}

function keyTags(fills: readonly string[], numbered: boolean): string {
  // Drawn left, right, then centre on top, so each number stays readable.
  const tags = [
    { angle: 22, i: 0 },
    { angle: -22, i: 2 },
    { angle: 0, i: 1 },
  ];
  return [
    circle(300, 140, 40, 'none', '#9aa0a6', 7),
    ...tags.map(({ angle, i }) => {
      const fill = fills[i % fills.length] ?? '#fafafa';
      const ink = detail(fill, 0.55);
      const text = numbered
        ? `<text x="300" y="318" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="40" fill="${ink}">${101 + i}</text>`
        : line('M272 300 L328 300 M272 324 L316 324', ink, 3, 0.7);
      return `<g transform="rotate(${angle} 300 140)">${line('M300 180 L300 196', '#9aa0a6', 4)}${shape(rect(252, 190, 96, 230, 16), paint(fill), 2.5)}${circle(300, 212, 9, '#e6e4df', edge(fill), 2)}${text}</g>`;
    }),
  ].join('');
}

function glove(g: Paint): string {
  const hand =
    'M226 520 L224 330 L194 256 Q186 232 206 224 Q226 218 236 240 L258 296 L252 150 Q252 126 274 126 Q296 126 296 150 L298 276 L304 118 Q306 94 328 96 Q350 98 348 122 L340 280 L362 140 Q366 118 388 122 Q408 128 404 150 L384 296 L408 214 Q416 194 434 200 Q452 208 446 230 L410 390 Q400 426 388 446 L388 520 Z';
  return [
    shape(hand, g),
    line('M298 276 L296 330 M340 280 L334 330 M384 296 L374 340', detail(g.fill, 0.25), 2, 0.5),
    shape('M224 470 L388 470 L388 522 L226 522 Z', g, 2),
  ].join('');
}

function fenderCover(cover: Paint): string {
  const pad = 'M96 220 Q300 170 504 220 L476 468 Q300 430 124 468 Z';
  return [
    shape(pad, cover),
    stitch('M114 236 Q300 190 486 236 L462 450 Q300 414 138 450 Z', detail(cover.fill), 2, 0.6),
    flat(rect(236, 280, 128, 80, 10), detail(cover.fill, 0.2)),
    flat(rect(256, 304, 88, 14, 7), lighter(cover.fill, 0.5)),
  ].join('');
}

function towels(t: Paint, mitt: boolean): string {
  if (mitt) {
    const body = 'M204 500 L204 280 Q204 170 300 170 Q396 170 396 280 L396 500 Z';
    const noodles: string[] = [];
    for (let y = 200; y < 470; y += 30)
      for (let x = 222 + ((y / 30) % 2) * 15; x < 384; x += 30)
        noodles.push(circle(x, y, 13, lighter(t.fill, 0.15), detail(t.fill, 0.2), 1.5));
    return [
      shape(body, t),
      `<clipPath id="mitt"><path d="${body}"/></clipPath><g clip-path="url(#mitt)">${noodles.join('')}</g>`,
      shape(rect(196, 470, 208, 56, 10), paint(darker(t.fill, 0.2)), 2),
    ].join('');
  }
  const layers = [
    { y: 392, fill: darker(t.fill, 0.08) },
    { y: 312, fill: t.fill },
    { y: 232, fill: lighter(t.fill, 0.06) },
  ];
  return layers
    .map(({ y, fill }, i) => {
      const d = rect(150 + i * 10, y, 300 - i * 20, 92, 24);
      return `${shape(d, paint(fill))}<path d="${d}" fill="url(#heather)"/>${line(`M${168 + i * 10} ${y + 60} Q300 ${y + 72} ${432 - i * 10} ${y + 60}`, detail(fill, 0.18), 2, 0.5)}`;
    })
    .join('');
}

function windowFlag(flag: Paint): string {
  const cloth = 'M236 130 C316 108 392 170 474 148 L466 308 C386 330 306 268 220 292 Z';
  return [
    line('M196 510 L236 128', '#f1f1ef', 10),
    line('M196 510 L236 128', '#9aa0a6', 10, 0.4),
    shape(cloth, flag),
    line('M250 176 C316 160 380 210 452 196', detail(flag.fill, 0.15), 2, 0.4),
    flat('M170 474 L214 470 L218 530 L180 534 Z', '#2e3136'),
  ].join('');
}

function balloons(fills: readonly string[]): string {
  const spots: [number, number][] = [
    [220, 240],
    [380, 240],
    [300, 170],
  ];
  return spots
    .map(([x, y], i) => {
      const fill = fills[i % fills.length] ?? '#c8202f';
      const string = line(`M${x} ${y + 104} Q${(x + 300) / 2 + (i === 2 ? 12 : 0)} ${(y + 520) / 2} 300 520`, '#8a8f95', 2);
      const body = `M${x} ${y - 96} C${x + 80} ${y - 96} ${x + 86} ${y + 20} ${x} ${y + 96} C${x - 86} ${y + 20} ${x - 80} ${y - 96} ${x} ${y - 96} Z`;
      return `${string}${shape(body, paint(fill))}${flat(`M${x - 8} ${y + 106} L${x + 8} ${y + 106} L${x} ${y + 94} Z`, darker(fill, 0.2))}<ellipse cx="${x - 28}" cy="${y - 40}" rx="14" ry="24" fill="#ffffff" fill-opacity="0.35" transform="rotate(-20 ${x - 28} ${y - 40})"/>`;
    })
    .join('');
}

function bow(ribbon: Paint): string {
  const loop = 'M300 300 C220 170 100 196 122 292 C136 360 236 344 300 300 Z';
  const tail = 'M288 306 L212 474 L252 458 L272 500 L314 318 Z';
  return [
    shape(tail, ribbon),
    shape(mirror(tail), ribbon),
    shape(loop, ribbon),
    shape(mirror(loop), ribbon),
    line('M300 300 C244 230 180 232 158 276', darker(ribbon.fill, 0.2), 2, 0.4),
    `<ellipse cx="300" cy="302" rx="38" ry="34" fill="${ribbon.fill}" stroke="${edge(ribbon.fill)}" stroke-width="3"/>`,
    `<ellipse cx="300" cy="302" rx="38" ry="34" fill="url(#${ribbon.finish === 'metallic' ? 'metal' : 'sheen'})"/>`,
  ].join('');
}

function soldSign(sign: Paint): string {
  const ink = luminance(sign.fill) > 0.6 ? '#c8202f' : '#ffffff';
  return [
    line('M200 350 L200 520 M400 350 L400 520', '#8a8f95', 8),
    shape(rect(110, 150, 380, 210, 18), sign),
    flat(rect(126, 166, 348, 178, 10), 'none', ink, 4),
    `<text x="300" y="255" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="104" fill="${ink}">SOLD</text>`,
  ].join('');
}

function gallonJug(jug: Paint, capFill: string): string {
  const body =
    'M178 250 Q178 200 224 192 L330 180 L338 152 L402 152 L406 190 Q430 208 430 256 L430 500 Q430 522 408 522 L200 522 Q178 522 178 500 Z';
  const handle = 'M212 214 Q224 200 300 198 L300 250 Q296 262 284 262 L226 262 Q210 260 212 214 Z';
  return [
    shape(body, jug),
    flat(handle, '#ebe9e4', edge(jug.fill), 2.5),
    shape(rect(330, 122, 80, 40, 6), paint(capFill), 2.5),
    flat(rect(206, 300, 196, 170, 10), '#ffffff', '#c9c7c2', 1.5),
    flat(rect(206, 300, 196, 40, 10), '#1f3a5f'),
    line('M226 372 L382 372 M226 398 L360 398 M226 424 L372 424', '#b7b4ae', 3),
  ].join('');
}

function wheelBrush(grip: Paint): string {
  const bristles = Array.from({ length: 13 }, (_, i) => {
    const a = (i / 12) * Math.PI;
    return `M${(400 + Math.cos(a) * 80).toFixed(1)} ${(190 - Math.sin(a) * 20).toFixed(1)} L${(400 + Math.cos(a) * 80).toFixed(1)} ${(190 - Math.sin(a) * 20 + 10).toFixed(1)}`;
  }).join(' ');
  return [
    line('M160 470 L370 240', '#8a8f95', 14),
    `<g transform="rotate(42 400 200)">${shape('M330 110 Q400 60 470 110 L470 290 Q400 340 330 290 Z', paint(lighter(grip.fill, 0.05)))}<path d="M330 110 Q400 60 470 110 L470 290 Q400 340 330 290 Z" fill="url(#heather)"/>${line(bristles, detail(grip.fill, 0.3), 2, 0.5)}</g>`,
    `<g transform="rotate(42 200 430)">${shape(rect(160, 390, 80, 140, 30), paint(darker(grip.fill, 0.05)))}</g>`,
  ].join('');
}

function airFresheners(fills: readonly string[]): string {
  const cards = fills.length > 1 ? [-16, 0, 16] : [0];
  return cards
    .map((angle, i) => {
      const fill = fills[i % fills.length] ?? '#1f8a3c';
      return `<g transform="rotate(${angle} 300 110)">${line('M300 70 L300 170', '#b7b4ae', 2)}${circle(300, 320, 140, fill, edge(fill), 3)}<circle cx="300" cy="320" r="140" fill="url(#sheen)"/>${circle(300, 320, 112, 'none', detail(fill, 0.35), 4)}${flat(rect(240, 300, 120, 40, 10), detail(fill, 0.45))}${circle(300, 196, 8, '#ebe9e4', edge(fill), 2)}</g>`;
    })
    .join('');
}

function paperRoll(roll: Paint): string {
  const r = detail(roll.fill, 0.25);
  return [
    shape('M120 390 L430 390 L420 480 L130 480 Z', paint(lighter(roll.fill, 0.08), roll.finish), 2),
    shape('M120 220 L440 220 L440 390 L120 390 Z', roll),
    `<ellipse cx="120" cy="305" rx="44" ry="85" fill="${darker(roll.fill, 0.1)}" stroke="${edge(roll.fill)}" stroke-width="3"/>`,
    `<ellipse cx="440" cy="305" rx="44" ry="85" fill="${lighter(roll.fill, 0.12)}" stroke="${edge(roll.fill)}" stroke-width="3"/>`,
    `<ellipse cx="440" cy="305" rx="30" ry="58" fill="none" stroke="${r}" stroke-width="2" stroke-opacity="0.6"/>`,
    `<ellipse cx="440" cy="305" rx="16" ry="30" fill="#c49a6c" stroke="#8a6f4a" stroke-width="2"/>`,
    `<ellipse cx="440" cy="305" rx="9" ry="18" fill="#5f4a32"/>`,
  ].join('');
}

function tapeRoll(tape: Paint): string {
  return [
    `<circle cx="312" cy="318" r="150" fill="${darker(tape.fill, 0.25)}"${tape.finish === 'clear' ? ' fill-opacity="0.5"' : ''}/>`,
    shape('M430 330 L470 500 L420 520 L392 360 Z', tape, 2),
    shape('M150 300 A150 150 0 1 0 450 300 A150 150 0 1 0 150 300 Z', tape),
    circle(300, 300, 84, '#d9c7a3', '#8a6f4a', 3),
    circle(300, 300, 66, '#ebe9e4', '#8a6f4a', 2),
    `<circle cx="300" cy="300" r="120" fill="none" stroke="${edge(tape.fill)}" stroke-width="1.5" stroke-opacity="0.35"/>`,
  ].join('');
}

function sandingDiscs(disc: Paint, holes: boolean): string {
  const out: string[] = [];
  for (let i = 4; i >= 0; i -= 1) {
    const y = 300 + i * 12;
    out.push(
      `<ellipse cx="300" cy="${y}" rx="200" ry="112" fill="${i === 0 ? disc.fill : darker(disc.fill, 0.12)}" stroke="${edge(disc.fill)}" stroke-width="2.5"/>`,
    );
  }
  out.push(
    `<ellipse cx="300" cy="300" rx="200" ry="112" fill="url(#heather)"/><ellipse cx="300" cy="300" rx="200" ry="112" fill="url(#sheen)"/>`,
  );
  for (let k = 0; holes && k < 8; k += 1) {
    const a = (k / 8) * Math.PI * 2;
    out.push(
      `<ellipse cx="${(300 + Math.cos(a) * 120).toFixed(1)}" cy="${(300 + Math.sin(a) * 66).toFixed(1)}" rx="12" ry="7" fill="${darker(disc.fill, 0.45)}"/>`,
    );
  }
  if (holes) out.push(`<ellipse cx="300" cy="300" rx="16" ry="9" fill="${darker(disc.fill, 0.45)}"/>`);
  return out.join('');
}

function mixingCups(cup: Paint): string {
  const body = 'M196 176 L404 176 L378 508 Q300 524 222 508 Z';
  const marks = [240, 290, 340, 390, 440].map((y) => `M${214 + (y - 176) * 0.08} ${y} L${254 + (y - 176) * 0.08} ${y}`).join(' ');
  const p: Paint = { fill: cup.fill, finish: cup.finish === 'plain' ? 'clear' : cup.finish };
  return [
    `<g transform="translate(40 -30)">${shape(body, p)}</g>`,
    shape(body, p),
    line(marks, '#3b6fb0', 3),
    `<ellipse cx="300" cy="176" rx="104" ry="16" fill="none" stroke="${edge(cup.fill)}" stroke-width="3"/>`,
  ].join('');
}

function strainers(paper: Paint): string {
  const cone = 'M150 170 L450 170 L300 520 Z';
  const mesh = 'M236 370 L364 370 L300 520 Z';
  return [
    `<g transform="translate(36 -26)">${shape(cone, paint(darker(paper.fill, 0.06)))}</g>`,
    shape(cone, paper),
    flat(mesh, '#ebe9e4', edge(paper.fill), 2),
    `<path d="${mesh}" fill="url(#mesh)"/>`,
    shape('M150 170 L450 170 L442 190 L158 190 Z', paint(darker(paper.fill, 0.1)), 2),
    line('M190 240 L410 240 M212 290 L388 290', detail(paper.fill, 0.3), 3, 0.6),
  ].join('');
}

// ---------------------------------------------------------------- public artwork

const APPAREL: ReadonlySet<ProductType> = new Set(['mens', 'womens', 'tshirts', 'hat']);

/** The colours of an assorted pack: several of its units are drawn, each in one of these. */
const ASSORTED = ['#c8202f', '#2a55b4', '#f2a900', '#1f8a3c', '#ef7622', '#5b3b8c'];

const DARK_PLASTIC = '#2e3136';

/**
 * A 600×600 product tile. Two-tone (fillB given): apparel body fillA, sleeves and collar fillB;
 * caps front and bill fillA, crown fillB. options.variant (the item's name) picks the shape within
 * the category, e.g. a plate frame rather than a plate; unmatched names get the category's shape.
 */
export function productSvg(type: ProductType, fillA: string, fillB?: string, options: ProductOptions = {}): string {
  // Gold or Silver on a shirt is a dyed colour, not a metal; a shirt is never see-through.
  const finish = options.finish ?? 'plain';
  const cloth: ColourFinish = APPAREL.has(type) && (finish === 'metallic' || finish === 'clear') ? 'plain' : finish;
  const a = paint(fillA, cloth === 'assorted' ? 'plain' : cloth);
  const b = fillB === undefined ? a : paint(fillB, 'plain');
  const two = fillB !== undefined;
  const many = finish === 'assorted' ? ASSORTED : two ? [a.fill, b.fill] : [a.fill];
  const or = (fallback: string): Paint => (two ? b : paint(fallback));
  const n = (options.variant ?? '').toLowerCase();
  const has = (pattern: RegExp): boolean => pattern.test(n);
  switch (type) {
    case 'mens':
    case 'womens':
    case 'tshirts': {
      const cut = cutFor(type, n);
      return tile(garment(cut, a, b), cut.fit === 'womens' ? { cy: 512, rx: 190 } : { cy: 540, rx: 210 });
    }
    case 'hat': {
      const style = hatStyle(n);
      if (style === 'beanie' || style === 'pom-beanie')
        return tile(beanie(a, two ? b : a, style === 'pom-beanie'), { cy: 452, rx: 170 });
      if (style === 'visor') return tile(visor(a, b), { cy: 452, rx: 230 });
      if (style === 'bucket') return tile(bucket(a), { cy: 446, rx: 200 });
      return tile(cap(style, a, b, two), { cy: 452, rx: 230 });
    }
    case 'accessory':
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
    case 'customs':
      if (has(/frame/)) return tile(plateFrame(a, b), { cy: 460, rx: 250 });
      if (has(/fob|key ?tag|keychain/)) return tile(keyFob(a, b), { cy: 512, rx: 110 });
      if (has(/decal|emblem/)) return tile(decal(a, b), { cy: 498, rx: 170 });
      if (has(/sticker|cling|magnet/))
        return tile(sticker(a, has(/bumper|magnet/)), { cy: has(/bumper|magnet/) ? 410 : 480, rx: 230 });
      return tile(plate(a, b), { cy: 448, rx: 250 });
    case 'office':
      if (has(/envelope/)) return tile(envelopes(a, has(/window/)), { cy: 450, rx: 220 });
      if (has(/folder|jacket/)) return tile(folder(a), { cy: 534, rx: 190 });
      if (has(/card/)) return tile(cards(a), { cy: 420, rx: 170 });
      if (has(/name plate|nameplate/)) return tile(namePlate(a), { cy: 446, rx: 240 });
      if (has(/case|box/)) return tile(partsBox(a), { cy: 522, rx: 200 });
      return tile(clipboard(a), { cy: 538, rx: 170 });
    case 'service':
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
    case 'sales':
      if (has(/flag/)) return tile(windowFlag(a), { cy: 536, rx: 120 });
      if (has(/balloon/)) return tile(balloons(many), { cy: 536, rx: 120 });
      if (has(/\bbow\b/)) return tile(bow(a), { cy: 500, rx: 190 });
      if (has(/sign/)) return tile(soldSign(a), { cy: 522, rx: 210 });
      if (has(/envelope|sleeve/)) return tile(envelopes(a, false), { cy: 450, rx: 220 });
      if (has(/sticker|number/)) return tile(sticker(a, false), { cy: 480, rx: 180 });
      if (has(/hang tag|tag/)) return tile(hangTag(a, many), { cy: 530, rx: 150 });
      if (has(/form|agreement/)) return tile(clipboard(a), { cy: 538, rx: 170 });
      return tile(pennants(many.length > 1 ? many : [a.fill, lighter(a.fill, 0.55)]), { cy: 0, rx: 0 });
    case 'detail':
      if (has(/gallon|jug/))
        return tile(gallonJug(a, two ? b.fill : luminance(a.fill) < 0.3 ? '#c8202f' : DARK_PLASTIC), { cy: 526, rx: 150 });
      if (has(/mitt/)) return tile(towels(a, true), { cy: 528, rx: 130 });
      if (has(/towel|cloth/)) return tile(towels(a, false), { cy: 492, rx: 190 });
      if (has(/pad/)) return tile(sandingDiscs(a, false), { cy: 420, rx: 210 });
      if (has(/brush/)) return tile(wheelBrush(a), { cy: 500, rx: 200 });
      if (has(/freshener/)) return tile(airFresheners(many), { cy: 490, rx: 150 });
      if (has(/kit|clay/)) return tile(partsBox(a), { cy: 522, rx: 200 });
      return tile(sprayBottle(a, or(DARK_PLASTIC)), { cy: 522, rx: 130 });
    case 'bodyshop':
      if (has(/masking paper|sheeting|paper/)) return tile(paperRoll(a), { cy: 490, rx: 210 });
      if (has(/tape/)) return tile(tapeRoll(a), { cy: 500, rx: 180 });
      if (has(/cloth|towel|rag/)) return tile(towels(a, false), { cy: 492, rx: 190 });
      if (has(/disc|pad/)) return tile(sandingDiscs(a, has(/disc/)), { cy: 420, rx: 210 });
      if (has(/cup/)) return tile(mixingCups(a), { cy: 516, rx: 140 });
      if (has(/strainer|filter/)) return tile(strainers(a), { cy: 528, rx: 110 });
      if (has(/folder/)) return tile(folder(a), { cy: 534, rx: 190 });
      return tile(paintCan(a), { cy: 508, rx: 160 });
    case 'parts':
      if (has(/bag/)) return tile(clearBag(a, 'bolt'), { cy: 520, rx: 160 });
      if (has(/tag/)) return tile(hangTag(a, many), { cy: 530, rx: 150 });
      if (has(/tape/)) return tile(tapeRoll(a), { cy: 500, rx: 180 });
      if (has(/label/)) return tile(sticker(a, false), { cy: 480, rx: 180 });
      if (has(/invoice|form/)) return tile(clipboard(a), { cy: 538, rx: 170 });
      return tile(partsBox(a), { cy: 522, rx: 200 });
  }
}

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

/** The largest size up to max at which the initials fit width (DejaVu Sans Bold capitals; M and W are wider). */
function fitInitials(letters: string, max: number, width: number): number {
  const ems = [...letters].reduce((sum, ch) => sum + (/[MW]/.test(ch) ? 0.98 : /[I1]/.test(ch) ? 0.4 : 0.76), 0);
  return Math.max(12, Math.min(max, Math.floor(width / Math.max(ems, 0.5))));
}

/** A 160×160 embroidery badge on a transparent background: a circle or a shield, by the name. */
export function logoSvg(name: string): string {
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
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    outer,
    stitchRing,
    `<text x="80" y="${shield ? 78 : 80}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('\n');
}

/** Greedy word wrap into at most maxLines lines, balancing by character count. */
function wrap(text: string, maxLines: number): string[] {
  const words = text.trim().split(/\s+/);
  if (maxLines <= 1 || words.length <= 1) return [words.join(' ')];
  const total = text.trim().length;
  const target = Math.ceil(total / maxLines);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && candidate.length > target && lines.length < maxLines - 1) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  lines.push(current);
  return lines;
}

/** Font size at which the longest line fits width (DejaVu Sans Bold averages ~0.64 em per character). */
function fitSize(lines: string[], width: number, max: number, min: number): number {
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  return Math.max(min, Math.min(max, Math.floor(width / (longest * 0.64))));
}

function textLines(
  lines: string[],
  x: number,
  centreY: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle',
  weight = 'bold',
): string {
  const gap = size * 1.15;
  const first = centreY - ((lines.length - 1) * gap) / 2;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${(first + i * gap).toFixed(1)}" dy="0.35em" text-anchor="${anchor}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" fill="${fill}">${escapeXml(l)}</text>`,
    )
    .join('');
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

/** The 1600×500 landing banner: deep blue field, abstract thread and swatch shapes, the provider name. */
export function landingHeaderSvg(name: string): string {
  const lines = wrap(name, name.length > 28 ? 2 : 1);
  const size = fitSize(lines, 980, 96, 40);
  // A fanned colour-swatch deck: what the portal sells comes in colours.
  const swatches = ['#1d1d1f', '#fafafa', '#1f8a3c', '#2a55b4', '#f2a900', '#c8202f']
    .map(
      (fill, i) =>
        `<g transform="rotate(${-50 + i * 17} 1330 440)">${flat(rect(1304, 180, 52, 270, 12), fill, '#0b1526', 2)}${circle(1330, 206, 7, '#0b1526', undefined)}</g>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">',
    '<defs><linearGradient id="field" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12203a"/><stop offset="0.6" stop-color="#1d3f6b"/><stop offset="1" stop-color="#23708f"/></linearGradient></defs>',
    '<rect width="1600" height="500" fill="url(#field)"/>',
    '<circle cx="1340" cy="120" r="260" fill="#ffffff" fill-opacity="0.05"/>',
    '<circle cx="1480" cy="420" r="180" fill="#ffffff" fill-opacity="0.06"/>',
    '<path d="M0 430 C300 360 520 500 860 420 C1120 360 1300 470 1600 380 L1600 500 L0 500 Z" fill="#000000" fill-opacity="0.18"/>',
    '<path d="M-20 120 C260 40 460 220 760 150 C1040 84 1200 230 1620 120" fill="none" stroke="#f2a900" stroke-opacity="0.55" stroke-width="4" stroke-dasharray="16 10"/>',
    '<path d="M-20 170 C280 90 480 270 780 200 C1060 134 1220 280 1620 170" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2" stroke-dasharray="10 8"/>',
    swatches,
    circle(1330, 440, 14, '#d9dde3', '#0b1526', 3),
    textLines(lines, 120, 270, size, '#ffffff', 'start'),
    `<rect x="120" y="${(270 + (lines.length * size * 1.15) / 2 + 12).toFixed(1)}" width="140" height="8" rx="4" fill="#f2a900"/>`,
    `<text x="120" y="${(270 + (lines.length * size * 1.15) / 2 + 62).toFixed(1)}" font-family="${FONT}" font-size="30" fill="#cfe0ee" letter-spacing="1">Apparel · Custom Printed · Shop Supplies</text>`,
    '</svg>',
  ].join('\n');
}

/** A neutral grey picture-frame icon, shown wherever a picture is missing. size: the square's edge. */
export function placeholderSvg(size = 600): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">`,
    '<rect width="600" height="600" fill="#eeedea"/>',
    flat(rect(150, 170, 300, 260, 24), '#f7f6f4', '#b9b6b0', 14),
    circle(238, 250, 28, '#cfccc6'),
    flat('M170 410 L262 306 L318 368 L364 320 L432 410 Z', '#cfccc6'),
    '</svg>',
  ].join('\n');
}
