import { formatPrice } from '../money/cents';
import { daysBetween } from './payment-terms';

// An account's money as entries written once: invoices, credit notes against them, payments and
// their allocations to invoices. A mistake is an entry of its own (a credit note, a negative
// payment that reverses one, a negative allocation that takes one back), so every figure here is a
// sum of entries, never a stored total.

export interface LedgerInvoice {
  id: string;
  totalCents: number;
  /** 'YYYY-MM-DD'. */
  dueOn: string;
}

export interface LedgerCreditNote {
  invoiceId: string;
  amountCents: number;
  /** Issued to void its invoice: the whole of what the invoice had left. */
  voids: boolean;
}

export interface LedgerPayment {
  id: string;
  /** Negative for the reversal of a payment. */
  amountCents: number;
}

export interface LedgerAllocation {
  paymentId: string;
  invoiceId: string;
  /** Negative for an allocation taken back. */
  amountCents: number;
}

export interface Ledger {
  invoices: readonly LedgerInvoice[];
  creditNotes: readonly LedgerCreditNote[];
  payments: readonly LedgerPayment[];
  allocations: readonly LedgerAllocation[];
}

export type InvoiceStatus = 'open' | 'partly_paid' | 'paid' | 'void';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What the account owes: its invoices, less its credit notes, less its payments. */
export function accountBalance({ invoices, creditNotes, payments }: Ledger): number {
  return (
    sum(invoices.map((i) => i.totalCents)) - sum(creditNotes.map((c) => c.amountCents)) - sum(payments.map((p) => p.amountCents))
  );
}

/** Credited to an invoice so far. */
export const creditedCents = (ledger: Pick<Ledger, 'creditNotes'>, invoiceId: string): number =>
  sum(ledger.creditNotes.filter((c) => c.invoiceId === invoiceId).map((c) => c.amountCents));

/** Paid to an invoice so far: its allocations. */
export const allocatedToInvoice = (ledger: Pick<Ledger, 'allocations'>, invoiceId: string): number =>
  sum(ledger.allocations.filter((a) => a.invoiceId === invoiceId).map((a) => a.amountCents));

/** What is still due on an invoice. */
export function outstandingCents(ledger: Ledger, invoice: LedgerInvoice): number {
  return invoice.totalCents - creditedCents(ledger, invoice.id) - allocatedToInvoice(ledger, invoice.id);
}

/** Of a payment, what is not allocated yet: a credit on the account. */
export function unallocatedCents(ledger: Pick<Ledger, 'allocations'>, payment: LedgerPayment): number {
  return payment.amountCents - sum(ledger.allocations.filter((a) => a.paymentId === payment.id).map((a) => a.amountCents));
}

/** The account's credit: what its payments hold that no invoice has been given. */
export function accountCreditCents(ledger: Ledger): number {
  return sum(ledger.payments.map((p) => unallocatedCents(ledger, p)));
}

export function invoiceStatus(ledger: Ledger, invoice: LedgerInvoice): InvoiceStatus {
  return invoiceStanding({
    totalCents: invoice.totalCents,
    creditedCents: creditedCents(ledger, invoice.id),
    paidCents: allocatedToInvoice(ledger, invoice.id),
    voided: ledger.creditNotes.some((c) => c.invoiceId === invoice.id && c.voids),
  }).status;
}

/** An invoice's sums as a query adds them up. */
export interface InvoiceSums {
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  voided: boolean;
}

/**
 * What an invoice has left to pay and its status, from its sums: the one rule every list, page,
 * statement and export reads, whether its sums came from a ledger or from SQL.
 */
export function invoiceStanding(sums: InvoiceSums): { outstandingCents: number; status: InvoiceStatus } {
  const outstandingCents = sums.totalCents - sums.creditedCents - sums.paidCents;
  if (sums.voided) return { outstandingCents, status: 'void' };
  if (outstandingCents <= 0) return { outstandingCents, status: 'paid' };
  return { outstandingCents, status: sums.paidCents > 0 || sums.creditedCents > 0 ? 'partly_paid' : 'open' };
}

/** Why a payment of this amount cannot be recorded, or null: whole cents, more than nothing (a mistake is reversed, never entered negative). */
export function paymentProblem(amountCents: number): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'A payment is a positive amount in whole cents.';
  return null;
}

/** Why a credit note of this amount cannot be issued against the invoice, or null. */
export function creditNoteProblem(ledger: Ledger, invoice: LedgerInvoice, amountCents: number): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'A credit note is a positive amount in cents.';
  if (invoiceStatus(ledger, invoice) === 'void') return 'This invoice is void: nothing more can be credited.';
  // What was paid stays paid: to credit it, the payment's allocation is taken back first.
  const creditable = outstandingCents(ledger, invoice);
  if (amountCents > creditable)
    return `A credit note cannot exceed what the invoice has left to pay (${formatPrice(creditable)}).`;
  return null;
}

/**
 * Why the invoice cannot be voided now, or null. A void is a credit note of all the invoice has left
 * to credit (voidCreditCents), and nothing else: an invoice with payments allocated to it is refused
 * until staff take each allocation back (an audited entry of its own), as a credit note never takes
 * what was paid. The money then stays with its payment, as credit, until staff say where it goes.
 */
export function voidProblem(ledger: Ledger, invoice: LedgerInvoice): string | null {
  if (invoiceStatus(ledger, invoice) === 'void') return 'This invoice is void already.';
  if (allocatedToInvoice(ledger, invoice.id) !== 0) return 'Take back the payments allocated to this invoice before voiding it.';
  // Credited in full already: a void would be a credit note of nothing.
  if (voidCreditCents(ledger, invoice) <= 0) return 'This invoice is credited in full already: nothing is left to void.';
  return null;
}

/** The credit note that voids an invoice: all it has left to credit. */
export const voidCreditCents = (ledger: Ledger, invoice: LedgerInvoice): number =>
  invoice.totalCents - creditedCents(ledger, invoice.id);

/** Why the payment cannot be reversed, or null: its allocations are taken back first, and a payment is reversed once. */
export function reversalProblem(ledger: Ledger, payment: LedgerPayment, reversed: boolean): string | null {
  if (payment.amountCents <= 0 || reversed) return 'This payment cannot be reversed: it is a reversal, or reversed already.';
  if (unallocatedCents(ledger, payment) !== payment.amountCents)
    return 'Take back what this payment was allocated to before reversing it.';
  return null;
}

/** Why this allocation of a payment to an invoice cannot be made, or null. */
export function allocationProblem(
  ledger: Ledger,
  payment: LedgerPayment,
  invoice: LedgerInvoice,
  amountCents: number,
): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'An allocation is a positive amount in cents.';
  if (invoiceStatus(ledger, invoice) === 'void') return 'This invoice is void: no payment can be allocated to it.';
  const left = unallocatedCents(ledger, payment);
  if (amountCents > left) return `The payment has only ${formatPrice(Math.max(0, left))} left to allocate.`;
  const outstanding = outstandingCents(ledger, invoice);
  if (amountCents > outstanding) return `The invoice has only ${formatPrice(Math.max(0, outstanding))} left to pay.`;
  return null;
}

/**
 * Spreads an amount over the open invoices, the one due first first (then in the ledger's order), each up to what
 * it has outstanding; what is left over stays a credit on the account.
 */
export function allocateOldestFirst(
  ledger: Ledger,
  amountCents: number,
): { allocations: { invoiceId: string; amountCents: number }[]; leftCents: number } {
  let left = amountCents;
  const allocations: { invoiceId: string; amountCents: number }[] = [];
  const open = ledger.invoices
    .filter((invoice) => invoiceStatus(ledger, invoice) !== 'void')
    .map((invoice) => ({ invoice, outstanding: outstandingCents(ledger, invoice) }))
    .filter(({ outstanding }) => outstanding > 0)
    // Invoices due the same day keep the ledger's order: the one issued first is paid first.
    .sort((a, b) => a.invoice.dueOn.localeCompare(b.invoice.dueOn));
  for (const { invoice, outstanding } of open) {
    if (left <= 0) break;
    const part = Math.min(left, outstanding);
    allocations.push({ invoiceId: invoice.id, amountCents: part });
    left -= part;
  }
  return { allocations, leftCents: left };
}

export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Which aging bucket an invoice due on `dueOn` falls in on `asOf` (both 'YYYY-MM-DD'). */
export function agingBucket(dueOn: string, asOf: string): AgingBucket {
  const late = daysBetween(dueOn, asOf);
  if (late <= 0) return 'current';
  if (late <= 30) return 'days_1_30';
  if (late <= 60) return 'days_31_60';
  if (late <= 90) return 'days_61_90';
  return 'over_90';
}

/** What the account has outstanding in each aging bucket on `asOf`; void and paid invoices count nothing. */
export function aging(ledger: Ledger, asOf: string): Record<AgingBucket, number> {
  const buckets = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;
  for (const invoice of ledger.invoices) {
    if (invoiceStatus(ledger, invoice) === 'void') continue;
    const outstanding = outstandingCents(ledger, invoice);
    if (outstanding > 0) buckets[agingBucket(invoice.dueOn, asOf)] += outstanding;
  }
  return buckets;
}
