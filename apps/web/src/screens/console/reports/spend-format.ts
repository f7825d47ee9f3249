const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as 'Nov 2026' (a calendar month, read in UTC so no time zone moves it). */
export const formatMonth = (month: string) => monthName.format(Date.parse(`${month}-01T00:00:00Z`));
