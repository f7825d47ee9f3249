// Caps, truckers, beanies, visors and bucket hats.
import { darker, detail, edge, lighter } from './colour';
import { circle, flat, line, paint, shape, stitch, type Paint } from './svg';

type HatStyle = 'cap' | 'trucker' | 'rope' | 'sandwich' | 'beanie' | 'pom-beanie' | 'visor' | 'bucket';

export function hatStyle(name: string): HatStyle {
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
export function cap(style: 'cap' | 'trucker' | 'rope' | 'sandwich', a: Paint, b: Paint, twoTone: boolean): string {
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

export function beanie(knit: Paint, pom: Paint, withPom: boolean): string {
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

export function visor(a: Paint, b: Paint): string {
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

export function bucket(hat: Paint): string {
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
