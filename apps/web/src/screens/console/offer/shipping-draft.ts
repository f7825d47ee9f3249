import {
  FREIGHT_MAX_CENTS,
  formatCents,
  formatPrice,
  parseOneLineAddress,
  shipToOneLine,
  toCents,
  type FreightRule,
  type FreightRuleKind,
  type ShippingMethod,
} from '@portal/domain';

// Where a group's orders ship and what freight costs, as the settings page types them: the
// group's address checked as buyers' orders will read it, and a shipping method in its dialog.

/** What a one-line address gives: the address a parcel is sent to, or why there is none. */
export type AddressCheck = { ok: true; text: string } | { ok: false; problem: string };

/** The group's own address as the field says it: where orders without a store go, or why they cannot. */
export function groupAddressCheck(line: string, title: string): AddressCheck {
  if (!line.trim())
    return { ok: false, problem: 'None: orders without a store cannot ship to the group, so buyers must pick a store.' };
  const parsed = parseOneLineAddress(line.trim(), title);
  return parsed
    ? { ok: true, text: `Orders without a store ship to: ${shipToOneLine(parsed)}.` }
    : {
        ok: false,
        problem:
          'Not an address a parcel can be sent to (street, city, ST ZIP): orders without a store cannot ship to the group, so buyers must pick a store. It can still be saved.',
      };
}

/** A store's address as its row and its dialog say it: where its orders go, or why it cannot be a destination. */
export function storeAddressCheck(store: { name: string; address: string }): AddressCheck {
  if (!store.address.trim()) return { ok: false, problem: 'No address: it cannot be chosen as a destination.' };
  const parsed = parseOneLineAddress(store.address.trim(), store.name || 'The store');
  return parsed
    ? { ok: true, text: `Its orders ship to: ${shipToOneLine(parsed)}.` }
    : {
        ok: false,
        problem: 'Not an address a parcel can be sent to (street, city, ST ZIP): it cannot be chosen as a destination.',
      };
}

export const RULE_KINDS = ['free', 'flat', 'per_unit', 'free_above'] as const satisfies readonly FreightRuleKind[];

/** The rule kinds as the dialog's select names them. */
export const RULE_KIND_WORDS: Readonly<Record<FreightRuleKind, string>> = {
  free: 'Free',
  flat: 'Flat amount per order',
  per_unit: 'Amount per unit',
  free_above: 'Free from an order total',
};

/** A shipping method as its dialog types it: amounts in dollars, as text. */
export interface MethodForm {
  code: string;
  name: string;
  kind: FreightRuleKind;
  /** The amount per order or per unit; per order below the total for 'free_above'. */
  amount: string;
  /** The order total from which it is free ('free_above'). */
  threshold: string;
}

export type MethodProblems = Partial<Record<'code' | 'name' | 'amount' | 'threshold', string>>;

/** Cents as an amount field shows them: '15', '0.40', '1250.50'. */
const dollarsText = (cents: number) => formatCents(cents).replace(/\.00$/, '');

export function methodForm(method: ShippingMethod | null): MethodForm {
  if (!method) return { code: '', name: '', kind: 'flat', amount: '', threshold: '' };
  const { rule } = method;
  return {
    code: method.code,
    name: method.name,
    kind: rule.kind,
    amount: rule.kind === 'free' ? '' : dollarsText(rule.cents),
    threshold: rule.kind === 'free_above' ? dollarsText(rule.threshold_cents) : '',
  };
}

const METHOD_CODE = /^[A-Z0-9][A-Z0-9-]{0,19}$/;

/**
 * Dollars as typed ('$15', '1,250.50') as cents, by the domain's toCents; at most two decimals
 * (whole cents) and at most $10,000.00, as group.json takes them.
 */
export function readFreightDollars(text: string): { ok: true; cents: number } | { ok: false; problem: string } {
  const plain = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (!plain) return { ok: false, problem: 'Type an amount in dollars, such as 15 or 12.50.' };
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return { ok: false, problem: 'Type dollars and at most two decimals, such as 12.50.' };
  const cents = toCents(Number(plain));
  if (cents > FREIGHT_MAX_CENTS) return { ok: false, problem: `At most ${formatPrice(FREIGHT_MAX_CENTS)}.` };
  return { ok: true, cents };
}

/**
 * The method the dialog holds, or each field's problem. `takenCodes`: the codes of the group's
 * other methods, which this one may not repeat.
 */
export function readMethodForm(
  form: MethodForm,
  takenCodes: readonly string[],
): { method: ShippingMethod } | { problems: MethodProblems } {
  const problems: MethodProblems = {};
  const code = form.code.trim().toUpperCase();
  if (!METHOD_CODE.test(code)) problems.code = 'Capital letters, digits and dashes, at most 20, such as GROUND or 2DAY.';
  else if (takenCodes.includes(code)) problems.code = `The group already has a method ${code}.`;
  const name = form.name.trim();
  if (!name) problems.name = 'Type the name buyers see, such as Ground.';
  const amount = form.kind === 'free' ? null : readFreightDollars(form.amount);
  if (amount && !amount.ok) problems.amount = amount.problem;
  const threshold = form.kind === 'free_above' ? readFreightDollars(form.threshold) : null;
  if (threshold && !threshold.ok) problems.threshold = threshold.problem;
  if (Object.keys(problems).length > 0 || (amount && !amount.ok) || (threshold && !threshold.ok)) return { problems };
  const cents = amount?.ok ? amount.cents : 0;
  const rule: FreightRule =
    form.kind === 'free'
      ? { kind: 'free' }
      : form.kind === 'free_above'
        ? { kind: 'free_above', cents, threshold_cents: threshold?.ok ? threshold.cents : 0 }
        : { kind: form.kind, cents };
  return { method: { code, name, rule } };
}

/** The list with the method at `index` moved one place up (-1) or down (+1). */
export function moveMethod(methods: readonly ShippingMethod[], index: number, by: -1 | 1): ShippingMethod[] {
  const to = index + by;
  if (to < 0 || to >= methods.length) return [...methods];
  const next = [...methods];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
