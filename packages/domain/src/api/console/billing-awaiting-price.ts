import * as z from 'zod/mini';

/** The most a line's unit price can be set to: $100,000.00. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;

/** A line on quote ($0): its invoice waits for its price. */
export const awaitingPriceLineSchema = z.object({
  line_no: z.int(),
  code: z.string(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.int(),
});

export const awaitingPriceOrderSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  group_key: z.string(),
  group_title: z.string(),
  store_name: z.nullable(z.string()),
  account_name: z.string(),
  buyer: z.string(),
  /** Milliseconds since 1970. */
  placed_at: z.int(),
  /** The order's total so far: its priced lines. */
  total_cents: z.int(),
  /** Whether the order reached its account's moment (shipped, or placed): pricing its last line issues the invoice. */
  due: z.boolean(),
  lines: z.array(awaitingPriceLineSchema),
});
export type AwaitingPriceOrder = z.output<typeof awaitingPriceOrderSchema>;

/** GET /api/console/billing/awaiting-price: orders on account with a line on quote, oldest first, in the groups the staff member sees. */
export const consoleAwaitingPriceAnswerSchema = z.object({ orders: z.array(awaitingPriceOrderSchema) });
export type ConsoleAwaitingPriceAnswer = z.output<typeof consoleAwaitingPriceAnswerSchema>;

export const consoleLinePriceParamsSchema = z.strictObject({
  orderId: z.uuid({ error: 'is not an order id' }),
  lineNo: z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(1000))),
});

/**
 * POST /api/console/billing/orders/:orderId/lines/:lineNo/price: admins and accounts set the price
 * of a line on quote, once, before the order is invoiced (409 otherwise); audited. When it was the
 * order's last line on quote and the order is due, its invoice is issued at once.
 */
export const consoleLinePriceBodySchema = z.strictObject({
  unit_price_cents: z.int().check(z.gte(1), z.lte(MAX_UNIT_PRICE_CENTS)),
});
export type ConsoleLinePriceBody = z.output<typeof consoleLinePriceBodySchema>;

export const consoleLinePriceAnswerSchema = z.object({
  order_id: z.string(),
  line_no: z.int(),
  unit_price_cents: z.int(),
  total_cents: z.int(),
  /** The invoice pricing this line issued, or null. */
  invoice_number: z.nullable(z.string()),
});
export type ConsoleLinePriceAnswer = z.output<typeof consoleLinePriceAnswerSchema>;
