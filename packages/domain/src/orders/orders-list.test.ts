import { describe, expect, it } from 'vitest';
import {
  displayOrMissing,
  formatCalendarDay,
  formatOrderDate,
  linePriceCents,
  orderName,
  orderStoreLabel,
  visibleOrders,
} from './orders-list';

describe('visibleOrders', () => {
  it('lists paid orders only, newest first', () => {
    const orders = [
      { id: 'a', created_at: 1000, paid: 500 },
      { id: 'b', created_at: '3000', paid: 100 },
      { id: 'c', created_at: 5000, paid: 0 },
      { id: 'd', created_at: 2000, paid: 1 },
    ];
    expect(visibleOrders(orders).map((o) => o.id)).toEqual(['b', 'd', 'a']);
  });
  it('lists orders accepted on account even at a zero price', () => {
    const orders = [
      { id: 'zero-on-account', created_at: 1, paid: 0, status: 'on_account' as const },
      { id: 'abandoned', created_at: 2, paid: 0 },
    ];
    expect(visibleOrders(orders).map((o) => o.id)).toEqual(['zero-on-account']);
  });
  it('parses created_at as an integer', () => {
    const orders = [
      { id: 'x', created_at: '1700000000000.9', paid: 1 },
      { id: 'y', created_at: 1700000000001, paid: 1 },
    ];
    expect(visibleOrders(orders).map((o) => o.id)).toEqual(['y', 'x']);
  });
});

describe('formatOrderDate', () => {
  it("formats like 'MMMM DD, YYYY'", () => {
    expect(formatOrderDate(Date.UTC(2026, 10, 5, 15), 'UTC')).toBe('November 05, 2026');
    expect(formatOrderDate(String(Date.UTC(2025, 0, 31, 12)), 'UTC')).toBe('January 31, 2025');
  });
  it('uses the time zone it is given', () => {
    const lateEvening = Date.UTC(2026, 10, 6, 2);
    expect(formatOrderDate(lateEvening, 'America/New_York')).toBe('November 05, 2026');
  });
  it("shows 'N/A' for a date that cannot be read", () => {
    expect(formatOrderDate('soon', 'UTC')).toBe('N/A');
  });
});

describe('formatCalendarDay', () => {
  it('writes a day as the screen writes its other dates, the same day in any time zone', () => {
    expect(formatCalendarDay('2026-12-04')).toBe('December 04, 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('January 01, 2027');
  });
  it('keeps older free text and an impossible day as written', () => {
    expect(formatCalendarDay('early December')).toBe('early December');
    expect(formatCalendarDay('2026-13-45')).toBe('2026-13-45');
    expect(formatCalendarDay('')).toBe('');
  });
});

describe('order cells', () => {
  it("shows 'N/A' for missing values", () => {
    expect(displayOrMissing(undefined)).toBe('N/A');
    expect(displayOrMissing(null)).toBe('N/A');
    expect(displayOrMissing('  ')).toBe('N/A');
    expect(displayOrMissing('PO-1182')).toBe('PO-1182');
    expect(displayOrMissing(0)).toBe('0');
  });
  it('shows 0 for a missing price', () => {
    expect(linePriceCents(undefined)).toBe(0);
    expect(linePriceCents(null)).toBe(0);
    expect(linePriceCents(1499)).toBe(1499);
  });
  it('names the order by first and last name', () => {
    expect(orderName({ first_name: 'Rosa', last_name: 'Delgado' })).toBe('Rosa Delgado');
  });
  it('shows the store display name, falling back to the company name', () => {
    const stores = [{ code: 'HPF001', name: 'Harbor Point Ford' }];
    expect(orderStoreLabel({ store: 'HPF001', company_name: 'harbor' }, stores)).toBe('Harbor Point Ford');
    expect(orderStoreLabel({ store: '', company_name: 'harbor' }, stores)).toBe('harbor');
    expect(orderStoreLabel({ store: 'ZZZ999', company_name: 'harbor' }, stores)).toBe('harbor');
  });
});
