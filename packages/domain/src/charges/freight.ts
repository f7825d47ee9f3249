import { z } from 'zod';
import { formatPrice } from '../money/cents';

/** The largest amount a freight rule may name: $10,000.00, so a typo of a few digits is refused. */
export const FREIGHT_MAX_CENTS = 1_000_000;
export const SHIPPING_METHODS_MAX = 10;

const cents = z
  .number()
  .int('a whole number of cents')
  .min(0, 'cannot be negative')
  .max(FREIGHT_MAX_CENTS, `at most ${formatPrice(FREIGHT_MAX_CENTS)}`);

/**
 * How a shipping method charges: nothing; one amount per order; an amount per unit; or one amount
 * per order that falls to nothing once the goods reach a total.
 */
export const freightRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free') }).strict(),
  z.object({ kind: z.literal('flat'), cents }).strict(),
  z.object({ kind: z.literal('per_unit'), cents }).strict(),
  z.object({ kind: z.literal('free_above'), cents, threshold_cents: cents }).strict(),
]);
export type FreightRule = z.output<typeof freightRuleSchema>;
export type FreightRuleKind = FreightRule['kind'];

export const shippingMethodSchema = z
  .object({
    /** What an order records and the API names: 'GROUND', '2DAY'. */
    code: z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, 'capital letters, digits and dashes, at most 20'),
    /** What the buyer reads: 'Ground', '2-Day'. */
    name: z.string().trim().min(1, 'is required').max(40),
    rule: freightRuleSchema,
  })
  .strict();
export type ShippingMethod = z.output<typeof shippingMethodSchema>;

/** A group's shipping methods: the first is the one checkout picks first. */
export const shippingMethodsSchema = z
  .array(shippingMethodSchema)
  .max(SHIPPING_METHODS_MAX)
  .superRefine((methods, ctx) => {
    const seen = new Set<string>();
    methods.forEach((method, index) => {
      if (seen.has(method.code))
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `shipping method ${method.code} is listed twice` });
      seen.add(method.code);
    });
  });

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
