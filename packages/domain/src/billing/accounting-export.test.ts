import { describe, expect, it } from 'vitest';
import {
  accountingDate,
  INVOICE_ADJUSTMENT,
  paymentsCsvRows,
  PAYMENTS_CSV_COLUMNS,
  QUICKBOOKS_CREDIT_MEMO_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  QUICKBOOKS_TERMS,
  quickBooksCreditMemoRows,
  quickBooksInvoiceRows,
  spreadCents,
  XERO_SALES_COLUMNS,
  xeroCreditNoteRows,
  xeroFiles,
  xeroInvoiceRows,
} from './accounting-export';
import { formatCents } from '../money/cents';
import type { CreditNoteSnapshot, InvoiceLine, InvoiceSnapshot } from './invoice-snapshot';
import { PAYMENT_TERMS } from './payment-terms';

const provider: InvoiceSnapshot['provider'] = {
  name: 'Crestline Branded Supply',
  address: ['4800 Quarry Bend Parkway, Suite 210', 'Brindlewood, OH 43999'],
  phone: '(555) 010-4400',
  email: 'billing@crestline-supply.example',
  remit_to: ['PO Box 4471', 'Brindlewood, OH 43999'],
};
const account: InvoiceSnapshot['account'] = {
  id: '7d1c2b9e-0000-4000-8000-000000000001',
  name: 'Harbor Point Motors',
  accounting_name: 'Harbor Point Motors LLC',
  address: ['210 Lantern Wharf Road', 'Port Alder, OH 43990'],
};
const group: InvoiceSnapshot['group'] = { key: 'harbor', title: 'Harbor Point Auto Group', logo: null };

function line(n: number, fields: Partial<InvoiceLine> = {}): InvoiceLine {
  const quantity = 1 + (n % 7);
  const unit = 995 + n * 41;
  return {
    line_no: n,
    code: `HP${100 + n}`,
    name: 'Core Cotton Tee',
    size: 'XL',
    color: 'Navy',
    logos: 'Harbor Point, Left Chest',
    quantity,
    unit_price_cents: unit,
    line_total_cents: quantity * unit,
    po: null,
    customer_po: null,
    ...fields,
  };
}

function invoice(sequence: number, lineCount = 3, fields: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  const lines = Array.from({ length: lineCount }, (_, i) => line(sequence + i));
  return {
    number: `INV-2026-${String(sequence).padStart(6, '0')}`,
    issued_on: '2026-10-05',
    due_on: '2026-11-04',
    terms: 'net_30',
    provider,
    account,
    group,
    store: { name: 'Harbor Point Ford', address: ['12 Gull Street'] },
    order: {
      id: `order-${sequence}`,
      number: String(100_000 + sequence),
      placed_at: '2026-10-04T15:30:00Z',
      customer_po: 'HP-5521',
    },
    buyer: { name: 'Dana Whitfield', email: 'dana.whitfield@harborpoint.example' },
    bypass_code: null,
    lines,
    total_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0),
    ...fields,
  };
}

const creditNote = (fields: Partial<CreditNoteSnapshot> = {}): CreditNoteSnapshot => ({
  number: 'CN-2026-000031',
  issued_on: '2026-10-14',
  invoice_number: 'INV-2026-000417',
  provider,
  account,
  group,
  reason: 'Six tees arrived with the logo on the wrong sleeve.',
  voids: false,
  amount_cents: 8_175,
  ...fields,
});

const cents = (dollars: string): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(dollars);
  if (!match) throw new Error(`not dollars with two decimals: ${dollars}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};

/** The total of each document in rows of a file, by its number: quantity × rate (or amount) summed. */
function totals(rows: string[][], number: number, amount: (row: string[]) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row[number]!, (sums.get(row[number]!) ?? 0) + amount(row));
  return sums;
}

describe('accountingDate', () => {
  it('writes a calendar day as MM/DD/YYYY and refuses anything else', () => {
    expect(accountingDate('2026-10-05')).toBe('10/05/2026');
    expect(accountingDate('2027-01-31')).toBe('01/31/2027');
    expect(() => accountingDate('5 Oct 2026')).toThrow(RangeError);
  });
});

describe('QuickBooks Online invoices', () => {
  it('has the columns of the invoice import', () => {
    expect(QUICKBOOKS_INVOICE_COLUMNS).toEqual([
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
    ]);
  });

  it("writes a row a line, with the invoice's number, customer, dates, terms and memo on each", () => {
    const rows = quickBooksInvoiceRows([invoice(417, 2), invoice(418, 1, { order: { ...invoice(418).order, customer_po: '' } })]);

    expect(rows).toEqual([
      [
        'INV-2026-000417',
        'Harbor Point Motors LLC',
        '10/05/2026',
        '11/04/2026',
        'Net 30',
        'HP517 Core Cotton Tee',
        '5',
        '180.92',
        '904.60',
        'NON',
        '0.00',
        'Order 100417, Customer PO HP-5521',
      ],
      [
        'INV-2026-000417',
        'Harbor Point Motors LLC',
        '10/05/2026',
        '11/04/2026',
        'Net 30',
        'HP518 Core Cotton Tee',
        '6',
        '181.33',
        '1087.98',
        'NON',
        '0.00',
        'Order 100417, Customer PO HP-5521',
      ],
      [
        'INV-2026-000418',
        'Harbor Point Motors LLC',
        '10/05/2026',
        '11/04/2026',
        'Net 30',
        'HP518 Core Cotton Tee',
        '6',
        '181.33',
        '1087.98',
        'NON',
        '0.00',
        'Order 100418',
      ],
    ]);
    for (const row of rows) expect(row).toHaveLength(QUICKBOOKS_INVOICE_COLUMNS.length);
  });

  it('names every term as QuickBooks does, the 10th of the next month included', () => {
    for (const terms of PAYMENT_TERMS) expect(QUICKBOOKS_TERMS[terms]).toMatch(/^(Due on receipt|Net \d\d|10th of next month)$/);
    const [row] = quickBooksInvoiceRows([invoice(1, 1, { terms: 'tenth_of_next_month', due_on: '2026-11-10' })]);
    expect(row![4]).toBe('10th of next month');
    expect(row![3]).toBe('11/10/2026');
  });

  it("adds up every invoice's rows to its total, to the cent", () => {
    const invoices = Array.from({ length: 40 }, (_, i) => invoice(1 + i * 3, 1 + (i % 9)));
    const sums = totals(quickBooksInvoiceRows(invoices), 0, (row) => cents(row[8]!) + cents(row[10]!));

    for (const inv of invoices) expect(sums.get(inv.number)).toBe(inv.total_cents);
    for (const row of quickBooksInvoiceRows(invoices)) expect(Number(row[6]) * cents(row[7]!)).toBe(cents(row[8]!));
  });

  it('adds a row of the difference when the lines do not make the total, and a line of a total that is not quantity × price as one', () => {
    const odd = invoice(7, 2);
    odd.lines[1] = { ...odd.lines[1]!, line_total_cents: odd.lines[1]!.line_total_cents - 3 };
    const rows = quickBooksInvoiceRows([{ ...odd, total_cents: odd.total_cents + 500 }]);

    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(5, 9)).toEqual([
      'HP108 Core Cotton Tee',
      '1',
      formatCents(odd.lines[1]!.line_total_cents),
      formatCents(odd.lines[1]!.line_total_cents),
    ]);
    expect(rows[2]!.slice(5, 9)).toEqual([INVOICE_ADJUSTMENT, '1', '5.03', '5.03']);
    expect(rows.reduce((sum, row) => sum + cents(row[8]!), 0)).toBe(odd.total_cents + 500);
  });
});

describe('QuickBooks Online credit notes', () => {
  it('go in a file of their own, a row a credit note, the amount positive', () => {
    expect(QUICKBOOKS_CREDIT_MEMO_COLUMNS).toEqual([
      'Credit memo number',
      'Customer',
      'Credit memo date',
      'Item',
      'Description',
      'Item amount',
      'Item tax code',
      'Item tax amount',
      'Memo',
    ]);
    expect(
      quickBooksCreditMemoRows([creditNote(), creditNote({ number: 'CN-2026-000032', voids: true, amount_cents: 31_636 })]),
    ).toEqual([
      [
        'CN-2026-000031',
        'Harbor Point Motors LLC',
        '10/14/2026',
        '',
        'Credits invoice INV-2026-000417: Six tees arrived with the logo on the wrong sleeve.',
        '81.75',
        'NON',
        '0.00',
        'Invoice INV-2026-000417',
      ],
      [
        'CN-2026-000032',
        'Harbor Point Motors LLC',
        '10/14/2026',
        '',
        'Voids invoice INV-2026-000417: Six tees arrived with the logo on the wrong sleeve.',
        '316.36',
        'NON',
        '0.00',
        'Invoice INV-2026-000417',
      ],
    ]);
  });
});

describe('payments', () => {
  it('lists each payment with its date, customer, reference, amount and the invoices it was applied to', () => {
    expect(PAYMENTS_CSV_COLUMNS).toEqual(['Date', 'Customer', 'Reference', 'Amount', 'Invoices applied']);
    const rows = paymentsCsvRows([
      {
        received_on: '2026-10-20',
        reference: 'Cheque 10442',
        amount_cents: 60_000,
        customer: 'Harbor Point Motors LLC',
        invoice_numbers: ['INV-2026-000401', 'INV-2026-000417'],
      },
      {
        received_on: '2026-10-27',
        reference: 'Reversal of Cheque 10442',
        amount_cents: -60_000,
        customer: 'Harbor Point Motors LLC',
        invoice_numbers: [],
      },
    ]);

    expect(rows).toEqual([
      ['10/20/2026', 'Harbor Point Motors LLC', 'Cheque 10442', '600.00', 'INV-2026-000401; INV-2026-000417'],
      ['10/27/2026', 'Harbor Point Motors LLC', 'Reversal of Cheque 10442', '-600.00', ''],
    ]);
  });
});

describe('Xero', () => {
  const column = (name: (typeof XERO_SALES_COLUMNS)[number]) => XERO_SALES_COLUMNS.indexOf(name);

  it("has the sales invoice template's columns, the required ones marked", () => {
    for (const name of [
      'ContactName',
      'InvoiceNumber',
      'InvoiceDate',
      'DueDate',
      'Description',
      'Quantity',
      'UnitAmount',
      'AccountCode',
      'TaxType',
    ])
      expect(XERO_SALES_COLUMNS).toContain(`*${name}`);
    expect(XERO_SALES_COLUMNS).toContain('Reference');
    expect(XERO_SALES_COLUMNS[0]).toBe('*ContactName');
  });

  it('writes a row a line with the contact, number, dates, description, quantity, price, account and tax rate', () => {
    const rows = xeroInvoiceRows(invoice(417, 2));
    const cell = (row: string[], name: (typeof XERO_SALES_COLUMNS)[number]) => row[column(name)];

    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toHaveLength(XERO_SALES_COLUMNS.length);
      expect(cell(row, '*ContactName')).toBe('Harbor Point Motors LLC');
      expect(cell(row, '*InvoiceNumber')).toBe('INV-2026-000417');
      expect(cell(row, 'Reference')).toBe('Order 100417, Customer PO HP-5521');
      expect(cell(row, '*InvoiceDate')).toBe('10/05/2026');
      expect(cell(row, '*DueDate')).toBe('11/04/2026');
      expect(cell(row, '*AccountCode')).toBe('200');
      expect(cell(row, '*TaxType')).toBe('Tax Exempt');
      expect(cell(row, 'Currency')).toBe('');
    }
    expect(cell(rows[0]!, '*Description')).toBe('HP517 Core Cotton Tee - XL, Navy - Harbor Point, Left Chest');
    expect(cell(rows[0]!, '*Quantity')).toBe('5');
    expect(cell(rows[0]!, '*UnitAmount')).toBe('180.92');
  });

  it('imports a credit note as a document whose total is negative', () => {
    const [row, ...rest] = xeroCreditNoteRows(creditNote());

    expect(rest).toEqual([]);
    expect(row![column('*InvoiceNumber')]).toBe('CN-2026-000031');
    expect(row![column('Reference')]).toBe('Invoice INV-2026-000417');
    expect(row![column('*InvoiceDate')]).toBe('10/14/2026');
    expect(row![column('*DueDate')]).toBe('10/14/2026');
    expect(row![column('*Quantity')]).toBe('1');
    expect(row![column('*UnitAmount')]).toBe('-81.75');
    expect(row![column('*Description')]).toBe(
      'Credits invoice INV-2026-000417: Six tees arrived with the logo on the wrong sleeve.',
    );
  });

  it('splits 1,201 invoices into files of 500, 500 and 201, never one invoice across two, and adds each up to its total', () => {
    const invoices = Array.from({ length: 1_201 }, (_, i) => invoice(1 + i, 1 + (i % 4)));
    const files = xeroFiles(invoices, []);
    const numberAt = column('*InvoiceNumber');

    expect(files.map((rows) => new Set(rows.map((row) => row[numberAt])).size)).toEqual([500, 500, 201]);
    const seen = files.map((rows) => new Set(rows.map((row) => row[numberAt])));
    for (const inv of invoices) expect(seen.filter((numbers) => numbers.has(inv.number))).toHaveLength(1);
    const sums = totals(files.flat(), numberAt, (row) => Number(row[column('*Quantity')]) * cents(row[column('*UnitAmount')]!));
    for (const inv of invoices) expect(sums.get(inv.number)).toBe(inv.total_cents);
  });

  it('counts credit notes among the 500 of a file, after the invoices, and makes no file of nothing', () => {
    const files = xeroFiles(
      Array.from({ length: 499 }, (_, i) => invoice(1 + i, 1)),
      [creditNote(), creditNote({ number: 'CN-2026-000032' })],
    );

    expect(files.map((rows) => rows.length)).toEqual([500, 1]);
    expect(files[0]!.at(-1)![column('*InvoiceNumber')]).toBe('CN-2026-000031');
    expect(files[1]![0]![column('*UnitAmount')]).toBe('-81.75');
    expect(xeroFiles([], [])).toEqual([]);
  });
});

describe('freight and sales tax in the files', () => {
  /** An Ohio order: two taxed tees, a hat its state does not tax, Ground freight (taxed in Ohio), 5.75 %. */
  function taxedInvoice(sequence: number, fields: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
    const base = invoice(sequence, 3);
    const lines = base.lines.map((l, i) => ({ ...l, taxed: i !== 2 }));
    const goods = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
    const freight = 1_250;
    const taxable = lines.filter((l) => l.taxed).reduce((sum, l) => sum + l.line_total_cents, 0) + freight;
    const tax = Math.floor((taxable * 5_750 + 50_000) / 100_000);
    return {
      ...base,
      lines,
      ship_to: { name: 'Harbor Point Ford', street: '12 Gull Street', city: 'Port Alder', state: 'OH', zip: '43990' },
      charges: {
        goods_cents: goods,
        freight_cents: freight,
        freight_method: { code: 'ground', name: 'Ground' },
        tax_cents: tax,
        tax: { name: 'OH 5.75%', state: 'OH', rate_thousandths: 5_750, taxable_cents: taxable, freight_taxed: true },
        exemption: null,
      },
      total_cents: goods + freight + tax,
      ...fields,
    };
  }

  /** The same order, exempt in Kansas by its certificate: no tax, freight still charged. */
  function exemptInvoice(sequence: number): InvoiceSnapshot {
    const base = invoice(sequence, 2);
    const goods = base.lines.reduce((sum, l) => sum + l.line_total_cents, 0);
    return {
      ...base,
      lines: base.lines.map((l) => ({ ...l, taxed: false })),
      ship_to: { name: 'Prairie Wind Ford', street: '88 Elm Road', city: 'Wichita', state: 'KS', zip: '67202' },
      charges: {
        goods_cents: goods,
        freight_cents: 900,
        freight_method: { code: 'ground', name: 'Ground' },
        tax_cents: 0,
        tax: null,
        exemption: { certificate_number: 'KS-EX-20417', state: 'KS', expires_on: '2027-06-30' },
      },
      total_cents: goods + 900,
    };
  }

  it("QuickBooks: freight is a row of its own, each row has its tax code and its share of the tax, and amounts and tax add up to the invoice's total", () => {
    const inv = taxedInvoice(417);
    const rows = quickBooksInvoiceRows([inv]);

    expect(rows).toHaveLength(4);
    expect(rows.map((row) => [row[5], row[9]])).toEqual([
      ['HP517 Core Cotton Tee', 'TAX'],
      ['HP518 Core Cotton Tee', 'TAX'],
      ['HP519 Core Cotton Tee', 'NON'],
      ['Freight - Ground', 'TAX'],
    ]);
    expect(rows[3]!.slice(6, 9)).toEqual(['1', '12.50', '12.50']);
    expect(rows[2]![10]).toBe('0.00');
    expect(rows.reduce((sum, row) => sum + cents(row[10]!), 0)).toBe(inv.charges!.tax_cents);
    expect(rows.reduce((sum, row) => sum + cents(row[8]!) + cents(row[10]!), 0)).toBe(inv.total_cents);
  });

  it("Xero: a taxed row names the rate ('OH 5.75%') with its TaxAmount, an untaxed one 'Tax Exempt', and the rows add up to the total", () => {
    const inv = taxedInvoice(417);
    const rows = xeroInvoiceRows(inv);
    const column = (name: (typeof XERO_SALES_COLUMNS)[number]) => XERO_SALES_COLUMNS.indexOf(name);

    expect(XERO_SALES_COLUMNS[column('*TaxType') + 1]).toBe('TaxAmount');
    expect(rows.map((row) => row[column('*TaxType')])).toEqual(['OH 5.75%', 'OH 5.75%', 'Tax Exempt', 'OH 5.75%']);
    expect(rows[3]![column('*Description')]).toBe('Freight - Ground');
    expect(rows[2]![column('TaxAmount')]).toBe('0.00');
    const total = rows.reduce(
      (sum, row) =>
        sum + Number(row[column('*Quantity')]) * cents(row[column('*UnitAmount')]!) + cents(row[column('TaxAmount')]!),
      0,
    );
    expect(total).toBe(inv.total_cents);
  });

  it("an exempt order's rows are all 'Tax Exempt' and NON, its freight still a row of its own", () => {
    const inv = exemptInvoice(20);
    const column = (name: (typeof XERO_SALES_COLUMNS)[number]) => XERO_SALES_COLUMNS.indexOf(name);

    expect(xeroInvoiceRows(inv).map((row) => [row[column('*Description')]!.slice(0, 15), row[column('*TaxType')]])).toEqual([
      ['HP120 Core Cott', 'Tax Exempt'],
      ['HP121 Core Cott', 'Tax Exempt'],
      ['Freight - Groun', 'Tax Exempt'],
    ]);
    const rows = quickBooksInvoiceRows([inv]);
    expect(rows.map((row) => row[9])).toEqual(['NON', 'NON', 'NON']);
    expect(rows.reduce((sum, row) => sum + cents(row[8]!) + cents(row[10]!), 0)).toBe(inv.total_cents);
  });

  it('adds up many invoices of random tax to their totals in both files, to the cent', () => {
    const invoices = Array.from({ length: 60 }, (_, i) => {
      const inv = taxedInvoice(1 + i * 3);
      const charges = inv.charges!;
      // Rates from 0.125 % to 9.875 %: the odd cents of each spread land somewhere, never lost.
      const rate = 125 + ((i * 997) % 9_750);
      const tax = Math.floor((charges.tax!.taxable_cents * rate + 50_000) / 100_000);
      return {
        ...inv,
        charges: { ...charges, tax_cents: tax, tax: { ...charges.tax!, rate_thousandths: rate } },
        total_cents: charges.goods_cents + charges.freight_cents + tax,
      };
    });
    const qb = totals(quickBooksInvoiceRows(invoices), 0, (row) => cents(row[8]!) + cents(row[10]!));
    const numberAt = XERO_SALES_COLUMNS.indexOf('*InvoiceNumber');
    const xero = totals(
      xeroFiles(invoices, []).flat(),
      numberAt,
      (row) =>
        Number(row[XERO_SALES_COLUMNS.indexOf('*Quantity')]) * cents(row[XERO_SALES_COLUMNS.indexOf('*UnitAmount')]!) +
        cents(row[XERO_SALES_COLUMNS.indexOf('TaxAmount')]!),
    );
    for (const inv of invoices) {
      expect(qb.get(inv.number)).toBe(inv.total_cents);
      expect(xero.get(inv.number)).toBe(inv.total_cents);
    }
  });

  it('a credit note of goods, freight and tax carries each: a goods row and a freight row, the tax spread over them', () => {
    const note = creditNote({
      amount_cents: 2_000 + 1_250 + 187,
      parts: { goods_cents: 2_000, freight_cents: 1_250, tax_cents: 187 },
      freight_method: { code: 'ground', name: 'Ground' },
      tax_name: 'OH 5.75%',
    });
    const qb = quickBooksCreditMemoRows([note]);
    expect(qb.map((row) => [row[3], row[5], row[6]])).toEqual([
      ['', '20.00', 'TAX'],
      ['Freight - Ground', '12.50', 'TAX'],
    ]);
    expect(qb.reduce((sum, row) => sum + cents(row[5]!) + cents(row[7]!), 0)).toBe(note.amount_cents);

    const column = (name: (typeof XERO_SALES_COLUMNS)[number]) => XERO_SALES_COLUMNS.indexOf(name);
    const xero = xeroCreditNoteRows(note);
    expect(xero.map((row) => row[column('*TaxType')])).toEqual(['OH 5.75%', 'OH 5.75%']);
    expect(xero.reduce((sum, row) => sum + cents(row[column('*UnitAmount')]!) + cents(row[column('TaxAmount')]!), 0)).toBe(
      -note.amount_cents,
    );
  });

  it('a credit note of tax alone is one row of no amount that carries the tax', () => {
    const note = creditNote({
      amount_cents: 312,
      parts: { goods_cents: 0, freight_cents: 0, tax_cents: 312 },
      tax_name: 'OH 5.75%',
    });
    expect(quickBooksCreditMemoRows([note]).map((row) => row.slice(4, 8))).toEqual([
      [
        'Sales tax (OH 5.75%): Credits invoice INV-2026-000417: Six tees arrived with the logo on the wrong sleeve.',
        '0.00',
        'TAX',
        '3.12',
      ],
    ]);
  });
});

describe('spreadCents', () => {
  it('spreads an amount in proportion, in whole cents that add up to it exactly', () => {
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCents(7, [0, 0])).toEqual([7, 0]);
    expect(spreadCents(0, [5, 5])).toEqual([0, 0]);
    for (let total = 0; total < 500; total += 7) {
      const weights = [total * 3 + 1, 17, total % 11, 9_999];
      expect(spreadCents(total, weights).reduce((sum, c) => sum + c, 0)).toBe(total);
    }
  });
});
