import * as z from 'zod/mini';
import { calendarDayField, consoleOrderStateSchema } from './common';

export const CONSOLE_BULK_MAX_ORDERS = 200;

const orderIds = z
  .array(z.uuid({ error: 'is not an order id' }))
  .check(
    z.minLength(1, 'name at least one order'),
    z.maxLength(CONSOLE_BULK_MAX_ORDERS, `name at most ${CONSOLE_BULK_MAX_ORDERS} orders at once`),
  );

/** POST /api/console/orders/bulk/in-production: moves each Received order to In production. */
export const consoleBulkInProductionBodySchema = z.strictObject({ order_ids: orderIds });
export type ConsoleBulkInProductionBody = z.output<typeof consoleBulkInProductionBodySchema>;

/** POST /api/console/orders/bulk/ship-date: sets one est. ship date on every line of each order. */
export const consoleBulkShipDateBodySchema = z.strictObject({ order_ids: orderIds, est_ship_date: calendarDayField });
export type ConsoleBulkShipDateBody = z.output<typeof consoleBulkShipDateBodySchema>;

/** Each order named, in the order named: done, or why not (the message and code an error would answer). */
export const consoleBulkAnswerSchema = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({ order_id: z.string(), ok: z.literal(true), order: consoleOrderStateSchema }),
      z.object({ order_id: z.string(), ok: z.literal(false), message: z.string(), code: z.string() }),
    ]),
  ),
});
export type ConsoleBulkAnswer = z.output<typeof consoleBulkAnswerSchema>;
