import type { AwaitingPriceOrder, ConsoleInvoiceAnswer, CreditNoteSummary, InvoiceSummary } from '@portal/domain';
import { HARBOR_INVOICE_ID, HARBOR_ORDER_ID, HARBOR_SNAPSHOT, invoiceSummary, PROVIDER_SNAPSHOT } from './billing';

// Invoices, credit notes and orders awaiting a price as the console's billing calls answer them.
// Fictional accounts, buyers and orders only.

/** A calendar day `days` after 'YYYY-MM-DD' (before, when negative). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function creditNote(patch: Partial<CreditNoteSummary> = {}): CreditNoteSummary {
  return {
    id: '9a7e5c31-2d4b-4f86-a1e0-7c3b5d9f2e18',
    number: 'CN-2026-000004',
    invoice_id: HARBOR_INVOICE_ID,
    issued_on: '2026-10-09',
    amount_cents: 2_499,
    goods_cents: 2_499,
    freight_cents: 0,
    tax_cents: 0,
    reason: 'One polo arrived with the logo on the wrong side.',
    voids: false,
    ...patch,
  };
}

/** GET /api/console/billing/invoices/:id: the invoice of order CB-100042, two lines, as issued. */
export function invoiceDetail(
  invoice: Partial<InvoiceSummary> = {},
  records: Partial<Pick<ConsoleInvoiceAnswer, 'credit_notes' | 'allocations'>> = {},
): ConsoleInvoiceAnswer {
  const summary = invoiceSummary(invoice);
  return {
    invoice: summary,
    snapshot: {
      number: summary.number,
      issued_on: summary.issued_on,
      due_on: summary.due_on,
      terms: 'net_30',
      provider: PROVIDER_SNAPSHOT,
      ...HARBOR_SNAPSHOT,
      store: { name: 'Harbor Point Ford', address: ['410 Quay Street', 'Driftwood Harbor, ME 04998'] },
      order: { id: HARBOR_ORDER_ID, number: 'CB-100042', placed_at: '2026-09-28T15:30:00.000Z', customer_po: 'PO-2231' },
      buyer: { name: 'Jane Okafor', email: 'jane.okafor@example.com' },
      bypass_code: 'HPFD01',
      lines: [
        {
          line_no: 1,
          code: '1240',
          name: 'Performance Polo',
          size: 'Large',
          color: 'Navy',
          logos: 'Harbor Point Ford, Left Chest',
          quantity: 12,
          unit_price_cents: 2_499,
          line_total_cents: 29_988,
          po: null,
          customer_po: 'PO-2231',
        },
        {
          line_no: 2,
          code: '1640',
          name: 'Everyday Cotton Tee',
          size: 'Medium',
          color: 'Black',
          logos: '',
          quantity: 12,
          unit_price_cents: 2_499,
          line_total_cents: 29_988,
          po: 'HP-7781',
          customer_po: null,
        },
      ],
      total_cents: 59_976,
    },
    credit_notes: records.credit_notes ?? [],
    allocations: records.allocations ?? [],
  };
}

/** GET /api/console/billing/awaiting-price: an order of Keystone's store with one line on quote. */
export function awaitingOrder(patch: Partial<AwaitingPriceOrder> = {}): AwaitingPriceOrder {
  return {
    order_id: '6d2a9f40-8b1c-4e73-9a25-1f0e7c3b5d84',
    order_number: 'CB-100077',
    group_key: 'keystone',
    group_title: 'Keystone Valley Motors',
    store_name: 'Keystone Valley Chevrolet of Hemlock Gap',
    account_name: 'Keystone Valley Chevrolet of Hemlock Gap',
    buyer: 'Tomas Weller',
    placed_at: Date.UTC(2026, 10, 18, 14, 5),
    total_cents: 0,
    due: true,
    lines: [{ line_no: 1, code: '1240', name: 'Brookfield Performance Polo', size: 'Large', color: 'Black', quantity: 2 }],
    ...patch,
  };
}
