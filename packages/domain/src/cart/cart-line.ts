// zod/mini: the browser parses every stored cart line with this schema, and the mini build keeps
// zod's classic method chains (and their JSON Schema code) out of the first screen's bundle. The
// server composes it into its classic request schemas: both are the same zod core.
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

/** A list of cart lines, as checkout hands them to the success screen. */
export const cartLinesSchema = z.array(cartLineSchema);

export type CartLine = z.output<typeof cartLineSchema>;

/** The cart: line key to line. */
export type Cart = Readonly<Record<string, CartLine>>;

/**
 * A line's identity: code, size, colour, embroidery and the second embroidery when there is one.
 * Two additions with the same key are one line. JSON keeps the parts apart whatever they contain.
 */
export function cartLineKey(line: Pick<CartLine, 'code' | 'size' | 'color' | 'embroidery' | 'secondEmbroidery'>): string {
  const parts = [line.code, line.size, line.color, line.embroidery];
  if (line.secondEmbroidery) parts.push(line.secondEmbroidery);
  return JSON.stringify(parts);
}
