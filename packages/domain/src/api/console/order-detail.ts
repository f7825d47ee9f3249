import * as z from 'zod/mini';
import { SHIP_TO_SOURCES, shipToAnswerSchema } from '../../charges/ship-to';
import { orderLineFields } from '../../orders/order-line';
import { orderChargesApartSchema } from '../retrieve-orders';
import { fulfilmentStatusSchema } from '../common';
import { consoleBoardRowSchema } from './board';
import { consoleOrderApprovalSchema } from './order-approval';

const line = orderLineFields;

/** One line as the console's order page shows it: the stored line, its total, its pictures. */
export const consoleOrderLineSchema = z.object({
  line_no: line.line_no,
  code: line.code,
  name: line.name,
  description: line.description,
  type: line.type,
  size: line.size,
  color: line.color,
  embroidery: line.embroidery,
  second_embroidery: line.second_embroidery,
  placement: line.placement,
  second_placement: line.second_placement,
  quantity: line.quantity,
  /** 'units' for custom items counted in units, else null. */
  unit_label: z.nullable(z.string()),
  unit_price_cents: line.unit_price_cents,
  line_total_cents: z.int(),
  /** The item's picture in its colour, as the buyer's screens show it. */
  image_url: z.string(),
  /** The thumbnails of its logos, first then second, as the buyer's screens show them. */
  logos: z.array(z.object({ name: z.string(), placement: z.nullable(z.string()), image_url: z.string() })),
  po: line.po,
  customer_po: line.customer_po,
  est_ship_date: line.est_ship_date,
});
export type ConsoleOrderLine = z.output<typeof consoleOrderLineSchema>;

/** What each e-mail in the outbox is. */
export const OUTBOX_KINDS = [
  'provider',
  'buyer',
  'status',
  'invoice',
  'credit_note',
  'statement',
  'reminder',
  'approval',
  'approval_outcome',
] as const;

export const EMAIL_STATES = ['queued', 'sent', 'failed'] as const;

/** An e-mail of the order in the outbox. */
export const consoleOrderEmailSchema = z.object({
  /** Pass to send-again. */
  id: z.string(),
  /**
   * provider: the new-order notice; buyer: the confirmation; status: a fulfilment e-mail to the
   * buyer; invoice and credit_note: the order's invoice or a credit note, to the billing contacts;
   * approval: the approver's links (asked, reminded, or the second asked); approval_outcome: how
   * the approval ended, to the buyer or the group's recipients.
   */
  kind: z.enum(OUTBOX_KINDS),
  /** What a status e-mail tells, else null. */
  event: z.nullable(z.enum(['in_production', 'shipped', 'ship_date_changed', 'cancelled'])),
  subject: z.string(),
  to: z.array(z.string()),
  /** queued: waiting for its first try; failed: tried and failed, tried again later; sent. */
  state: z.enum(EMAIL_STATES),
  attempts: z.int(),
  created_at: z.int(),
  sent_at: z.nullable(z.int()),
});
export type ConsoleOrderEmail = z.output<typeof consoleOrderEmailSchema>;

/** One change recorded against the order. */
export const consoleAuditEntrySchema = z.object({
  id: z.string(),
  at: z.int(),
  /** The staff member's e-mail, or 'admin' for the shared admin password of the orders screen. */
  actor: z.string(),
  staff_id: z.nullable(z.string()),
  /** What changed: status, carrier, tracking_number, est_ship_date, po, customer_po, email_resent, hold_opened, hold_released. */
  field: z.string(),
  line_no: z.nullable(z.int()),
  old_value: z.nullable(z.string()),
  new_value: z.nullable(z.string()),
});
export type ConsoleAuditEntry = z.output<typeof consoleAuditEntrySchema>;

/** One move of the status. */
export const consoleStatusMoveSchema = z.object({
  from: fulfilmentStatusSchema,
  to: fulfilmentStatusSchema,
  at: z.int(),
  /** Who moved it; null for a move made from the shell. */
  staff: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  carrier: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type ConsoleStatusMove = z.output<typeof consoleStatusMoveSchema>;

/** GET /api/console/orders/:orderId: one order with its lines, e-mails, audit trail and status history. */
export const consoleOrderDetailAnswerSchema = z.object({
  order: z.extend(consoleBoardRowSchema, {
    /** Where it ships; null on orders placed before ship-to addresses were kept ('no address recorded'). */
    ship_to: z.nullable(shipToAnswerSchema),
    /** Where the address came from: the chosen store's, the group's own, or typed by the buyer; null with no address. */
    ship_to_source: z.nullable(z.enum(SHIP_TO_SOURCES)),
    /** Goods, freight and tax apart; null on orders placed before freight and tax, whose total is all goods. */
    charges: z.nullable(orderChargesApartSchema),
    carrier: z.nullable(z.string()),
    tracking_number: z.nullable(z.string()),
    next_statuses: z.array(fulfilmentStatusSchema),
  }),
  lines: z.array(consoleOrderLineSchema),
  emails: z.array(consoleOrderEmailSchema),
  audit: z.array(consoleAuditEntrySchema),
  history: z.array(consoleStatusMoveSchema),
  /** The dealership's approval of the order (docs/approvals.md); null when it needed none. */
  approval: z.nullable(consoleOrderApprovalSchema),
});
export type ConsoleOrderDetailAnswer = z.output<typeof consoleOrderDetailAnswerSchema>;
