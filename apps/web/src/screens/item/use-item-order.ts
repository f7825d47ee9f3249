import { useMemo, useState } from 'react';
import {
  ADD_TO_CART_MESSAGES,
  ITEM_ADDED_MESSAGE,
  buildCartLines,
  isQuantityBreakItem,
  orderedSizes,
  parseQuantityCells,
  placementsFor,
  quantityBreakTotal,
  skippedCellsMessage,
  type CatalogueItem,
  type MadeImageChoice,
  type StorefrontAnswer,
} from '@portal/domain';
import { useCart } from '../../cart/cart-store';
import { cellKey, gridCells } from './quantity-grid';
import { useLogoChoice } from './use-logo-choice';

interface Toast {
  id: number;
  severity: 'success' | 'error';
  message: string;
}

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
  const [cells, setCells] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<Toast>({ id: 0, severity: 'success', message: '' });
  const [toastOpen, setToastOpen] = useState(false);
  /** The cells the last Add To Cart could not read, named until the next try. */
  const [skipped, setSkipped] = useState<string | null>(null);

  const show = (severity: Toast['severity'], message: string) => {
    setToast((previous) => ({ id: previous.id + 1, severity, message }));
    setToastOpen(true);
  };

  const addToCart = () => {
    const result = buildCartLines({
      item,
      cells: gridCells(sizes, item.colors, cells),
      embroideryOptions: options,
      embroidery: logos.first.embroidery,
      placement: logos.first.placement,
      secondEmbroidery: logos.second.open ? logos.second.embroidery : undefined,
      secondPlacement: logos.second.open ? logos.second.placement : undefined,
      ...placementOffer,
    });
    setSkipped(skippedCellsMessage(result.cleared));
    if (!result.ok) {
      if (result.cleared.length > 0) {
        setCells((current) => {
          const next = { ...current };
          for (const cell of result.cleared) next[cellKey(cell.size, cell.color)] = '';
          return next;
        });
      }
      show('error', result.message);
      if (result.message === ADD_TO_CART_MESSAGES.mustSelectEmbroidery) logos.refuse(result.message);
      return;
    }
    cart.add(result.lines);
    show('success', ITEM_ADDED_MESSAGE);
    setCells({});
    logos.reset();
  };

  // What the price ladder counts: the item's units in the cart and in the grid together, as the cart prices them.
  const { entries } = parseQuantityCells(gridCells(sizes, item.colors, cells));
  const gridUnits = isQuantityBreakItem(item.sizes)
    ? quantityBreakTotal(entries)
    : entries.reduce((sum, entry) => sum + entry.quantity, 0);
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
    /** Units of the item in the cart, and entered in the grid. */
    cartUnits,
    gridUnits,
    /** The group's embroideries for this kind of item; none means no logo section. */
    options,
    // Nothing to choose: the field shows the fixed 'N/A' instead of a menu.
    placements: placementOptions.length > 0 ? placementOptions : null,
    sizes,
    colour,
    setColour,
    logos,
    cells,
    changeCell: (key: string, raw: string) => setCells((current) => ({ ...current, [key]: raw })),
    skipped,
    dismissSkipped: () => setSkipped(null),
    toast: { ...toast, open: toastOpen },
    closeToast: () => setToastOpen(false),
    addToCart,
  };
}
