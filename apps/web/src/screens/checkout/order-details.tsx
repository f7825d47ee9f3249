import { useId, type ChangeEvent } from 'react';
import { BUYER_EMAIL_MAX_LENGTH, BUYER_NAME_MAX_LENGTH, CUSTOMER_PO_MAX_LENGTH, type StorefrontAnswer } from '@portal/domain';
import { Field } from '../../common/field';
import { CodeField } from './code-field';
import type { BypassCheck } from './use-bypass-check';
import type { FieldName, OrderForm } from './use-order-form';

/** Required without the browser's own check: the form says what is missing itself (useOrderForm). */
const REQUIRED_INPUT = { 'aria-required': true } as const;

interface OrderDetailsProps {
  form: OrderForm;
  stores: StorefrontAnswer['stores'];
  /** The check of the code in the Code field. */
  bypass: BypassCheck;
}

/** Which PO the field is: the buyer's own, not the provider's (docs/product.md#checkout). */
const YOUR_PO_HINT = 'Your own purchase order number, if you use one.';

/** The order form: the buyer's name and e-mail, the customer PO, the store and the bypass code. */
export function OrderDetails({ form, stores, bypass }: OrderDetailsProps) {
  const headingId = useId();
  /** What every field the buyer types in shares: its value, its input, its problem. */
  const typed = (name: FieldName) => ({
    value: form.fields[name],
    onChange: form.setField(name),
    inputRef: form.inputRef(name),
    error: form.problems[name] !== undefined,
    helperText: form.problems[name],
  });
  return (
    <section aria-labelledby={headingId} className="checkout-details">
      <h2 className="checkout-heading" id={headingId}>
        Order details
      </h2>
      <p className="checkout-hint">First Name, Last Name and Email are required.</p>
      <div className="checkout-fields">
        <Field
          label="First Name"
          {...typed('firstName')}
          inputProps={{ ...REQUIRED_INPUT, maxLength: BUYER_NAME_MAX_LENGTH }}
          autoComplete="given-name"
        />
        <Field
          label="Last Name"
          {...typed('lastName')}
          inputProps={{ ...REQUIRED_INPUT, maxLength: BUYER_NAME_MAX_LENGTH }}
          autoComplete="family-name"
        />
        <Field
          label="Email"
          type="email"
          {...typed('email')}
          inputProps={{ ...REQUIRED_INPUT, maxLength: BUYER_EMAIL_MAX_LENGTH }}
          autoComplete="email"
        />
        <Field
          label="Your PO"
          {...typed('customerPo')}
          helperText={form.problems.customerPo ?? YOUR_PO_HINT}
          autoComplete="off"
          inputProps={{ maxLength: CUSTOMER_PO_MAX_LENGTH }}
        />
        <StoreField value={form.fields.store} onChange={form.setField('store')} stores={stores} />
        <CodeField value={form.fields.code} onChange={form.setField('code')} bypass={bypass} />
      </div>
    </section>
  );
}

/** 'Name — address' (decision 025: a native select's option is one line), or the name alone. */
function storeOptionText(store: Pick<StorefrontAnswer['stores'][number], 'name' | 'address'>): string {
  return store.address ? `${store.name} — ${store.address}` : store.name;
}

interface StoreFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  stores: StorefrontAnswer['stores'];
}

/** The store the order is for, 'None' when it is for none; each store with its address. */
function StoreField({ value, onChange, stores }: StoreFieldProps) {
  return (
    <Field select label="Store" value={value} onChange={onChange}>
      <option value="">None</option>
      {stores.map((store) => (
        <option key={store.code} value={store.code}>
          {storeOptionText(store)}
        </option>
      ))}
    </Field>
  );
}
