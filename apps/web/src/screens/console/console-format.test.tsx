// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { boardRow, meAs, mockConsole, ORDER_ID, orderDetail, warmConsoleScreens } from '../../../test-support/console';
import { consoleTimes } from './console-format';

// 10:30 PM on Nov 15 in New York is already Nov 16 in UTC and in Tokyo: a browser's own zone
// would put the order on the day after the one the date filters, the CSV and the e-mails name.
const LATE_EVENING = Date.parse('2026-11-16T03:30:00Z');
const SUMMER_EVENING = Date.parse('2026-07-16T02:05:00Z');

describe("the console's times", () => {
  it("writes an instant in the provider's zone with its abbreviation, whatever the browser's zone", () => {
    const eastern = consoleTimes('America/New_York');
    expect(eastern.dateTime(LATE_EVENING)).toBe('Nov 15, 2026, 10:30 PM EST');
    expect(eastern.date(LATE_EVENING)).toBe('Nov 15, 2026');
    expect(eastern.dateTime(SUMMER_EVENING)).toBe('Jul 15, 2026, 10:05 PM EDT');
    expect(consoleTimes('Asia/Tokyo').date(LATE_EVENING)).toBe('Nov 16, 2026');
  });

  it('falls back to UTC, named, when the zone is not one the browser knows', () => {
    expect(consoleTimes('Mars/Olympus_Mons').dateTime(LATE_EVENING)).toBe('Nov 16, 2026, 3:30 AM UTC');
  });
});

describe("the console's screens show the provider's times", () => {
  beforeAll(warmConsoleScreens, 120_000);

  it("labels a board row placed late in the provider's evening with the provider's day, and the time and zone on hover", async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': {
        body: { rows: [boardRow({ created_at: LATE_EVENING })], total: 1, total_capped: false, next_cursor: null },
      },
    });
    renderApp('/console');
    await screen.findByRole('link', { name: 'CB-100042' });
    const row = screen.getByRole('row', { name: /CB-100042/ });
    const placed = within(row).getByText('Nov 15, 2026');
    expect(placed.getAttribute('title')).toBe('Nov 15, 2026, 10:30 PM EST');
    expect(within(row).queryByText(/Nov 16/)).toBeNull();
  });

  it("writes the order's placing, e-mails and timeline in the provider's zone", async () => {
    const detail = orderDetail('in_production', { created_at: LATE_EVENING });
    detail.emails = [{ ...detail.emails[0]!, created_at: LATE_EVENING, sent_at: LATE_EVENING + 60_000 }];
    detail.history = [
      {
        from: 'received',
        to: 'in_production',
        at: SUMMER_EVENING,
        staff: { id: 'b1e0c2d4-5f6a-4b7c-8d9e-0f1a2b3c4d5e', name: 'Lena Morrow', email: 'lena.morrow@crestline.example' },
        carrier: null,
        tracking_number: null,
        note: null,
      },
    ];
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      [`GET /api/console/orders/${ORDER_ID}`]: { body: detail },
    });
    renderApp(`/console/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order CB-100042' });
    const facts = screen.getByRole('region', { name: 'Order' });
    expect(within(facts).getByText('Nov 15, 2026, 10:30 PM EST')).toBeDefined();
    const emails = screen.getByRole('region', { name: 'E-mails' });
    expect(within(emails).getByText('Nov 15, 2026, 10:30 PM EST')).toBeDefined();
    expect(within(emails).getByText('Nov 15, 2026, 10:31 PM EST')).toBeDefined();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByText('Jul 15, 2026, 10:05 PM EDT')).toBeDefined();
  });
});
