import { isBuyerEmail } from '../checkout/buyer-email';
import type { PaymentTerms } from './payment-terms';

/** When an on-account order's invoice is issued: when the order ships (the default) or when it is placed. */
export const INVOICE_MOMENTS = ['shipped', 'placed'] as const;
export type InvoiceMoment = (typeof INVOICE_MOMENTS)[number];

export const INVOICE_MOMENT_LABELS: Record<InvoiceMoment, string> = {
  shipped: 'When the order ships',
  placed: 'When the order is placed',
};

export const PAYMENT_METHODS = ['cheque', 'ach', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cheque: 'Cheque',
  ach: 'ACH',
  card: 'Card',
  other: 'Other',
};

/** Reminders go at the due date and 30 and 60 days after it, unless the account says otherwise. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [0, 30, 60];

/** At most this many billing contacts and reminder steps on one account. */
export const MAX_BILLING_CONTACTS = 10;
/** The longest billing contact address, and the lines of a billing address and their length. */
export const BILLING_CONTACT_MAX_LENGTH = 254;
export const MAX_ADDRESS_LINES = 6;
export const MAX_LINE_LENGTH = 120;
export const MAX_REMINDER_STEPS = 6;

/** A billing account's settings as staff edit them. */
export interface BillingAccountSettings {
  name: string;
  accountingName: string;
  terms: PaymentTerms;
  creditLimitCents: number | null;
  contacts: readonly string[];
  invoiceWhen: InvoiceMoment;
  reminderDays: readonly number[];
}

/** What is wrong with an account's settings, field by field; empty when nothing is. */
export function billingAccountProblems(settings: BillingAccountSettings): Partial<Record<keyof BillingAccountSettings, string>> {
  const problems: Partial<Record<keyof BillingAccountSettings, string>> = {};
  if (!settings.name.trim()) problems.name = 'Enter the name the bills go to.';
  if (!settings.accountingName.trim()) problems.accountingName = 'Enter the customer name used in the accounting program.';
  if (settings.creditLimitCents !== null && (!Number.isSafeInteger(settings.creditLimitCents) || settings.creditLimitCents < 0))
    problems.creditLimitCents = 'A credit limit is an amount of $0.00 or more, or none.';
  // None is allowed (a group just set up): its invoices are then issued but not e-mailed, and the console says so.
  if (settings.contacts.length > MAX_BILLING_CONTACTS) problems.contacts = `At most ${MAX_BILLING_CONTACTS} billing contacts.`;
  else {
    const wrong = settings.contacts.find((address) => !isBuyerEmail(address));
    if (wrong !== undefined) problems.contacts = `'${wrong}' is not an e-mail address.`;
  }
  const days = settings.reminderDays;
  if (
    days.length > MAX_REMINDER_STEPS ||
    days.some((day) => !Number.isInteger(day) || day < 0 || day > 365) ||
    new Set(days).size !== days.length
  )
    problems.reminderDays = `Reminders are up to ${MAX_REMINDER_STEPS} different days from 0 to 365 after the due date.`;
  return problems;
}

/** An account stops ordering on account once an invoice is this many days past due. */
export const HOLD_AFTER_DAYS_OVERDUE = 60;

export type CreditHoldReason = 'over_limit' | 'overdue';

/**
 * Why the account is on credit hold, or null: its balance is over its credit limit, or an invoice
 * is more than HOLD_AFTER_DAYS_OVERDUE days past due, unless staff lifted the hold until later.
 */
export function creditHoldReason(account: {
  balanceCents: number;
  creditLimitCents: number | null;
  /** Days the invoice longest past due is late (0 or less when none is). */
  mostDaysOverdue: number;
  liftedUntil: number | null;
  now: number;
}): CreditHoldReason | null {
  if (account.liftedUntil !== null && account.liftedUntil > account.now) return null;
  if (account.creditLimitCents !== null && account.balanceCents > account.creditLimitCents) return 'over_limit';
  if (account.mostDaysOverdue > HOLD_AFTER_DAYS_OVERDUE) return 'overdue';
  return null;
}

export const CREDIT_HOLD_LABELS: Record<CreditHoldReason, string> = {
  over_limit: 'over its credit limit',
  overdue: `an invoice more than ${HOLD_AFTER_DAYS_OVERDUE} days past due`,
};

/** What the buyer reads when an order on account is refused for a credit hold; the cart is kept. */
export function creditHoldMessage(
  accountName: string,
  reason: CreditHoldReason,
  contact: { name: string; phone: string },
): string {
  const why =
    reason === 'over_limit' ? 'is over its credit limit' : `has an invoice more than ${HOLD_AFTER_DAYS_OVERDUE} days past due`;
  return `Orders on account for ${accountName} are on hold: the account ${why}. Your cart is kept. Call ${contact.name} at ${contact.phone} to settle the account and order again.`;
}

/**
 * What the buyer reads when an order on account is refused because no billing account would bill
 * it (decision 027): whom to call (the group's account representatives, as the storefront's
 * footer lists them, or the provider's desk), and that the cart is kept.
 */
export function noBillingAccountMessage(groupTitle: string, contacts: readonly { name: string; phone: string }[]): string {
  const whom = contacts.map((contact) => `${contact.name} at ${contact.phone}`).join(' or ');
  return `${groupTitle} has no billing account yet, so orders on account cannot be placed. Your cart is kept. Call ${whom} to have the account opened.`;
}
