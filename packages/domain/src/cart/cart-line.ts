import { z } from 'zod';
import { PRODUCT_TYPES } from '../catalogue/product-type';

const text = (max: number) => z.string().max(max);

/** One cart line as kept in session storage and sent to create-order (SPEC.md section 3). */
export const cartLineSchema = z
  .object({
    type: z.enum(PRODUCT_TYPES),
    name: text(160),
    /** Unit price in cents as the browser last computed it; the server recomputes it. */
    price: z.number().int().nonnegative(),
    /** Units: for customs items the break size times the count entered. */
    quantity: z.number().int().min(1).max(10_000_000),
    size: text(40).min(1),
    color: text(40).min(1),
    code: text(40).min(1),
    placement: text(40),
    embroidery: text(60),
    secondEmbroidery: text(60).optional(),
    secondPlacement: text(40).optional(),
  })
  .strict();

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
