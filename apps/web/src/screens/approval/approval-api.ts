import type { ApprovalDecision, ApprovalDecisionAnswer, ApprovalOpenAnswer } from '@portal/domain';
import { postJson } from '../../core/api/api-client';

// The approver's page calls (packages/domain/src/api/approvals.ts): no login, the link's token.

export function openApproval(token: string): Promise<ApprovalOpenAnswer> {
  return postJson<ApprovalOpenAnswer>('/v1/approvals/open', { token }, { fallback: 'The order could not be loaded.' });
}

export function decideApproval(
  token: string,
  orderNumber: string,
  decision: ApprovalDecision,
  reason: string | null,
): Promise<ApprovalDecisionAnswer> {
  return postJson<ApprovalDecisionAnswer>(
    '/v1/approvals/decide',
    { token, order_number: orderNumber, decision, ...(reason ? { reason } : {}) },
    { fallback: 'The decision could not be saved. Nothing was changed.' },
  );
}
