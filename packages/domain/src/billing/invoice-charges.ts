import { NO_ADDRESS_RECORDED, shipToLines } from '../charges/ship-to';
import { formatPrice } from '../money/cents';
import type { CreditNoteSnapshot, InvoiceCharges, InvoiceSnapshot } from './invoice-snapshot';

// An invoice's total apart (goods + freight + tax), and what credit notes take of each part. An
// invoice issued for an order placed before freight and tax has no parts: its total is all goods,
// and so is every credit note against it.

/** Goods, freight and tax in cents: what an invoice charged, or what a credit note credits, of each. */
export interface MoneyParts {
  goods_cents: number;
  freight_cents: number;
  tax_cents: number;
}

export const MONEY_PARTS = ['goods_cents', 'freight_cents', 'tax_cents'] as const;
export type MoneyPart = (typeof MONEY_PARTS)[number];

/** How each part is named where a message names it. */
export const MONEY_PART_NAMES: Record<MoneyPart, string> = {
  goods_cents: 'goods',
  freight_cents: 'freight',
  tax_cents: 'sales tax',
};

export const partsTotal = (parts: MoneyParts): number => parts.goods_cents + parts.freight_cents + parts.tax_cents;

/** What the invoice charged of each part; all goods on an invoice issued before freight and tax. */
export function invoiceParts(invoice: Pick<InvoiceSnapshot, 'charges' | 'total_cents'>): MoneyParts {
  const charges = invoice.charges;
  if (!charges) return { goods_cents: invoice.total_cents, freight_cents: 0, tax_cents: 0 };
  return { goods_cents: charges.goods_cents, freight_cents: charges.freight_cents, tax_cents: charges.tax_cents };
}

/** What a credit note credits of each part; all goods on a credit note issued before freight and tax. */
export function creditNoteParts(note: Pick<CreditNoteSnapshot, 'parts' | 'amount_cents'>): MoneyParts {
  return note.parts ?? { goods_cents: note.amount_cents, freight_cents: 0, tax_cents: 0 };
}

/** What is left to credit of each part: what the invoice charged less what earlier credit notes credited of it. */
export function partsLeftToCredit(charged: MoneyParts, earlier: readonly MoneyParts[]): MoneyParts {
  const left = { ...charged };
  for (const note of earlier) for (const part of MONEY_PARTS) left[part] -= note[part];
  return left;
}

/**
 * Why a credit note of these parts cannot be issued (a 422 naming the part), or null: each part is
 * whole cents, not below nothing, at most what is left of it, and the note credits something.
 */
export function creditPartsProblem(left: MoneyParts, asked: MoneyParts): string | null {
  for (const part of MONEY_PARTS) {
    const cents = asked[part];
    if (!Number.isSafeInteger(cents) || cents < 0)
      return `What a credit note credits of the ${MONEY_PART_NAMES[part]} is whole cents, not below nothing.`;
    if (cents > left[part])
      return `A credit note cannot credit more ${MONEY_PART_NAMES[part]} than the invoice has left of it (${formatPrice(Math.max(0, left[part]))}).`;
  }
  if (partsTotal(asked) <= 0) return 'A credit note is a positive amount in cents.';
  return null;
}

/** 'Freight (Ground)', or 'Freight' where the group offered no method. */
export const freightLabel = (method: InvoiceCharges['freight_method'] | undefined): string =>
  method ? `Freight (${method.name})` : 'Freight';

/** 'Sales tax (OH 5.75%)', as the checkout and the order pages name it. */
export const salesTaxLabel = (rateName: string): string => `Sales tax (${rateName})`;

/**
 * 'Tax exempt (certificate KS-EX-20417, KS)': how every screen, e-mail, document and file names the
 * certificate that took an order's tax off.
 */
export const exemptionLabel = (exemption: { certificate_number: string; state: string }): string =>
  `Tax exempt (certificate ${exemption.certificate_number}, ${exemption.state})`;

/** The tax's label wherever an order's charges are listed: its rate, the exemption, or plain 'Sales tax'. */
export const orderTaxLabel = (
  rateName: string | null,
  exemption: { certificate_number: string; state: string } | null,
): string => (exemption ? exemptionLabel(exemption) : rateName ? salesTaxLabel(rateName) : 'Sales tax');

/** The tax row of an invoice: its rate, the exemption that took it off, or plain 'Sales tax' where none was collected. */
export function taxRowLabel(charges: InvoiceCharges): string {
  return orderTaxLabel(charges.tax?.name ?? null, charges.exemption ?? null);
}

/**
 * The rows under an invoice's lines, each a label and cents: Subtotal, Freight (method), the tax
 * row, Total. An invoice of an order placed before freight and tax has only its total.
 */
export function invoiceTotalRows(invoice: Pick<InvoiceSnapshot, 'charges' | 'total_cents'>): [string, number][] {
  const charges = invoice.charges;
  if (!charges) return [['Total', invoice.total_cents]];
  return [
    ['Subtotal', charges.goods_cents],
    [freightLabel(charges.freight_method), charges.freight_cents],
    [taxRowLabel(charges), charges.tax_cents],
    ['Total', invoice.total_cents],
  ];
}

/**
 * The rows of what a credit note credits: Goods, then Freight (method) and Sales tax (rate) where it
 * credits them; none for a note issued before freight and tax, whose amount says it all.
 */
export function creditNoteRows(note: CreditNoteSnapshot): [string, number][] {
  const parts = note.parts;
  if (!parts) return [];
  const rows: [string, number][] = [['Goods', parts.goods_cents]];
  if (parts.freight_cents) rows.push([freightLabel(note.freight_method), parts.freight_cents]);
  if (parts.tax_cents) rows.push([note.tax_name ? salesTaxLabel(note.tax_name) : 'Sales tax', parts.tax_cents]);
  return rows;
}

/** The ship-to as lines on a document: the address, or 'no address recorded'. */
export function shipToDocumentLines(invoice: Pick<InvoiceSnapshot, 'ship_to'>): string[] {
  return invoice.ship_to ? shipToLines(invoice.ship_to) : [NO_ADDRESS_RECORDED];
}
