import { describe, expect, it } from 'vitest';
import { awaitingOrder } from '../../../../test-support/billing-invoices';
import { pricedText, readUnitPrice } from './line-price';

describe('the price of a line on quote', () => {
  it('keeps a unit price within the bounds the server takes: a cent to $100,000.00', () => {
    expect(readUnitPrice('0.01')).toEqual({ ok: true, cents: 1 });
    expect(readUnitPrice('100,000')).toEqual({ ok: true, cents: 10_000_000 });
    const bounds = { ok: false, problem: 'A unit price is from $0.01 to $100,000.00.' };
    expect(readUnitPrice('0')).toEqual(bounds);
    expect(readUnitPrice('100000.01')).toEqual(bounds);
    expect(readUnitPrice('24.105')).toEqual({ ok: false, problem: 'The unit price has at most two decimals (whole cents).' });
  });

  it('says what a price did: the invoice it issued, or what the invoice still waits for', () => {
    const order = awaitingOrder({
      lines: [
        { line_no: 1, code: '1240', name: 'Brookfield Performance Polo', size: 'Large', color: 'Black', quantity: 2 },
        { line_no: 2, code: '1240', name: 'Brookfield Performance Polo', size: 'Medium', color: 'Black', quantity: 1 },
      ],
    });
    const answer = { order_id: order.order_id, line_no: 1, unit_price_cents: 2_410, total_cents: 4_820, invoice_number: null };
    const priced = 'Line 1 of CB-100077 (1240) priced at $24.10 each.';
    expect(pricedText(order, order.lines[0]!, answer)).toBe(`${priced} 1 more line on quote before the order is invoiced.`);
    const last = { ...order, lines: [order.lines[0]!] };
    expect(pricedText(last, last.lines[0]!, { ...answer, invoice_number: 'INV-2026-000031' })).toBe(
      `${priced} Invoice INV-2026-000031 issued.`,
    );
    expect(pricedText({ ...last, due: false }, last.lines[0]!, answer)).toBe(
      `${priced} Its invoice is issued when the order ships.`,
    );
    // Due, and no invoice in the answer: the price is said alone, without guessing why.
    expect(pricedText(last, last.lines[0]!, answer)).toBe(priced);
  });
});
