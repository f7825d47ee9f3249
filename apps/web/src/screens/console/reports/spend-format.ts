import { formatPrice } from '@portal/domain';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as 'Nov 2026' (a calendar month, read in UTC so no time zone moves it). */
export const formatMonth = (month: string) => monthName.format(Date.parse(`${month}-01T00:00:00Z`));

/** Cents as people read money: '$1,234.50'. */
export const money = (cents: number) => formatPrice(cents);

/** Whole dollars for chart axes: '$12k'. */
export function axisMoney(cents: number): string {
  const dollars = cents / 100;
  if (Math.abs(dollars) >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (Math.abs(dollars) >= 1_000) return `$${Math.round(dollars / 1_000)}k`;
  return `$${Math.round(dollars)}`;
}

export const count = (n: number) => n.toLocaleString('en-US');
