import { useRef, useState, type ChangeEvent } from 'react';
import { EMAIL_FORMAT_HINT, isBuyerEmail, refusedOrderField, type StorefrontAnswer } from '@portal/domain';
import { storeChoice } from '../../cart/store-choice';
import { missingFieldsMessage } from '../../common/checkout-text';

/** What the buyer types at checkout. */
export interface OrderFields {
  firstName: string;
  lastName: string;
  email: string;
  customerPo: string;
  store: string;
  code: string;
}

export type FieldName = keyof OrderFields;

type FieldProblems = Partial<Record<FieldName, string>>;

const EMPTY_FIELDS: OrderFields = { firstName: '', lastName: '', email: '', customerPo: '', store: '', code: '' };

/** The fields an order needs, with their labels. */
const REQUIRED: ReadonlyArray<[FieldName, string]> = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
];

/** The order fields by their names on the wire, so a refusal that names one marks it. */
const WIRE_FIELDS: Readonly<Record<string, FieldName>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  customer_po: 'customerPo',
  store: 'store',
};

/** What is wrong with the form before anything is sent: missing names and e-mail, an e-mail that is not one. */
function formProblems(fields: OrderFields): FieldProblems {
  const problems: FieldProblems = {};
  for (const [name] of REQUIRED) if (fields[name].trim() === '') problems[name] = 'Required';
  if (!problems.email && !isBuyerEmail(fields.email)) problems.email = `Not an e-mail address. ${EMAIL_FORMAT_HINT}`;
  return problems;
}

/** Starts at the store the buyer shopped in, so its custom items are not refused for 'None'. */
function initialFields(storefront: Pick<StorefrontAnswer, 'key' | 'stores'>): OrderFields {
  const chosen = storeChoice(storefront.key);
  return storefront.stores.some((store) => store.code === chosen) ? { ...EMPTY_FIELDS, store: chosen ?? '' } : EMPTY_FIELDS;
}

/**
 * The order form's fields and their problems: checked before anything is sent, marked at the field
 * when the server refuses one. `showProblem` tells the buyer what is wrong as a whole.
 */
export function useOrderForm(storefront: Pick<StorefrontAnswer, 'key' | 'stores'>, showProblem: (message: string) => void) {
  const [fields, setFields] = useState<OrderFields>(() => initialFields(storefront));
  /** Shown under their fields once the buyer tried to order; cleared as each field is edited. */
  const [problems, setProblems] = useState<FieldProblems>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  /** The labels of the required fields still empty. */
  const missing = REQUIRED.filter(([name]) => fields[name].trim() === '').map(([, label]) => label);

  const setField = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setProblems(({ [name]: _edited, ...rest }) => rest);
  };

  /** Keeps a field's input, so a problem can bring it into view. */
  const inputRef = (name: FieldName) => (element: HTMLInputElement | null) => {
    inputs.current[name] = element;
  };

  /** Marks the fields, and brings the first into view: the pay buttons sit below the form. */
  const markFields = (found: FieldProblems) => {
    setProblems(found);
    const first = (Object.keys(EMPTY_FIELDS) as FieldName[]).find((name) => found[name]);
    const input = first ? inputs.current[first] : null;
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  };

  /** The names and e-mail are there and the e-mail is one; otherwise says what is wrong, at the field too. */
  const ready = (): boolean => {
    const found = formProblems(fields);
    if (Object.keys(found).length === 0) return true;
    markFields(found);
    showProblem(missing.length > 0 ? missingFieldsMessage(missing) : `Email: ${EMAIL_FORMAT_HINT}`);
    return false;
  };

  /** A refusal that names a field of the form (a format the server checks) marks that field too. */
  const markRefused = (message: string) => {
    const wire = refusedOrderField(message);
    const field = wire ? WIRE_FIELDS[wire] : undefined;
    if (field) markFields({ [field]: message });
  };

  const clear = () => {
    setFields(EMPTY_FIELDS);
    setProblems({});
  };

  return { fields, problems, missing, setField, inputRef, ready, markRefused, clear };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
