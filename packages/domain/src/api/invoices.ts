import * as z from 'zod/mini';
import { groupKeyField } from './common';
import { INVOICE_STATUSES } from './console/billing-invoices';

/**
 * GET /v1/invoices?companyName=: the group's invoices and statements, as its orders screen's
 * Invoices view shows them. With the group session in a group with a password; in a group without
 * one only in admin mode or for a staff member of the group (403 otherwise).
 */
export const buyerInvoicesQuerySchema = z.strictObject({ companyName: groupKeyField });

export const buyerAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The store it bills, or null for the group's own account. */
  store_name: z.nullable(z.string()),
  terms: z.string(),
  balance_cents: z.int(),
  credit_limit_cents: z.nullable(z.int()),
  /** What can still be ordered on account before the limit: null without one; 0 when over it. */
  credit_left_cents: z.nullable(z.int()),
  on_hold: z.boolean(),
});

export const buyerInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  account_name: z.string(),
  order_number: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  /** The total apart: goods + freight + tax = total (all goods on invoices of orders placed before freight and tax). */
  goods_cents: z.int(),
  freight_cents: z.int(),
  tax_cents: z.int(),
  total_cents: z.int(),
  outstanding_cents: z.int(),
  status: z.enum(INVOICE_STATUSES),
});
export type BuyerInvoice = z.output<typeof buyerInvoiceSchema>;

export const buyerStatementSchema = z.object({
  id: z.string(),
  account_name: z.string(),
  /** 'YYYY-MM'. */
  period: z.string(),
  closing_balance_cents: z.int(),
});

export const buyerInvoicesAnswerSchema = z.object({
  accounts: z.array(buyerAccountSchema),
  /** Newest first, at most 200. */
  invoices: z.array(buyerInvoiceSchema),
  /** Newest first, at most 36. */
  statements: z.array(buyerStatementSchema),
});
export type BuyerInvoicesAnswer = z.output<typeof buyerInvoicesAnswerSchema>;

/** GET /v1/invoices/:invoiceId/pdf?companyName= and GET /v1/statements/:statementId/pdf?companyName=: the document as a PDF, with the same access. */
export const buyerInvoiceParamsSchema = z.strictObject({ invoiceId: z.uuid({ error: 'is not an invoice id' }) });
export const buyerStatementParamsSchema = z.strictObject({ statementId: z.uuid({ error: 'is not a statement id' }) });
