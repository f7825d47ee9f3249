// Parts department supplies: boxes and cases.
import { darker, edge, lighter, mix } from './colour';
import { flat, line, paint, shape, type Paint } from './svg';

export function partsBox(box: Paint): string {
  const top = 'M300 150 L470 230 L300 310 L130 230 Z';
  const left = 'M130 230 L300 310 L300 520 L130 440 Z';
  const right = 'M300 310 L470 230 L470 440 L300 520 Z';
  return [
    shape(left, box),
    shape(right, paint(darker(box.fill, 0.16), box.finish)),
    shape(top, paint(lighter(box.fill, 0.14), box.finish)),
    flat('M200 184 L230 170 L400 250 L370 264 Z', mix(box.fill, '#d8c9a8', 0.5), edge(box.fill), 1.5),
    flat('M370 264 L400 250 L400 366 L370 380 Z', mix(box.fill, '#d8c9a8', 0.4), edge(box.fill), 1.5),
    flat('M160 300 L262 348 L262 420 L160 372 Z', '#fbfbf9', '#b7b4ae', 2),
    line('M172 322 L248 358', '#9a978f', 3),
    line('M172 342 L236 372', '#9a978f', 3),
  ].join('');
}
