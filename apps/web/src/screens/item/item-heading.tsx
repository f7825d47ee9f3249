import { formatPrice, offeredDiscountTiers, PRICE_ON_QUOTE, startsAtPrice, type CatalogueItem } from '@portal/domain';
import { useGridUnits, type QuantityStore } from './quantity-store';

interface ItemHeadingProps {
  item: CatalogueItem;
  breakItem: boolean;
  /** The item's units in the cart; those typed in the grid come from the store. */
  cartUnits: number;
  quantities: QuantityStore;
}

/** The lowest price at the units of the item in the order: follows the grid as the buyer types. */
function StartsAt({ item, cartUnits, quantities }: Omit<ItemHeadingProps, 'breakItem'>) {
  const startsAt = startsAtPrice(item, cartUnits + useGridUnits(quantities));
  return <p className="item-starts-at">{startsAt === null ? PRICE_ON_QUOTE : `Starts at ${formatPrice(startsAt)} each`}</p>;
}

/**
 * The item's name, code and description, its lowest price at the units of it in the order (as the
 * cart charges them) and the special or volume prices it offers.
 */
export function ItemHeading({ item, breakItem, cartUnits, quantities }: ItemHeadingProps) {
  return (
    <div>
      <h1 className="item-title">{item.fullname}</h1>
      <p className="small">Item {item.code}</p>
      {item.description && <p className="item-description">{item.description}</p>}
      {item.type !== 'customs' && <StartsAt item={item} cartUnits={cartUnits} quantities={quantities} />}
      {!breakItem &&
        offeredDiscountTiers(item).map((tier) => (
          <p key={tier.quantity} className="item-tier">
            {tier.quantity <= 1
              ? `Special price: ${formatPrice(tier.price)} each`
              : `Volume price: ${formatPrice(tier.price)} each when you order ${tier.quantity.toLocaleString('en-US')} or more in total`}
          </p>
        ))}
    </div>
  );
}
