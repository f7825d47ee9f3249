import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
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
  PLACED_STATUSES,
  SHIP_TO_SOURCES,
  UNPLACED_STATUSES,
  type ChargedTax,
  type ShipToAddress,
  type TaxExemption,
  APPROVAL_STATUSES,
} from '@portal/domain';
import { createdAt } from './columns';
import { staff } from './staff';

// The orders and their lines, the create-order keys, and every move of an order's fulfilment status.

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
    /** The staff member who placed the order for the buyer; null when the buyer placed it. */
    placedByStaffId: uuid('placed_by_staff_id').references(() => staff.id),
    // What the order costs, apart (docs/decisions/031): total = goods + freight + tax. Orders placed
    // before freight and tax have no ship-to and goods null (their total is all goods).
    /** Where it ships (ShipToAddress); null on orders placed before ship-to addresses were kept. */
    shipTo: jsonb('ship_to').$type<ShipToAddress>(),
    shipToSource: text('ship_to_source', { enum: SHIP_TO_SOURCES }),
    goodsCents: bigint('goods_cents', { mode: 'number' }),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    /** The shipping method chosen, as it was named then; null where the group offered none. */
    freightMethod: jsonb('freight_method').$type<{ code: string; name: string }>(),
    /** The rate charged (ChargedTax), kept as it was; null where none was charged. */
    tax: jsonb('tax').$type<ChargedTax>(),
    /** The version of the provider's tax settings the order was charged with. */
    taxSettingsVersion: integer('tax_settings_version'),
    /** The certificate that made it exempt, as it was; null when it was not. */
    taxExemption: jsonb('tax_exemption').$type<TaxExemption>(),
    // The dealership's own spending rules (docs/approvals.md, decision 032).
    /** 'YYYY-MM' (provider's time zone) of the budget it counts against; null where the group has no spending rules. */
    budgetMonth: text('budget_month'),
    /** Where its approval stands (order_approvals); null: it needed none. */
    approval: text('approval', { enum: APPROVAL_STATUSES }),
    /** The key of the bypass code it was placed with (bypassCodeKey): each code's trail and caps. */
    bypassCodeKey: text('bypass_code_key'),
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
    // A code's trail: its orders of a month (docs/approvals.md#bypass-codes).
    index('orders_code_month_idx')
      .on(t.groupKey, t.bypassCodeKey, t.createdAt)
      .where(sql`${t.bypassCodeKey} is not null`),
    // Every order charged with freight and tax adds up (decision 031); older ones have no goods figure.
    check(
      'orders_charges_add_up_check',
      sql`${t.goodsCents} is null or ${t.goodsCents} + ${t.freightCents} + ${t.taxCents} = ${t.totalCents}`,
    ),
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
