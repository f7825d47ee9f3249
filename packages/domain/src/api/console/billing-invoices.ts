import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '../../billing/billing-account';
import { invoiceSnapshotSchema } from '../../billing/invoice-snapshot';

// Invoices and credit notes in the console (docs/billing.md). Everyone reads those of the groups
// they see; admins and the accounts role issue credit notes and void invoices.

export const INVOICE_STATUSES = ['open', 'partly_paid', 'paid', 'void'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

export const INVOICE_STATUS_LABELS: Record<(typeof INVOICE_STATUSES)[number], string> = {
  open: 'Open',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};

/** An invoice with what has been credited and paid against it, as every list shows it. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  account_id: z.string(),
  account_name: z.string(),
  group_key: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  /** The total apart: goods + freight + tax = total (all goods on invoices of orders placed before freight and tax). */
  goods_cents: z.int(),
  freight_cents: z.int(),
  tax_cents: z.int(),
  total_cents: z.int(),
  credited_cents: z.int(),
  paid_cents: z.int(),
  /** What is still due: total less credit notes less payments allocated. */
  outstanding_cents: z.int(),
  status: invoiceStatusSchema,
});
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;

/** GET /api/console/billing/invoices: newest first, at most 500, in the groups the staff member sees; the screen filters by status. */
export const consoleInvoicesQuerySchema = z.strictObject({
  account: z.optional(z.uuid({ error: 'is not an account id' })),
  /** An invoice or order number, or its start. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type ConsoleInvoicesQuery = z.output<typeof consoleInvoicesQuerySchema>;
export const consoleInvoicesAnswerSchema = z.object({ invoices: z.array(invoiceSummarySchema) });
export type ConsoleInvoicesAnswer = z.output<typeof consoleInvoicesAnswerSchema>;

export const consoleInvoiceParamsSchema = z.strictObject({ invoiceId: z.uuid({ error: 'is not an invoice id' }) });

export const creditNoteSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  invoice_id: z.string(),
  issued_on: z.string(),
  amount_cents: z.int(),
  /** What it credits of the goods, the freight and the tax (all goods on notes issued before freight and tax). */
  goods_cents: z.int(),
  freight_cents: z.int(),
  tax_cents: z.int(),
  reason: z.string(),
  voids: z.boolean(),
});
export type CreditNoteSummary = z.output<typeof creditNoteSummarySchema>;

/** One allocation of a payment to the invoice; negative when it was taken back. */
export const invoiceAllocationSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  received_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  amount_cents: z.int(),
  /** Milliseconds since 1970. */
  at: z.int(),
});

/** GET /api/console/billing/invoices/:invoiceId: the invoice as issued, and what credited and paid it. */
export const consoleInvoiceAnswerSchema = z.object({
  invoice: invoiceSummarySchema,
  snapshot: invoiceSnapshotSchema,
  credit_notes: z.array(creditNoteSummarySchema),
  allocations: z.array(invoiceAllocationSchema),
});
export type ConsoleInvoiceAnswer = z.output<typeof consoleInvoiceAnswerSchema>;

const reasonField = z.string().check(z.trim(), z.minLength(3, 'must say why'), z.maxLength(300));

const partCents = z.int().check(z.gte(0), z.lte(100_000_000_00));

/**
 * POST /api/console/billing/invoices/:invoiceId/credit-notes: admins and accounts credit part of an
 * invoice, up to what it has left to pay (409 otherwise); numbered CN-YYYY-NNNNNN, e-mailed with its PDF.
 * It names what it credits of the goods, the freight and the tax, each at most what the invoice
 * charged of it less what earlier credit notes credited (422 naming the part otherwise); the amount
 * is their sum (422 when it says otherwise). A body with the amount alone credits goods.
 */
export const consoleCreditNoteBodySchema = z.strictObject({
  amount_cents: z.optional(z.int().check(z.gte(1), z.lte(100_000_000_00))),
  goods_cents: z.optional(partCents),
  freight_cents: z.optional(partCents),
  tax_cents: z.optional(partCents),
  reason: reasonField,
});
export type ConsoleCreditNoteBody = z.output<typeof consoleCreditNoteBodySchema>;

/** POST /api/console/billing/invoices/:invoiceId/void: a credit note of all the invoice has left; 409 while payments are allocated to it. */
export const consoleVoidInvoiceBodySchema = z.strictObject({ reason: reasonField });
export type ConsoleVoidInvoiceBody = z.output<typeof consoleVoidInvoiceBodySchema>;

export const consoleCreditNoteAnswerSchema = z.object({ credit_note: creditNoteSummarySchema, invoice: invoiceSummarySchema });
export type ConsoleCreditNoteAnswer = z.output<typeof consoleCreditNoteAnswerSchema>;

export const consoleCreditNoteParamsSchema = z.strictObject({ creditNoteId: z.uuid({ error: 'is not a credit note id' }) });
