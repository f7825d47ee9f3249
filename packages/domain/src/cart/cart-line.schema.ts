// zod/mini: create-order composes this schema into its request schema, and the mini build keeps
// zod's classic method chains out of the browser. The browser reads stored lines with
// readCartLine (cart-line.ts) instead, so zod stays out of the shell every screen loads.
import * as z from 'zod/mini';
import { PRODUCT_TYPES } from '../catalogue/product-type';

const text = (max: number, min = 0) =>
  min > 0 ? z.string().check(z.maxLength(max), z.minLength(min)) : z.string().check(z.maxLength(max));

/** One cart line as kept in session storage and sent to create-order (docs/product.md#the-cart). */
export const cartLineSchema = z.strictObject({
  type: z.enum(PRODUCT_TYPES),
  name: text(160),
  /** Unit price in cents as the browser last computed it; the server recomputes it. */
  price: z.int().check(z.nonnegative()),
  /** Units: for customs items the break size times the count entered. */
  quantity: z.int().check(z.gte(1), z.lte(10_000_000)),
  size: text(40, 1),
  color: text(40, 1),
  code: text(40, 1),
  placement: text(40),
  embroidery: text(60),
  secondEmbroidery: z.optional(text(60)),
  secondPlacement: z.optional(text(40)),
});

/** A list of cart lines, as create-order may receive them. */
export const cartLinesSchema = z.array(cartLineSchema);

export type CartLineShape = z.output<typeof cartLineSchema>;
