import * as z from 'zod/mini';
import { HOLD_REASONS } from '../orders/holds';

/**
 * An open hold of an order as the buyer's orders screen shows it: why it waits, in words
 * (onHoldText makes the sentence every screen shows).
 */
export const orderHoldSchema = z.object({
  /** credit: the account is on credit hold (packages/domain/src/orders/holds.ts). */
  reason: z.enum(HOLD_REASONS),
  /** 'Credit hold'. */
  label: z.string(),
  /** What the order waits for, as it ends 'waiting for …'. */
  waits_for: z.string(),
  /** Who may release it, in words, as it starts '… can release it'. */
  who_can_release: z.string(),
  /** Milliseconds since 1970. */
  opened_at: z.int(),
});
export type OrderHold = z.output<typeof orderHoldSchema>;
