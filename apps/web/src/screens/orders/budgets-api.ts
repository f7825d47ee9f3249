import type { BuyerBudgetsAnswer } from '@portal/domain';
import { getJson } from '../../core/api/api-client';

// The contract is packages/domain/src/api/budgets.ts: the group's budgets in admin mode.

export type BuyerBudgetRow = BuyerBudgetsAnswer['rows'][number];

const query = (companyName: string, month: string) => {
  const params = new URLSearchParams({ companyName });
  if (month) params.set('month', month);
  return params.toString();
};

/** The group's budgets by store for a month ('' for this one): GET /v1/budgets. */
export function fetchBudgets(companyName: string, month: string): Promise<BuyerBudgetsAnswer> {
  return getJson<BuyerBudgetsAnswer>(`/v1/budgets?${query(companyName, month)}`, 'The budgets could not be loaded.');
}

/** Where the month's CSV downloads, with the same access as the view. */
export const budgetsCsvPath = (companyName: string, month: string) => `/v1/budgets/export?${query(companyName, month)}`;
