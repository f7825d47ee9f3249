import { useId, useMemo } from 'react';
import {
  itemNudge,
  ladderPlace,
  lineTotalText,
  nudgeMessage,
  priceLadder,
  unitPriceText,
  type CatalogueItem,
} from '@portal/domain';
import { useGridUnits, type QuantityStore } from './quantity-store';

interface PriceLadderProps {
  item: CatalogueItem;
  /** Units already in the cart, said under the heading; with those typed in the grid, where the buyer stands. */
  cartUnits: number;
  quantities: QuantityStore;
}

/**
 * The item's price by quantity: each break with its price each and the total at that quantity, the
 * buyer's place marked, and the nudge when the next break is near (docs/product.md#the-price-ladder-and-the-nudge).
 */
export function PriceLadder({ item, cartUnits, quantities }: PriceLadderProps) {
  const captionId = useId();
  const ladder = useMemo(() => priceLadder(item), [item]);
  const units = cartUnits + useGridUnits(quantities);
  if (!ladder) return null;
  const place = ladderPlace(ladder, units);
  const nudge = itemNudge(item, units);
  return (
    <section aria-labelledby={captionId} className="item-ladder">
      <h2 id={captionId} className="item-h2">
        Price by quantity
      </h2>
      <p className="small item-ladder-intro">
        The more units of this item in your order, the lower the price of each; the total is what that many cost.
        {cartUnits > 0 && ` Your cart already has ${cartUnits.toLocaleString('en-US')}.`}
      </p>
      <table aria-labelledby={captionId} className="item-ladder-table">
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col" className="item-number">
              Price each
            </th>
            <th scope="col" className="item-number">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {ladder.map((step, index) => (
            <tr
              key={step.quantity}
              className={index === place ? 'item-ladder-here' : undefined}
              aria-current={index === place ? 'step' : undefined}
            >
              <th scope="row">
                {step.quantity.toLocaleString('en-US')}
                {index === ladder.length - 1
                  ? ' or more'
                  : ` to ${((ladder[index + 1]?.quantity ?? 0) - 1).toLocaleString('en-US')}`}
                {index === place && <span className="item-ladder-yours">Your order: {units.toLocaleString('en-US')}</span>}
              </th>
              <td className="item-number">{unitPriceText(step.unitPrice).replace(/ each$/, '')}</td>
              <td className="item-number">{lineTotalText(step.unitPrice, step.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" aria-live="polite" className="item-nudge">
        {nudge ? nudgeMessage(nudge) : ''}
      </p>
    </section>
  );
}
