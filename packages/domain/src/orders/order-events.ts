import * as z from 'zod/mini';
import type { InvoiceMoment } from '../billing/billing-account';
import { APPROVAL_DECIDERS } from '../spending/approvals';
import {
  buyerEmailsForSteps,
  FULFILMENT_STATUSES,
  moveNeedsTracking,
  type BuyerEmailEvent,
  type FulfilmentStatus,
} from '../fulfilment/fulfilment-status';

/**
 * What happened to an order, recorded in the transaction that made it happen, one row each
 * (order_events). What follows from each (its e-mails, whether its invoice is due) is the table
 * at the end of this file, read by whoever carries the event out.
 */
export const ORDER_EVENT_KINDS = [
  'placed',
  'held',
  'released',
  'moved',
  'shipped',
  'cancelled',
  'ship_date_changed',
  'invoiced',
  'approved',
  'rejected',
  'approval_expired',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Who made it happen: a buyer placing, a staff member (named by the event's staff id), or the portal itself. */
export const ORDER_EVENT_ACTORS = ['buyer', 'staff', 'system'] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

const status = z.enum(FULFILMENT_STATUSES);
/** A step of the fulfilment table: from where, to where, and what staff wrote with it (the last step's). */
const step = { from: status, note: z.nullable(z.string()) };

/** Each kind's data as stored (order_events.data). */
export const orderEventDataSchemas = {
  /** An order on account accepted, or a PayPal order whose capture completed. */
  placed: z.object({
    payment: z.enum(['account', 'paypal']),
    total_cents: z.int(),
    /** PayPal's capture, or null on account. */
    capture_id: z.nullable(z.string()),
  }),
  /** The order waits (credit, approval, proof…): it cannot go to production and is not invoiced. */
  held: z.object({ reason: z.string(), hold_id: z.nullable(z.string()), note: z.nullable(z.string()) }),
  released: z.object({ reason: z.string(), hold_id: z.nullable(z.string()), note: z.nullable(z.string()) }),
  /** A move along the fulfilment table that is neither a shipment nor a cancel (into production, delivered). */
  moved: z.object({ ...step, to: status }),
  shipped: z.object({
    ...step,
    to: z.literal('shipped'),
    carrier: z.string(),
    tracking_number: z.string(),
  }),
  /** The note is the reason the buyer reads. */
  cancelled: z.object({ ...step, to: z.literal('cancelled') }),
  /** One line's est. ship date (line_no) or every line's (null); a cleared date is null. */
  ship_date_changed: z.object({ line_no: z.nullable(z.int()), est_ship_date: z.nullable(z.string()) }),
  invoiced: z.object({ invoice_id: z.string(), number: z.string(), total_cents: z.int() }),
  /**
   * The dealership approved the order (docs/approvals.md): its approver by the e-mail's link, or
   * its admin on the orders screen. The approval hold's `released` event follows it.
   */
  approved: z.object({ approval_id: z.string(), decider: z.enum(APPROVAL_DECIDERS), decided_by: z.string() }),
  /** The dealership rejected it, saying why; the order's `cancelled` event follows it. */
  rejected: z.object({
    approval_id: z.string(),
    decider: z.enum(APPROVAL_DECIDERS),
    decided_by: z.string(),
    reason: z.string(),
  }),
  /** No one decided before its links expired; the order's `cancelled` event follows it. */
  approval_expired: z.object({ approval_id: z.string() }),
} satisfies Record<OrderEventKind, z.ZodMiniType>;

export type OrderEventData<K extends OrderEventKind> = z.output<(typeof orderEventDataSchemas)[K]>;

/** An event as it is recorded: its kind with that kind's data. */
export type OrderEventOf<K extends OrderEventKind> = {
  orderId: string;
  groupKey: string;
  kind: K;
  /** 'staff' needs a staffId; 'buyer' and 'system' have none. */
  actor: OrderEventActor;
  staffId: string | null;
  data: OrderEventData<K>;
};
export type OrderEvent = { [K in OrderEventKind]: OrderEventOf<K> }[OrderEventKind];

/** Reads stored data back as its kind's shape; throws on data that is not. */
export function parseOrderEventData<K extends OrderEventKind>(kind: K, data: unknown): OrderEventData<K> {
  return z.parse(orderEventDataSchemas[kind], data) as OrderEventData<K>;
}

/** The kind that a step of the fulfilment table to `to` is recorded as. */
export function moveEventKind(to: FulfilmentStatus): 'moved' | 'shipped' | 'cancelled' {
  return moveNeedsTracking(to) ? 'shipped' : to === 'cancelled' ? 'cancelled' : 'moved';
}

/** The fulfilment step an event records, or null for an event that moves nothing. */
export function moveOf(event: OrderEvent): { from: FulfilmentStatus; to: FulfilmentStatus } | null {
  return event.kind === 'moved' || event.kind === 'shipped' || event.kind === 'cancelled'
    ? { from: event.data.from, to: event.data.to }
    : null;
}

// ---- what follows from each event ----

/**
 * An e-mail an event sends. provider and buyer: the order's two e-mails at placement (the buyer's
 * only within the hour's allowance for the address, decision 023), drawn by the outbox worker;
 * status: a fulfilment e-mail to the buyer; invoice: the invoice, PDF attached, to the account's
 * billing contacts (when it has any).
 */
export type OrderEventEmail =
  { kind: 'provider' } | { kind: 'buyer' } | { kind: 'status'; event: BuyerEmailEvent } | { kind: 'invoice' };

/** What follows from one event: the e-mails it sends and whether the order's invoice may be due after it. */
export interface OrderEventFollows {
  emails: OrderEventEmail[];
  /**
   * Whether to issue the order's invoice now if it is due (billing's invoiceHold says the rest: on
   * account, not held, not cancelled, every line priced, not invoiced yet).
   */
  invoice: boolean;
}

/** The e-mails of a placed order, in the order they are queued. */
export const PLACED_ORDER_EMAILS = ['provider', 'buyer'] as const;

/** The buyer's e-mails of moves made in one go: the fulfilment table's rule (only the last step's). */
const statusEmails = (steps: readonly FulfilmentStatus[]): OrderEventEmail[] =>
  buyerEmailsForSteps(steps).map((event) => ({ kind: 'status', event }));

/**
 * The table: what follows from each kind of event, given the moment the order's billing account
 * invoices (null: no account). An order on account is invoiced as it is placed where its account
 * says so, and at the latest as it ships (an invoice due since placement that was not issued is
 * issued then); a released hold lets an invoice that fell due meanwhile be issued.
 */
const FOLLOWS: { [K in OrderEventKind]: (data: OrderEventData<K>, moment: InvoiceMoment | null) => OrderEventFollows } = {
  placed: (_data, moment) => ({ emails: PLACED_ORDER_EMAILS.map((kind) => ({ kind })), invoice: moment === 'placed' }),
  held: () => ({ emails: [], invoice: false }),
  released: () => ({ emails: [], invoice: true }),
  moved: (data) => ({ emails: statusEmails([data.to]), invoice: false }),
  shipped: () => ({ emails: statusEmails(['shipped']), invoice: true }),
  cancelled: () => ({ emails: statusEmails(['cancelled']), invoice: false }),
  ship_date_changed: (data) => ({
    emails: data.est_ship_date === null ? [] : [{ kind: 'status', event: 'ship_date_changed' }],
    invoice: false,
  }),
  invoiced: () => ({ emails: [{ kind: 'invoice' }], invoice: false }),
  // The approvals module tells the buyer and the group itself; the hold's release and the cancel
  // that follow carry their own invoice and e-mail.
  approved: () => ({ emails: [], invoice: false }),
  rejected: () => ({ emails: [], invoice: false }),
  approval_expired: () => ({ emails: [], invoice: false }),
};

/** What follows from one event. */
export function orderEventFollows(event: OrderEvent, moment: InvoiceMoment | null = null): OrderEventFollows {
  return (FOLLOWS[event.kind] as (data: OrderEvent['data'], moment: InvoiceMoment | null) => OrderEventFollows)(
    event.data,
    moment,
  );
}

/**
 * What follows from the events of one change, in the order they were recorded: their e-mails, but
 * of the moves only the last one's (an order shipped straight from received tells the buyer once,
 * that it shipped, not also that it went into production the same second); and whether its
 * invoice may be due.
 */
export function changeFollows(events: readonly OrderEvent[], moment: InvoiceMoment | null = null): OrderEventFollows {
  const steps = events.flatMap((event) => moveOf(event)?.to ?? []);
  const lastMove = events.findLastIndex((event) => moveOf(event) !== null);
  const emails: OrderEventEmail[] = [];
  let invoice = false;
  events.forEach((event, index) => {
    const follows = orderEventFollows(event, moment);
    if (moveOf(event) === null) emails.push(...follows.emails);
    else if (index === lastMove) emails.push(...statusEmails(steps));
    invoice ||= follows.invoice;
  });
  return { emails, invoice };
}

/**
 * The events of a move made in one go along the table's steps (moveSteps), each from the status
 * before it: a shipment names its carrier and number, and the note goes with the last step.
 */
export function moveEvents(
  order: { orderId: string; groupKey: string; from: FulfilmentStatus },
  steps: readonly FulfilmentStatus[],
  by: { actor: OrderEventActor; staffId: string | null },
  details: { note: string | null; carrier: string | null; trackingNumber: string | null },
): OrderEvent[] {
  const froms = [order.from, ...steps.slice(0, -1)];
  return steps.map((to, index): OrderEvent => {
    const base = { orderId: order.orderId, groupKey: order.groupKey, actor: by.actor, staffId: by.staffId };
    const from = froms[index]!;
    const note = index === steps.length - 1 ? details.note : null;
    const kind = moveEventKind(to);
    if (kind === 'shipped')
      return {
        ...base,
        kind,
        data: { from, to: 'shipped', note, carrier: details.carrier ?? '', tracking_number: details.trackingNumber ?? '' },
      };
    if (kind === 'cancelled') return { ...base, kind, data: { from, to: 'cancelled', note } };
    return { ...base, kind, data: { from, to, note } };
  });
}
