import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import { CATEGORY_TITLES, type ProductType } from '../catalogue/product-type';
import type { PublicPlacementRow } from '../tenant/placement-table.schema';
import { samePlacementMessage } from './messages';

export const DEFAULT_PLACEMENT = 'Left Chest';
// At most two logos per item: a cart line has a first logo and an optional second, nothing more.

/** What a line carries when no placement of the group fits its item (accessories, printed items, supplies). */
export const NO_PLACEMENT = 'N/A';

/** A group's placements and the table saying which kinds of item each fits. */
export interface PlacementOffer {
  /** The group's logo_placements. */
  placements: readonly string[];
  placementTable: readonly PublicPlacementRow[];
}

export interface ItemPlacements {
  /** The group's placements that fit the item, in the group's order; empty when none does. */
  options: string[];
  /** 'Left Chest' where it fits, else the first option, else 'N/A'. */
  initial: string;
}

/** The placements a group offers for a kind of item, and the one it starts with. */
export function placementsFor(type: ProductType, offer: PlacementOffer): ItemPlacements {
  const fits = new Map(offer.placementTable.map((row) => [row.name, row.fits]));
  const options = offer.placements.filter((name) => fits.get(name)?.includes(type) ?? false);
  const initial = options.includes(DEFAULT_PLACEMENT) ? DEFAULT_PLACEMENT : (options[0] ?? NO_PLACEMENT);
  return { options, initial };
}

/** Items no placement fits always carry 'N/A'; elsewhere the chosen placement, else the initial one. */
export function resolvePlacement(placements: ItemPlacements, chosen: string | undefined): string {
  if (placements.options.length === 0) return NO_PLACEMENT;
  return chosen && chosen.trim() !== '' ? chosen : placements.initial;
}

/** Why a placement cannot go on an item, or null. */
export function placementProblem(
  item: Pick<CatalogueItem, 'fullname' | 'type'>,
  placement: string,
  offer: PlacementOffer,
): string | null {
  const { options } = placementsFor(item.type, offer);
  if (options.length === 0) {
    if (placement === NO_PLACEMENT) return null;
    return `'${placement}' does not fit ${item.fullname}: ${CATEGORY_TITLES[item.type]} items carry no logo placement ('${NO_PLACEMENT}').`;
  }
  if (options.includes(placement)) return null;
  if (!offer.placements.includes(placement)) return `'${placement}' is not a logo placement offered for ${item.fullname}.`;
  return `'${placement}' does not fit ${item.fullname}; choose ${options.join(', ')}.`;
}

/**
 * Where a second logo starts: the first of the item's placements the first logo does not take.
 * 'N/A' where no placement fits; null when the only one that fits is taken.
 */
export function secondPlacementFor(placements: ItemPlacements, first: string): string | null {
  if (placements.options.length === 0) return NO_PLACEMENT;
  return placements.options.find((option) => option !== first) ?? null;
}

/** Whether the item has room for a second logo: no placement to choose ('N/A'), or at least two. */
export function offersSecondLogo(placements: ItemPlacements): boolean {
  return placements.options.length !== 1;
}

/**
 * Why a second logo cannot go where it is set, or null: it may not share the first logo's spot.
 * 'N/A' is not a spot (the provider places logos on items no placement fits), so it may repeat.
 */
export function secondPlacementProblem(first: string, second: string): string | null {
  return second === first && first !== NO_PLACEMENT ? samePlacementMessage(second) : null;
}
