import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FULFILMENT_STATUSES,
  INVOICE_MOMENTS,
  OUTBOX_KINDS,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  PLACED_STATUSES,
  STAFF_ROLES,
  UNPLACED_STATUSES,
} from '@portal/domain';

/** What a session opens: the console, or one group's orders, admin mode or store. */
export const SESSION_KINDS = ['staff', 'group', 'admin', 'store'] as const;

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow();

/** `('paid', 'on_account')`: the placed statuses as SQL, for plain statements (`status in ${PLACED_STATUS_LIST}`). */
export const PLACED_STATUS_LIST = `(${PLACED_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** An order that was placed, said as the partial indexes below say it, so the planner can use them. */
export const isPlaced = (status: AnyColumn): SQL => sql`${status} in ${sql.raw(PLACED_STATUS_LIST)}`;

/** Orders, one row per order; the group key is on every row and in every query. */
/**
 * Where an order is, as a number in the order of its moves (received 0 … cancelled 4): the board's
 * status sort, written once so its query and its index are the same expression.
 */
export const BOARD_STATUS_RANK = `(case fulfilment_status ${FULFILMENT_STATUSES.map((status, rank) => `when '${status}' then ${rank}`).join(' ')} end)`;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Running number behind the order number people quote (CB-100042). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }).notNull(),
    groupKey: text('group_key').notNull(),
    /** awaiting_payment → paid (PayPal) or on_account (bypass code). */
    status: text('status', { enum: [...UNPLACED_STATUSES, ...PLACED_STATUSES] }).notNull(),
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
    /** Where the order is in fulfilment (packages/domain/src/fulfilment); `status` is its payment. */
    fulfilmentStatus: text('fulfilment_status', { enum: FULFILMENT_STATUSES }).notNull().default('received'),
    /** Goes up with every staff change: a change names the version it saw, so two at once cannot both win. */
    version: integer('version').notNull().default(0),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The bypass code an order on account was placed with, masked (GD••01): its e-mails name it. */
    maskedBypassCode: text('masked_bypass_code'),
    /** Where the bypass code used is a store's own code: that store's code, for the invoice to name. */
    bypassStoreCode: text('bypass_store_code'),
    /** The version of the group's offer the order was priced with (docs/decisions/028); null before versions. */
    offerVersion: integer('offer_version'),
  },
  (t) => [
    uniqueIndex('orders_seq_key').on(t.seq),
    uniqueIndex('orders_paypal_order_key').on(t.paypalOrderId),
    // Read backwards it is retrieve-orders' order (created_at DESC, id DESC, nulls first as ORDER BY
    // means them), so any page is one short index range. A DESC NULLS LAST index would not match.
    index('orders_group_history_idx').on(t.groupKey, t.createdAt, t.id).where(isPlaced(t.status)),
    index('orders_group_email_created_idx').on(t.groupKey, t.email, t.createdAt),
    // One visitor's history in an open group: the same keyset walk, within one browser's orders.
    index('orders_group_browser_history_idx')
      .on(t.groupKey, t.browserId, t.createdAt, t.id)
      .where(sql`${isPlaced(t.status)} and ${t.browserId} is not null`),
    // The console's board (docs/decisions/020): each filter is an equality in front of the same
    // (created_at, id) walk, so a page costs its rows whatever the history holds.
    index('orders_board_idx').on(t.createdAt, t.id).where(isPlaced(t.status)),
    index('orders_board_status_idx').on(t.fulfilmentStatus, t.createdAt, t.id).where(isPlaced(t.status)),
    index('orders_board_group_status_idx').on(t.groupKey, t.fulfilmentStatus, t.createdAt, t.id).where(isPlaced(t.status)),
    index('orders_board_group_payment_idx').on(t.groupKey, t.status, t.createdAt, t.id).where(isPlaced(t.status)),
    index('orders_board_store_idx').on(t.storeCode, t.createdAt, t.id).where(isPlaced(t.status)),
    // The board's other sorts (decision 020's walk, by total, group, buyer or status, then id).
    index('orders_board_total_idx').on(t.totalCents, t.id).where(isPlaced(t.status)),
    index('orders_board_group_sort_idx').on(t.groupKey, t.id).where(isPlaced(t.status)),
    index('orders_board_buyer_idx').on(t.lastName, t.firstName, t.id).where(isPlaced(t.status)),
    index('orders_board_status_rank_idx').on(sql.raw(BOARD_STATUS_RANK), t.id).where(isPlaced(t.status)),
    // The board's 'Awaiting payment' filter: the few PayPal orders never captured, newest first.
    index('orders_board_awaiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('awaiting_payment', 'capturing')`),
    // The board's search: starts of e-mails, names and customer POs, in any case.
    index('orders_search_email_idx')
      .on(sql`lower(${t.email}) text_pattern_ops`)
      .where(isPlaced(t.status)),
    index('orders_search_name_idx')
      .on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`)
      .where(isPlaced(t.status)),
    index('orders_search_last_name_idx')
      .on(sql`lower(${t.lastName}) text_pattern_ops`)
      .where(isPlaced(t.status)),
    index('orders_search_customer_po_idx')
      .on(sql`lower(${t.customerPo}) text_pattern_ops`)
      .where(isPlaced(t.status)),
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
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    // The board's search by a line's PO, customer PO or item code.
    index('order_lines_search_po_idx')
      .on(sql`lower(${t.po}) text_pattern_ops`)
      .where(sql`${t.po} is not null`),
    index('order_lines_search_customer_po_idx')
      .on(sql`lower(${t.customerPo}) text_pattern_ops`)
      .where(sql`${t.customerPo} is not null`),
    index('order_lines_search_code_idx').on(sql`lower(${t.code}) text_pattern_ops`),
  ],
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

/** What an audit row records: a field of an order or line, or a staff action. */
export const AUDIT_FIELDS = [
  'customer_po',
  'po',
  'est_ship_date',
  'unit_price',
  'status',
  'carrier',
  'tracking_number',
  'email_resent',
  'staff_login',
  'staff_logout',
  'staff_sessions_ended',
  'staff_second_factor_enrolled',
  'staff_second_factor_reset',
  'staff_recovery_code_used',
  'staff_added',
  'staff_password_reset',
  'staff_removed',
  'staff_role',
  'staff_groups',
  'staff_name',
  'orders_exported',
  'spend_exported',
] as const;

/**
 * Every change of an order and every staff action: who, when, what, old and new value. A change
 * made with the shared admin password says 'admin'; a staff member's names them (staff_id and
 * their e-mail in actor). Staff actions that touch no order have no order (group_key '').
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupKey: text('group_key').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no'),
    field: text('field', { enum: AUDIT_FIELDS }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    actor: text('actor').notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_order_idx').on(t.groupKey, t.orderId),
    index('audit_log_staff_idx')
      .on(t.staffId, t.createdAt)
      .where(sql`${t.staffId} is not null`),
  ],
);

/** The provider's staff: the console's accounts (docs/console.md). */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case: one address, one account. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** scrypt, as packages/tenants hashes every secret; never answered. */
    passwordHash: text('password_hash').notNull(),
    /** Goes up when the password, role or groups change or the account is removed: older sessions end. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /**
     * The TOTP key of the account's second factor, sealed (AES-256-GCM under a key drawn from
     * COOKIE_SECRET); null until the staff member enrols. Never answered.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, precision: 3, mode: 'date' }),
    /** The time step of the last code accepted: a code is good once (RFC 6238, section 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    /** Removed accounts stay, so the audit log keeps naming who did what; they cannot log in. */
    removedAt: timestamp('removed_at', { withTimezone: true, precision: 3, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_email_key')
      .on(t.email)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Every session, held here so that ending one ends every copy of its cookie: a staff member's
 * console session, and a buyer's group, admin-mode or store session. The cookie seals a random id;
 * the row is keyed by its hash, which is also the handle the console shows (it opens nothing).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the id sealed in the cookie, base64url. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    /** The buyer session's group, '' for staff. */
    groupKey: text('group_key').notNull().default(''),
    storeCode: text('store_code').notNull().default(''),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Moved on at most once a minute by use: what the staff member's list of sessions shows. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    /** The absolute end; a staff session's idle end is in its cookie. */
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3, mode: 'date' }),
    /** For the staff member's list: the browser as it names itself, and the address it logged in from. */
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (t) => [
    index('sessions_staff_idx')
      .on(t.staffId, t.createdAt)
      .where(sql`${t.staffId} is not null and ${t.endedAt} is null`),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** A staff member's one-time recovery codes, for a lost phone: hashes only, each spent once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** sha256 of the code: the codes are random, 50 bits each, so a fast hash does. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/** The groups a rep works for. */
export const staffGroups = pgTable(
  'staff_groups',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.groupKey] })],
);

/** Every move of an order's fulfilment status: the buyer's timeline and the console's history. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    fromStatus: text('from_status', { enum: FULFILMENT_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: FULFILMENT_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    /** Null for a move made outside the console (the demo history). */
    staffId: uuid('staff_id').references(() => staff.id),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    note: text('note'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
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

// The spend report's summaries (docs/decisions/021): what each group's counted orders came to per
// month of the provider's calendar, by store, by category and by PO, so a five-year report reads a
// few thousand rows instead of every line. Counted: placed (paid or on account), not cancelled.
// Triggers in the database mark the months an order or line write touches (spend_dirty); the
// report brings those months up to date before it reads (apps/server/src/reports/spend-summary.ts).

/** Orders and their totals per group, month and store ('' for orders that named none). */
export const spendMonths = pgTable(
  'spend_months',
  {
    groupKey: text('group_key').notNull(),
    /** 'YYYY-MM' in the provider's time zone. */
    month: text('month').notNull(),
    storeCode: text('store_code').notNull(),
    orders: integer('orders').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupKey, t.month, t.storeCode] })],
);

/** Line totals and units per group, month and category (the item's type). */
export const spendCategoryMonths = pgTable(
  'spend_category_months',
  {
    groupKey: text('group_key').notNull(),
    month: text('month').notNull(),
    category: text('category').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupKey, t.month, t.category] })],
);

/** Line totals per group, month and line PO ('' for lines without one), with the orders they belong to. */
export const spendPoMonths = pgTable(
  'spend_po_months',
  {
    groupKey: text('group_key').notNull(),
    month: text('month').notNull(),
    po: text('po').notNull(),
    orders: integer('orders').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupKey, t.month, t.po] }),
    // A PO's months, for its totals (spend_pos) and for the months of a range it straddles: from the index alone.
    index('spend_po_months_po_idx').on(t.groupKey, t.po, t.month, t.orders, t.totalCents),
  ],
);

/**
 * Each PO's totals over all its months, with its first and last month: a report's range holds most
 * POs whole, and their largest are read from here in order, so a five-year report does not add up
 * every PO's months; only POs the range cuts are added up from spend_po_months.
 */
export const spendPos = pgTable(
  'spend_pos',
  {
    groupKey: text('group_key').notNull(),
    po: text('po').notNull(),
    firstMonth: text('first_month').notNull(),
    lastMonth: text('last_month').notNull(),
    orders: integer('orders').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupKey, t.po] }),
    index('spend_pos_largest_idx').on(t.groupKey, t.totalCents.desc(), t.po),
    // The POs a range cuts: those that start before it, and those that end after it.
    index('spend_pos_first_idx').on(t.groupKey, t.firstMonth, t.lastMonth, t.po),
    index('spend_pos_last_idx').on(t.groupKey, t.lastMonth, t.firstMonth, t.po),
  ],
);

/**
 * Months whose summaries are out of date, appended by the triggers (no key, so two orders written
 * at once never wait on each other here) and taken away by the refresh.
 */
export const spendDirty = pgTable(
  'spend_dirty',
  {
    groupKey: text('group_key').notNull(),
    month: text('month').notNull(),
  },
  (t) => [index('spend_dirty_idx').on(t.groupKey, t.month)],
);

/** Settings the summaries were made with: the time zone whose months they count ('time_zone'). */
export const spendMeta = pgTable('spend_meta', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

// Billing on account (docs/billing.md, docs/decisions/027). Money rows (invoices, credit notes,
// payments, allocations) are inserted once and never updated or deleted: a mistake is an entry of
// its own, and every figure is a sum of entries.

/** Who an on-account order is billed to: its store's account when the store pays on its own, else its group's. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupKey: text('group_key').notNull(),
    /** '' for the group's own account; a store code for a store billed apart from its group. */
    storeCode: text('store_code').notNull().default(''),
    /** The name on the bill. */
    name: text('name').notNull(),
    /** The postal address the bills name, line by line. */
    address: jsonb('address').$type<string[]>().notNull(),
    /** The customer's name in the provider's accounting program (the exports' Customer and ContactName). */
    accountingName: text('accounting_name').notNull(),
    terms: text('terms', { enum: PAYMENT_TERMS }).notNull(),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }),
    /** The addresses that receive invoices, statements and reminders. */
    contacts: jsonb('contacts').$type<string[]>().notNull(),
    /** When an order's invoice is issued: when it ships (the default) or when it is placed. */
    invoiceWhen: text('invoice_when', { enum: INVOICE_MOMENTS }).notNull().default('shipped'),
    /** Days past the due date a reminder is sent (0 is the due date itself). */
    reminderDays: jsonb('reminder_days').$type<number[]>().notNull(),
    /** A credit hold lifted by staff until then. */
    holdLiftedUntil: timestamp('hold_lifted_until', { withTimezone: true, precision: 3, mode: 'date' }),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_accounts_group_store_key').on(t.groupKey, t.storeCode)],
);

/** The next number of each kind of document and year: taken in the issuing transaction, so numbers have no gaps. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: ['INV', 'CN'] }).notNull(),
    year: integer('year').notNull(),
    next: integer('next').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    groupKey: text('group_key').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'YYYY-MM-DD' in the provider's calendar. */
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** What it bills, as issued (packages/domain InvoiceSnapshot). */
    snapshot: jsonb('snapshot').notNull(),
    /** Null when the shipment or placement issued it on its own. */
    staffId: uuid('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    // One invoice per order, ever: a correction is a credit note.
    uniqueIndex('invoices_order_key').on(t.orderId),
    index('invoices_account_idx').on(t.accountId, t.issuedOn),
    check('invoices_total_check', sql`${t.totalCents} >= 0`),
  ],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** Issued to void its invoice: all the invoice had left. */
    voids: boolean('voids').notNull().default(false),
    issuedOn: text('issued_on').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_account_idx').on(t.accountId, t.issuedOn),
    check('credit_notes_amount_check', sql`${t.amountCents} > 0`),
    // An invoice is voided once.
    uniqueIndex('credit_notes_void_key')
      .on(t.invoiceId)
      .where(sql`${t.voids}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    /** Negative for the reversal of a payment. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receivedOn: text('received_on').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference').notNull().default(''),
    /** The payment this one reverses; a payment is reversed once. */
    reversesId: uuid('reverses_id'),
    staffId: uuid('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_account_idx').on(t.accountId, t.receivedOn),
    uniqueIndex('payments_reverses_key')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    check('payments_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/** What part of a payment went to which invoice; negative when an allocation is taken back. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The allocation this one takes back (negative, the same amount); an allocation is taken back once. */
    takesBackId: bigint('takes_back_id', { mode: 'number' }),
    staffId: uuid('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    uniqueIndex('payment_allocations_takes_back_key')
      .on(t.takesBackId)
      .where(sql`${t.takesBackId} is not null`),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/** Every change of the money side: who, what, and the thing before and after (JSON). */
export const billingAudit = pgTable(
  'billing_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id').references(() => billingAccounts.id),
    groupKey: text('group_key').notNull(),
    /** 'account_created', 'invoice_issued', 'line_priced', 'payment_recorded', … */
    action: text('action').notNull(),
    /** The invoice, credit note, payment or order it concerns. */
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The staff member's e-mail, or 'system' for what a shipment or the scheduler did. */
    actor: text('actor').notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_audit_account_idx').on(t.accountId, t.createdAt)],
);

/** The statements sent, as sent: a resend or a download later gives the same document. */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    /** 'YYYY-MM'. */
    period: text('period').notNull(),
    /** packages/domain StatementSnapshot. */
    snapshot: jsonb('snapshot').notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('statements_account_period_key').on(t.accountId, t.period)],
);

/**
 * Scheduled work, one row per job and period (statements of 2026-10): the instance whose insert or
 * expired-lease update wins runs it; done_at says it finished. Every instance polls; one works.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true, precision: 3, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/**
 * Every published version of each group's offer (docs/decisions/028): the group's whole document
 * (settings, stores, secrets as hashes, catalogue with prices in dollars, placements), who published
 * it and from when it is live. Written once: the database refuses to change one, and removes one
 * only while it is still to come (a scheduled publish withdrawn). A group's live version is the one
 * whose live_at came last (the higher number at the same moment).
 */
export const groupVersions = pgTable(
  'group_versions',
  {
    groupKey: text('group_key').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    /** Null for the first version, loaded from packages/tenants when the database was new. */
    publishedBy: uuid('published_by').references(() => staff.id),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    liveAt: timestamp('live_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    /** What the version is, in a few words ('Loaded from packages/tenants', 'Rolled back to version 3'). */
    note: text('note').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupKey, t.version] }),
    check('group_versions_version_positive', sql`${t.version} >= 1`),
    index('group_versions_live_idx').on(t.groupKey, t.liveAt, t.version),
  ],
);

/** The provider's details (name, logo, phones, addresses, remit-to) by version, as groups' offers are. */
export const providerVersions = pgTable(
  'provider_versions',
  {
    version: integer('version').primaryKey(),
    document: jsonb('document').notNull(),
    publishedBy: uuid('published_by').references(() => staff.id),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    note: text('note').notNull(),
  },
  (t) => [check('provider_versions_version_positive', sql`${t.version} >= 1`)],
);

/**
 * A group's draft: the next version being made in the console, one per group, the whole document
 * as a version holds it. Publishing it writes a version and removes the draft.
 */
export const groupDrafts = pgTable('group_drafts', {
  groupKey: text('group_key').primaryKey(),
  document: jsonb('document').notNull(),
  /** The live version the draft was started from. */
  baseVersion: integer('base_version').notNull(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
});

export const OFFER_ACTIONS = ['draft', 'discard', 'publish', 'rollback', 'withdraw'] as const;

/**
 * Every change of a group's offer, field by field (old → new, secrets only as set or changed), who
 * made it and when: as the draft is edited (no version yet), and again as a publish or a rollback
 * sends it out, with the version it went out in. Written once.
 */
export const offerAudit = pgTable(
  'offer_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupKey: text('group_key').notNull(),
    version: integer('version'),
    action: text('action', { enum: OFFER_ACTIONS }).notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    area: text('area'),
    subject: text('subject'),
    field: text('field'),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [index('offer_audit_group_idx').on(t.groupKey, t.createdAt)],
);

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const UPLOADED_PICTURE_KINDS = ['logo', 'photo'] as const;
/** A logo has its PNG alone; a photo its 600 px JPEG and the tiles' smaller copy. */
export const UPLOADED_PICTURE_VARIANTS = ['full', 'thumb'] as const;

/**
 * Pictures staff uploaded for the offer (docs/decisions/028, slices 4 and 5): the bytes the server
 * made of them (a logo's PNG, a photo's JPEGs), kept here so every instance serves them. Keyed by
 * content: the id is the first 32 hex digits of the SHA-256 of the full-size bytes, so one picture
 * uploaded twice is one row per variant. Written once; a draft or version names the id.
 */
export const uploadedPictures = pgTable(
  'uploaded_pictures',
  {
    id: text('id').notNull(),
    variant: text('variant', { enum: UPLOADED_PICTURE_VARIANTS }).notNull(),
    kind: text('kind', { enum: UPLOADED_PICTURE_KINDS }).notNull(),
    mediaType: text('media_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => staff.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.variant] }),
    check('uploaded_pictures_id_is_a_hash', sql`${t.id} ~ '^[a-f0-9]{32}$'`),
    check('uploaded_pictures_kind', sql`${t.kind} in ('logo', 'photo')`),
    check('uploaded_pictures_variant', sql`${t.variant} in ('full', 'thumb')`),
  ],
);
