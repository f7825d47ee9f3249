import { formatCents } from '../money/cents';
import { creditNoteParts, salesTaxLabel } from './invoice-charges';
import type { CreditNoteSnapshot, InvoiceSnapshot } from './invoice-snapshot';
import type { PaymentTerms } from './payment-terms';

// The files the provider imports into its accounting program: QuickBooks Online's invoice and
// credit note imports (Settings > Import data), a payments file, and Xero's sales invoice import
// (Sales > Invoices > Import). Each function answers rows without the heading; the columns are the
// constants beside it, and the server writes both (documents/csv-reply.ts). Drawn from the issued
// snapshots, so an export says what the PDFs said.

/** A calendar day 'YYYY-MM-DD' as 'MM/DD/YYYY', the form a US company's QuickBooks and Xero read. */
export function accountingDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return `${match[2]}/${match[3]}/${match[1]}`;
}

/** One billed row of an invoice, in the form both programs take: quantity × rate = amount, to the cent, and its tax. */
interface BilledRow {
  item: string;
  description: string;
  quantity: number;
  rateCents: number;
  amountCents: number;
  /** Whether the invoice's rate fell on the row (its TaxType is the rate's name, its QuickBooks tax code TAX). */
  taxed: boolean;
  /** The row's share of the invoice's tax; the rows' shares add up to the tax charged. */
  taxCents: number;
}

/** The label of the row that makes an invoice's rows add up to its total when its lines do not. */
export const INVOICE_ADJUSTMENT = 'Adjustment to the invoice total';

/** 'Freight - Ground': the freight's own row in the files; 'Freight' where the group offered no method. */
export const freightItem = (method: { name: string } | null | undefined): string =>
  method ? `Freight - ${method.name}` : 'Freight';

/**
 * Spreads `totalCents` over rows in proportion to their weights, in whole cents that add up to it
 * exactly (the largest remainders get the odd cents, the first of equals first). All of it goes on
 * the first row when the weights are nothing.
 */
export function spreadCents(totalCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (totalCents === 0) return weights.map(() => 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? totalCents : 0));
  const total = BigInt(totalCents);
  const whole = BigInt(sum);
  const shares = weights.map((weight, i) => {
    const exact = total * BigInt(weight);
    return { i, cents: exact / whole, remainder: exact % whole };
  });
  let left = totalCents - shares.reduce((acc, share) => acc + Number(share.cents), 0);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left <= 0) break;
    share.cents += 1n;
    left -= 1;
  }
  return shares.map((share) => Number(share.cents));
}

/** Gives each taxed row its share of the tax, in proportion to its amount (all rows when none is marked taxed). */
function withTax<Row extends { amountCents: number; taxed: boolean; taxCents: number }>(rows: Row[], taxCents: number): Row[] {
  if (taxCents === 0 || rows.length === 0) return rows;
  const taxed = rows.some((row) => row.taxed) ? rows.map((row) => row.taxed) : rows.map(() => true);
  const shares = spreadCents(
    taxCents,
    rows.map((row, i) => (taxed[i] ? Math.max(0, row.amountCents) : 0)),
  );
  return rows.map((row, i) => ({ ...row, taxed: taxed[i]!, taxCents: shares[i]! }));
}

/**
 * An invoice's rows: one a line, its freight as a row of its own ('Freight - Ground'), then, should
 * they not add up to the total the ledger holds with the tax (they always have so far), a row of the
 * difference, so the books and the import agree. The tax is spread over the taxed rows. A line whose
 * total is not its quantity times its price goes as one of its total, as both programs multiply the
 * two again.
 */
function billedRows(invoice: InvoiceSnapshot): BilledRow[] {
  const charges = invoice.charges ?? null;
  const rows = invoice.lines.map((line): BilledRow => {
    const item = `${line.code} ${line.name}`.trim();
    const details = [line.size, line.color].filter(Boolean).join(', ');
    const description = [item, details, line.logos].filter(Boolean).join(' - ');
    const taxed = charges?.tax ? line.taxed !== false : false;
    if (line.quantity * line.unit_price_cents === line.line_total_cents)
      return {
        item,
        description,
        quantity: line.quantity,
        rateCents: line.unit_price_cents,
        amountCents: line.line_total_cents,
        taxed,
        taxCents: 0,
      };
    return {
      item,
      description: `${description} (${line.quantity} pcs)`,
      quantity: 1,
      rateCents: line.line_total_cents,
      amountCents: line.line_total_cents,
      taxed,
      taxCents: 0,
    };
  });
  if (charges && charges.freight_cents !== 0) {
    const item = freightItem(charges.freight_method);
    rows.push({
      item,
      description: item,
      quantity: 1,
      rateCents: charges.freight_cents,
      amountCents: charges.freight_cents,
      taxed: charges.tax?.freight_taxed === true,
      taxCents: 0,
    });
  }
  const taxCents = charges?.tax_cents ?? 0;
  const difference = invoice.total_cents - taxCents - rows.reduce((sum, row) => sum + row.amountCents, 0);
  // An invoice with no lines still gets its row, or it would be missing from the file.
  if (difference !== 0 || rows.length === 0)
    rows.push({
      item: INVOICE_ADJUSTMENT,
      description: INVOICE_ADJUSTMENT,
      quantity: 1,
      rateCents: difference,
      amountCents: difference,
      taxed: false,
      taxCents: 0,
    });
  return withTax(rows, taxCents);
}

/** One credited row of a credit note: the goods, the freight, or the tax alone, positive. */
interface CreditedRow {
  /** '' for goods (QuickBooks books them to its generic 'Sales' item), 'Freight - Ground' for freight. */
  item: string;
  description: string;
  amountCents: number;
  taxed: boolean;
  taxCents: number;
}

/**
 * A credit note's rows: its goods, its freight ('Freight - Ground'), the tax it credits spread over
 * them; a note that credits tax alone is one row of no amount that carries it.
 */
function creditedRows(note: CreditNoteSnapshot): CreditedRow[] {
  const parts = creditNoteParts(note);
  const taxed = parts.tax_cents > 0;
  const rows: CreditedRow[] = [];
  if (parts.goods_cents > 0 || (parts.freight_cents === 0 && parts.tax_cents === 0))
    rows.push({ item: '', description: creditDescription(note), amountCents: parts.goods_cents, taxed, taxCents: 0 });
  if (parts.freight_cents > 0)
    rows.push({
      item: freightItem(note.freight_method),
      description: `${freightItem(note.freight_method)}: ${creditDescription(note)}`,
      amountCents: parts.freight_cents,
      taxed,
      taxCents: 0,
    });
  if (rows.length === 0)
    rows.push({
      item: '',
      description: `${note.tax_name ? salesTaxLabel(note.tax_name) : 'Sales tax'}: ${creditDescription(note)}`,
      amountCents: 0,
      taxed: true,
      taxCents: 0,
    });
  return withTax(rows, parts.tax_cents);
}

/** QuickBooks Online's tax code of a row: TAX where sales tax fell on it, NON where none did. */
const quickBooksTaxCode = (row: { taxed: boolean }): string => (row.taxed ? 'TAX' : 'NON');

const orderMemo = (invoice: InvoiceSnapshot): string =>
  [`Order ${invoice.order.number}`, invoice.order.customer_po ? `Customer PO ${invoice.order.customer_po}` : '']
    .filter(Boolean)
    .join(', ');

// ---- QuickBooks Online ------------------------------------------------------------------------

/**
 * The invoice import's columns. Its mapping step matches these to QuickBooks' fields (Invoice no,
 * Customer, Invoice date, Due date, Terms, Product/Service, Qty, Rate, Amount, Item tax code, Item
 * tax amount, Memo); the file's date format is picked there too, MM/DD/YYYY here, and its amounts
 * are exclusive of tax. A US company's tax codes are TAX and NON; the tax amount is the row's share
 * of the invoice's sales tax, so amounts and tax amounts add up to the invoice's total.
 */
export const QUICKBOOKS_INVOICE_COLUMNS = [
  'Invoice number',
  'Customer',
  'Invoice date',
  'Due date',
  'Terms',
  'Item',
  'Quantity',
  'Rate',
  'Item amount',
  'Item tax code',
  'Item tax amount',
  'Memo',
] as const;

/**
 * Our terms by the names QuickBooks Online knows. A new company has Due on receipt, Net 15, Net 30
 * and Net 60; 'Net 45' and '10th of next month' are added once to its Terms list (the second as
 * "due by certain day of month": 10, due the next month if issued within 31 days of it). The Due
 * date column carries the day itself either way.
 */
export const QUICKBOOKS_TERMS: Record<PaymentTerms, string> = {
  due_on_receipt: 'Due on receipt',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_45: 'Net 45',
  net_60: 'Net 60',
  tenth_of_next_month: '10th of next month',
};

/** QuickBooks Online's invoice import: a row a line, the invoice's fields on each; Customer is the account's accounting name. */
export function quickBooksInvoiceRows(invoices: readonly InvoiceSnapshot[]): string[][] {
  return invoices.flatMap((invoice) =>
    billedRows(invoice).map((row) => [
      invoice.number,
      invoice.account.accounting_name,
      accountingDate(invoice.issued_on),
      accountingDate(invoice.due_on),
      QUICKBOOKS_TERMS[invoice.terms],
      row.item,
      String(row.quantity),
      formatCents(row.rateCents),
      formatCents(row.amountCents),
      quickBooksTaxCode(row),
      formatCents(row.taxCents),
      orderMemo(invoice),
    ]),
  );
}

/**
 * The credit note import's columns: QuickBooks Online imports credit notes (credit memos) with a
 * tool and a file of their own, not among the invoices.
 */
export const QUICKBOOKS_CREDIT_MEMO_COLUMNS = [
  'Credit memo number',
  'Customer',
  'Credit memo date',
  'Item',
  'Description',
  'Item amount',
  'Item tax code',
  'Item tax amount',
  'Memo',
] as const;

/**
 * QuickBooks Online's credit note import: a row for the goods a note credits and one for its
 * freight, amounts positive, the tax it credits spread over them. A credit note names no product,
 * so Item stays empty for the goods and QuickBooks books them to its generic 'Sales' item.
 */
export function quickBooksCreditMemoRows(creditNotes: readonly CreditNoteSnapshot[]): string[][] {
  return creditNotes.flatMap((note) =>
    creditedRows(note).map((row) => [
      note.number,
      note.account.accounting_name,
      accountingDate(note.issued_on),
      row.item,
      row.description,
      formatCents(row.amountCents),
      quickBooksTaxCode(row),
      formatCents(row.taxCents),
      `Invoice ${note.invoice_number}`,
    ]),
  );
}

const creditDescription = (note: CreditNoteSnapshot): string =>
  `${note.voids ? 'Voids' : 'Credits'} invoice ${note.invoice_number}: ${note.reason}`;

// ---- Payments ---------------------------------------------------------------------------------

/** A payment received, as the payments file lists it. */
export interface PaymentExportInput {
  /** 'YYYY-MM-DD'. */
  received_on: string;
  /** The cheque number, the transfer's reference. */
  reference: string;
  /** Negative for a reversal. */
  amount_cents: number;
  /** The customer's name in the accounting program (the account's accounting_name). */
  customer: string;
  /** The invoices it was allocated to. */
  invoice_numbers: readonly string[];
}

/**
 * The payments file's columns. QuickBooks Online's own import takes no payments (only add-ons do),
 * so this is a plain list to enter them from, or to map in such an add-on.
 */
export const PAYMENTS_CSV_COLUMNS = ['Date', 'Customer', 'Reference', 'Amount', 'Invoices applied'] as const;

/** The payments file: a row a payment, the invoices it was applied to in one cell. */
export function paymentsCsvRows(payments: readonly PaymentExportInput[]): string[][] {
  return payments.map((payment) => [
    accountingDate(payment.received_on),
    payment.customer,
    payment.reference,
    formatCents(payment.amount_cents),
    payment.invoice_numbers.join('; '),
  ]);
}

// ---- Xero -------------------------------------------------------------------------------------

/** Xero's sales invoice template, column for column; '*' marks those Xero requires. */
export const XERO_SALES_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** The sales account of Xero's default chart of accounts ('200 Sales'); a provider with its own chart changes it here. */
export const XERO_SALES_ACCOUNT_CODE = '200';
/**
 * The tax rate of a US Xero company for a row no sales tax fell on. A taxed row names the rate the
 * order was charged ('OH 5.75%'), a rate the provider adds once to Xero under that display name.
 */
export const XERO_TAX_TYPE = 'Tax Exempt';
/** Xero imports at most this many invoices from one file. */
export const XERO_MAX_INVOICES_PER_FILE = 500;

type XeroColumn = (typeof XERO_SALES_COLUMNS)[number];

function xeroRow(cells: Partial<Record<XeroColumn, string>>): string[] {
  return XERO_SALES_COLUMNS.map((column) => cells[column] ?? '');
}

/** An invoice's rows in Xero's template: a row a line, the invoice's number and dates on each. */
export function xeroInvoiceRows(invoice: InvoiceSnapshot): string[][] {
  return billedRows(invoice).map((row) =>
    xeroRow({
      '*ContactName': invoice.account.accounting_name,
      '*InvoiceNumber': invoice.number,
      Reference: orderMemo(invoice),
      '*InvoiceDate': accountingDate(invoice.issued_on),
      '*DueDate': accountingDate(invoice.due_on),
      '*Description': row.description,
      '*Quantity': String(row.quantity),
      '*UnitAmount': formatCents(row.rateCents),
      '*AccountCode': XERO_SALES_ACCOUNT_CODE,
      '*TaxType': xeroTaxType(row, invoice.charges?.tax?.name),
      TaxAmount: formatCents(row.taxCents),
    }),
  );
}

/** The rate's name ('OH 5.75%') on a row tax fell on; 'Tax Exempt' where none applies. */
const xeroTaxType = (row: { taxed: boolean; taxCents: number }, rateName: string | null | undefined): string =>
  rateName && (row.taxed || row.taxCents !== 0) ? rateName : XERO_TAX_TYPE;

/**
 * A credit note in the same template: Xero imports a row set whose total is negative as a credit
 * note, so its rows (goods, freight, the tax spread over them) are below zero, dated and due the day
 * it was issued.
 */
export function xeroCreditNoteRows(note: CreditNoteSnapshot): string[][] {
  return creditedRows(note).map((row) =>
    xeroRow({
      '*ContactName': note.account.accounting_name,
      '*InvoiceNumber': note.number,
      Reference: `Invoice ${note.invoice_number}`,
      '*InvoiceDate': accountingDate(note.issued_on),
      '*DueDate': accountingDate(note.issued_on),
      '*Description': row.description,
      '*Quantity': '1',
      '*UnitAmount': formatCents(-row.amountCents),
      '*AccountCode': XERO_SALES_ACCOUNT_CODE,
      '*TaxType': xeroTaxType(row, note.tax_name),
      TaxAmount: formatCents(-row.taxCents),
    }),
  );
}

/**
 * The invoices and credit notes as Xero import files, each file's rows (XERO_SALES_COLUMNS, heading
 * not included): at most XERO_MAX_INVOICES_PER_FILE documents a file, never one split across two.
 * No documents, no file.
 */
export function xeroFiles(invoices: readonly InvoiceSnapshot[], creditNotes: readonly CreditNoteSnapshot[]): string[][][] {
  const documents = [...invoices.map(xeroInvoiceRows), ...creditNotes.map(xeroCreditNoteRows)];
  const files: string[][][] = [];
  for (let start = 0; start < documents.length; start += XERO_MAX_INVOICES_PER_FILE)
    files.push(documents.slice(start, start + XERO_MAX_INVOICES_PER_FILE).flat());
  return files;
}
