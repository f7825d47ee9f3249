import { describe, expect, it } from 'vitest';
import { daysOverdue, invoiceFilterOf, matchesFilter, overdueText, providerToday } from './invoice-standing';
import type { InvoiceSummary } from '@portal/domain';

const invoice = (patch: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: '3f1c2b7a-9d4e-4a61-8b0f-5e2d7c9a1b34',
  number: 'INV-2026-000012',
  account_id: '5b8c2f14-7e3a-4d69-a0b1-9c4e2d7f3a10',
  account_name: 'Harbor Point Motors',
  group_key: 'harbor',
  order_id: '0b9d6f3e-4c1a-4f7e-9a55-3c2f1e0d9b8a',
  order_number: 'CB-100042',
  issued_on: '2026-10-01',
  due_on: '2026-10-31',
  total_cents: 59_976,
  credited_cents: 0,
  paid_cents: 0,
  outstanding_cents: 59_976,
  status: 'open',
  ...patch,
});

describe("an invoice's standing on a day", () => {
  it("takes today in the provider's zone, not the browser's", () => {
    // 03:30 UTC on Nov 21 is still Nov 20 in New York.
    const at = Date.UTC(2026, 10, 21, 3, 30);
    expect(providerToday('America/New_York', at)).toBe('2026-11-20');
    expect(providerToday('Asia/Tokyo', at)).toBe('2026-11-21');
    expect(providerToday('Not/AZone', at)).toBe('2026-11-21');
  });

  it('counts the days past due of an invoice that still asks for money, and none of a paid or void one', () => {
    expect(daysOverdue(invoice({}), '2026-10-31')).toBe(0);
    expect(daysOverdue(invoice({}), '2026-11-01')).toBe(1);
    expect(daysOverdue(invoice({ status: 'partly_paid' }), '2026-11-20')).toBe(20);
    expect(daysOverdue(invoice({ status: 'paid', outstanding_cents: 0 }), '2026-11-20')).toBe(0);
    expect(daysOverdue(invoice({ status: 'void' }), '2026-11-20')).toBe(0);
    expect(overdueText(1)).toBe('1 day overdue');
    expect(overdueText(20)).toBe('20 days overdue');
  });

  it('filters by status, or by being overdue; an unknown filter in the address shows all', () => {
    const open = invoice({});
    const paid = invoice({ status: 'paid', outstanding_cents: 0 });
    expect(matchesFilter(open, 'overdue', '2026-11-20')).toBe(true);
    expect(matchesFilter(open, 'overdue', '2026-10-20')).toBe(false);
    expect(matchesFilter(paid, 'paid', '2026-11-20')).toBe(true);
    expect(matchesFilter(paid, 'open', '2026-11-20')).toBe(false);
    expect(invoiceFilterOf('partly_paid')).toBe('partly_paid');
    expect(invoiceFilterOf('everything')).toBe('all');
    expect(invoiceFilterOf(null)).toBe('all');
  });
});
