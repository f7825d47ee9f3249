import { useId } from 'react';
import {
  SHIP_TO_CITY_MAX,
  SHIP_TO_NAME_MAX,
  SHIP_TO_STREET_MAX,
  shipToLines,
  US_STATE_CODES,
  US_STATES,
  type ShipToAddress,
} from '@portal/domain';
import { Field } from '../../common/field';
import { Notice } from '../../common/notice';
import type { ShipTo, TypedField } from './use-ship-to';

/** The address under its owner's name: the street lines and 'City, ST ZIP'. */
function AddressText({ address }: { address: ShipToAddress }) {
  return (
    <span className="checkout-address">
      {shipToLines(address)
        .slice(1)
        .map((line) => (
          <span key={line}>{line}</span>
        ))}
    </span>
  );
}

/**
 * 'Ship to' (docs/product.md#checkout): where the order goes, shown before it is placed. One
 * destination is shown as it is; several are radio buttons; 'Another address' opens the boxes to
 * type one, each checked at the box.
 */
export function ShipToSection({ shipTo, disabled }: { shipTo: ShipTo; disabled: boolean }) {
  const headingId = useId();
  const name = useId();
  const { destinations, source } = shipTo;
  return (
    <section aria-labelledby={headingId} className="checkout-ship-to">
      <h2 className="checkout-heading" id={headingId}>
        Ship to
      </h2>
      {shipTo.storeProblem && (
        <p className="checkout-ship-to-note" role="note">
          {shipTo.storeProblem}
        </p>
      )}
      {shipTo.noDestination ? (
        <Notice severity="warning">
          <p>{shipTo.noDestination}</p>
        </Notice>
      ) : destinations.length === 1 && destinations[0]!.address ? (
        <p className="checkout-destination-single">
          <span className="checkout-destination-name">{destinations[0]!.label}</span>
          <AddressText address={destinations[0]!.address} />
        </p>
      ) : (
        <div role="radiogroup" aria-labelledby={headingId} className="checkout-choices">
          {destinations.map((destination) => (
            <label key={destination.source} className="checkout-choice">
              <input
                type="radio"
                name={name}
                value={destination.source}
                checked={source === destination.source}
                onChange={() => shipTo.choose(destination.source)}
                disabled={disabled}
              />
              <span className="checkout-choice-text">
                <span className="checkout-destination-name">{destination.label}</span>
                {destination.address && <AddressText address={destination.address} />}
              </span>
            </label>
          ))}
        </div>
      )}
      {source === 'typed' && <TypedAddressFields shipTo={shipTo} disabled={disabled} />}
    </section>
  );
}

const LABELS: Record<TypedField, string> = {
  name: 'Recipient',
  street: 'Street address',
  street2: 'Address line 2 (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
};

/** The boxes of a typed address; a problem shows under its box, which names it (aria-describedby). */
function TypedAddressFields({ shipTo, disabled }: { shipTo: ShipTo; disabled: boolean }) {
  const box = (field: TypedField) => ({
    label: LABELS[field],
    value: shipTo.typed[field],
    onBlur: shipTo.leave(field),
    error: shipTo.problems[field] !== undefined,
    helperText: shipTo.problems[field],
    disabled,
  });
  const input = (field: TypedField, max: number, autoComplete: string, required = true) => (
    <Field
      {...box(field)}
      onChange={shipTo.setField(field)}
      inputRef={shipTo.inputRef(field)}
      autoComplete={autoComplete}
      inputProps={{ maxLength: max, ...(required ? { 'aria-required': true } : {}) }}
    />
  );
  return (
    <div className="checkout-fields checkout-typed-address">
      {input('name', SHIP_TO_NAME_MAX, 'shipping name')}
      {input('street', SHIP_TO_STREET_MAX, 'shipping address-line1')}
      {input('street2', SHIP_TO_STREET_MAX, 'shipping address-line2', false)}
      {input('city', SHIP_TO_CITY_MAX, 'shipping address-level2')}
      <Field
        select
        {...box('state')}
        onChange={shipTo.setField('state')}
        inputRef={shipTo.inputRef('state')}
        autoComplete="shipping address-level1"
        inputProps={{ 'aria-required': true }}
      >
        <option value="">Choose a state</option>
        {US_STATE_CODES.map((code) => (
          <option key={code} value={code}>
            {US_STATES[code]}
          </option>
        ))}
      </Field>
      <Field
        {...box('zip')}
        onChange={shipTo.setField('zip')}
        inputRef={shipTo.inputRef('zip')}
        autoComplete="shipping postal-code"
        inputProps={{ maxLength: 10, inputMode: 'numeric', 'aria-required': true }}
      />
    </div>
  );
}
