// Office and paper goods: forms on a clipboard, envelopes, folders, cards, name plates.
import { darker, detail, edge, lighter, mix } from './colour';
import { circle, flat, line, paint, rect, shape, type Paint } from './svg';

export function clipboard(paper: Paint): string {
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

export function envelopes(env: Paint, window: boolean): string {
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

export function folder(cover: Paint): string {
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

export function cards(card: Paint): string {
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

export function namePlate(plateFill: Paint): string {
  return [
    shape('M132 280 L468 280 L492 306 L108 306 Z', paint(lighter(plateFill.fill, 0.2), plateFill.finish), 2),
    shape('M108 306 L492 306 L514 430 L86 430 Z', plateFill),
    flat(rect(160, 332, 280, 70, 6), plateFill.finish === 'metallic' ? '#2e3136' : '#d6d9dc', edge(plateFill.fill), 2),
    flat(rect(196, 350, 208, 16, 8), plateFill.finish === 'metallic' ? '#d6d9dc' : '#2e3136'),
    flat(rect(236, 376, 128, 10, 5), plateFill.finish === 'metallic' ? '#9aa0a6' : '#6f747a'),
  ].join('');
}
