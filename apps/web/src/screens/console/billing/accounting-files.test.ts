import { describe, expect, it } from 'vitest';
import { accountingSummary } from '../../../../test-support/billing-aging';
import { accountingDownloads, lastMonth, rangeHolds, rangeOf } from './accounting-files';

describe('the accounting files', () => {
  it("opens on last month in the provider's calendar, not the browser's", () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in New York: last month is October there.
    expect(lastMonth('America/New_York', Date.UTC(2026, 11, 1, 3))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonth('UTC', Date.UTC(2026, 11, 1, 3))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(lastMonth('America/New_York', Date.UTC(2027, 0, 15))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads a range from the address only when it names both days', () => {
    expect(rangeOf(new URLSearchParams('from=2026-11-01&to=2026-11-27'))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(rangeOf(new URLSearchParams('from=2026-11-01'))).toBeNull();
  });

  it('links each file of the range, and one Xero file per part the summary counts', () => {
    const downloads = accountingDownloads(accountingSummary({ invoices: 620, xero_files: 2 }));
    expect(downloads.map((d) => [d.file, d.holds, d.links])).toEqual([
      [
        'quickbooks-invoices',
        '620 invoices',
        [
          {
            label: 'QuickBooks Online: invoices',
            href: '/api/console/billing/exports/quickbooks-invoices?from=2026-10-01&to=2026-10-31',
          },
        ],
      ],
      [
        'quickbooks-credit-notes',
        '1 credit note',
        [
          {
            label: 'QuickBooks Online: credit notes',
            href: '/api/console/billing/exports/quickbooks-credit-notes?from=2026-10-01&to=2026-10-31',
          },
        ],
      ],
      [
        'payments',
        '3 payments',
        [{ label: 'Payments', href: '/api/console/billing/exports/payments?from=2026-10-01&to=2026-10-31' }],
      ],
      [
        'xero',
        '620 invoices and 1 credit note in 2 files',
        [
          {
            label: 'Xero: sales invoices and credit notes, file 1 of 2',
            href: '/api/console/billing/exports/xero?from=2026-10-01&to=2026-10-31&part=1',
          },
          {
            label: 'Xero: sales invoices and credit notes, file 2 of 2',
            href: '/api/console/billing/exports/xero?from=2026-10-01&to=2026-10-31&part=2',
          },
        ],
      ],
    ]);
    expect(downloads.some((d) => d.empty)).toBe(false);
  });

  it('says what the range holds, and which files hold their heading only', () => {
    const empty = accountingSummary({ invoices: 0, credit_notes: 0, payments: 1 });
    expect(rangeHolds(empty)).toBe('From Oct 1, 2026 to Oct 31, 2026: 0 invoices, 0 credit notes and 1 payment.');
    expect(accountingDownloads(empty).map((d) => d.empty)).toEqual([true, true, false, true]);
  });
});
