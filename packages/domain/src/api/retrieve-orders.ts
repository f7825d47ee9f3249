import * as z from 'zod/mini';
import { shipToAnswerSchema } from '../charges/ship-to';
import { INVOICE_STATUSES } from './console/billing-invoices';
import { orderLineFields } from '../orders/order-line';
import { PLACED_STATUSES } from '../orders/placed-statuses';
import { fulfilmentStatusSchema, groupKeyField } from './common';
import { orderHoldSchema } from './order-holds';
import { orderApprovalSchema } from './approvals';

/** POST /v1/retrieve-orders: the group's placed orders, newest first, a page at a time. */
export const retrieveOrdersBodySchema = z.strictObject({
  companyName: groupKeyField,
  limit: z.optional(z.int().check(z.gte(1), z.lte(200))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type RetrieveOrdersBody = z.output<typeof retrieveOrdersBodySchema>;

const line = orderLineFields;

/**
 * One line of a placed order, as the orders screen shows it: the stored line's fields, three of
 * them under the names the orders screen has always read.
 */
export const placedOrderLineSchema = z.object({
  line_no: line.line_no,
  code: line.code,
  quantity: line.quantity,
  price: line.unit_price_cents,
  description: line.description,
  size: line.size,
  color: line.color,
  embroidery: line.embroidery,
  secondEmbroidery: line.second_embroidery,
  placement: line.placement,
  secondPlacement: line.second_placement,
  type: line.type,
  name: line.name,
  po: line.po,
  customer_po: line.customer_po,
  est_ship_date: line.est_ship_date,
});
export type PlacedOrderLine = z.output<typeof placedOrderLineSchema>;

/** One step of an order's fulfilment, as the buyer's timeline shows it. */
export const timelineStepSchema = z.object({
  status: fulfilmentStatusSchema,
  /** 'Received', 'In production', 'Shipped', 'Delivered' or 'Cancelled'. */
  label: z.string(),
  /** Milliseconds since 1970. */
  at: z.int(),
  /** On the shipped step: how the goods travel. */
  carrier: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  /** On the cancelled step: why, as staff wrote it; null elsewhere. */
  reason: z.nullable(z.string()),
});
export type TimelineStepAnswer = z.output<typeof timelineStepSchema>;

/** An order's invoice as the buyer's orders screen shows it. */
export const orderInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  due_on: z.string(),
  outstanding_cents: z.int(),
});
export type OrderInvoice = z.output<typeof orderInvoiceSchema>;

/** What an order cost apart, in cents (goods + freight + tax = total): the buyer's orders and the console's order page. */
export const orderChargesApartSchema = z.object({
  goods: z.int(),
  freight: z.int(),
  tax: z.int(),
  shipping_method: z.nullable(z.object({ code: z.string(), name: z.string() })),
  /** The rate charged ('OH 5.75%'), or null where none was. */
  tax_rate: z.nullable(z.string()),
  /** The certificate that made it exempt, or null. */
  exemption: z.nullable(z.object({ certificate_number: z.string(), state: z.string() })),
});
export type OrderChargesApart = z.output<typeof orderChargesApartSchema>;

export const placedOrderSchema = z.object({
  order_number: z.string(),
  email: z.string(),
  /** Milliseconds since 1970. */
  created_at: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The group's title: the Store column falls back to it. */
  company_name: z.string(),
  /** The store code chosen at checkout, or ''. */
  store: z.string(),
  /** Cents paid, or accepted on account. */
  paid: z.int(),
  status: z.enum(PLACED_STATUSES),
  /** Cents. */
  total: z.int(),
  /** What the buyer typed at checkout; the lines carry their own, which an admin may edit. */
  customer_po: z.nullable(z.string()),
  order: z.array(placedOrderLineSchema),
  /**
   * Where the order is in fulfilment: received, in_production, shipped, delivered or cancelled.
   * (`status` above is how it was settled, paid or on account.)
   */
  fulfilment_status: fulfilmentStatusSchema,
  /** Received when placed, then each move staff made, oldest first. */
  timeline: z.array(timelineStepSchema),
  /** The order's invoice once issued (orders on account), or null. */
  invoice: z.nullable(orderInvoiceSchema),
  /** What the order waits for, one entry per open hold, oldest first; empty when it waits for nothing. */
  holds: z.array(orderHoldSchema),
  /** Where it ships; null on orders placed before ship-to addresses were kept ('no address recorded'). */
  ship_to: z.nullable(shipToAnswerSchema),
  /**
   * What it cost apart, in cents (goods + freight + tax = total); null on orders placed before
   * freight and tax, whose total is all goods.
   */
  charges: z.nullable(orderChargesApartSchema),
  /** Its dealership's approval (docs/approvals.md): waiting, or how it was decided; null when it needed none. */
  approval: z.nullable(orderApprovalSchema),
});
export type PlacedOrderSummary = z.output<typeof placedOrderSchema>;

export const retrieveOrdersAnswerSchema = z.object({
  orders: z.array(placedOrderSchema),
  next_cursor: z.nullable(z.string()),
  /** Whether this browser holds the group's admin session: the cookie is httpOnly, so the page learns it here. */
  admin: z.boolean(),
  /** A group without a password, outside admin mode: only the orders placed from this browser. */
  own_orders_only: z.boolean(),
});
export type RetrieveOrdersAnswer = z.output<typeof retrieveOrdersAnswerSchema>;
