// Shirts, polos, tees, sweatshirts and jackets, cut as their name says: one parametric garment.
import { darker, detail, lighter, luminance } from './colour';
import { circle, flat, line, mirror, rect, shape, stitch, type Paint } from './svg';

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

export function cutFor(type: 'mens' | 'womens' | 'tshirts', name: string): Cut {
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

/** The drawing a garment's logo positions are given for: its fit, and whether it has sleeves. */
export function garmentKind(cut: Cut): 'mens-shirt' | 'womens-shirt' | 'mens-sleeveless' | 'womens-sleeveless' {
  return `${cut.fit}-${cut.sleeves === 'none' ? 'sleeveless' : 'shirt'}`;
}

/** The garment from the front, or from the back: the same outline without what only the front has. */
export function garment(cut: Cut, body: Paint, trim: Paint, view: 'front' | 'back' = 'front'): string {
  const bodyD = BODY[cut.fit];
  const clipId = `body-${cut.fit}`;
  if (view === 'back') {
    return [
      `<clipPath id="${clipId}"><path d="${bodyD}"/></clipPath>`,
      behindTheBody(cut, trim, false),
      shape(bodyD, body),
      onTheBody({ ...cut, pockets: 0, kangaroo: false }, body, trim, clipId),
      backFinishing(cut, body, trim),
    ].join('');
  }
  return [
    `<clipPath id="${clipId}"><path d="${bodyD}"/></clipPath>`,
    behindTheBody(cut, trim, true),
    shape(bodyD, body),
    onTheBody(cut, body, trim, clipId),
    fastenings(cut, body, trim),
    finishing(cut, body, trim),
  ].join('');
}

/** From the back: the collar or neck band seen from behind, a hood lying on the shoulders, the yoke seam, the hem. */
function backFinishing(cut: Cut, body: Paint, trim: Paint): string {
  const s = detail(body.fill);
  const t = detail(trim.fill);
  const out: string[] = [];
  let neck: string;
  switch (cut.neck) {
    case 'crew':
    case 'vneck':
      neck = [
        shape('M246 100 C268 82 332 82 354 100 C332 112 268 112 246 100 Z', trim, 2),
        stitch('M254 100 C274 108 326 108 346 100', t, 1.3, 0.5),
      ].join('');
      break;
    case 'polo':
    case 'shirt':
      neck = [
        shape('M242 101 C264 80 336 80 358 101 L354 122 C332 110 268 110 246 122 Z', trim, 2.5),
        stitch('M250 116 C272 106 328 106 350 116', t, 1.4, 0.55),
      ].join('');
      break;
    case 'stand':
      neck = [
        shape('M244 106 L247 68 Q300 84 353 68 L356 106 Q300 120 244 106 Z', trim, 2.5),
        stitch('M250 78 Q300 94 350 78', t, 1.4, 0.55),
      ].join('');
      break;
    case 'hood':
      // The hood hangs down the upper back.
      neck = [shape('M232 96 C226 196 374 196 368 96 C340 82 260 82 232 96 Z', trim), line('M300 96 L300 176', t, 1.6, 0.4)].join(
        '',
      );
      break;
  }
  out.push(cut.fit === 'mens' ? neck : `<g transform="translate(300 106) scale(0.76 0.9) translate(-300 -100)">${neck}</g>`);
  if (cut.neck !== 'hood') {
    const yoke = cut.fit === 'mens' ? 'M188 150 Q300 166 412 150' : 'M206 150 Q300 164 394 150';
    out.push(stitch(yoke, s, 1.5, 0.45));
  }
  if (!cut.waistband) out.push(stitch(HEM[cut.fit], s));
  return out.join('');
}

/** What lies behind the body: the hood (from the front), the sleeves with their cuffs, creases and quilting. */
function behindTheBody(cut: Cut, trim: Paint, front: boolean): string {
  const t = detail(trim.fill);
  const out: string[] = [];
  if (front && cut.neck === 'hood') {
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
  return out.join('');
}

/** What sits on the body, clipped to it where it would spill: armholes, stripes, quilting, hi-vis bands, waistband, pockets. */
function onTheBody(cut: Cut, body: Paint, trim: Paint, clipId: string): string {
  const s = detail(body.fill);
  const t = detail(trim.fill);
  const out: string[] = [];
  const onBody = (content: string): string => `<g clip-path="url(#${clipId})">${content}</g>`;
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
  return out.join('');
}

/** Buttons on a placket, a zip, a hood's drawstrings. */
function fastenings(cut: Cut, body: Paint, trim: Paint): string {
  const s = detail(body.fill);
  const out: string[] = [];
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
  return out.join('');
}

/** Drawn last, over everything: the neckline, the hem, the seams and the side folds. */
function finishing(cut: Cut, body: Paint, trim: Paint): string {
  const s = detail(body.fill);
  const out: string[] = [];
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
