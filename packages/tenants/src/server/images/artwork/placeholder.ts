// The picture shown wherever a picture is missing.
import { circle, flat, rect } from './svg';

/** A neutral grey picture-frame icon, shown wherever a picture is missing. size: the square's edge. */
export function placeholderSvg(size = 600): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">`,
    '<rect width="600" height="600" fill="#eeedea"/>',
    flat(rect(150, 170, 300, 260, 24), '#f7f6f4', '#b9b6b0', 14),
    circle(238, 250, 28, '#cfccc6'),
    flat('M170 410 L262 306 L318 368 L364 320 L432 410 Z', '#cfccc6'),
    '</svg>',
  ].join('\n');
}
