import * as z from 'zod/mini';
import { CARRIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH } from '../../fulfilment/tracking';
import { fulfilmentStatusSchema } from '../common';
import { consoleOrderStateSchema } from './common';

/**
 * POST /api/console/orders/:orderId/status: moves the order along the table of moves. Send the
 * `version` the screen shows (or at least the status it shows, `expected_status`): when someone
 * changed the order meanwhile the answer is 409 and nothing changes. An impossible move is 409
 * ("Cannot move an order from Shipped to Received."); shipping without carrier and tracking
 * number, or with a number not in the carrier's form (trackingNumberProblem), is 400. A received
 * order may ship at once: two moves, through in production, and the buyer's one e-mail that it
 * shipped. In production, shipped and cancelled e-mail the buyer.
 */
export const consoleMoveStatusBodySchema = z
  .strictObject({
    to: fulfilmentStatusSchema,
    version: z.optional(z.int().check(z.gte(0))),
    expected_status: z.optional(fulfilmentStatusSchema),
    carrier: z.optional(z.string().check(z.trim(), z.maxLength(CARRIER_MAX_LENGTH))),
    tracking_number: z.optional(z.string().check(z.trim(), z.maxLength(TRACKING_NUMBER_MAX_LENGTH))),
    /** A word for the history, e.g. why it was cancelled. */
    note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  })
  .check(
    z.refine((body) => body.version !== undefined || body.expected_status !== undefined, {
      error: 'Send the version or the status the screen shows.',
    }),
  );
export type ConsoleMoveStatusBody = z.output<typeof consoleMoveStatusBodySchema>;

export const consoleMoveStatusAnswerSchema = consoleOrderStateSchema;
