import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HOLD_REASONS } from '@portal/domain';
import { orders } from './orders';
import { staff } from './staff';

// Why an order waits (packages/domain/src/orders/holds.ts): a row per hold, open until released.
// While an order has one open it does not go into production and is not invoiced.

export const orderHolds = pgTable(
  'order_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    reason: text('reason', { enum: HOLD_REASONS }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    /** The staff member whose action opened it; null when the system did. */
    openedBy: uuid('opened_by').references(() => staff.id),
    releasedAt: timestamp('released_at', { withTimezone: true, precision: 3, mode: 'date' }),
    /** The staff member who released it (or lifted the account's credit hold); null when the system did. */
    releasedBy: uuid('released_by').references(() => staff.id),
    /** Why it opened, in words ('Harbor Point Motors is on credit hold: …'). */
    note: text('note'),
    /** Why it was released, as staff wrote it. */
    releaseNote: text('release_note'),
  },
  (t) => [
    // At most one open hold per order and reason: opening one twice finds the first.
    uniqueIndex('order_holds_open_key')
      .on(t.orderId, t.reason)
      .where(sql`${t.releasedAt} is null`),
    index('order_holds_order_idx').on(t.orderId, t.openedAt),
    // Lifting an account's credit hold releases its orders' open credit holds.
    index('order_holds_open_group_idx')
      .on(t.groupKey, t.reason)
      .where(sql`${t.releasedAt} is null`),
    check('order_holds_released_by_check', sql`${t.releasedBy} is null or ${t.releasedAt} is not null`),
  ],
);
