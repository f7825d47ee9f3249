import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import type { ProductType } from '../catalogue/product-type';
import { isQuantityBreakItem } from '../catalogue/sizes';
import type { CartLine } from '../cart/cart-line';
import { ADD_TO_CART_MESSAGES } from './messages';
import { placementProblem, secondPlacementProblem, type PlacementOffer } from './placement';

/** Units each accessory cell (and so each accessory line) needs (docs/product.md#accessory-minimum, decision 003). */
export const ACCESSORY_MINIMUM_UNITS = 12;

/** Categories where a logo must be chosen when the group offers any. */
const EMBROIDERY_REQUIRED: ReadonlySet<ProductType> = new Set(['mens', 'womens', 'accessory']);

/**
 * The logo rule, shared by the item screen and the server: mens, womens and accessories need a
 * logo when the group offers any; a logo must be one offered; a second logo needs a first.
 */
export function embroideryProblem(
  item: Pick<CatalogueItem, 'type' | 'sizes'>,
  options: readonly string[],
  first: string,
  second: string,
): string | null {
  if (!isQuantityBreakItem(item.sizes) && EMBROIDERY_REQUIRED.has(item.type) && options.length > 0 && first === '') {
    return ADD_TO_CART_MESSAGES.mustSelectEmbroidery;
  }
  if ((first !== '' && !options.includes(first)) || (second !== '' && (first === '' || !options.includes(second)))) {
    return ADD_TO_CART_MESSAGES.mustSelectEmbroidery;
  }
  return null;
}

export interface LineOffer extends PlacementOffer {
  /** The logo names the group offers for the item's category. */
  embroideryOptions: readonly string[];
}

/**
 * Why a cart line cannot be ordered as it stands, or null. The server applies it to every line it
 * is sent, since a browser can send anything.
 */
export function cartLineProblem(line: CartLine, item: CatalogueItem, offer: LineOffer): string | null {
  const logo = embroideryProblem(item, offer.embroideryOptions, line.embroidery, line.secondEmbroidery ?? '');
  if (logo) return logo;
  if (item.type === 'accessory' && line.quantity < ACCESSORY_MINIMUM_UNITS) return ADD_TO_CART_MESSAGES.minimumUnits;
  for (const placement of [line.placement, ...(line.secondEmbroidery ? [line.secondPlacement ?? ''] : [])]) {
    const problem = placementProblem(item, placement, offer);
    if (problem) return problem;
  }
  if (line.secondEmbroidery) {
    const problem = secondPlacementProblem(line.placement, line.secondPlacement ?? '');
    if (problem) return problem;
  }
  if (line.type !== item.type) return `${item.fullname} is not a ${line.type} item.`;
  return null;
}
