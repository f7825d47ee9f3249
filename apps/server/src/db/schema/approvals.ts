import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_DECIDERS, APPROVAL_DECISIONS, APPROVAL_STATUSES, type ApprovalReason, type Approver } from '@portal/domain';
import { createdAt } from './columns';
import { orders } from './orders';

// A dealership's own brakes on spending (docs/approvals.md, decision 032): each store's budget
// month counted by a trigger on orders, an order's approval while it waits, and the single-use
// links its approvers decide by.

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

/**
 * What each store's counted orders came to per month of the provider's calendar: spent (placed,
 * not waiting, not cancelled) and committed (waiting for approval). Kept by the trigger
 * budget_count_order on every write of an order with a budget month, so a place that reads it
 * under a row lock sees every order before it: two orders cannot both take the last of a budget.
 */
export const budgetMonths = pgTable(
  'budget_months',
  {
    groupKey: text('group_key').notNull(),
    /** 'YYYY-MM' in the provider's time zone. */
    month: text('month').notNull(),
    /** '' for the group's orders that name no store. */
    storeCode: text('store_code').notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    committedCents: bigint('committed_cents', { mode: 'number' }).notNull().default(0),
    /** Orders counted, spent or committed. */
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupKey, t.month, t.storeCode] })],
);

/** An order's approval: one per order, opened when it is placed to wait, decided once. */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    storeCode: text('store_code').notNull(),
    /** Why it waits. */
    reasons: jsonb('reasons').$type<ApprovalReason[]>().notNull(),
    /** Who may decide, as the rules named them when it was placed: the second takes over after a while. */
    approvers: jsonb('approvers').$type<Approver[]>().notNull(),
    /** Which of them is asked now: 0, or 1 once escalated. */
    currentApprover: integer('current_approver').notNull().default(0),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('waiting'),
    openedAt: at('opened_at').notNull().defaultNow(),
    /** When the links stop working and the order is cancelled, undecided. */
    expiresAt: at('expires_at').notNull(),
    /** When the approver asked now is next reminded; null: no reminder due. */
    remindAt: at('remind_at'),
    /** When the second approver takes over; null: there is none, or they have. */
    escalateAt: at('escalate_at'),
    remindedCount: integer('reminded_count').notNull().default(0),
    decidedAt: at('decided_at'),
    /** The decision's words: approve or reject; null while it waits or when it expired. */
    decision: text('decision', { enum: APPROVAL_DECISIONS }),
    decider: text('decider', { enum: APPROVAL_DECIDERS }),
    /** Who decided, by name and e-mail ('Dana Whitfield <dana@…>'), or 'group admin'. */
    decidedBy: text('decided_by'),
    /** The address the decision came from. */
    decidedFrom: text('decided_from'),
    /** Why it was rejected, as the decider wrote it. */
    reason: text('reason'),
  },
  (t) => [
    // The sweep's walk: open approvals by when something is due.
    index('order_approvals_waiting_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'waiting'`),
    index('order_approvals_group_idx').on(t.groupKey, t.status, t.openedAt),
  ],
);

/**
 * The approvers' links: a random token each, kept only as its SHA-256, bound to one order, one
 * approval, one approver and one decision. Single use: the first decision spends every link of the
 * approval (the approval is no longer waiting).
 */
export const approvalLinks = pgTable(
  'approval_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    approvalId: uuid('approval_id')
      .notNull()
      .references(() => orderApprovals.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    groupKey: text('group_key').notNull(),
    decision: text('decision', { enum: APPROVAL_DECISIONS }).notNull(),
    approverEmail: text('approver_email').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('approval_links_approval_idx').on(t.approvalId)],
);
