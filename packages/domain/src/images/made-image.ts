import type { CartLine } from '../cart/cart-line';
import { NO_PLACEMENT } from '../item/placement';

/**
 * Widths a made picture is served at: a line's thumbnail (cart, success, orders, e-mails) and the
 * item screen's picture. Only these, so a request cannot ask the server for any size it likes.
 */
export const MADE_IMAGE_WIDTHS = [160, 600] as const;
export type MadeImageWidth = (typeof MADE_IMAGE_WIDTHS)[number];

/** What a made picture shows: an item in a colour with up to two logos at their placements. */
export type MadeImageChoice = Pick<
  CartLine,
  'code' | 'color' | 'embroidery' | 'placement' | 'secondEmbroidery' | 'secondPlacement'
>;

/** The logos of a choice that a picture can show: chosen, and at a placement (not 'N/A'). */
export function drawnLogos(choice: MadeImageChoice): { logo: string; placement: string }[] {
  const logos = [
    { logo: choice.embroidery, placement: choice.placement },
    // A second logo needs a first (docs/product.md#logos-and-placements).
    ...(choice.embroidery ? [{ logo: choice.secondEmbroidery ?? '', placement: choice.secondPlacement ?? '' }] : []),
  ];
  return logos.filter(({ logo, placement }) => logo.trim() !== '' && placement.trim() !== '' && placement !== NO_PLACEMENT);
}

/** Whether a choice has a logo to draw; without one, the item's own picture shows the same. */
export function hasMadePicture(choice: MadeImageChoice): boolean {
  return drawnLogos(choice).length > 0;
}

/**
 * The picture of an item as it will be made, drawn by the server:
 * /images/made/{group}/{code}.jpg?colour=…&logo=…&at=…&logo2=…&at2=…&w=160 (docs/product.md#pictures).
 * The parameters always come in this order, so one choice is one address for every cache.
 */
export function madeImagePath(group: string, choice: MadeImageChoice, width: MadeImageWidth): string {
  const query: [string, string][] = [['colour', choice.color]];
  drawnLogos(choice).forEach(({ logo, placement }, index) => {
    const suffix = index === 0 ? '' : '2';
    query.push([`logo${suffix}`, logo], [`at${suffix}`, placement]);
  });
  query.push(['w', String(width)]);
  const search = query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `/images/made/${encodeURIComponent(group)}/${encodeURIComponent(choice.code)}.jpg?${search}`;
}
