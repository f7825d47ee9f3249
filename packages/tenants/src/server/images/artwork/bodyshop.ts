// Body shop supplies: paint cans, masking paper and tape, sanding discs, mixing cups, strainers.
import { darker, detail, edge, lighter } from './colour';
import { circle, flat, line, paint, rect, shape, type Paint } from './svg';

export function paintCan(label: Paint): string {
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

export function paperRoll(roll: Paint): string {
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

export function tapeRoll(tape: Paint): string {
  return [
    `<circle cx="312" cy="318" r="150" fill="${darker(tape.fill, 0.25)}"${tape.finish === 'clear' ? ' fill-opacity="0.5"' : ''}/>`,
    shape('M430 330 L470 500 L420 520 L392 360 Z', tape, 2),
    shape('M150 300 A150 150 0 1 0 450 300 A150 150 0 1 0 150 300 Z', tape),
    circle(300, 300, 84, '#d9c7a3', '#8a6f4a', 3),
    circle(300, 300, 66, '#ebe9e4', '#8a6f4a', 2),
    `<circle cx="300" cy="300" r="120" fill="none" stroke="${edge(tape.fill)}" stroke-width="1.5" stroke-opacity="0.35"/>`,
  ].join('');
}

export function sandingDiscs(disc: Paint, holes: boolean): string {
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

export function mixingCups(cup: Paint): string {
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

export function strainers(paper: Paint): string {
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
