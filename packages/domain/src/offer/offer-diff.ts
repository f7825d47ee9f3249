// No zod: the console's draft page shows the difference as it is being made, valid or not.
import { describeFreightRule, type FreightRule } from '../charges/freight';
import { spendingChanges } from './spending-diff';

/** Where a change of a group's offer falls: what staff see it under, and who may make it. */
export const OFFER_AREAS = ['settings', 'stores', 'items', 'secrets', 'placements'] as const;
export type OfferArea = (typeof OFFER_AREAS)[number];

/** One changed field of a group's offer, old → new, as staff read it (prices in dollars, secrets never shown). */
export interface OfferChange {
  area: OfferArea;
  /** The item code, store code or placement name changed; '' for the group's settings and secrets. */
  subject: string;
  /** 'sizes.XL', 'name', 'store', 'item', 'paypal_not_supported', 'group password'… */
  field: string;
  before: string | null;
  after: string | null;
}

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
/** JSON with its keys in order: a document read back from jsonb has its keys in jsonb's order, not the writer's. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
const same = (a: Json, b: Json): boolean => canonical(a) === canonical(b);
const objectAt = (value: Json, key: string): JsonObject => {
  const found = isObject(value) ? value[key] : undefined;
  return isObject(found) ? found : {};
};
const arrayAt = (value: Json, key: string): Json[] => {
  const found = isObject(value) ? value[key] : undefined;
  return Array.isArray(found) ? found : [];
};

/** A price as the files write it (dollars), shown as staff read it. */
export function dollarsText(value: Json): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? `$${value.toFixed(2)}` : String(value as string);
}

/** A value as one line of text: lists joined, yes/no, objects by their values. */
function shown(value: Json): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.map((entry) => (isObject(entry) ? Object.values(entry).map(shown).join(' ') : shown(entry))).join('; ');
  return Object.entries(value as JsonObject)
    .map(([key, entry]) => `${key}: ${shown(entry)}`)
    .join(', ');
}

function keyed(list: Json[], key: string): Map<string, JsonObject> {
  const byKey = new Map<string, JsonObject>();
  for (const entry of list) if (isObject(entry) && typeof entry[key] === 'string') byKey.set(entry[key], entry);
  return byKey;
}

/** Fields of two objects that differ, nested objects as dotted paths, each side shown by `show`. */
function fieldChanges(
  before: JsonObject,
  after: JsonObject,
  show: (path: string, value: Json) => string | null,
  prefix = '',
  flatten: (path: string) => boolean = () => true,
): { field: string; before: string | null; after: string | null }[] {
  const changes: { field: string; before: string | null; after: string | null }[] = [];
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])]) {
    const path = prefix + key;
    const [a, b] = [before[key], after[key]];
    if (same(a, b)) continue;
    if ((isObject(a) || isObject(b)) && flatten(path)) {
      changes.push(...fieldChanges(isObject(a) ? a : {}, isObject(b) ? b : {}, show, `${path}.`, flatten));
    } else changes.push({ field: path, before: show(path, a), after: show(path, b) });
  }
  return changes;
}

function listChanges(
  area: OfferArea,
  before: Map<string, JsonObject>,
  after: Map<string, JsonObject>,
  what: string,
  label: (entry: JsonObject) => string | null,
  show: (path: string, value: Json) => string | null,
  flatten?: (path: string) => boolean,
): OfferChange[] {
  const changes: OfferChange[] = [];
  for (const subject of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const [a, b] = [before.get(subject), after.get(subject)];
    if (!a || !b) {
      changes.push({ area, subject, field: what, before: a ? label(a) : null, after: b ? label(b) : null });
      continue;
    }
    for (const change of fieldChanges(a, b, show, '', flatten)) changes.push({ area, subject, ...change });
  }
  return changes;
}

/** Discount tiers as '12+ $9.00, 24+ $8.50'. */
const tiersText = (value: Json): string | null =>
  Array.isArray(value)
    ? value.map((tier) => (isObject(tier) ? `${shown(tier.quantity)}+ ${dollarsText(tier.price)}` : shown(tier))).join(', ')
    : shown(value);

/** An uploaded picture as staff read it: named by the start of its id, or drawn when there is none. */
export function uploadedPictureText(what: 'photo' | 'logo picture', id: Json): string {
  if (typeof id !== 'string') return what === 'photo' ? 'drawn picture' : 'drawn from the name';
  return `uploaded ${what} ${id.slice(0, 8)}`;
}

function itemValue(path: string, value: Json): string | null {
  if (path.startsWith('sizes.')) return dollarsText(value);
  if (path.startsWith('photos.')) return uploadedPictureText('photo', value);
  if (path === 'discount') return tiersText(value);
  return shown(value);
}

const RULE_AMOUNTS: Readonly<Record<FreightRule['kind'], readonly string[]>> = {
  free: [],
  flat: ['cents'],
  per_unit: ['cents'],
  free_above: ['cents', 'threshold_cents'],
};

/** A freight rule in words when it is one ('$35.00 per order'), else its values as they are. */
function ruleText(rule: Json): string | null {
  if (!isObject(rule) || typeof rule.kind !== 'string' || !Object.hasOwn(RULE_AMOUNTS, rule.kind)) return shown(rule);
  const amounts = RULE_AMOUNTS[rule.kind as FreightRule['kind']];
  return amounts.every((key) => Number.isInteger(rule[key])) ? describeFreightRule(rule as unknown as FreightRule) : shown(rule);
}

/** A shipping method as staff read it: 'Ground: Free on orders of $250.00 or more, else $15.00'. */
const methodText = (method: JsonObject): string => `${shown(method.name) ?? ''}: ${ruleText(method.rule) ?? ''}`;

/**
 * The shipping methods by code (`shipping_methods.GROUND`), each added, removed or changed in words;
 * and their order, which is the order checkout offers them in (the first is picked first).
 */
function shippingMethodChanges(before: Json, after: Json): OfferChange[] {
  const [oldMethods, newMethods] = [
    keyed(arrayAt(before, 'shipping_methods'), 'code'),
    keyed(arrayAt(after, 'shipping_methods'), 'code'),
  ];
  const changes: OfferChange[] = [];
  for (const code of [...new Set([...oldMethods.keys(), ...newMethods.keys()])]) {
    const [a, b] = [oldMethods.get(code), newMethods.get(code)];
    if (a && b && same(a, b)) continue;
    const [was, now] = [a ? methodText(a) : null, b ? methodText(b) : null];
    // Two values that read alike (a field that is not shown) still differ: say them as they are.
    const plain = was !== null && was === now;
    changes.push({
      area: 'settings',
      subject: '',
      field: `shipping_methods.${code}`,
      before: plain ? shown(a) : was,
      after: plain ? shown(b) : now,
    });
  }
  const kept = (from: Map<string, JsonObject>, other: Map<string, JsonObject>) =>
    [...from.keys()].filter((code) => other.has(code));
  const [oldOrder, newOrder] = [kept(oldMethods, newMethods), kept(newMethods, oldMethods)];
  if (!same(oldOrder, newOrder))
    changes.push({
      area: 'settings',
      subject: '',
      field: 'shipping_methods',
      before: oldOrder.join(', '),
      after: newOrder.join(', '),
    });
  return changes;
}

function secretChanges(before: JsonObject, after: JsonObject): OfferChange[] {
  const changes: OfferChange[] = [];
  const state = (hash: Json) => (typeof hash === 'string' ? 'set' : 'none');
  const secret = (field: string, a: Json, b: Json) => {
    if (same(a, b)) return;
    changes.push({
      area: 'secrets',
      subject: '',
      field,
      before: state(a),
      after: typeof b === 'string' && typeof a === 'string' ? 'changed' : state(b),
    });
  };
  secret('group password', before.password, after.password);
  secret('admin password', before.admin_password, after.admin_password);
  const [oldCodes, newCodes] = [arrayAt(before, 'bypass_codes'), arrayAt(after, 'bypass_codes')];
  const [oldLabels, newLabels] = [arrayAt(before, 'bypass_code_labels'), arrayAt(after, 'bypass_code_labels')];
  if (!same(oldCodes, newCodes) || !same(oldLabels, newLabels)) {
    const added = newCodes.filter((code) => !oldCodes.some((old) => same(old, code))).length;
    const retired = oldCodes.filter((code) => !newCodes.some((now) => same(now, code))).length;
    // The labels ('••••••CT', 'Store code of …') say which codes, never the codes themselves.
    const named = (labels: Json[]) => (labels.length > 0 ? `: ${labels.map(shown).join(', ')}` : '');
    changes.push({
      area: 'secrets',
      subject: '',
      field: 'bypass codes',
      before: `${oldCodes.length} codes${named(oldLabels)}`,
      after: `${newCodes.length} codes (${added} new, ${retired} retired)${named(newLabels)}`,
    });
  }
  const [oldStores, newStores] = [objectAt(before, 'store_passwords'), objectAt(after, 'store_passwords')];
  for (const code of [...new Set([...Object.keys(oldStores), ...Object.keys(newStores)])].sort()) {
    const [a, b] = [oldStores[code], newStores[code]];
    if (same(a, b)) continue;
    changes.push({
      area: 'secrets',
      subject: code,
      field: 'store password',
      before: state(a),
      after: a && b ? 'changed' : state(b),
    });
  }
  if (!same(before.email_recipients, after.email_recipients))
    changes.push({
      area: 'settings',
      subject: '',
      field: 'email_recipients',
      before: shown(before.email_recipients),
      after: shown(after.email_recipients),
    });
  return changes;
}

/**
 * What a group's offer changes from one document to another (a version's, or the draft's): its
 * settings field by field, its spending rules rule by rule (spending-diff.ts), stores by code, items by code with each size's price, secrets only as
 * set, changed or cleared, and placements by name. Order within lists does not count.
 */
export function diffOfferDocuments(before: Json, after: Json): OfferChange[] {
  const [oldGroup, newGroup] = [objectAt(before, 'group'), objectAt(after, 'group')];
  const withoutLists = ({ stores: _stores, shipping_methods: _methods, ...rest }: JsonObject) => rest;
  const settings: OfferChange[] = [
    ...fieldChanges(withoutLists(oldGroup), withoutLists(newGroup), (path, value) =>
      path.startsWith('logo_files.') ? uploadedPictureText('logo picture', value) : shown(value),
    ).map((change): OfferChange => ({ area: 'settings', subject: '', ...change })),
    ...shippingMethodChanges(oldGroup, newGroup),
  ];
  const stores = listChanges(
    'stores',
    keyed(arrayAt(oldGroup, 'stores'), 'code'),
    keyed(arrayAt(newGroup, 'stores'), 'code'),
    'store',
    (store) => shown(store.name),
    (_path, value) => shown(value),
  );
  const items = listChanges(
    'items',
    keyed(arrayAt(before, 'items'), 'code'),
    keyed(arrayAt(after, 'items'), 'code'),
    'item',
    (item) => shown(item.name),
    itemValue,
    (path) => path === 'sizes' || path === 'photos',
  );
  const placements = listChanges(
    'placements',
    keyed(arrayAt(before, 'placements'), 'name'),
    keyed(arrayAt(after, 'placements'), 'name'),
    'placement',
    (row) => shown(row.name),
    (_path, value) => shown(value),
    () => false,
  );
  return [
    ...settings,
    ...spendingChanges(objectAt(before, 'secrets'), objectAt(after, 'secrets')),
    ...stores,
    ...items,
    ...secretChanges(objectAt(before, 'secrets'), objectAt(after, 'secrets')),
    ...placements,
  ];
}
