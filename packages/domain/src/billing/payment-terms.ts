/** When an invoice is due, counted from the day it is issued (the provider's calendar day). */
export const PAYMENT_TERMS = ['due_on_receipt', 'net_15', 'net_30', 'net_45', 'net_60', 'tenth_of_next_month'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  due_on_receipt: 'Due on receipt',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_45: 'Net 45',
  net_60: 'Net 60',
  tenth_of_next_month: 'Due on the 10th of the next month',
};

const NET_DAYS: Partial<Record<PaymentTerms, number>> = { net_15: 15, net_30: 30, net_45: 45, net_60: 60 };
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' as a UTC instant at its midnight, or NaN. */
function dayStart(day: string): number {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return Number.NaN;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === day ? time : Number.NaN;
}

const asDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The calendar day an invoice issued on `issuedOn` ('YYYY-MM-DD') is due under `terms`. */
export function dueDate(issuedOn: string, terms: PaymentTerms): string {
  const start = dayStart(issuedOn);
  if (Number.isNaN(start)) throw new RangeError(`not a calendar day: ${issuedOn}`);
  if (terms === 'tenth_of_next_month') {
    const issued = new Date(start);
    return asDay(Date.UTC(issued.getUTCFullYear(), issued.getUTCMonth() + 1, 10));
  }
  return asDay(start + (NET_DAYS[terms] ?? 0) * 86_400_000);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / 86_400_000);
}
