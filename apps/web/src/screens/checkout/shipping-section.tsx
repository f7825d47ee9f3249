import { useId } from 'react';
import { describeFreightRule, formatPrice, freightCents, type FreightBasis, type ShippingMethod } from '@portal/domain';

interface ShippingSectionProps {
  methods: readonly ShippingMethod[];
  /** The code of the method chosen. */
  chosen: string;
  onChoose: (code: string) => void;
  /** The goods as the cart prices them: what each method would charge. */
  basis: FreightBasis;
  disabled: boolean;
}

/**
 * 'Shipping' (docs/product.md#checkout): the group's methods, each with what it charges on this
 * cart by the domain's rule and the rule in words. Not drawn where the group offers none.
 */
export function ShippingSection({ methods, chosen, onChoose, basis, disabled }: ShippingSectionProps) {
  const headingId = useId();
  const name = useId();
  if (methods.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="checkout-shipping">
      <h2 className="checkout-heading" id={headingId}>
        Shipping
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className="checkout-choices">
        {methods.map((method) => (
          <label key={method.code} className="checkout-choice">
            <input
              type="radio"
              name={name}
              value={method.code}
              checked={chosen === method.code}
              onChange={() => onChoose(method.code)}
              disabled={disabled}
            />
            <span className="checkout-choice-text">
              <span className="checkout-destination-name">
                {method.name} — {formatPrice(freightCents(method.rule, basis))}
              </span>
              <span className="checkout-choice-rule">{describeFreightRule(method.rule)}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
