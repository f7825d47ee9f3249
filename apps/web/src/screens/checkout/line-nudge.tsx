import { useMemo } from 'react';
import { cartLineNudge, countedQuantity, nudgeMessage, type CartLine, type Nudge } from '@portal/domain';
import type { CartApi } from '../../cart/cart-store';
import { useStorefront } from '../../core/group';
import { trendingDownPath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';

/** Each cart line's nudge, by line key: the next break of its item when it is near, priced on the whole cart. */
export function useLineNudges(cart: CartApi): ReadonlyMap<string, Nudge> {
  const storefront = useStorefront();
  const catalogue = useMemo(() => new Map(storefront.catalogue.map((item) => [item.code, item])), [storefront]);
  return useMemo(() => {
    // A retired line is not ordered: the others' breaks are counted without it.
    const offered = cart.lines.filter(([key]) => !cart.retired.has(key));
    const lines = offered.map(([, line]) => line);
    const nudges = new Map<string, Nudge>();
    offered.forEach(([key], index) => {
      const nudge = cartLineNudge(lines, index, catalogue);
      if (nudge) nudges.set(key, nudge);
    });
    return nudges;
  }, [cart.lines, cart.retired, catalogue]);
}

/** 'Add 250 more: $2.29 each, $1,145.00 for 500' under a cart line, with the button that adds them. */
export function LineNudge({
  line,
  nudge,
  onQuantity,
  disabled,
}: {
  line: CartLine;
  nudge: Nudge;
  /** Sets the line's count as if typed; the message when refused. */
  onQuantity(typed: string): string | null;
  disabled: boolean;
}) {
  const { count, unitsPer } = countedQuantity(line);
  const packs = nudge.addUnits / unitsPer;
  const label =
    unitsPer > 1 ? `Add ${packs} ${packs === 1 ? 'pack' : 'packs'}` : `Add ${nudge.addUnits.toLocaleString('en-US')} more`;
  return (
    <div className="checkout-nudge">
      <Icon path={trendingDownPath} className="icon checkout-nudge-icon" />
      <div className="checkout-nudge-body">
        <p className="checkout-nudge-text text-accent">{nudgeMessage(nudge)}</p>
        <button
          type="button"
          className="button button-outlined button-small button-secondary"
          disabled={disabled}
          onClick={() => onQuantity(String(count + packs))}
          // The visible words first, then which line: several lines may offer the same.
          aria-label={`${label}: ${line.name}, ${line.color}${unitsPer > 1 ? '' : `, ${line.size}`}`}
        >
          {label}
        </button>
      </div>
    </div>
  );
}
