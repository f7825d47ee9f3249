import type { AwaitingPriceOrder, ConsoleInvoiceAnswer, CreditNoteSummary, InvoiceSummary } from '@portal/domain';

// Invoices, credit notes and orders awaiting a price as the console's billing calls answer them.
// Fictional accounts, buyers and orders only.

export const INVOICE_ID = '3f1c2b7a-9d4e-4a61-8b0f-5e2d7c9a1b34';
export const ACCOUNT_ID = '5b8c2f14-7e3a-4d69-a0b1-9c4e2d7f3a10';
const ORDER_ID = '0b9d6f3e-4c1a-4f7e-9a55-3c2f1e0d9b8a';

/** A calendar day `days` after 'YYYY-MM-DD' (before, when negative). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function invoiceSummary(patch: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: INVOICE_ID,
    number: 'INV-2026-000012',
    account_id: ACCOUNT_ID,
    account_name: 'Harbor Point Motors',
    group_key: 'harbor',
    order_id: ORDER_ID,
    order_number: 'CB-100042',
    issued_on: '2026-10-01',
    due_on: '2026-10-31',
    total_cents: 59_976,
    credited_cents: 0,
    paid_cents: 0,
    outstanding_cents: 59_976,
    status: 'open',
    ...patch,
  };
}

export function creditNote(patch: Partial<CreditNoteSummary> = {}): CreditNoteSummary {
  return {
    id: '9a7e5c31-2d4b-4f86-a1e0-7c3b5d9f2e18',
    number: 'CN-2026-000004',
    invoice_id: INVOICE_ID,
    issued_on: '2026-10-09',
    amount_cents: 2_499,
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
      provider: {
        name: 'Crestline Branded Supply',
        address: ['4800 Quarry Bend Parkway, Suite 210', 'Brindlewood, OH 43999'],
        phone: '(555) 010-4400',
        email: 'billing@crestline-supply.example',
        remit_to: ['Crestline Branded Supply', 'PO Box 4471', 'Brindlewood, OH 43999'],
      },
      account: {
        id: ACCOUNT_ID,
        name: 'Harbor Point Motors',
        accounting_name: 'HARBOR POINT MOTORS',
        address: ['18 Lighthouse Row', 'Harbor Point, ME 04999'],
      },
      group: { key: 'harbor', title: 'Harbor Point Auto Group', logo: null },
      store: { name: 'Harbor Point Ford', address: ['410 Quay Street', 'Driftwood Harbor, ME 04998'] },
      order: { id: ORDER_ID, number: 'CB-100042', placed_at: '2026-09-28T15:30:00.000Z', customer_po: 'PO-2231' },
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
