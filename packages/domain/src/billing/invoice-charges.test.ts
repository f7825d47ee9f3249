import { describe, expect, it } from 'vitest';
import {
  creditNoteRows,
  creditPartsProblem,
  invoiceParts,
  invoiceTotalRows,
  partsLeftToCredit,
  shipToDocumentLines,
} from './invoice-charges';
import type { CreditNoteSnapshot, InvoiceCharges } from './invoice-snapshot';

const ohio: InvoiceCharges = {
  goods_cents: 31_636,
  freight_cents: 1_250,
  freight_method: { code: 'GROUND', name: 'Ground' },
  tax_cents: 1_891,
  tax: { name: 'OH 5.75%', state: 'OH', rate_thousandths: 5_750, taxable_cents: 32_886, freight_taxed: true },
  exemption: null,
};

describe('an invoice’s parts', () => {
  it('are its charges, or all goods for an invoice of an order placed before freight and tax', () => {
    expect(invoiceParts({ charges: ohio, total_cents: 34_777 })).toEqual({
      goods_cents: 31_636,
      freight_cents: 1_250,
      tax_cents: 1_891,
    });
    expect(invoiceParts({ total_cents: 5_000 })).toEqual({ goods_cents: 5_000, freight_cents: 0, tax_cents: 0 });
    expect(invoiceParts({ charges: null, total_cents: 5_000 })).toEqual({ goods_cents: 5_000, freight_cents: 0, tax_cents: 0 });
  });

  it('are shown as Subtotal, Freight (method), the rate or the exemption, and Total', () => {
    expect(invoiceTotalRows({ charges: ohio, total_cents: 34_777 })).toEqual([
      ['Subtotal', 31_636],
      ['Freight (Ground)', 1_250],
      ['Sales tax (OH 5.75%)', 1_891],
      ['Total', 34_777],
    ]);
    const exempt = {
      ...ohio,
      tax_cents: 0,
      tax: null,
      exemption: { certificate_number: 'KS-EX-20417', state: 'KS', expires_on: '2027-06-30' },
    };
    expect(invoiceTotalRows({ charges: exempt, total_cents: 32_886 })[2]).toEqual([
      'Tax exempt (certificate KS-EX-20417, KS)',
      0,
    ]);
    expect(
      invoiceTotalRows({ charges: { ...ohio, tax: null, tax_cents: 0, freight_method: null }, total_cents: 32_886 }),
    ).toEqual([
      ['Subtotal', 31_636],
      ['Freight', 1_250],
      ['Sales tax', 0],
      ['Total', 32_886],
    ]);
    expect(invoiceTotalRows({ total_cents: 5_000 })).toEqual([['Total', 5_000]]);
  });

  it("says 'no address recorded' where the order kept none", () => {
    expect(shipToDocumentLines({ ship_to: null })).toEqual(['no address recorded']);
    expect(
      shipToDocumentLines({
        ship_to: { name: 'Harbor Point Ford', street: '12 Gull Street', city: 'Columbus', state: 'OH', zip: '43215' },
      }),
    ).toEqual(['Harbor Point Ford', '12 Gull Street', 'Columbus, OH 43215']);
  });
});

describe('a credit note’s parts', () => {
  const charged = { goods_cents: 31_636, freight_cents: 1_250, tax_cents: 1_891 };

  it('are each at most what the invoice charged less what earlier credit notes credited of it, the refusal naming the part', () => {
    const left = partsLeftToCredit(charged, [{ goods_cents: 1_000, freight_cents: 1_250, tax_cents: 100 }]);
    expect(left).toEqual({ goods_cents: 30_636, freight_cents: 0, tax_cents: 1_791 });
    expect(creditPartsProblem(left, { goods_cents: 0, freight_cents: 1, tax_cents: 0 })).toBe(
      'A credit note cannot credit more freight than the invoice has left of it ($0.00).',
    );
    expect(creditPartsProblem(left, { goods_cents: 0, freight_cents: 0, tax_cents: 1_792 })).toBe(
      'A credit note cannot credit more sales tax than the invoice has left of it ($17.91).',
    );
    expect(creditPartsProblem(left, { goods_cents: 30_637, freight_cents: 0, tax_cents: 0 })).toBe(
      'A credit note cannot credit more goods than the invoice has left of it ($306.36).',
    );
    expect(creditPartsProblem(left, { goods_cents: -1, freight_cents: 0, tax_cents: 5 })).toBe(
      'What a credit note credits of the goods is whole cents, not below nothing.',
    );
    expect(creditPartsProblem(left, { goods_cents: 0, freight_cents: 0, tax_cents: 0 })).toBe(
      'A credit note is a positive amount in cents.',
    );
    expect(creditPartsProblem(left, { goods_cents: 30_636, freight_cents: 0, tax_cents: 1_791 })).toBeNull();
  });

  it('are shown on the credit note, only those it credits; a note issued before them shows none', () => {
    const note = {
      parts: { goods_cents: 2_000, freight_cents: 1_250, tax_cents: 0 },
      freight_method: { code: 'GROUND', name: 'Ground' },
      tax_name: 'OH 5.75%',
    } as CreditNoteSnapshot;
    expect(creditNoteRows(note)).toEqual([
      ['Goods', 2_000],
      ['Freight (Ground)', 1_250],
    ]);
    expect(creditNoteRows({ amount_cents: 500 } as CreditNoteSnapshot)).toEqual([]);
  });
});
