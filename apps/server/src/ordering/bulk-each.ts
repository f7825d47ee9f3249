import type { ConsoleBulkAnswer, ConsoleOrderState } from '@portal/domain';
import { AppError } from '../errors/app-error';

/**
 * Runs one change per order, each in its own transaction, in the order named: one order's
 * refusal (a 409, a 404) is its answer and does not stop the others. Anything else fails the call.
 */
export async function eachOrder(
  orderIds: readonly string[],
  change: (orderId: string) => Promise<ConsoleOrderState>,
): Promise<ConsoleBulkAnswer> {
  const results: ConsoleBulkAnswer['results'] = [];
  for (const orderId of orderIds) {
    try {
      results.push({ order_id: orderId, ok: true, order: await change(orderId) });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      results.push({ order_id: orderId, ok: false, message: error.message, code: error.code });
    }
  }
  return { results };
}
