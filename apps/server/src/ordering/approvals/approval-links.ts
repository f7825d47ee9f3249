import type { Database } from '../../db/database';
import type { AppContext } from '../../context/app-context';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Why an approver is written to: first asked, reminded, or asked as the second once the first did not answer. */
export type ApprovalMailKind = 'request' | 'reminder' | 'escalation';

/**
 * Issues the approver's two single-use links (Approve, Reject) for the approval and queues their
 * e-mail, in the caller's transaction (docs/approvals.md#the-links). `approverIndex` picks the
 * approval's approver: 0, or 1 once escalated.
 */
export async function sendApprovalLinks(
  tx: Tx,
  ctx: Pick<AppContext, 'registry' | 'timeZone'>,
  approvalId: string,
  approverIndex: number,
  kind: ApprovalMailKind,
  now: Date,
): Promise<void> {
  // Filled in by the deciding slice: the links, their tokens and the approver's e-mail.
  void tx;
  void ctx;
  void approvalId;
  void approverIndex;
  void kind;
  void now;
}
