import * as z from 'zod/mini';
import {
  BILLING_CONTACT_MAX_LENGTH,
  INVOICE_MOMENTS,
  MAX_ADDRESS_LINES,
  MAX_BILLING_CONTACTS,
  MAX_LINE_LENGTH,
  MAX_REMINDER_STEPS,
} from '../../billing/billing-account';
import { PAYMENT_TERMS } from '../../billing/payment-terms';
import { groupKeyField } from '../common';
import { accountTaxExemptionSchema } from './tax';

// The billing accounts (docs/billing.md): one per group, and one per store billed apart from its
// group. Everyone in the console reads those of the groups they see; admins and the accounts role
// create and change them.

const nameField = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(MAX_LINE_LENGTH));
const amountCentsField = z.int().check(z.gte(0), z.lte(100_000_000_00));

const accountFields = {
  name: nameField,
  accounting_name: nameField,
  /** The postal address the bills name, line by line. */
  address: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_LINE_LENGTH)))
    .check(z.maxLength(MAX_ADDRESS_LINES)),
  terms: z.enum(PAYMENT_TERMS),
  /** Cents; null for no limit. */
  credit_limit_cents: z.nullable(amountCentsField),
  contacts: z.array(z.string().check(z.trim(), z.maxLength(BILLING_CONTACT_MAX_LENGTH))).check(z.maxLength(MAX_BILLING_CONTACTS)),
  invoice_when: z.enum(INVOICE_MOMENTS),
  /** Days past the due date a reminder goes: 0 is the due date. */
  reminder_days: z.array(z.int().check(z.gte(0), z.lte(365))).check(z.maxLength(MAX_REMINDER_STEPS)),
};

export const billingAccountSchema = z.object({
  id: z.string(),
  group_key: z.string(),
  group_title: z.string(),
  /** '' for the group's own account. */
  store_code: z.string(),
  store_name: z.nullable(z.string()),
  ...accountFields,
  /** Milliseconds since 1970 until which staff lifted its credit hold, or null. */
  hold_lifted_until: z.nullable(z.int()),
  version: z.int(),
});
export type BillingAccount = z.output<typeof billingAccountSchema>;

/**
 * GET /api/console/billing/accounts: the accounts of the groups the staff member sees, each with
 * the tax exemption certificate that speaks for it in each state (one run out is `expired`).
 */
export const consoleBillingAccountsAnswerSchema = z.object({
  accounts: z.array(z.extend(billingAccountSchema, { tax_exemptions: z.array(accountTaxExemptionSchema) })),
});
export type ConsoleBillingAccountsAnswer = z.output<typeof consoleBillingAccountsAnswerSchema>;

/** POST /api/console/billing/accounts: admins and accounts; 409 when the group or store has one already. */
export const consoleBillingAccountAddBodySchema = z.strictObject({
  group_key: groupKeyField,
  store_code: z.string().check(z.trim(), z.maxLength(40)),
  ...accountFields,
});
export type ConsoleBillingAccountAddBody = z.output<typeof consoleBillingAccountAddBodySchema>;

export const consoleBillingAccountParamsSchema = z.strictObject({ accountId: z.uuid({ error: 'is not an account id' }) });

/** PATCH /api/console/billing/accounts/:accountId: changes what it names; `version` must be the one read (409 otherwise). */
export const consoleBillingAccountUpdateBodySchema = z.strictObject({
  version: z.int().check(z.gte(0)),
  name: z.optional(accountFields.name),
  accounting_name: z.optional(accountFields.accounting_name),
  address: z.optional(accountFields.address),
  terms: z.optional(accountFields.terms),
  credit_limit_cents: z.optional(accountFields.credit_limit_cents),
  contacts: z.optional(accountFields.contacts),
  invoice_when: z.optional(accountFields.invoice_when),
  reminder_days: z.optional(accountFields.reminder_days),
});
export type ConsoleBillingAccountUpdateBody = z.output<typeof consoleBillingAccountUpdateBodySchema>;
