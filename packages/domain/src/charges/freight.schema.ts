import { z } from 'zod';
import { formatPrice } from '../money/cents';
import { FREIGHT_MAX_CENTS, SHIPPING_METHODS_MAX, type FreightRule, type ShippingMethod } from './freight';

// The shipping methods as a group's settings keep them (group.json, the console's drafts): checked
// on the server only, so the checkout's bundle carries the rules (freight.ts) and not these schemas.

const cents = z
  .number()
  .int('a whole number of cents')
  .min(0, 'cannot be negative')
  .max(FREIGHT_MAX_CENTS, `at most ${formatPrice(FREIGHT_MAX_CENTS)}`);

/**
 * How a shipping method charges: nothing; one amount per order; an amount per unit; or one amount
 * per order that falls to nothing once the goods reach a total.
 */
export const freightRuleSchema: z.ZodType<FreightRule> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free') }).strict(),
  z.object({ kind: z.literal('flat'), cents }).strict(),
  z.object({ kind: z.literal('per_unit'), cents }).strict(),
  z.object({ kind: z.literal('free_above'), cents, threshold_cents: cents }).strict(),
]);

export const shippingMethodSchema: z.ZodType<ShippingMethod> = z
  .object({
    /** What an order records and the API names: 'GROUND', '2DAY'. */
    code: z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, 'capital letters, digits and dashes, at most 20'),
    /** What the buyer reads: 'Ground', '2-Day'. */
    name: z.string().trim().min(1, 'is required').max(40),
    rule: freightRuleSchema,
  })
  .strict();

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
