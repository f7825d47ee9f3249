import { useMemo, useState } from 'react';
import {
  ADD_TO_CART_MESSAGES,
  ITEM_ADDED_MESSAGE,
  buildCartLines,
  orderedSizes,
  placementsFor,
  skippedCellsMessage,
  type CatalogueItem,
  type MadeImageChoice,
  type StorefrontAnswer,
} from '@portal/domain';
import { useCart } from '../../cart/cart-store';
import { useToast } from '../../common/toast';
import { cellKey, createQuantityStore } from './quantity-store';
import { useLogoChoice } from './use-logo-choice';

/**
 * What the buyer chooses on the item screen (colour, logos, a quantity per size and colour) and
 * Add To Cart, which checks them with the domain's rules and says what it did in a toast.
 */
export function useItemOrder(item: CatalogueItem, storefront: StorefrontAnswer) {
  const cart = useCart(storefront);
  const options = storefront.embroideries[item.type] ?? [];
  const placementOffer = { placements: storefront.logo_placements, placementTable: storefront.placement_table };
  const itemPlacements = placementsFor(item.type, placementOffer);
  const placementOptions = itemPlacements.options;
  const sizes = useMemo(() => orderedSizes(item.sizes), [item.sizes]);

  const [colour, setColour] = useState(item.default_color);
  const logos = useLogoChoice(itemPlacements);
  // The screen is drawn again for each item (keyed by its code), so one store per item.
  const [quantities] = useState(() => createQuantityStore(item, sizes));
  const toast = useToast();
  /** The cells the last Add To Cart could not read, named until the next try. */
  const [skipped, setSkipped] = useState<string | null>(null);

  const addToCart = () => {
    const result = buildCartLines({
      item,
      cells: quantities.cells(),
      embroideryOptions: options,
      embroidery: logos.first.embroidery,
      placement: logos.first.placement,
      secondEmbroidery: logos.second.open ? logos.second.embroidery : undefined,
      secondPlacement: logos.second.open ? logos.second.placement : undefined,
      ...placementOffer,
    });
    setSkipped(skippedCellsMessage(result.cleared));
    if (!result.ok) {
      if (result.cleared.length > 0) quantities.clear(result.cleared.map((cell) => cellKey(cell.size, cell.color)));
      toast.show(result.message, 'error');
      if (result.message === ADD_TO_CART_MESSAGES.mustSelectEmbroidery) logos.refuse(result.message);
      return;
    }
    cart.add(result.lines);
    toast.show(ITEM_ADDED_MESSAGE, 'success');
    quantities.clear();
    logos.reset();
  };

  // What the prices count, with the units entered in the grid: the item's units in the cart, as the cart prices them.
  const cartUnits = cart.lines.reduce((sum, [, line]) => sum + (line.code === item.code ? line.quantity : 0), 0);
  const madeChoice: MadeImageChoice = {
    code: item.code,
    color: colour,
    embroidery: logos.first.embroidery,
    placement: logos.first.placement,
    ...(logos.second.open ? { secondEmbroidery: logos.second.embroidery, secondPlacement: logos.second.placement } : {}),
  };

  return {
    /** The item in the chosen colour with the chosen logos, as the picture draws it. */
    madeChoice,
    /** Units of the item in the cart. */
    cartUnits,
    /** The group's embroideries for this kind of item; none means no logo section. */
    options,
    // Nothing to choose: the field shows the fixed 'N/A' instead of a menu.
    placements: placementOptions.length > 0 ? placementOptions : null,
    sizes,
    colour,
    setColour,
    logos,
    /** What is typed in the grid: read by the cells and totals that show it, so typing redraws only those. */
    quantities,
    skipped,
    dismissSkipped: () => setSkipped(null),
    /** The toast that says what Add To Cart did, to place in the screen. */
    toast: toast.element,
    addToCart,
  };
}
