// Service department supplies: floor mats, seat and steering covers, key tags, hang tags, gloves.
import { darker, detail, edge, lighter } from './colour';
import { circle, flat, line, paint, rect, shape, stitch, type Paint } from './svg';
import { FONT } from './text';

export function hangTag(tag: Paint, fills: readonly string[]): string {
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

export function floorMat(mat: Paint): string {
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

export function seatCover(cover: Paint): string {
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

export function steeringCover(cover: Paint): string {
  return [
    circle(300, 300, 170, 'none', '#3b3e43', 40),
    flat('M146 320 L454 320 L430 350 Q300 380 170 350 Z M270 340 L330 340 L320 470 L280 470 Z', '#4e5258'),
    circle(300, 330, 44, '#5f646a', '#3b3e43', 3),
    circle(300, 300, 170, 'none', lighter(cover.fill, 0.2), 56).replace('fill="none"', 'fill="none" stroke-opacity="0.5"'),
    `<circle cx="300" cy="300" r="170" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="30 40" stroke-opacity="0.7"/>`,
  ].join('');
}

export function clearBag(bag: Paint, inside: 'none' | 'bolt' | 'key'): string {
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

export function keyTags(fills: readonly string[], numbered: boolean): string {
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

export function glove(g: Paint): string {
  const hand =
    'M226 520 L224 330 L194 256 Q186 232 206 224 Q226 218 236 240 L258 296 L252 150 Q252 126 274 126 Q296 126 296 150 L298 276 L304 118 Q306 94 328 96 Q350 98 348 122 L340 280 L362 140 Q366 118 388 122 Q408 128 404 150 L384 296 L408 214 Q416 194 434 200 Q452 208 446 230 L410 390 Q400 426 388 446 L388 520 Z';
  return [
    shape(hand, g),
    line('M298 276 L296 330 M340 280 L334 330 M384 296 L374 340', detail(g.fill, 0.25), 2, 0.5),
    shape('M224 470 L388 470 L388 522 L226 522 Z', g, 2),
  ].join('');
}

export function fenderCover(cover: Paint): string {
  const pad = 'M96 220 Q300 170 504 220 L476 468 Q300 430 124 468 Z';
  return [
    shape(pad, cover),
    stitch('M114 236 Q300 190 486 236 L462 450 Q300 414 138 450 Z', detail(cover.fill), 2, 0.6),
    flat(rect(236, 280, 128, 80, 10), detail(cover.fill, 0.2)),
    flat(rect(256, 304, 88, 14, 7), lighter(cover.fill, 0.5)),
  ].join('');
}
