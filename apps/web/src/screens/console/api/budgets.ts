import { callConsole, type Caller } from './request';

// A group's budgets by store and month (docs/approvals.md#budgets).

export interface BudgetsAsked {
  group: string;
  /** 'YYYY-MM', or '' for this month. */
  month: string;
}

const query = (asked: BudgetsAsked) => {
  const params = new URLSearchParams({ group: asked.group });
  if (asked.month) params.set('month', asked.month);
  return params.toString();
};

export const consoleBudgets = (asked: BudgetsAsked, caller: Caller) =>
  callConsole('GET /api/console/budgets', { query: query(asked), fallback: 'The budgets could not be loaded.', caller });

/** The month's CSV download (a plain link: the browser saves what it answers). */
export const budgetsCsvHref = (asked: BudgetsAsked) => `/api/console/budgets/export?${query(asked)}`;
