import { z } from 'zod';
import { UPLOAD_ID_PATTERN } from '../images/image-names';
import { hasAtMostTwoDecimals, toCents } from '../money/cents';
import { PRODUCT_TYPES, resolveCategory } from './product-type';
import { isKnownSizeKey, isQuantityBreakItem } from './sizes';

/** A store code: six capital letters or digits. */
export const storeCodeSchema = z.string().regex(/^[A-Z0-9]{6}$/, 'a store code is 6 capital letters or digits');

/** A price as written in a data file (dollars, at most 2 decimals), parsed into integer cents. */
export const dollarPriceSchema = z
  .number()
  .nonnegative('a price cannot be negative')
  .max(100_000, 'a price above $100,000 is a typo')
  .refine(hasAtMostTwoDecimals, 'a price has at most 2 decimals')
  .transform(toCents);

/** Accepts a category or one of its aliases and yields the canonical category. */
export const productTypeSchema = z.string().transform((word, ctx) => {
  const type = resolveCategory(word);
  if (!type) {
    ctx.addIssue({ code: 'custom', message: `unknown type '${word}'; one of ${PRODUCT_TYPES.join(', ')}` });
    return z.NEVER;
  }
  return type;
});

const sizesSchema = z
  .record(z.string(), dollarPriceSchema)
  .refine((sizes) => Object.keys(sizes).length > 0, 'an item needs at least one size')
  .superRefine((sizes, ctx) => {
    for (const size of Object.keys(sizes)) {
      if (!isKnownSizeKey(size)) ctx.addIssue({ code: 'custom', path: [size], message: `unknown size '${size}'` });
    }
  });

const discountTierSchema = z
  .object({
    quantity: z.number().int().min(1),
    price: dollarPriceSchema,
  })
  .strict();

export const catalogueItemSchema = z
  .object({
    code: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a code is letters, digits, dot, dash or underscore'),
    name: z.string().min(1).max(80),
    fullname: z.string().min(1).max(160),
    type: productTypeSchema,
    colors: z.array(z.string().min(1).max(40)).min(1, 'an item needs at least one colour'),
    default_color: z.string().min(1),
    halfColors: z.array(z.string()).optional(),
    sizes: sizesSchema,
    sub_category: z.string().min(1).optional(),
    restricted: z.boolean().default(false),
    supportedStores: z.array(storeCodeSchema).optional(),
    discount: z.array(discountTierSchema).optional(),
    description: z.string().max(400).optional(),
    /** An uploaded photo per colour (its upload id); the other colours keep their drawn pictures. */
    photos: z.record(z.string(), z.string().regex(UPLOAD_ID_PATTERN, 'an uploaded picture id')).optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (!item.colors.includes(item.default_color)) {
      ctx.addIssue({ code: 'custom', path: ['default_color'], message: `'${item.default_color}' is not one of colors` });
    }
    if (new Set(item.colors).size !== item.colors.length) {
      ctx.addIssue({ code: 'custom', path: ['colors'], message: 'a colour is listed twice' });
    }
    item.halfColors?.forEach((colour, index) => {
      if (!item.colors.includes(colour)) {
        ctx.addIssue({ code: 'custom', path: ['halfColors', index], message: `'${colour}' is not one of colors` });
      } else if (colour.trim().split(/\s+/).length !== 2) {
        ctx.addIssue({ code: 'custom', path: ['halfColors', index], message: 'a two-tone colour is two words' });
      }
    });
    for (const colour of Object.keys(item.photos ?? {})) {
      if (!item.colors.includes(colour))
        ctx.addIssue({ code: 'custom', path: ['photos', colour], message: `'${colour}' is not one of colors` });
    }
    const keys = Object.keys(item.sizes);
    if (keys.some((k) => /^\d+$/.test(k)) && !isQuantityBreakItem(item.sizes)) {
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'quantity breaks and size labels cannot be mixed' });
    }
    if (isQuantityBreakItem(item.sizes)) {
      // Break prices must fall (or hold) as the quantity rises, so a larger order never costs more per unit.
      const ascending = keys.map(Number).sort((a, b) => a - b);
      for (let i = 1; i < ascending.length; i += 1) {
        const previous = item.sizes[String(ascending[i - 1])] ?? 0;
        const current = item.sizes[String(ascending[i])] ?? 0;
        if (current > previous && previous > 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['sizes', String(ascending[i])],
            message: `the price at ${ascending[i]} is higher than at ${ascending[i - 1]}`,
          });
        }
      }
    }
    const tiers = item.discount ?? [];
    const seen = new Set<number>();
    tiers.forEach((tier, index) => {
      if (seen.has(tier.quantity)) {
        ctx.addIssue({ code: 'custom', path: ['discount', index, 'quantity'], message: 'two tiers at one quantity' });
      }
      seen.add(tier.quantity);
    });
  });

/** A catalogue item as written in a data file (prices in dollars). */
export type CatalogueItemInput = z.input<typeof catalogueItemSchema>;
/** A catalogue item as the code uses it (prices in integer cents). */
export type CatalogueItem = z.output<typeof catalogueItemSchema>;
export type DiscountTier = NonNullable<CatalogueItem['discount']>[number];
