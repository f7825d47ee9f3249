import * as z from 'zod/mini';

/**
 * An order line's fields, each defined once, under the names of its order_lines column: every
 * answer that carries lines (the buyer's orders, the console's order, the export) takes its fields
 * from here and adds its own. Placed lines are never re-priced: the price is the one checkout made.
 */
export const orderLineFields = {
  /** 1, 2, … in the order the cart had them. */
  line_no: z.int(),
  code: z.string(),
  /** The item's short name at the time of the order (the console's lists); buyers read `orderLineName`. */
  name: z.string(),
  /** The item's full name at the time of the order. */
  description: z.string(),
  /** The item's category code (docs/product.md#categories). */
  type: z.string(),
  size: z.string(),
  color: z.string(),
  embroidery: z.string(),
  second_embroidery: z.nullable(z.string()),
  placement: z.string(),
  second_placement: z.nullable(z.string()),
  quantity: z.int(),
  /** Cents; 0 is 'Price on quote'. */
  unit_price_cents: z.int(),
  /** The provider's PO, set by an admin or staff after the order. */
  po: z.nullable(z.string()),
  /** The buyer's PO as typed at checkout, editable per line afterwards. */
  customer_po: z.nullable(z.string()),
  /** 'YYYY-MM-DD', or free text on older orders. */
  est_ship_date: z.nullable(z.string()),
};

export const orderLineSchema = z.object(orderLineFields);
/** One stored order line under its column names. */
export type OrderLine = z.output<typeof orderLineSchema>;

/**
 * The name a buyer reads for an ordered item: its full name, as the catalog, cart and item screen
 * write it (docs/product.md#one-name-per-item); the short name only where a line has no full name.
 */
export function orderLineName(line: { name: string; description: string }): string {
  return line.description.trim() || line.name;
}
