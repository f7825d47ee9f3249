import { formatPrice, willWaitForApprovalText, type CheckoutSpending } from '@portal/domain';
import { Notice } from '../../common/notice';

/** '$1,234.00 left of this store's budget this month', or of the budget of the orders with no store. */
export function budgetLeftText(cents: number, storeChosen: boolean): string {
  return `${formatPrice(cents)} left of ${storeChosen ? "this store's budget" : 'the budget for orders with no store'} this month`;
}

/** 'Why: orders over $500.00 need approval, and it is over the store's budget for this month.' */
export const approvalReasonsText = (reasons: readonly string[]): string => `Why: ${reasons.join(', and ')}.`;

interface SpendingNoteProps {
  /** What the group's spending rules say of the order quoted; null for a group without rules. */
  spending: CheckoutSpending | null;
  /** A store is chosen: the budget left is the store's, else the group's for orders with no store. */
  storeChosen: boolean;
}

/**
 * What the dealership's spending rules say of the order before it is placed (docs/approvals.md):
 * that it will wait for approval and why, that it is refused, and what is left of the budget this
 * month where the group shows it. A polite live region, there from the start, so a change of cart
 * or store that changes what the rules say is announced without taking the focus.
 */
export function SpendingNote({ spending, storeChosen }: SpendingNoteProps) {
  const approval = spending?.approval ?? null;
  const refused = spending?.refused ?? null;
  const left = spending?.budget_left_cents ?? null;
  return (
    <div className="checkout-spending" aria-live="polite">
      {approval && (
        <Notice severity="info" role="none" className="checkout-approval" title={willWaitForApprovalText(approval.approver)}>
          {approval.reasons.length > 0 && <p>{approvalReasonsText(approval.reasons)}</p>}
        </Notice>
      )}
      {refused !== null && (
        <Notice severity="warning" role="none" className="checkout-over-budget">
          <p>{refused}</p>
        </Notice>
      )}
      {left !== null && <p className="checkout-budget-left">{budgetLeftText(left, storeChosen)}</p>}
    </div>
  );
}
