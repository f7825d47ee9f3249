// No zod: the console's draft page shows the difference as it is being made, valid or not.
import { formatPrice } from '../money/cents';
import { codeLabelsByKey } from '../spending/code-labels';
import type { OfferChange } from './offer-diff';

// The spending rules' part of an offer's difference (docs/approvals.md): each rule that changed,
// in staff's words, with its values before and after, so the offer's audit shows who changed which
// limit, budget, approver or code cap. They are the group's settings (area 'settings'): only an
// admin changes them. A bypass code is named by its label, never by the code.

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: Json, key: string): JsonObject => {
  const found = isObject(value) ? value[key] : undefined;
  return isObject(found) ? found : {};
};
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
/** Absent and null differ here: a store's null limit is 'no limit', its absent one the group's. */
const same = (a: Json, b: Json): boolean => (a === undefined) === (b === undefined) && canonical(a) === canonical(b);

/** A value as it is, for what the words below do not know (a draft's part may hold anything). */
const plain = (value: Json): string | null => (value === undefined ? null : JSON.stringify(value));

const money = (value: Json): string | null =>
  value === undefined ? null : Number.isSafeInteger(value) ? formatPrice(value as number) : plain(value);
/** A store's limit: null is 'none for this store', absent takes the group's. */
const storeLimit = (value: Json): string | null => (value === null ? 'no limit for this store' : money(value));
const count = (value: Json): string | null => (value === undefined ? null : String(value as string));
const yesNo = (value: Json): string | null =>
  value === undefined ? null : value === true ? 'yes' : value === false ? 'no' : plain(value);
const overBudget = (value: Json): string | null =>
  value === 'approval' ? 'waits for approval' : value === 'refuse' ? 'is refused' : plain(value);

/** 'Renata Okafor <renata.okafor@tidewater-auto.example>; Marcus Oyelaran <…>': who, in order. */
function approvers(value: Json): string | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return plain(value);
  if (value.length === 0) return 'none';
  return value
    .map((entry) => (isObject(entry) ? `${String(entry.name as string)} <${String(entry.email as string)}>` : plain(entry)))
    .join('; ');
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const days = (value: Json): string | null =>
  value === undefined
    ? null
    : Array.isArray(value) && value.every((day) => Number.isInteger(day) && DAY_NAMES[day as number])
      ? [...(value as number[])]
          .sort((a, b) => a - b)
          .map((day) => DAY_NAMES[day])
          .join(', ')
      : plain(value);
const hours = (value: Json): string | null =>
  value === undefined
    ? null
    : isObject(value) && typeof value.from === 'string' && typeof value.to === 'string'
      ? `${value.from}–${value.to}`
      : plain(value);

type Show = (value: Json) => string | null;

const GROUP_RULES: readonly [key: string, field: string, show: Show][] = [
  ['approval_above_cents', 'approval above', money],
  ['approvers', 'approvers', approvers],
  ['no_store_budget_cents', 'monthly budget of orders with no store', money],
  ['over_budget', 'an order over budget', overBudget],
  ['show_budget_to_buyers', 'show budget to buyers', yesNo],
  ['link_days', 'approval link days', count],
  ['remind_after_hours', 'remind after hours', count],
  ['escalate_after_hours', 'escalate after hours', count],
];

const STORE_RULES: readonly [key: string, field: string, show: Show][] = [
  ['approval_above_cents', 'approval above', storeLimit],
  ['monthly_budget_cents', 'monthly budget', money],
  ['approvers', 'approvers', approvers],
  ['over_budget', 'an order over budget', overBudget],
];

const CODE_RULES: readonly [key: string, field: string, show: Show][] = [
  ['per_order_cents', 'per order', money],
  ['monthly_cents', 'per month', money],
  ['days', 'days', days],
  ['hours', 'hours', hours],
];

function ruleChanges(
  before: JsonObject,
  after: JsonObject,
  rules: readonly [string, string, Show][],
  prefix: string,
): OfferChange[] {
  const changes: OfferChange[] = [];
  const known = new Set(rules.map(([key]) => key));
  for (const [key, field, show] of rules)
    if (!same(before[key], after[key]))
      changes.push({
        area: 'settings',
        subject: '',
        field: `${prefix}${field}`,
        before: show(before[key]),
        after: show(after[key]),
      });
  // A field the words do not know still changed: say it as it is.
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort())
    if (!known.has(key) && !same(before[key], after[key]))
      changes.push({
        area: 'settings',
        subject: '',
        field: `${prefix}${key}`,
        before: plain(before[key]),
        after: plain(after[key]),
      });
  return changes;
}

/** A store's or code's rules; one added or removed with no rule in it is still a change. */
function entryChanges(before: Json, after: Json, rules: readonly [string, string, Show][], prefix: string): OfferChange[] {
  const [a, b] = [isObject(before) ? before : {}, isObject(after) ? after : {}];
  const changes = ruleChanges(a, b, rules, prefix);
  if (changes.length > 0 || same(before, after)) return changes;
  const shown = (value: Json) => (value === undefined ? null : 'no rules of its own');
  return [{ area: 'settings', subject: '', field: `${prefix}rules`, before: shown(before), after: shown(after) }];
}

/**
 * Each code's caps by its label on each side, so a code given again (a new key, the same label)
 * whose caps were carried over shows no change; two codes with one label are told apart by key.
 */
function codesByLabel(secrets: JsonObject): Map<string, JsonObject> {
  const labels = codeLabelsByKey(secrets);
  const caps = objectAt(objectAt(secrets, 'spending'), 'codes');
  const counts = new Map<string, number>();
  for (const label of labels.values()) counts.set(label, (counts.get(label) ?? 0) + 1);
  const byLabel = new Map<string, JsonObject>();
  for (const [key, rules] of Object.entries(caps)) {
    const label = labels.get(key);
    const name = label === undefined ? `key ${key}` : (counts.get(label) ?? 0) > 1 ? `${label} (key ${key})` : label;
    byLabel.set(name, isObject(rules) ? rules : {});
  }
  return byLabel;
}

/** What changed in the group's spending rules (secrets.spending), rule by rule, store by code, code by label. */
export function spendingChanges(beforeSecrets: JsonObject, afterSecrets: JsonObject): OfferChange[] {
  const [before, after] = [objectAt(beforeSecrets, 'spending'), objectAt(afterSecrets, 'spending')];
  const [oldCodes, newCodes] = [codesByLabel(beforeSecrets), codesByLabel(afterSecrets)];
  const codesSame = same([...oldCodes].sort(), [...newCodes].sort());
  if (same(before, after) && codesSame) return [];
  const rest = (rules: JsonObject) =>
    Object.fromEntries(Object.entries(rules).filter(([key]) => key !== 'stores' && key !== 'codes'));
  const changes = ruleChanges(rest(before), rest(after), GROUP_RULES, '');
  const [oldStores, newStores] = [objectAt(before, 'stores'), objectAt(after, 'stores')];
  for (const code of [...new Set([...Object.keys(oldStores), ...Object.keys(newStores)])].sort())
    changes.push(...entryChanges(oldStores[code], newStores[code], STORE_RULES, `${code} `));
  for (const label of [...new Set([...oldCodes.keys(), ...newCodes.keys()])].sort())
    changes.push(...entryChanges(oldCodes.get(label), newCodes.get(label), CODE_RULES, `code ${label} `));
  return changes;
}
