import {
  formatPrice,
  offeredDiscountTiers,
  PRICE_ON_QUOTE,
  startsAtPrice,
  type CatalogueItem,
  type PriceTier,
} from '@portal/domain';
import { useGridUnits, type QuantityStore } from './quantity-store';

interface ItemHeadingProps {
  item: CatalogueItem;
  breakItem: boolean;
  /** The item's units in the cart; those typed in the grid come from the store. */
  cartUnits: number;
  quantities: QuantityStore;
}

/** The tier text the item screen shows: 'Special price: $x each' or the volume price and its quantity. */
function tierText(tier: PriceTier): string {
  return tier.quantity <= 1
    ? `Special price: ${formatPrice(tier.price)} each`
    : `Volume price: ${formatPrice(tier.price)} each when you order ${tier.quantity.toLocaleString('en-US')} or more in total`;
}

/**
 * The lowest price at the units of the item in the order (follows the grid as the buyer types), then
 * the special or volume prices it offers. A starting price that is the special price is said once,
 * as the special price (docs/product.md#item).
 */
function Prices({ item, breakItem, cartUnits, quantities }: ItemHeadingProps) {
  const startsAt = startsAtPrice(item, cartUnits + useGridUnits(quantities));
  const tiers = breakItem ? [] : offeredDiscountTiers(item);
  const saidBySpecial = tiers.some((tier) => tier.quantity <= 1 && tier.price === startsAt);
  return (
    <>
      {item.type !== 'customs' && !saidBySpecial && (
        <p className="item-starts-at">{startsAt === null ? PRICE_ON_QUOTE : `Starts at ${formatPrice(startsAt)} each`}</p>
      )}
      {tiers.map((tier) => (
        <p key={tier.quantity} className="item-tier">
          {tierText(tier)}
        </p>
      ))}
    </>
  );
}

/**
 * The item's name, code and description, its lowest price at the units of it in the order (as the
 * cart charges them) and the special or volume prices it offers.
 */
export function ItemHeading(props: ItemHeadingProps) {
  const { item } = props;
  return (
    <div>
      <h1 className="item-title">{item.fullname}</h1>
      <p className="small">Item {item.code}</p>
      {item.description && <p className="item-description">{item.description}</p>}
      <Prices {...props} />
    </div>
  );
}
