import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow();

/** Orders, one row per order; the group key is on every row and in every query. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Running number behind the order number people quote (CB-100042). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }).notNull(),
    groupKey: text('group_key').notNull(),
    /** awaiting_payment → paid (PayPal) or on_account (bypass code). */
    status: text('status', { enum: ['awaiting_payment', 'capturing', 'paid', 'on_account'] }).notNull(),
    payment: text('payment', { enum: ['paypal', 'account'] }).notNull(),
    paypalOrderId: text('paypal_order_id'),
    captureId: text('capture_id'),
    /** Lease of the request capturing this order, so a concurrent capture waits instead of charging twice. */
    captureLeaseUntil: timestamp('capture_lease_until', { withTimezone: true, precision: 3, mode: 'date' }),
    /** Part of the capture's PayPal-Request-Id: kept across timeouts (a retry finds the capture), moved on after a decline. */
    captureAttempt: integer('capture_attempt').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    storeCode: text('store_code').notNull().default(''),
    customerPo: text('customer_po').notNull().default(''),
    /** The browser that placed the order (a random id in its cookie), for open groups' history. */
    browserId: text('browser_id'),
    createdAt: createdAt(),
    placedAt: timestamp('placed_at', { withTimezone: true, precision: 3, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('orders_seq_key').on(t.seq),
    uniqueIndex('orders_paypal_order_key').on(t.paypalOrderId),
    // Read backwards it is retrieve-orders' order (created_at DESC, id DESC, nulls first as ORDER BY
    // means them), so any page is one short index range. A DESC NULLS LAST index would not match.
    index('orders_group_history_idx')
      .on(t.groupKey, t.createdAt, t.id)
      .where(sql`${t.status} in ('paid', 'on_account')`),
    index('orders_group_email_created_idx').on(t.groupKey, t.email, t.createdAt),
    // One visitor's history in an open group: the same keyset walk, within one browser's orders.
    index('orders_group_browser_history_idx')
      .on(t.groupKey, t.browserId, t.createdAt, t.id)
      .where(sql`${t.status} in ('paid', 'on_account') and ${t.browserId} is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    groupKey: text('group_key').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    embroidery: text('embroidery').notNull(),
    secondEmbroidery: text('second_embroidery'),
    placement: text('placement').notNull(),
    secondPlacement: text('second_placement'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    po: text('po'),
    customerPo: text('customer_po'),
    estShipDate: text('est_ship_date'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

/** Create-order requests by Idempotency-Key: a repeat answers the first order instead of making another. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    groupKey: text('group_key').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupKey, t.key] })],
);

/** E-mails written in the same transaction as the order they tell of, delivered by the outbox worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupKey: text('group_key').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['provider', 'buyer'] }).notNull(),
    messageId: text('message_id').notNull(),
    message: jsonb('message').notNull(),
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
    uniqueIndex('email_outbox_order_kind_key').on(t.orderId, t.kind),
    uniqueIndex('email_outbox_message_id_key').on(t.messageId),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every admin edit of a PO field: who, when, which line, old and new value. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupKey: text('group_key').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    field: text('field', { enum: ['customer_po', 'po', 'est_ship_date'] }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    actor: text('actor').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_order_idx').on(t.groupKey, t.orderId)],
);

/** Failed secret checks per bucket (ip:…, group:…) and minute: shared by every server instance. */
export const authFailures = pgTable(
  'auth_failures',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);
