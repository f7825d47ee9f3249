import { useCallback, useEffect, useRef, useState } from 'react';
import {
  formatOrderDate,
  formatPrice,
  REJECTION_NEEDS_REASON,
  REJECTION_REASON_MAX,
  type ApprovalDecision,
  type ApprovalDecisionAnswer,
  type ApprovalsWaitingAnswer,
  type WaitingApproval,
} from '@portal/domain';
import { ApiError, postJson } from '../../core/api/api-client';
import { Dialog } from '../../common/dialog';
import { Notice } from '../../common/notice';
import { ReasonField } from '../../common/reason-field';
import { Spinner } from '../../common/spinner';

// Admin mode's orders waiting for the dealership's approval (docs/approvals.md): the group's admin
// approves or rejects them here, as 'Group admin', by the rules of the approver's link.

const waitingOf = (group: string) =>
  postJson<ApprovalsWaitingAnswer>(
    '/v1/approvals/waiting',
    { companyName: group },
    {
      fallback: 'The orders waiting for approval could not be loaded.',
    },
  );

const decideAsAdmin = (group: string, orderNumber: string, decision: ApprovalDecision, reason: string | null) =>
  postJson<ApprovalDecisionAnswer>(
    `/v1/orders/${encodeURIComponent(orderNumber)}/approval`,
    { companyName: group, decision, ...(reason ? { reason } : {}) },
    { fallback: 'The decision could not be saved. Nothing was changed.' },
  );

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

interface Asked {
  approval: WaitingApproval;
  decision: ApprovalDecision;
}

/**
 * The list, shown in admin mode when some order waits: each with its store, total, how long it has
 * waited and who is asked, and Approve / Reject. A decision reloads the list and the orders.
 */
export function WaitingApprovals({ group, onDecided }: { group: string; onDecided: () => void }) {
  const [approvals, setApprovals] = useState<WaitingApproval[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeNotice = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    waitingOf(group).then(
      (answer) => {
        setApprovals(answer.approvals);
        setFailed(null);
      },
      (error: unknown) => setFailed(messageOf(error, 'The orders waiting for approval could not be loaded.')),
    );
  }, [group]);
  useEffect(() => {
    load();
  }, [load]);

  if (failed)
    return (
      <Notice severity="error" className="orders-notice">
        {failed}
      </Notice>
    );
  if (approvals === null || (approvals.length === 0 && outcome === null)) return null;
  return (
    <section aria-labelledby="waiting-approvals" className="panel waiting-approvals">
      <h2 id="waiting-approvals" className="heading waiting-approvals-heading">
        Waiting for approval
      </h2>
      {outcome && (
        <Notice ref={outcomeNotice} tabIndex={-1} role="status" severity="success" className="orders-notice">
          <p>{outcome}</p>
        </Notice>
      )}
      {approvals.length === 0 ? (
        <p className="text">No order waits for approval now.</p>
      ) : (
        <ul className="bare-list waiting-approvals-list">
          {approvals.map((approval) => (
            <li key={approval.order_number} className="waiting-approval">
              <dl className="waiting-approval-facts">
                <div>
                  <dt>Order</dt>
                  <dd>{approval.order_number}</dd>
                </div>
                <div>
                  <dt>Store</dt>
                  <dd>{approval.store_name}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>{formatPrice(approval.total_cents)}</dd>
                </div>
                <div>
                  <dt>Waiting since</dt>
                  <dd>{formatOrderDate(approval.waiting_since)}</dd>
                </div>
                <div>
                  <dt>Approver</dt>
                  <dd>{approval.approver_name}</dd>
                </div>
                <div className="waiting-approval-why">
                  <dt>Why</dt>
                  <dd>{approval.reasons.join('; ')}</dd>
                </div>
              </dl>
              <div className="waiting-approval-actions">
                <button
                  type="button"
                  className="button button-contained button-small"
                  aria-haspopup="dialog"
                  onClick={() => setAsked({ approval, decision: 'approve' })}
                >
                  Approve <span className="visually-hidden">order {approval.order_number}</span>
                </button>
                <button
                  type="button"
                  className="button button-outlined button-small"
                  aria-haspopup="dialog"
                  onClick={() => setAsked({ approval, decision: 'reject' })}
                >
                  Reject <span className="visually-hidden">order {approval.order_number}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DecisionDialog
        group={group}
        asked={asked}
        onCancel={() => setAsked(null)}
        onClosed={() => outcomeNotice.current?.focus()}
        onDecided={(answer) => {
          setAsked(null);
          setOutcome(`${answer.order_number}: ${answer.status_text}.`);
          load();
          onDecided();
        }}
      />
    </section>
  );
}

/** The confirmation: approving, or rejecting with the reason the buyer reads. */
function DecisionDialog({
  group,
  asked,
  onCancel,
  onClosed,
  onDecided,
}: {
  group: string;
  asked: Asked | null;
  onCancel: () => void;
  onClosed: () => void;
  onDecided: (answer: ApprovalDecisionAnswer) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rejecting = asked?.decision === 'reject';
  const number = asked?.approval.order_number ?? '';

  useEffect(() => {
    setReason('');
    setProblem(null);
    setRefusal(null);
    setBusy(false);
  }, [asked]);

  const submit = async () => {
    if (!asked) return;
    if (rejecting && !reason.trim()) {
      setProblem(REJECTION_NEEDS_REASON);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      onDecided(await decideAsAdmin(group, number, asked.decision, rejecting ? reason.trim() : null));
    } catch (error) {
      setRefusal(messageOf(error, 'The decision could not be saved. Nothing was changed.'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={asked !== null}
      onClose={() => !busy && onCancel()}
      onClosed={onClosed}
      title={rejecting ? `Reject order ${number}?` : `Approve order ${number}?`}
      size="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="dialog-content">
          <p className="text">
            {rejecting
              ? 'Rejecting cancels the order: nothing of it is made. The buyer reads your reason.'
              : 'Approving sends the order into production. You decide as Group admin.'}
          </p>
          {rejecting && (
            <ReasonField
              label="Why is it rejected?"
              value={reason}
              onChange={(value) => {
                setReason(value);
                if (problem && value.trim()) setProblem(null);
              }}
              error={problem}
              hint="The buyer reads this."
              maxLength={REJECTION_REASON_MAX}
              disabled={busy}
            />
          )}
          {refusal && (
            <Notice severity="error" className="orders-notice">
              <p>{refusal}</p>
            </Notice>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-contained" disabled={busy} aria-busy={busy || undefined}>
            {busy && <Spinner label={null} small />}
            {rejecting ? `Reject order ${number}` : `Approve order ${number}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
