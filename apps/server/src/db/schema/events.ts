import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_EVENT_ACTORS, ORDER_EVENT_KINDS } from '@portal/domain';
import { orders } from './orders';
import { staff } from './staff';

// What happened to each order, written by one writer (order-store/order-events.ts) in the
// transaction of the change.

/** One row per event of an order (packages/domain/src/orders/order-events.ts); never edited. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    /** The transaction's time: the events of one change share it, and their ids keep their order. */
    at: timestamp('at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    actor: text('actor', { enum: ORDER_EVENT_ACTORS }).notNull(),
    /** The staff member, for an event a staff member made. */
    staffId: uuid('staff_id').references(() => staff.id),
    /** The kind's data (orderEventDataSchemas). */
    data: jsonb('data').notNull(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    check('order_events_staff_check', sql`(${t.actor} = 'staff') = (${t.staffId} is not null)`),
  ],
);
