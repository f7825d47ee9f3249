import * as z from 'zod/mini';
import { fulfilmentStatusSchema, groupKeyField } from './common';

/** POST /v1/retrieve-orders: the group's placed orders, newest first, a page at a time. */
export const retrieveOrdersBodySchema = z.strictObject({
  companyName: groupKeyField,
  limit: z.optional(z.int().check(z.gte(1), z.lte(200))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type RetrieveOrdersBody = z.output<typeof retrieveOrdersBodySchema>;

/** One line of a placed order, as the orders screen shows it. */
export const placedOrderLineSchema = z.object({
  line_no: z.int(),
  code: z.string(),
  quantity: z.int(),
  /** Unit price in cents. */
  price: z.int(),
  description: z.string(),
  size: z.string(),
  color: z.string(),
  embroidery: z.string(),
  secondEmbroidery: z.nullable(z.string()),
  placement: z.string(),
  secondPlacement: z.nullable(z.string()),
  type: z.string(),
  name: z.string(),
  po: z.nullable(z.string()),
  customer_po: z.nullable(z.string()),
  est_ship_date: z.nullable(z.string()),
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
  status: z.enum(['paid', 'on_account']),
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
