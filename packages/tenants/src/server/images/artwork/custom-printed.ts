// Custom printed items: plates and plate frames, decals, key fobs, stickers and magnets.
import { detail, edge, luminance } from './colour';
import { circle, flat, line, paint, rect, shape, type Paint } from './svg';

export function plate(base: Paint, text: Paint): string {
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

export function plateFrame(frame: Paint, insert: Paint): string {
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

export function decal(face: Paint, ring: Paint): string {
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

export function keyFob(tag: Paint, text: Paint): string {
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

export function sticker(face: Paint, wide: boolean): string {
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
