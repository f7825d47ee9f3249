import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { pricedNow } from './journeys';

// What the billing journeys share: an order on account placed as a buyer would, shipped from the
// console's API (its account invoices it then), and its invoice as the console's API answers it.

/** A tee any group's catalogue holds, with no logo (no minimum applies to tees); priced as the group prices it when ordered. */
export const TEE = {
  type: 'tshirts',
  name: 'Everyday Cotton Tee',
  price: 0,
  quantity: 6,
  size: 'Large',
  color: 'Black',
  code: '1640',
  placement: 'Left Chest',
  embroidery: '',
};

export interface OnAccountOrder {
  group: string;
  bypassCode: string;
  customerPo: string;
  buyer: { first: string; last: string };
  /** Tees; six unless told. */
  quantity?: number;
  store?: string;
  /** The buyer's address's domain. */
  domain?: string;
}

/** Places an order of tees on account, as the group's buyer would (the request's browser is logged in to the group), and answers its id and number. */
export async function placeTeesOnAccount(
  request: APIRequestContext,
  order: OnAccountOrder,
): Promise<{ order_id: string; order_number: string }> {
  const placed = await request.post('/v1/create-order', {
    data: {
      companyName: order.group,
      first_name: order.buyer.first,
      last_name: order.buyer.last,
      email: `${order.customerPo.toLowerCase()}@${order.domain ?? 'buyers.example'}`,
      store: order.store ?? '',
      customer_po: order.customerPo,
      bypassPaypal: true,
      bypassCode: order.bypassCode,
      cart: await pricedNow(request, order.group, [{ ...TEE, quantity: order.quantity ?? TEE.quantity }]),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { order_id: string; order_number: string };
}

/** Ships an order found by its number, through in production, from the console's API of the session `request` holds. */
export async function shipOrder(request: APIRequestContext, orderNumber: string): Promise<void> {
  const board = await request.get(`/api/console/orders?q=${orderNumber}`);
  expect(board.status(), await board.text()).toBe(200);
  const [row] = ((await board.json()) as { rows: { id: string }[] }).rows;
  for (const to of ['in_production', 'shipped'] as const) {
    const detail = (await (await request.get(`/api/console/orders/${row!.id}`)).json()) as { order: { version: number } };
    const moved = await request.post(`/api/console/orders/${row!.id}/status`, {
      data: {
        to,
        version: detail.order.version,
        ...(to === 'shipped' ? { carrier: 'UPS', tracking_number: '1Z999AA10123456784' } : {}),
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

export interface ListedInvoice {
  id: string;
  number: string;
  account_id: string;
  due_on: string;
  total_cents: number;
}

/** The invoice of an order, as the console's API answers it. */
export async function invoiceOfOrder(request: APIRequestContext, orderNumber: string): Promise<ListedInvoice> {
  const listed = await request.get(`/api/console/billing/invoices?q=${orderNumber}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const [invoice] = ((await listed.json()) as { invoices: ListedInvoice[] }).invoices;
  expect(invoice, `the invoice of ${orderNumber}`).toBeDefined();
  return invoice!;
}
