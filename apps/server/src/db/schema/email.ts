import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OUTBOX_KINDS } from '@portal/domain';
import { createdAt } from './columns';
import { orders } from './orders';

// The outbox: e-mails written in the transaction of what they tell, delivered by the worker.

/** E-mails written in the same transaction as the order they tell of, delivered by the outbox worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupKey: text('group_key').notNull(),
    /** Null for an e-mail about no one order (a statement). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * provider and buyer: the order's two e-mails, once each; status: a fulfilment e-mail to the
     * buyer; invoice, credit_note: a money document to the billing contacts, its PDF attached.
     */
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    /** What a status e-mail tells (packages/domain BUYER_EMAIL_EVENTS); null for the order's two. */
    event: text('event', { enum: ['in_production', 'shipped', 'ship_date_changed', 'cancelled'] }),
    messageId: text('message_id').notNull(),
    /**
     * The message as sent. An order's two e-mails are queued without it and drawn by the worker when
     * it first claims them (email/pending-order-emails.ts), so the order's request does not pay for it.
     */
    message: jsonb('message'),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The order's two e-mails are written once each; status e-mails, one per change, any number.
    uniqueIndex('email_outbox_order_kind_key')
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} in ('provider', 'buyer')`),
    index('email_outbox_order_idx').on(t.orderId),
    uniqueIndex('email_outbox_message_id_key').on(t.messageId),
    check('email_outbox_message_drawn_check', sql`${t.message} is not null or ${t.kind} in ('provider', 'buyer')`),
    // A claim takes the oldest pending rows in id order: read in that order, it stops after the
    // rows it takes instead of sorting every pending row (a backlog of 5,000 cost 3.6 ms a claim).
    index('email_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
