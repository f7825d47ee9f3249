import { describe, expect, it } from 'vitest';
import { daysOverdue, invoiceFilterOf, matchesFilter, overdueText, providerToday } from './invoice-standing';
import { invoiceSummary } from '../../../../test-support/billing';

describe("an invoice's standing on a day", () => {
  it("takes today in the provider's zone, not the browser's", () => {
    // 03:30 UTC on Nov 21 is still Nov 20 in New York.
    const at = Date.UTC(2026, 10, 21, 3, 30);
    expect(providerToday('America/New_York', at)).toBe('2026-11-20');
    expect(providerToday('Asia/Tokyo', at)).toBe('2026-11-21');
    expect(providerToday('Not/AZone', at)).toBe('2026-11-21');
  });

  it('counts the days past due of an invoice that still asks for money, and none of a paid or void one', () => {
    expect(daysOverdue(invoiceSummary({}), '2026-10-31')).toBe(0);
    expect(daysOverdue(invoiceSummary({}), '2026-11-01')).toBe(1);
    expect(daysOverdue(invoiceSummary({ status: 'partly_paid' }), '2026-11-20')).toBe(20);
    expect(daysOverdue(invoiceSummary({ status: 'paid', outstanding_cents: 0 }), '2026-11-20')).toBe(0);
    expect(daysOverdue(invoiceSummary({ status: 'void' }), '2026-11-20')).toBe(0);
    expect(overdueText(1)).toBe('1 day overdue');
    expect(overdueText(20)).toBe('20 days overdue');
  });

  it('filters by status, or by being overdue; an unknown filter in the address shows all', () => {
    const open = invoiceSummary({});
    const paid = invoiceSummary({ status: 'paid', outstanding_cents: 0 });
    expect(matchesFilter(open, 'overdue', '2026-11-20')).toBe(true);
    expect(matchesFilter(open, 'overdue', '2026-10-20')).toBe(false);
    expect(matchesFilter(paid, 'paid', '2026-11-20')).toBe(true);
    expect(matchesFilter(paid, 'open', '2026-11-20')).toBe(false);
    expect(invoiceFilterOf('partly_paid')).toBe('partly_paid');
    expect(invoiceFilterOf('everything')).toBe('all');
    expect(invoiceFilterOf(null)).toBe('all');
  });
});
