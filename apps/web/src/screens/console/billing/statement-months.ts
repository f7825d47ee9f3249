import { previousMonth } from '@portal/domain';

// The months the account page offers a statement of: this month (a preview until it ends) and the
// twelve before it, in the provider's calendar (docs/console.md#a-billing-account).

/** How many months before this one the picker offers. */
const MONTHS_BACK = 12;

/** The month a day 'YYYY-MM-DD' falls in, 'YYYY-MM'. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** This month and the twelve before it, newest first. */
export function statementMonths(today: string): string[] {
  const months = [monthOf(today)];
  while (months.length <= MONTHS_BACK) months.push(previousMonth(`${months.at(-1)!}-01`));
  return months;
}

/** The month the address names when the picker offers it; otherwise last month, whose statement went out on the 1st. */
export function chosenMonth(asked: string | null, today: string): string {
  return asked !== null && statementMonths(today).includes(asked) ? asked : previousMonth(today);
}

/** Whether the month is over, so its statement can go out as it will stay. */
export const monthEnded = (period: string, today: string): boolean => period < monthOf(today);

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'October 2026' for '2026-10'. */
export const formatMonth = (period: string): string => monthName.format(Date.parse(`${period}-01T00:00:00Z`));
