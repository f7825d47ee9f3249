import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { INVOICE_MOMENTS, PAYMENT_METHODS, PAYMENT_TERMS } from '@portal/domain';
import { createdAt } from './columns';
import { orders } from './orders';
import { staff } from './staff';

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
