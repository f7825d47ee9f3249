import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@portal/domain';
import { createdAt } from './columns';

// The provider's staff, the sessions of staff and buyers, and the failed secret checks.

/** What a session opens: the console, or one group's orders, admin mode or store. */
export const SESSION_KINDS = ['staff', 'group', 'admin', 'store'] as const;

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
