import { approvalReasonText, leftOf, rulesForStore, spendingVerdict, type CheckoutSpending } from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { Database } from '../../db/database';
import { readBudgetMonth } from '../../order-store/spending-store';
import { budgetMonthOf, budgetStoreName } from './spending-month';

/**
 * What the group's spending rules would say of an order of `totalCents` for the store, as checkout
 * shows it before placing (docs/approvals.md): read without a lock, so another order may still
 * take the last of the budget first (placing decides again, under the lock). Null for a group
 * without rules. The budget left is shown only where the group lets buyers see it.
 */
export async function quoteSpending(
  db: Database,
  settings: { timeZone: string },
  tenant: Tenant,
  store: { code: string; name: string } | null,
  totalCents: number,
  now: Date,
): Promise<CheckoutSpending | null> {
  const rules = rulesForStore(tenant.secrets.spending, store?.code ?? '');
  if (!rules) return null;
  const month =
    rules.budgetCents === null
      ? null
      : {
          budgetCents: rules.budgetCents,
          ...(await readBudgetMonth(db, {
            groupKey: tenant.config.key,
            month: budgetMonthOf(now, settings.timeZone),
            storeCode: store?.code ?? '',
          })),
        };
  const verdict = spendingVerdict(rules, totalCents, month, budgetStoreName(tenant, store));
  return {
    approval:
      verdict.kind === 'approval'
        ? {
            approver: verdict.approvers[0]?.name ?? '',
            reasons: verdict.reasons.map((reason) => approvalReasonText(reason, rules)),
          }
        : null,
    refused: verdict.kind === 'refused' ? verdict.message : null,
    budget_left_cents: rules.showBudget && month ? Math.max(0, leftOf(month)) : null,
  };
}
