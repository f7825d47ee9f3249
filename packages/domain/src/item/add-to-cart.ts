import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { isQuantityBreakItem } from '../catalogue/sizes';
import type { CartLine } from '../cart/cart-line';
import { quantityBreakTotal } from '../pricing/quantity-break-price';
import { chargedUnitPrice } from '../pricing/size-price';
import { ACCESSORY_MINIMUM_UNITS, embroideryProblem } from './line-rules';
import { ADD_TO_CART_MESSAGES } from './messages';
import {
  placementProblem,
  placementsFor,
  resolvePlacement,
  secondPlacementFor,
  secondPlacementProblem,
  type PlacementOffer,
} from './placement';
import { parseQuantityCells, type QuantityCell } from './quantity-cells';

export interface AddToCartRequest extends PlacementOffer {
  item: CatalogueItem;
  cells: readonly QuantityCell[];
  /** The logo names the group offers for this item's category. */
  embroideryOptions: readonly string[];
  embroidery?: string | undefined;
  placement?: string | undefined;
  secondEmbroidery?: string | undefined;
  secondPlacement?: string | undefined;
}

export type AddToCartResult =
  { ok: true; lines: CartLine[]; cleared: QuantityCell[] } | { ok: false; message: string; cleared: QuantityCell[] };

/**
 * Turns the item screen's choices into cart lines, or the message to show.
 * Cells that are not digits only come back in `cleared` either way, for the screen to empty.
 */
export function buildCartLines(request: AddToCartRequest): AddToCartResult {
  const { item, embroideryOptions } = request;
  const { entries: typed, cleared } = parseQuantityCells(request.cells);
  // A cell for a size or colour the item does not have cannot be ordered: treat it as bad input.
  const entries = typed.filter((entry) => Object.hasOwn(item.sizes, entry.size) && item.colors.includes(entry.color));
  for (const entry of typed)
    if (!entries.includes(entry)) cleared.push({ size: entry.size, color: entry.color, raw: String(entry.quantity) });
  const fail = (message: string): AddToCartResult => ({ ok: false, message, cleared });

  const breakItem = isQuantityBreakItem(item.sizes);
  const first = request.embroidery?.trim() ?? '';
  const second = request.secondEmbroidery?.trim() ?? '';
  const logoProblem = embroideryProblem(item, embroideryOptions, first, second);
  if (logoProblem) return fail(logoProblem);
  if (entries.length === 0) return fail(ADD_TO_CART_MESSAGES.mustMakeSelection);
  if (item.type === 'accessory' && entries.some((entry) => entry.quantity < ACCESSORY_MINIMUM_UNITS)) {
    return fail(ADD_TO_CART_MESSAGES.minimumUnits);
  }

  const placements = placementsFor(item.type, request);
  const placement = resolvePlacement(placements, request.placement);
  // A second logo left without a placement starts on the first free one, never on the first logo's.
  const secondPlacement =
    request.secondPlacement?.trim() || placements.options.length === 0
      ? resolvePlacement(placements, request.secondPlacement)
      : (secondPlacementFor(placements, placement) ?? placement);
  const logos = {
    placement,
    embroidery: first,
    ...(second !== '' ? { secondEmbroidery: second, secondPlacement } : {}),
  };
  for (const placement of [logos.placement, logos.secondPlacement ?? logos.placement]) {
    const problem = placementProblem(item, placement, request);
    if (problem) return fail(problem);
  }
  if (logos.secondPlacement !== undefined) {
    const problem = secondPlacementProblem(logos.placement, logos.secondPlacement);
    if (problem) return fail(problem);
  }

  if (breakItem) {
    const totalUnits = quantityBreakTotal(entries);
    const lines = entries.map((entry) => ({
      type: item.type,
      name: item.fullname,
      price: chargedUnitPrice(item, entry.size, totalUnits) ?? 0,
      quantity: Number(entry.size) * entry.quantity,
      size: entry.size,
      color: entry.color,
      code: item.code,
      ...logos,
    }));
    return { ok: true, lines, cleared };
  }

  const totalUnits = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  const lines = entries.map((entry) => ({
    type: item.type,
    name: item.fullname,
    price: chargedUnitPrice(item, entry.size, totalUnits) ?? 0,
    quantity: entry.quantity,
    size: entry.size,
    color: entry.color,
    code: item.code,
    ...logos,
  }));
  return { ok: true, lines, cleared };
}
