import { formatPrice } from '../money/cents';

/** The largest amount a freight rule may name: $10,000.00, so a typo of a few digits is refused. */
export const FREIGHT_MAX_CENTS = 1_000_000;
export const SHIPPING_METHODS_MAX = 10;

/** How a shipping method charges: nothing; one amount per order; an amount per unit; or one amount per order that falls to nothing once the goods reach a total. */
export type FreightRule =
  | { kind: 'free' }
  | { kind: 'flat'; cents: number }
  | { kind: 'per_unit'; cents: number }
  | { kind: 'free_above'; cents: number; threshold_cents: number };
export type FreightRuleKind = FreightRule['kind'];

/** A group's shipping method: 'GROUND', 'Ground', and how it charges. */
export interface ShippingMethod {
  /** What an order records and the API names: 'GROUND', '2DAY'. */
  code: string;
  /** What the buyer reads: 'Ground', '2-Day'. */
  name: string;
  rule: FreightRule;
}

/** What the goods of an order are, for freight: their total and how many units they are. */
export interface FreightBasis {
  goodsCents: number;
  units: number;
}

/** The freight a method charges on an order, in cents. */
export function freightCents(rule: FreightRule, basis: FreightBasis): number {
  switch (rule.kind) {
    case 'free':
      return 0;
    case 'flat':
      return rule.cents;
    case 'per_unit':
      return rule.cents * basis.units;
    case 'free_above':
      return basis.goodsCents >= rule.threshold_cents ? 0 : rule.cents;
  }
}

/** The rule in words, for the method picker and the console: 'Free on orders of $250.00 or more, else $15.00'. */
export function describeFreightRule(rule: FreightRule): string {
  switch (rule.kind) {
    case 'free':
      return 'Free';
    case 'flat':
      return `${formatPrice(rule.cents)} per order`;
    case 'per_unit':
      return `${formatPrice(rule.cents)} per unit`;
    case 'free_above':
      return `Free on orders of ${formatPrice(rule.threshold_cents)} or more, else ${formatPrice(rule.cents)}`;
  }
}

/** The method of `methods` with this code, or null. */
export function findShippingMethod(methods: readonly ShippingMethod[], code: string): ShippingMethod | null {
  return methods.find((method) => method.code === code) ?? null;
}
