import type { HistoricalOrder, OrderLineItem } from '@portal/domain';
import { postJson } from '../../core/api/api-client';

/** A line as /v1/retrieve-orders answers it (docs/product.md#retrieve-orders): its number in the order, then its fields. */
export interface RetrievedLine extends OrderLineItem {
  line_no: number;
}

export interface RetrievedOrder extends HistoricalOrder {
  order_number: string;
  /** Cents. */
  total: number;
  /** Typed at checkout; null when none. */
  customer_po: string | null;
  order: RetrievedLine[];
}

export interface OrdersPage {
  orders: RetrievedOrder[];
  next_cursor: string | null;
  /** This browser holds the group's admin session (its cookie is httpOnly). */
  admin: boolean;
  /** A group without a password, outside admin mode: only the orders placed from this browser. */
  own_orders_only: boolean;
}

export function retrieveOrders(companyName: string, cursor: string | null): Promise<OrdersPage> {
  return postJson<OrdersPage>('/v1/retrieve-orders', cursor ? { companyName, cursor } : { companyName }, {
    fallback: 'Your orders could not be loaded.',
  });
}

/** The three fields an admin may edit on a line. */
export type PoField = 'customer_po' | 'po' | 'est_ship_date';
export type PoValues = Record<PoField, string>;

/** The line as update-historical-order takes it: only the fields it knows. */
function cartLine(line: RetrievedLine): RetrievedLine {
  return {
    line_no: line.line_no,
    code: line.code,
    quantity: line.quantity,
    price: line.price ?? null,
    description: line.description ?? null,
    size: line.size ?? null,
    color: line.color ?? null,
    embroidery: line.embroidery ?? null,
    secondEmbroidery: line.secondEmbroidery ?? null,
    placement: line.placement ?? null,
    secondPlacement: line.secondPlacement ?? null,
    type: line.type ?? null,
    name: line.name ?? null,
    po: line.po ?? null,
    customer_po: line.customer_po ?? null,
    est_ship_date: line.est_ship_date ?? null,
  };
}

/**
 * Saves one line's PO fields; created_at goes as a string (docs/product.md#update-historical-order). Only that line is sent: the
 * server finds it by line_no, and another line's old free-text ship date cannot fail the save.
 */
export function updateHistoricalOrder(companyName: string, order: RetrievedOrder, line: RetrievedLine): Promise<null> {
  return postJson<null>('/v1/update-historical-order', {
    companyName,
    email: order.email,
    created_at: String(order.created_at),
    cart: [cartLine(line)],
  });
}
