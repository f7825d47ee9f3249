// Detailing supplies: spray bottles, gallon jugs, towels and mitts, brushes, air fresheners.
import { darker, detail, edge, lighter } from './colour';
import { circle, flat, line, paint, rect, shape, type Paint } from './svg';

export function sprayBottle(bottle: Paint, head: Paint): string {
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

export function towels(t: Paint, mitt: boolean): string {
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

export function gallonJug(jug: Paint, capFill: string): string {
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

export function wheelBrush(grip: Paint): string {
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

export function airFresheners(fills: readonly string[]): string {
  const cards = fills.length > 1 ? [-16, 0, 16] : [0];
  return cards
    .map((angle, i) => {
      const fill = fills[i % fills.length] ?? '#1f8a3c';
      return `<g transform="rotate(${angle} 300 110)">${line('M300 70 L300 170', '#b7b4ae', 2)}${circle(300, 320, 140, fill, edge(fill), 3)}<circle cx="300" cy="320" r="140" fill="url(#sheen)"/>${circle(300, 320, 112, 'none', detail(fill, 0.35), 4)}${flat(rect(240, 300, 120, 40, 10), detail(fill, 0.45))}${circle(300, 196, 8, '#ebe9e4', edge(fill), 2)}</g>`;
    })
    .join('');
}
