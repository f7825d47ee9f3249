import type { Tenant } from '@portal/tenants/server';
import { startOfDay } from '../../time/day-bounds';
import { localDateTime, localMonth } from '../../time/local-time';

// The provider's calendar as a dealership's spending rules read it (decision 032): budgets and a
// code's monthly cap are per month of the provider's time zone, a code's days and hours its local ones.

/** 'YYYY-MM' of `now` in the provider's time zone: the budget month an order placed now counts against. */
export const budgetMonthOf = (now: Date, timeZone: string): string => localMonth(now.getTime(), timeZone);

/** The instants a month of the provider's calendar starts and ends (the next one's start). */
export function monthBounds(month: string, timeZone: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 7);
  return { from: startOfDay(`${month}-01`, timeZone), to: startOfDay(`${next}-01`, timeZone) };
}

/** `now` on the provider's clock: its weekday (0 = Sunday) and minutes since midnight, as a code's hours are written. */
export function localWeekdayAndMinutes(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const local = localDateTime(now.getTime(), timeZone);
  const weekday = new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return { weekday, minutes: Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) };
}

/** The store as a budget's refusal names it: its name, or the group's title for an order with no store. */
export const budgetStoreName = (tenant: Tenant, store: { name: string } | null | undefined): string =>
  store?.name ?? tenant.config.title;
