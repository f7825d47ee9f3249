import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The spend report's summaries (docs/decisions/021): what each group's counted orders came to per
// month of the provider's calendar, by store, by category and by PO, so a five-year report reads a
// few thousand rows instead of every line. Counted: placed (paid or on account), not cancelled.
// Triggers in the database mark the months an order or line write touches (spend_dirty); the
// report brings those months up to date before it reads (apps/server/src/reports/spend-summary.ts).

/** Orders and their totals, goods, freight and tax apart, per group, month and store ('' for orders that named none). */
export const spendMonths = pgTable(
  'spend_months',
  {
    groupKey: text('group_key').notNull(),
    /** 'YYYY-MM' in the provider's time zone. */
    month: text('month').notNull(),
    storeCode: text('store_code').notNull(),
    orders: integer('orders').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    // The total apart (goods + freight + tax = total); an order placed before freight and tax is all goods.
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull().default(0),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
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
