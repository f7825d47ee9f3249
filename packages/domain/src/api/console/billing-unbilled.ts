import * as z from 'zod/mini';
import { FULFILMENT_STATUSES } from '../../fulfilment/fulfilment-status';

/** An order on account that no billing account bills: placed before the rule that refuses such checkouts, or its account never opened. */
export const unbilledOrderSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  group_key: z.string(),
  group_title: z.string(),
  store_name: z.nullable(z.string()),
  buyer: z.string(),
  /** Milliseconds since 1970. */
  placed_at: z.int(),
  total_cents: z.int(),
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
});
export type UnbilledOrder = z.output<typeof unbilledOrderSchema>;

/**
 * GET /api/console/billing/unbilled-orders: orders on account, not cancelled and not invoiced, that
 * no account bills (neither their store's nor their group's), oldest first, in the groups the staff
 * member sees.
 */
export const consoleUnbilledOrdersAnswerSchema = z.object({ orders: z.array(unbilledOrderSchema) });
export type ConsoleUnbilledOrdersAnswer = z.output<typeof consoleUnbilledOrdersAnswerSchema>;
