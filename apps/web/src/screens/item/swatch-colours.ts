import { itemColour } from '@portal/domain';

/** How a single fill is drawn on a swatch, by the colour's finish: the pictures draw the same finishes. */
function finished(fill: string, finish: ReturnType<typeof itemColour>['finish']): string {
  switch (finish) {
    case 'metallic':
      return `linear-gradient(135deg, #f4f5f6 0%, ${fill} 45%, #ffffff 55%, ${fill} 100%)`;
    case 'clear':
      return 'repeating-conic-gradient(#e6e6e6 0% 25%, #ffffff 0% 50%) 50% / 10px 10px';
    case 'assorted':
      return 'conic-gradient(#c8102e 0 25%, #f2c400 0 50%, #2e7d32 0 75%, #2449a3 0)';
    default:
      return fill;
  }
}

/**
 * The swatch of a catalogue colour, from the same table as the product pictures, so a swatch
 * never differs from its picture. A two-tone colour ('Navy White', listed in halfColors) is a
 * diagonal split. Only a picture of the colour: the name is what is ordered.
 */
export function swatchFill(name: string, halfColors: readonly string[] | undefined): string {
  const { fills, finish } = itemColour(name, halfColors?.includes(name) ?? false);
  if (fills.length === 2) return `linear-gradient(135deg, ${fills[0]} 0 50%, ${fills[1]} 50% 100%)`;
  return finished(fills[0], finish);
}
