// Accessories: drinkware, bags, pens, key chains, umbrellas, notebooks, lanyards.
import { darker, detail, edge } from './colour';
import { circle, flat, line, mirror, paint, rect, shape, stitch, type Paint } from './svg';

export function tumbler(body: Paint, lid: Paint): string {
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

export function mug(body: Paint, inner: Paint): string {
  const handle = 'M388 220 C470 220 476 388 384 392 L384 360 C432 354 432 254 388 254 Z';
  const bodyD = 'M178 168 L392 168 L386 486 Q285 506 184 486 Z';
  return [
    shape(handle, body),
    shape(bodyD, body),
    `<ellipse cx="285" cy="168" rx="107" ry="20" fill="${darker(inner.fill, 0.25)}" stroke="${edge(body.fill)}" stroke-width="3"/>`,
    `<ellipse cx="285" cy="172" rx="95" ry="13" fill="${darker(inner.fill, 0.45)}"/>`,
  ].join('');
}

export function keychain(tag: Paint, accent: Paint): string {
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

export function tote(bag: Paint, handles: Paint): string {
  const bagD = 'M150 232 L450 232 L470 520 L130 520 Z';
  return [
    line('M214 236 C214 120 286 120 286 236', handles.fill, 14),
    line(mirror('M214 236 C214 120 286 120 286 236'), handles.fill, 14),
    shape(bagD, bag),
    stitch('M156 250 L444 250', detail(bag.fill)),
    stitch('M138 504 L462 504', detail(bag.fill)),
  ].join('');
}

export function pen(barrel: Paint, clip: Paint): string {
  const barrelD = 'M150 420 L410 160 Q430 140 450 160 Q470 180 450 200 L190 460 Z';
  return [
    shape(barrelD, barrel),
    flat('M150 420 L190 460 L124 486 Z', '#c9ccd0', '#7a7f85'),
    flat('M124 486 L134 462 L148 476 Z', '#3a3d42'),
    shape('M398 196 L428 166 L440 178 L346 300 L336 290 Z', clip),
    line('M196 374 L236 414', detail(barrel.fill), 3, 0.6),
  ].join('');
}

export function umbrella(canopy: Paint): string {
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

export function waterBottle(body: Paint, cap: Paint): string {
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

export function notebook(cover: Paint, spiral: boolean): string {
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

export function lanyard(strap: Paint, reel: boolean): string {
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

export function coolerBag(bag: Paint, trim: Paint): string {
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
