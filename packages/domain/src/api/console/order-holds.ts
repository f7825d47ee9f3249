import * as z from 'zod/mini';
import { orderHoldSchema } from '../order-holds';
import { staffRoleSchema } from './common';

/** An open hold of an order as the console shows it: the buyer's words, its id to release it, and who may. */
export const consoleOrderHoldSchema = z.extend(orderHoldSchema, {
  /** Pass to the release call. */
  id: z.string(),
  /** Why it opened, in words (the account and what put it on hold), or null. */
  note: z.nullable(z.string()),
  /** The staff roles that may release it. */
  release_roles: z.array(staffRoleSchema),
});
export type ConsoleOrderHold = z.output<typeof consoleOrderHoldSchema>;

/** The order and the hold an address names. */
export const consoleHoldParamsSchema = z.strictObject({
  orderId: z.uuid({ error: 'is not an order id' }),
  holdId: z.uuid({ error: 'is not a hold id' }),
});

/**
 * POST /api/console/orders/:orderId/holds/:holdId/release: releases one open hold of the order, as
 * its reason allows (a credit hold: admins and the accounts role; anyone else 403). A hold
 * released meanwhile is 409. The order may then go into production, and its invoice is issued
 * where it falls due (at shipment, or by the sweep for one due already).
 */
export const consoleHoldReleaseBodySchema = z.strictObject({
  /** Why it is released, for the audit trail. */
  note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type ConsoleHoldReleaseBody = z.output<typeof consoleHoldReleaseBodySchema>;

/** The holds of the order still open after the release. */
export const consoleHoldReleaseAnswerSchema = z.object({ holds: z.array(consoleOrderHoldSchema) });
export type ConsoleHoldReleaseAnswer = z.output<typeof consoleHoldReleaseAnswerSchema>;
