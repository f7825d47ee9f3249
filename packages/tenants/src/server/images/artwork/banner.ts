// The landing page's banner.
import { circle, flat, rect } from './svg';
import { fitSize, FONT, textLines, wrap } from './text';

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
