import * as z from 'zod/mini';
import { PAYMENT_TERMS } from './payment-terms';

/** A party on a money document: the name it goes by and its address lines. */
export const documentPartySchema = z.object({
  name: z.string(),
  address: z.array(z.string()),
});

/** One billed line, as it was when the invoice was issued. */
export const invoiceLineSchema = z.object({
  line_no: z.int(),
  code: z.string(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  /** The logos and where each goes, in words ('Guardian Ford, Left Chest'); '' for none. */
  logos: z.string(),
  quantity: z.int(),
  unit_price_cents: z.int(),
  line_total_cents: z.int(),
  po: z.nullable(z.string()),
  customer_po: z.nullable(z.string()),
});
export type InvoiceLine = z.output<typeof invoiceLineSchema>;

/**
 * What an invoice bills, copied when it is issued and never changed afterwards: the PDF, the
 * e-mail, the statement and the accounting export are all drawn from it, so a later change to the
 * catalogue, the account or the order cannot change an issued invoice.
 */
export const invoiceSnapshotSchema = z.object({
  number: z.string(),
  /** 'YYYY-MM-DD' in the provider's calendar. */
  issued_on: z.string(),
  due_on: z.string(),
  terms: z.enum(PAYMENT_TERMS),
  /** The provider: letterhead, and where payments go. */
  provider: z.object({
    name: z.string(),
    address: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
    remit_to: z.array(z.string()),
  }),
  account: z.object({
    id: z.string(),
    /** The name on the bill: the group's, or the store's when it pays on its own. */
    name: z.string(),
    /** The customer's name in the provider's accounting program. */
    accounting_name: z.string(),
    address: z.array(z.string()),
  }),
  group: z.object({ key: z.string(), title: z.string(), logo: z.nullable(z.string()) }),
  store: z.nullable(documentPartySchema),
  order: z.object({
    id: z.string(),
    number: z.string(),
    /** ISO instant it was placed. */
    placed_at: z.string(),
    customer_po: z.string(),
  }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  /** Which bypass code the order was placed with: the store it is the code of, or masked. */
  bypass_code: z.nullable(z.string()),
  lines: z.array(invoiceLineSchema),
  total_cents: z.int(),
});
export type InvoiceSnapshot = z.output<typeof invoiceSnapshotSchema>;

/** A credit note as issued: what it credits, why, and how much. */
export const creditNoteSnapshotSchema = z.object({
  number: z.string(),
  issued_on: z.string(),
  invoice_number: z.string(),
  provider: invoiceSnapshotSchema.shape.provider,
  account: invoiceSnapshotSchema.shape.account,
  group: invoiceSnapshotSchema.shape.group,
  reason: z.string(),
  /** Issued to void its invoice. */
  voids: z.boolean(),
  amount_cents: z.int(),
});
export type CreditNoteSnapshot = z.output<typeof creditNoteSnapshotSchema>;
