import type { PlacedOrderLine, PlacedOrderSummary } from '@portal/domain';

/** A line of a past order as retrieve-orders answers it: two Medium Black polos of Cedar Creek. */
export const placedLine = (over: Partial<PlacedOrderLine> = {}): PlacedOrderLine => ({
  line_no: 1,
  code: '1240',
  quantity: 2,
  price: 2300,
  description: 'Mens Performance Polo',
  size: 'Medium',
  color: 'Black',
  embroidery: 'Cedar Creek',
  secondEmbroidery: null,
  placement: 'Left Chest',
  secondPlacement: null,
  type: 'mens',
  name: 'Mens Performance Polo',
  po: null,
  customer_po: null,
  est_ship_date: null,
  ...over,
});

/** A past order on account, received on 4 March 2026, with one line unless told. */
export const placedOrder = (over: Partial<PlacedOrderSummary> = {}): PlacedOrderSummary => ({
  order_number: 'CB-100001',
  email: 'ada@dealer.example',
  created_at: Date.UTC(2026, 2, 4),
  first_name: 'Ada',
  last_name: 'Byron',
  company_name: 'Cedar Creek Automotive',
  store: '',
  paid: 4600,
  status: 'on_account',
  total: 4600,
  customer_po: null,
  fulfilment_status: 'received',
  timeline: [
    { status: 'received', label: 'Received', at: Date.UTC(2026, 2, 4), carrier: null, tracking_number: null, reason: null },
  ],
  order: [placedLine()],
  invoice: null,
  holds: [],
  ship_to: null,
  charges: null,
  approval: null,
  ...over,
});

/** POST /v1/retrieve-orders: one page holding `orders`, the last, for a buyer out of admin mode unless the patch says so. */
export const ordersPage = (orders: PlacedOrderSummary[], patch: Record<string, unknown> = {}) => ({
  body: { orders, next_cursor: null, admin: false, own_orders_only: false, ...patch },
});
