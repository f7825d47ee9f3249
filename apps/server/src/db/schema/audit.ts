import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { staff } from './staff';

// The audit of orders, lines and staff actions.

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
  'hold_opened',
  'hold_released',
  'approval_decided',
  'approval_expired',
  'approval_reminded',
  'approval_escalated',
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
  'budgets_exported',
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
