import * as z from 'zod/mini';
import { calendarDayField, consoleOrderStateSchema } from './common';

/**
 * POST /api/console/orders/:orderId/ship-date: sets the est. ship date of every line, or of the
 * line `line_no`; null clears it. Only before the order ships (409 after). A new date e-mails the
 * buyer. `version`, when sent, must match (409 otherwise).
 */
export const consoleSetShipDateBodySchema = z.strictObject({
  est_ship_date: z.nullable(calendarDayField),
  line_no: z.optional(z.int().check(z.gte(1))),
  version: z.optional(z.int().check(z.gte(0))),
});
export type ConsoleSetShipDateBody = z.output<typeof consoleSetShipDateBodySchema>;

export const consoleSetShipDateAnswerSchema = consoleOrderStateSchema;
