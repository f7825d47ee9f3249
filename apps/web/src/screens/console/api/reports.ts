import type { SpendTable } from '@portal/domain';
import { callConsole, type Caller } from './request';

// The reports: spend by group, store, item and month.

export interface SpendAsked {
  /** A group's key, or null: every group the staff member sees, summed. */
  group: string | null;
  from: string;
  to: string;
}

/** The report's query: a month left empty is left out, and the server takes its default; no group is all of them. */
function query(asked: SpendAsked): string {
  const params = new URLSearchParams();
  if (asked.group) params.set('group', asked.group);
  if (asked.from) params.set('from', asked.from);
  if (asked.to) params.set('to', asked.to);
  return params.toString();
}

export const spendReport = (asked: SpendAsked, caller: Caller) =>
  callConsole('GET /api/console/reports/spend', {
    query: query(asked),
    fallback: 'The report could not be loaded.',
    caller,
  });

/** The address of one table's CSV download (a plain link: the browser saves what it answers). */
export const spendCsvHref = (asked: SpendAsked, table: SpendTable) =>
  `/api/console/reports/spend/export?${[query(asked), `table=${table}`].filter(Boolean).join('&')}`;
