import * as z from 'zod/mini';
// The answer's schema, not the typed address's: an answer is encoded through it, and the typed one's transforms cannot be.
import { shipToAnswerSchema } from '../charges/ship-to';
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
  /** Whether the line's goods were taxed (not of a category its state exempts); absent on invoices issued before tax. */
  taxed: z.optional(z.boolean()),
});
export type InvoiceLine = z.output<typeof invoiceLineSchema>;

/** The sales tax an invoice charged: the rate's name ('OH 5.75%') and what it was charged on. */
export const invoiceTaxSchema = z.object({
  name: z.string(),
  state: z.string(),
  rate_thousandths: z.int(),
  /** The taxed goods, and the freight where the state taxes it. */
  taxable_cents: z.int(),
  freight_taxed: z.boolean(),
});

/** The certificate that made the order exempt, as it was when the order was placed. */
export const invoiceExemptionSchema = z.object({
  certificate_number: z.string(),
  state: z.string(),
  expires_on: z.string(),
});

/** An invoice's total apart: goods, freight by its method, tax by its rate (or the exemption). */
export const invoiceChargesSchema = z.object({
  goods_cents: z.int(),
  freight_cents: z.int(),
  /** The shipping method as it was named then; null where the group offered none. */
  freight_method: z.nullable(z.object({ code: z.string(), name: z.string() })),
  tax_cents: z.int(),
  /** The rate charged; null where none was (a state where the provider does not collect, or exempt). */
  tax: z.nullable(invoiceTaxSchema),
  exemption: z.nullable(invoiceExemptionSchema),
});
export type InvoiceCharges = z.output<typeof invoiceChargesSchema>;

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
  /**
   * Where the order ships; null for an order placed before ship-to addresses were kept ('no address
   * recorded'). Absent on invoices issued before ship-to addresses: they are never edited.
   */
  ship_to: z.optional(z.nullable(shipToAnswerSchema)),
  /**
   * What the total is made of: goods + freight + tax = total_cents. Null (or absent, on invoices
   * issued before) for an order placed before freight and tax, whose total is all goods.
   */
  charges: z.optional(z.nullable(invoiceChargesSchema)),
  total_cents: z.int(),
});
export type InvoiceSnapshot = z.output<typeof invoiceSnapshotSchema>;

/** What a credit note credits of each part of its invoice, in cents. */
export const creditPartsSchema = z.object({ goods_cents: z.int(), freight_cents: z.int(), tax_cents: z.int() });

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
  /** goods + freight + tax; the parts are absent on credit notes issued before freight and tax (all goods). */
  amount_cents: z.int(),
  parts: z.optional(creditPartsSchema),
  /** The names the invoice gave its freight and tax, for the files' lines ('Freight - Ground', 'OH 5.75%'). */
  freight_method: z.optional(z.nullable(z.object({ code: z.string(), name: z.string() }))),
  tax_name: z.optional(z.nullable(z.string())),
});
export type CreditNoteSnapshot = z.output<typeof creditNoteSnapshotSchema>;
