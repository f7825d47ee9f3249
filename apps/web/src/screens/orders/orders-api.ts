import type { EditedLine, PlacedOrderLine, PlacedOrderSummary, PoField, RetrieveOrdersAnswer } from '@portal/domain';
import { postJson } from '../../core/api/api-client';

// The contract of both calls is in packages/domain/src/api; these are its names on this screen.
export type RetrievedLine = PlacedOrderLine;
export type RetrievedOrder = PlacedOrderSummary;
export type { PoField };

export function retrieveOrders(companyName: string, cursor: string | null): Promise<RetrieveOrdersAnswer> {
  return postJson<RetrieveOrdersAnswer>('/v1/retrieve-orders', cursor ? { companyName, cursor } : { companyName }, {
    fallback: 'Your orders could not be loaded.',
  });
}

export type PoValues = Record<PoField, string>;

/**
 * Saves one line's PO fields; created_at goes as a string (docs/product.md#update-historical-order). Only that line is sent: the
 * server finds it by line_no, and another line's old free-text ship date cannot fail the save.
 */
export function updateHistoricalOrder(companyName: string, order: RetrievedOrder, line: EditedLine): Promise<null> {
  return postJson<null>('/v1/update-historical-order', {
    companyName,
    email: order.email,
    created_at: String(order.created_at),
    cart: [line],
  });
}
