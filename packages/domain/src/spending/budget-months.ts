// The months a budget is kept by ('YYYY-MM', the provider's calendar), as the screens name and offer them.

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March 2030' for '2030-03'; the text itself when it is not a month. */
export function calendarMonthWords(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : month;
}

/** `month` and the `count - 1` months before it, newest first: what a month picker offers. */
export function monthsBack(month: string, count: number): string[] {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return [];
  const start = Number(match[1]) * 12 + Number(match[2]) - 1;
  return Array.from({ length: count }, (_, back) => {
    const at = start - back;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}
