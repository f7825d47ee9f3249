import { useRef, useState, type ChangeEvent } from 'react';
import {
  groupShipTo,
  resolveShipTo,
  shipToProblems,
  storeShipTo,
  type ShipToAddress,
  type ShipToChoiceInput,
  type ShipToSource,
  type StorefrontAnswer,
} from '@portal/domain';

/** The address a buyer types, as the boxes hold it. */
export type TypedAddress = Record<keyof ShipToAddress, string>;
export type TypedField = keyof TypedAddress;

export const TYPED_FIELDS: readonly TypedField[] = ['name', 'street', 'street2', 'city', 'state', 'zip'];
const EMPTY_ADDRESS: TypedAddress = { name: '', street: '', street2: '', city: '', state: '', zip: '' };

/** A destination the buyer may pick: whose address it is, and the address (none for one still to type). */
export interface Destination {
  source: ShipToSource;
  /** The store's name, the group's title, or 'Another address'. */
  label: string;
  address: ShipToAddress | null;
}

type ShipToSettings = Pick<StorefrontAnswer, 'title' | 'stores' | 'ship_to_address' | 'typed_ship_to'>;

/** The typed address as the contract takes it: the optional second line left out when empty. */
function typedInput(typed: TypedAddress) {
  const { street2, ...rest } = typed;
  return street2.trim() === '' ? rest : { ...rest, street2 };
}

/**
 * Where the order ships (docs/product.md#checkout): the chosen store's address, the group's own, or
 * one the buyer types where the group allows it. With no choice made, the store's when it has one,
 * else the group's, as the server resolves it. A typed address is checked field by field with the
 * domain's own schema; its problems show once the buyer left a box or tried to order.
 */
export function useShipTo(settings: ShipToSettings, storeCode: string) {
  const [chosen, setChosen] = useState<ShipToSource | null>(null);
  const [typed, setTyped] = useState<TypedAddress>(EMPTY_ADDRESS);
  /** Boxes whose problems show: left once, or all of them after a try to order. */
  const [touched, setTouched] = useState<ReadonlySet<TypedField>>(new Set());
  const inputs = useRef<Partial<Record<TypedField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const store = storeCode === '' ? null : (settings.stores.find((entry) => entry.code === storeCode) ?? null);
  const storeAddress = store ? storeShipTo(store) : null;
  const groupAddress = groupShipTo(settings);
  const destinations: Destination[] = [];
  if (store && storeAddress) destinations.push({ source: 'store', label: store.name, address: storeAddress });
  if (groupAddress) destinations.push({ source: 'group', label: settings.title, address: groupAddress });
  if (settings.typed_ship_to) destinations.push({ source: 'typed', label: 'Another address', address: null });

  const source: ShipToSource | null =
    chosen !== null && destinations.some((entry) => entry.source === chosen) ? chosen : (destinations[0]?.source ?? null);
  /** A chosen store that has no address: said beside the choices, since it cannot be one. */
  const storeProblem =
    store && !storeAddress ? (resolveShipTo(settings, store.code, { source: 'store' }) as { problem: string }).problem : null;
  /** Nowhere to ship: no store address, no group address, no typing. */
  const noDestination =
    source === null ? (resolveShipTo(settings, store?.code ?? null, undefined) as { problem: string }).problem : null;

  const allProblems = source === 'typed' ? (shipToProblems(typedInput(typed)) ?? {}) : {};
  const problems: Partial<Record<TypedField, string>> = {};
  for (const field of TYPED_FIELDS) if (touched.has(field) && allProblems[field]) problems[field] = allProblems[field];
  const typedComplete = source === 'typed' && Object.keys(allProblems).length === 0;

  /** What create-order and checkout-charges are sent; null while there is no destination yet. */
  const choice: ShipToChoiceInput | null =
    source === null ? null : source === 'typed' ? (typedComplete ? { source, address: typedInput(typed) } : null) : { source };
  const address: ShipToAddress | null =
    source === 'typed' ? null : (destinations.find((entry) => entry.source === source)?.address ?? null);

  const setField = (field: TypedField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setTyped((current) => ({ ...current, [field]: value }));
  };
  const leave = (field: TypedField) => () => setTouched((current) => new Set(current).add(field));
  const inputRef = (field: TypedField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    inputs.current[field] = element;
  };

  /** There is a destination and, when typed, it is a good address; otherwise marks every box and brings the first wrong one into view. */
  const ready = (): boolean => {
    if (choice !== null) return true;
    if (source === 'typed') {
      setTouched(new Set(TYPED_FIELDS));
      const first = TYPED_FIELDS.find((field) => allProblems[field]);
      const input = first ? inputs.current[first] : null;
      input?.focus();
      input?.scrollIntoView({ block: 'center' });
    }
    return false;
  };

  const clear = () => {
    setChosen(null);
    setTyped(EMPTY_ADDRESS);
    setTouched(new Set());
  };

  return {
    destinations,
    source,
    choose: setChosen,
    storeProblem,
    noDestination,
    typed,
    problems,
    setField,
    leave,
    inputRef,
    choice,
    address,
    ready,
    clear,
  };
}

export type ShipTo = ReturnType<typeof useShipTo>;
