import { z } from 'zod';
import { formatPrice } from '../money/cents';
import { DEFAULT_ORDER_LIMITS, MAX_UNITS_PER_LINE, type OrderLimits } from './order-limit-defaults';

/**
 * A group's business limits on one order (group.json `order_limits`). They stop an order no
 * dealership would place (200 lines of 10,000,000 units on account) before it reaches the books;
 * a larger order is real business, so the message sends the buyer to a person.
 */
export const orderLimitsSchema = z
  .object({
    /** Most units on one line (one item, colour, size and logo): at most the portal's own limit. */
    max_units_per_line: z.number().int().min(1).max(MAX_UNITS_PER_LINE).optional(),
    /** Most lines in one order. */
    max_lines_per_order: z.number().int().min(1).max(500).optional(),
    /** Largest order total, in dollars, taken on account (bypass code) without a call. */
    max_on_account_order: z.number().int().min(1).max(10_000_000).optional(),
  })
  .strict();

// The limits and their defaults carry no zod, so the browser's pricing can read them cheaply.
export { DEFAULT_ORDER_LIMITS, MAX_UNITS_PER_LINE, type OrderLimits } from './order-limit-defaults';

export function orderLimitsOf(configured: z.output<typeof orderLimitsSchema> | undefined): OrderLimits {
  return {
    maxUnitsPerLine: configured?.max_units_per_line ?? DEFAULT_ORDER_LIMITS.maxUnitsPerLine,
    maxLinesPerOrder: configured?.max_lines_per_order ?? DEFAULT_ORDER_LIMITS.maxLinesPerOrder,
    maxOnAccountCents:
      configured?.max_on_account_order !== undefined
        ? configured.max_on_account_order * 100
        : DEFAULT_ORDER_LIMITS.maxOnAccountCents,
  };
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** The first line or count over the limits, as a message for the buyer; null when the order fits. */
export function orderSizeProblem(
  lines: readonly { name: string; size: string; quantity: number }[],
  limits: OrderLimits,
): string | null {
  if (lines.length > limits.maxLinesPerOrder)
    return `An order can hold at most ${grouped(limits.maxLinesPerOrder)} lines. Please split it into smaller orders.`;
  const large = lines.find((line) => line.quantity > limits.maxUnitsPerLine);
  if (large) {
    const what = large.size ? `${large.name} (${large.size})` : large.name;
    return `${what}: at most ${grouped(limits.maxUnitsPerLine)} units on one line. For more, please call your account representative.`;
  }
  return null;
}

/** Refuses an order on account above the group's cap, naming the cap; null when it fits. */
export function onAccountProblem(totalCents: number, limits: OrderLimits, groupTitle: string): string | null {
  if (totalCents <= limits.maxOnAccountCents) return null;
  return `Orders on account above ${formatPrice(limits.maxOnAccountCents)} are not taken online for ${groupTitle}. Please call your account representative to place this order.`;
}
