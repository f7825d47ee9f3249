// What the console's calls share. The console lives under /api/console and answers only a staff
// session (docs/console.md); errors answer apiErrorSchema like every other call.
import * as z from 'zod/mini';
import { fulfilmentStatusSchema, groupKeyField } from '../common';

/**
 * admin: everything, manages staff; rep: the groups assigned to them; accounts: every group's
 * billing (accounts, payments, credit notes, holds), reads the orders but does not change them;
 * viewer: reads every group, changes nothing.
 */
export const STAFF_ROLES = ['admin', 'rep', 'accounts', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** Who moves orders along and edits their POs and dates. */
export const mayChangeOrders = (role: StaffRole): boolean => role === 'admin' || role === 'rep';

/** Who changes the money side: billing accounts, payments, credit notes, prices on quote, holds. */
export const mayManageBilling = (role: StaffRole): boolean => role === 'admin' || role === 'accounts';

/** The roles that must log in with a second factor (TOTP); the others may choose to. */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['admin', 'accounts'];
export const secondFactorRequired = (role: StaffRole): boolean => SECOND_FACTOR_ROLES.includes(role);

/** How an order was settled: paid by PayPal, or accepted on account with a bypass code. */
/**
 * How an order is paid: by PayPal, on account, or not yet ('awaiting_payment': a PayPal order the
 * buyer never finished approving, or whose capture has not come back).
 */
export const paymentKindSchema = z.enum(['paid', 'on_account', 'awaiting_payment']);
export type PaymentKind = z.output<typeof paymentKindSchema>;

/** What each payment kind is called on the console's screens and in its exports. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  paid: 'Paid',
  on_account: 'On account',
  awaiting_payment: 'Awaiting payment',
};

/** A calendar day, 'YYYY-MM-DD'. */
export const calendarDayField = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** The order an address names: its id, as the board rows carry it. */
export const consoleOrderParamsSchema = z.strictObject({ orderId: z.uuid({ error: 'is not an order id' }) });

/** A group by key and the name people know it by. */
export const consoleGroupSchema = z.object({ key: z.string(), title: z.string() });
export type ConsoleGroup = z.output<typeof consoleGroupSchema>;

/** A staff member as every console answer shows one: never the password or its hash. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** The groups a rep works for; empty for admins and viewers, who see every group. */
  groups: z.array(z.string()),
  /** Milliseconds since 1970. */
  created_at: z.int(),
  updated_at: z.int(),
  /** Whether they log in with a code from an authenticator app (TOTP) after their password. */
  second_factor: z.boolean(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** A staff e-mail as typed; compared in lower case. */
export const staffEmailField = z.email().check(z.maxLength(254));
export const staffNameField = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(80));
export const staffGroupsField = z.array(groupKeyField).check(z.maxLength(100));

/** A new staff password: long enough to resist guessing (checked against scrypt hashes, never stored plain). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const newStaffPasswordField = z
  .string()
  .check(z.minLength(STAFF_PASSWORD_MIN_LENGTH, `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`), z.maxLength(200));

/** The state of an order after a change: what a screen needs to redraw the row. */
export const consoleOrderStateSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  status: fulfilmentStatusSchema,
  /** Goes up by one with every change: send it back with the next change (optimistic concurrency). */
  version: z.int(),
  carrier: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  /** The latest est. ship date of its lines, 'YYYY-MM-DD', or null. */
  est_ship_date: z.nullable(z.string()),
  /** Each line's est. ship date. */
  lines: z.array(z.object({ line_no: z.int(), est_ship_date: z.nullable(z.string()) })),
  /** Where the order may move next. */
  next_statuses: z.array(fulfilmentStatusSchema),
});
export type ConsoleOrderState = z.output<typeof consoleOrderStateSchema>;
