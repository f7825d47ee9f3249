// The drawing primitives every picture is made of, as SVG markup strings.
import type { ColourFinish } from '../colour-table';
import { edge, safeHex } from './colour';

/** Mirrors a path of absolute M/L/C/Q/Z commands across x = 300, for the right sleeve or collar. */
export function mirror(d: string): string {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? [];
  let index = 0;
  return tokens
    .map((token) => {
      if (/[A-Za-z]/.test(token)) {
        index = 0;
        return token;
      }
      const value = index % 2 === 0 ? 600 - Number(token) : Number(token);
      index += 1;
      return String(Math.round(value * 10) / 10);
    })
    .join(' ');
}

export interface Paint {
  fill: string;
  finish: ColourFinish;
}

export function paint(fill: string, finish: ColourFinish = 'plain'): Paint {
  return { fill: safeHex(fill), finish };
}

/** A filled shape with soft side lighting, its finish, and a darker outline. */
export function shape(d: string, p: Paint, strokeWidth = 3): string {
  const overlays = ['sheen'];
  if (p.finish === 'heather') overlays.push('heather');
  if (p.finish === 'metallic') overlays.push('metal');
  if (p.finish === 'clear') overlays.push('glass');
  // The outline rides on the last overlay: one path fewer per shape, and rendering time is per path.
  const outline = ` stroke="${edge(p.fill)}" stroke-width="${strokeWidth}" stroke-linejoin="round"`;
  return [
    `<path d="${d}" fill="${p.fill}"${p.finish === 'clear' ? ' fill-opacity="0.5"' : ''}/>`,
    ...overlays.map((id, i) => `<path d="${d}" fill="url(#${id})"${i === overlays.length - 1 ? outline : ''}/>`),
  ].join('');
}

/** A flat shape: no lighting, for small parts (buttons, labels, holes). */
export function flat(d: string, fill: string, stroke?: string, strokeWidth = 2): string {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"` : '';
  return `<path d="${d}" fill="${fill}"${outline}/>`;
}

export function line(d: string, colour: string, width = 2, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`;
}

export function stitch(d: string, colour: string, width = 1.8, opacity = 0.75): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="6 4" stroke-linecap="round" stroke-opacity="${opacity}"/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, stroke?: string, strokeWidth = 2): string {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : '';
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${outline}/>`;
}

export function rect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y} L${x + w - r} ${y} Q${x + w} ${y} ${x + w} ${y + r} L${x + w} ${y + h - r} Q${x + w} ${y + h} ${x + w - r} ${y + h} L${x + r} ${y + h} Q${x} ${y + h} ${x} ${y + h - r} L${x} ${y + r} Q${x} ${y} ${x + r} ${y} Z`;
}
