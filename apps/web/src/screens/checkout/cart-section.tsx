import { useCallback, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  countedQuantity,
  formatPrice,
  lineTotalText,
  priceChangeText,
  priceWasText,
  QUOTED_LINES_NOTE,
  RETIRED_LINE_TEXT,
  QUANTITY_INPUT_LENGTH,
  type CartLine,
  type Nudge,
  type PriceChange,
} from '@portal/domain';
import type { CartApi } from '../../cart/cart-store';
import { LineDetails, LineImage } from '../../common/cart-line-details';
import { Field } from '../../common/field';
import { deletePath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';
import { Notice } from '../../common/notice';
import { LineNudge, useLineNudges } from './line-nudge';

interface CartSectionProps {
  cart: CartApi;
  /** Where Continue shopping goes from an empty cart. */
  homePath: string;
  /** An order is being placed or paid: its lines stay as they are. */
  disabled: boolean;
}

/**
 * The cart at the top of checkout: what changed in it since it was filled (prices a publish moved,
 * lines no longer offered), each line with its count to change and its remove button, and the subtotal.
 */
export function CartSection({ cart, homePath, disabled }: CartSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const nudges = useLineNudges(cart);
  const removeLine = useCallback(
    (key: string) => {
      cart.remove(key);
      // The button is gone with its line: keep keyboard focus in the cart.
      heading.current?.focus();
    },
    [cart],
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 className="checkout-cart-heading" id={headingId} ref={heading} tabIndex={-1}>
        Cart
      </h2>
      {cart.count === 0 ? (
        <div className="checkout-empty">
          <p>Your cart is empty.</p>
          <RouterLink to={homePath} className="button button-outlined">
            Continue shopping
          </RouterLink>
        </div>
      ) : (
        <>
          {cart.priceChanges.length > 0 && (
            <PriceChangesNotice changes={cart.priceChanges} onDismiss={cart.dismissPriceChanges} />
          )}
          <ul className="bare-list cart-lines">
            {cart.lines.map(([key, line]) => (
              <li key={key}>
                <CartLineRow
                  line={line}
                  onRemove={() => removeLine(key)}
                  onQuantity={(typed) => cart.changeQuantity(key, typed)}
                  disabled={disabled}
                  nudge={nudges.get(key)}
                  retired={cart.retired.has(key)}
                  change={cart.priceChanges.find((change) => change.key === key)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="cart-total" aria-live="polite">
        Subtotal ({cart.quantity.toLocaleString('en-US')} items): {formatPrice(cart.totalCents)}
      </p>
      {cart.lines.some(([, line]) => line.price === 0) && <p className="cart-total-note">{QUOTED_LINES_NOTE}</p>}
    </section>
  );
}

/** The lines whose price changed since they were put in the cart; it stays until the order is placed or the buyer dismisses it. */
function PriceChangesNotice({ changes, onDismiss }: { changes: readonly PriceChange[]; onDismiss: () => void }) {
  return (
    <Notice
      severity="warning"
      role="status"
      title="Prices have changed"
      className="checkout-price-changes"
      action={
        <button type="button" className="button button-small" onClick={onDismiss}>
          Dismiss
        </button>
      }
    >
      <ul className="bare-list">
        {changes.map((change) => (
          <li key={change.key}>{priceChangeText(change)}</li>
        ))}
      </ul>
    </Notice>
  );
}

interface CartLineRowProps {
  line: CartLine;
  onRemove(): void;
  /** Returns why the count was refused, or null once it is in the cart. */
  onQuantity(typed: string): string | null;
  disabled: boolean;
  /** The next break of the line's item, when it is near. */
  nudge?: Nudge | undefined;
  /** The catalogue no longer offers the line's item, colour or size: it can only be removed. */
  retired?: boolean;
  /** The line's price changed since it was put in the cart. */
  change?: PriceChange | undefined;
}

function CartLineRow({ line, onRemove, onQuantity, disabled, nudge, retired = false, change }: CartLineRowProps) {
  return (
    <div className={retired ? 'cart-line cart-line-retired' : 'cart-line'}>
      <LineImage line={line} />
      <LineDetails
        line={line}
        quantity={
          retired ? (
            <>
              <p className="cart-line-detail">
                <span className="cart-line-label">Quantity:</span> {line.quantity.toLocaleString('en-US')}
              </p>
              <p className="checkout-retired">{RETIRED_LINE_TEXT}</p>
            </>
          ) : (
            <>
              {change && <p className="checkout-price-was">{priceWasText(change)}</p>}
              <QuantityEditor line={line} onQuantity={onQuantity} disabled={disabled} />
              {nudge && <LineNudge line={line} nudge={nudge} onQuantity={onQuantity} disabled={disabled} />}
            </>
          )
        }
      />
      <button
        type="button"
        className="icon-button checkout-remove"
        aria-label={`Remove ${line.name}`}
        onClick={onRemove}
        disabled={disabled}
      >
        <Icon path={deletePath} />
      </button>
    </div>
  );
}

/**
 * A line's count, changed in place: applied when the field is left or Enter is pressed, with the
 * item screen's rules. Packs for a pack line, as the item screen counts them.
 */
function QuantityEditor({ line, onQuantity, disabled }: Pick<CartLineRowProps, 'line' | 'onQuantity' | 'disabled'>) {
  const { count, unitsPer } = countedQuantity(line);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    if (draft === null) return;
    const refused = draft.trim() === String(count) ? null : onQuantity(draft);
    setProblem(refused);
    if (!refused) setDraft(null);
  };
  return (
    <div className="checkout-quantity">
      <Field
        className="checkout-quantity-field"
        label={unitsPer > 1 ? `Packs of ${unitsPer}` : 'Quantity'}
        value={draft ?? String(count)}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onBlur={apply}
        disabled={disabled}
        error={problem !== null}
        helperText={problem ?? (unitsPer > 1 ? `${line.quantity.toLocaleString('en-US')} units` : undefined)}
        autoComplete="off"
        inputProps={{
          inputMode: 'numeric',
          maxLength: QUANTITY_INPUT_LENGTH,
          'aria-label': `Quantity of ${line.name}, ${line.color}, ${line.size}`,
          onKeyDown: (event) => {
            if (event.key === 'Enter') apply();
          },
        }}
      />
      <p className="checkout-line-total" aria-live="polite">
        Line total: {lineTotalText(line.price, line.quantity)}
      </p>
    </div>
  );
}
