// Sales lot supplies: pennant strings, window flags, balloons, bows, SOLD signs.
import { darker, detail, edge, luminance } from './colour';
import { circle, flat, line, mirror, paint, rect, shape, type Paint } from './svg';
import { FONT } from './text';

export function pennants(fills: readonly string[]): string {
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

export function windowFlag(flag: Paint): string {
  const cloth = 'M236 130 C316 108 392 170 474 148 L466 308 C386 330 306 268 220 292 Z';
  return [
    line('M196 510 L236 128', '#f1f1ef', 10),
    line('M196 510 L236 128', '#9aa0a6', 10, 0.4),
    shape(cloth, flag),
    line('M250 176 C316 160 380 210 452 196', detail(flag.fill, 0.15), 2, 0.4),
    flat('M170 474 L214 470 L218 530 L180 534 Z', '#2e3136'),
  ].join('');
}

export function balloons(fills: readonly string[]): string {
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

export function bow(ribbon: Paint): string {
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

export function soldSign(sign: Paint): string {
  const ink = luminance(sign.fill) > 0.6 ? '#c8202f' : '#ffffff';
  return [
    line('M200 350 L200 520 M400 350 L400 520', '#8a8f95', 8),
    shape(rect(110, 150, 380, 210, 18), sign),
    flat(rect(126, 166, 348, 178, 10), 'none', ink, 4),
    `<text x="300" y="255" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="104" fill="${ink}">SOLD</text>`,
  ].join('');
}
