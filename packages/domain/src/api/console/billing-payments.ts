import * as z from 'zod/mini';
import { AGING_BUCKETS } from '../../billing/ledger';
import { PAYMENT_METHODS } from '../../billing/billing-account';
import { calendarDayField } from './common';
import { billingAccountSchema } from './billing-accounts';
import { invoiceSummarySchema, creditNoteSummarySchema } from './billing-invoices';

// Payments on an account and their allocation to invoices (docs/billing.md). A payment is never
// deleted: a mistake is reversed by an entry of its own, and an allocation is taken back by one.

const centsField = z.int().check(z.gte(1), z.lte(100_000_000_00));
const allocationsField = z
  .array(z.strictObject({ invoice_id: z.uuid({ error: 'is not an invoice id' }), amount_cents: centsField }))
  .check(z.maxLength(200));

export const paymentAllocationSchema = z.object({
  id: z.string(),
  invoice_id: z.string(),
  invoice_number: z.string(),
  /** Negative when it takes another back. */
  amount_cents: z.int(),
  /** The allocation this one takes back, or null. */
  takes_back_id: z.nullable(z.string()),
  /** Whether another allocation took this one back. */
  taken_back: z.boolean(),
  at: z.int(),
});

export const paymentSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  /** Negative for a reversal. */
  amount_cents: z.int(),
  received_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  /** The payment this reverses, or null. */
  reverses_id: z.nullable(z.string()),
  /** Whether a reversal of it was recorded. */
  reversed: z.boolean(),
  /** What no invoice has been given yet: a credit on the account (none on a reversed payment or a reversal). */
  unallocated_cents: z.int(),
  allocations: z.array(paymentAllocationSchema),
  /** Who recorded it: a staff member's e-mail. */
  recorded_by: z.string(),
  at: z.int(),
});
export type Payment = z.output<typeof paymentSchema>;

export const consoleAccountParamsSchema = z.strictObject({ accountId: z.uuid({ error: 'is not an account id' }) });

/** GET /api/console/billing/accounts/:accountId/ledger: the account's money at a glance. */
export const consoleAccountLedgerAnswerSchema = z.object({
  account: billingAccountSchema,
  /** Invoices less credit notes less payments. */
  balance_cents: z.int(),
  /** Payments not allocated yet. */
  credit_cents: z.int(),
  aging: z.record(z.enum(AGING_BUCKETS), z.int()),
  invoices: z.array(invoiceSummarySchema),
  credit_notes: z.array(creditNoteSummarySchema),
  payments: z.array(paymentSchema),
});
export type ConsoleAccountLedgerAnswer = z.output<typeof consoleAccountLedgerAnswerSchema>;

/**
 * POST /api/console/billing/accounts/:accountId/payments: admins and accounts record a payment and,
 * unless `allocations` says otherwise, allocate it to the open invoices due first; what is left
 * is a credit on the account.
 */
export const consoleRecordPaymentBodySchema = z.strictObject({
  amount_cents: centsField,
  received_on: calendarDayField,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().check(z.trim(), z.maxLength(80)),
  /** Left out: oldest first. An empty list keeps it all as credit. */
  allocations: z.optional(allocationsField),
});
export type ConsoleRecordPaymentBody = z.output<typeof consoleRecordPaymentBodySchema>;

export const consolePaymentParamsSchema = z.strictObject({ paymentId: z.uuid({ error: 'is not a payment id' }) });

/** POST /api/console/billing/payments/:paymentId/allocations: gives what a payment has left to open invoices of its account. */
export const consoleAllocateBodySchema = z.strictObject({ allocations: allocationsField.check(z.minLength(1)) });
export type ConsoleAllocateBody = z.output<typeof consoleAllocateBodySchema>;

export const consoleAllocationParamsSchema = z.strictObject({
  allocationId: z.string().check(z.regex(/^\d{1,18}$/, { error: 'is not an allocation id' })),
});

/** POST /api/console/billing/payments/:paymentId/reverse: records the payment's reversal, taking back its allocations first. */
export const consoleReversePaymentBodySchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(3, 'must say why'), z.maxLength(300)),
});
export type ConsoleReversePaymentBody = z.output<typeof consoleReversePaymentBodySchema>;

export const consolePaymentAnswerSchema = paymentSchema;

/**
 * POST /api/console/billing/payments/import: admins and accounts send a bank file (CSV with the
 * columns BANK_FILE_COLUMNS). Each row is checked against the ledgers as the rows before it leave
 * them; with `apply`, every row is recorded in one transaction, and nothing at all when any row
 * cannot be (409, the rows telling why). Without it, a dry run.
 */
/** The longest bank file text the console sends (a file of at most 1 MB). */
export const BANK_FILE_MAX_LENGTH = 1_000_000;

export const consolePaymentImportBodySchema = z.strictObject({
  csv: z.string().check(z.minLength(1), z.maxLength(BANK_FILE_MAX_LENGTH)),
  apply: z.boolean(),
});
export type ConsolePaymentImportBody = z.output<typeof consolePaymentImportBodySchema>;

export const paymentImportRowSchema = z.object({
  /** The row's line in the file (the heading is line 1). */
  line: z.int(),
  date: z.string(),
  account: z.string(),
  /** The account it was matched to, or null. */
  account_id: z.nullable(z.string()),
  reference: z.string(),
  amount_cents: z.nullable(z.int()),
  /** Where it would go (or went): invoice numbers and amounts; the rest is credit. */
  allocations: z.array(z.object({ invoice_number: z.string(), amount_cents: z.int() })),
  credit_cents: z.int(),
  /** Why the row cannot be applied, or null. */
  problem: z.nullable(z.string()),
});
export type PaymentImportRow = z.output<typeof paymentImportRowSchema>;

export const consolePaymentImportAnswerSchema = z.object({
  rows: z.array(paymentImportRowSchema),
  /** Whether the rows were recorded (only with `apply` and every row valid). */
  applied: z.boolean(),
  total_cents: z.int(),
});
export type ConsolePaymentImportAnswer = z.output<typeof consolePaymentImportAnswerSchema>;
