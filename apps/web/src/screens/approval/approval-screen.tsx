import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  formatOrderDate,
  formatPrice,
  LINK_NOT_VALID,
  PRICE_ON_QUOTE,
  REJECTION_NEEDS_REASON,
  REJECTION_REASON_MAX,
  withSecond,
  type ApprovalDecisionAnswer,
  type ApprovalLine,
  type ApprovalOpenAnswer,
} from '@portal/domain';
import { useLocation } from 'react-router';
import { ApiError } from '../../core/api/api-client';
import { FallbackImage } from '../../common/fallback-image';
import { Notice } from '../../common/notice';
import { ReasonField } from '../../common/reason-field';
import { Spinner } from '../../common/spinner';
import { decideApproval, openApproval } from './approval-api';

// The page an approver's e-mail links to (docs/approvals.md): `<group>/approval#<token>`. Opening
// it only shows the order; the one decision its link allows is a button to press, with a reason to
// reject, so a mail scanner that follows the link decides nothing. Plain CSS (app/styles/approval.css).

type Load =
  { kind: 'loading' } | { kind: 'refused'; message: string; expired: boolean } | { kind: 'ready'; answer: ApprovalOpenAnswer };

/** The token after '#': never sent to the server in an address, so no log holds it. */
function tokenOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return '';
  }
}

/** 'Mar 11, 2030, 3:00 PM': when a link stops working, in the approver's own time. */
const dateTime = (ms: number): string => new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'The order could not be loaded.';
}

export function Component() {
  const token = tokenOf(useLocation().hash);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    if (!token) {
      setLoad({ kind: 'refused', message: LINK_NOT_VALID, expired: false });
      return undefined;
    }
    setLoad({ kind: 'loading' });
    let live = true;
    openApproval(token).then(
      (answer) => live && setLoad({ kind: 'ready', answer }),
      (error: unknown) =>
        live &&
        setLoad({ kind: 'refused', message: messageOf(error), expired: error instanceof ApiError && error.status === 410 }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <div className="container approval">
      {load.kind === 'loading' && (
        <div role="status" aria-live="polite" className="approval-loading">
          <Spinner label={null} />
          <p className="text">Loading the order…</p>
        </div>
      )}
      {load.kind === 'refused' && (
        <>
          <h1 className="approval-title">{load.expired ? 'This link has expired' : 'This link cannot be used'}</h1>
          <Notice severity={load.expired ? 'warning' : 'error'} className="approval-notice">
            <p>{load.message}</p>
          </Notice>
        </>
      )}
      {load.kind === 'ready' && <ApprovalPage key={token} token={token} answer={load.answer} />}
    </div>
  );
}

function ApprovalPage({ token, answer: opened }: { token: string; answer: ApprovalOpenAnswer }) {
  // Read again once decided, so the budget shows the order as spent (or given back), not as it waited.
  const [answer, setAnswer] = useState(opened);
  const { order } = answer;
  const [outcome, setOutcome] = useState<ApprovalDecisionAnswer | null>(null);
  const decided = (decision: ApprovalDecisionAnswer) => {
    setOutcome(decision);
    openApproval(token).then(setAnswer, () => undefined);
  };
  const waiting = answer.status === 'waiting' && outcome === null;
  return (
    <>
      <h1 className="approval-title">
        {answer.decision === 'approve' ? 'Approve' : 'Reject'} order {order.order_number}
      </h1>
      <p className="approval-lead">
        {order.buyer_name} ordered for {order.store_name} ({order.group_title}).{' '}
        {waiting ? `It waits for your approval, ${answer.approver_name}.` : ''}
      </p>
      {outcome ? (
        <Outcome outcome={outcome} />
      ) : (
        answer.status !== 'waiting' && (
          <Notice severity="info" role="status" title="This order was decided already" className="approval-notice">
            <p>{answer.status_text}. Nothing more is needed.</p>
          </Notice>
        )
      )}
      <OrderFacts answer={outcome ? { ...answer, status: outcome.status, status_text: outcome.status_text } : answer} />
      <section aria-labelledby="approval-items" className="approval-section">
        <h2 id="approval-items" className="approval-heading">
          Items
        </h2>
        <ul className="bare-list approval-lines">
          {order.lines.map((line) => (
            <LineRow key={line.line_no} line={line} />
          ))}
        </ul>
        <dl className="charges-list approval-charges">
          {(
            [
              ['Goods', order.goods_cents],
              ['Freight', order.freight_cents],
              ['Tax', order.tax_cents],
              ['Total', order.total_cents],
            ] as const
          ).map(([term, cents]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{formatPrice(cents)}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      {waiting && <Decide token={token} answer={answer} onDecided={decided} />}
    </>
  );
}

/** Why it waits, the budget, where it ships and until when the link works. */
function OrderFacts({ answer }: { answer: ApprovalOpenAnswer }) {
  const { order, budget } = answer;
  const rows: [string, ReactNode][] = [
    ['Order', order.order_number],
    ['Placed', formatOrderDate(order.placed_at)],
    ['Buyer', order.buyer_name],
    ['Store', order.store_name],
    ['Ships to', order.ship_to ? <Address address={order.ship_to} /> : 'No address recorded'],
    ['Why it waits', answer.reasons.join('; ')],
    ['Status', answer.status_text],
    ['Link works until', dateTime(answer.expires_at)],
  ];
  return (
    <>
      <dl className="approval-facts">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {budget && (
        <section aria-labelledby="approval-budget" className="approval-section approval-budget">
          <h2 id="approval-budget" className="approval-heading">
            {order.store_name}&apos;s budget this month
          </h2>
          <dl className="approval-budget-figures">
            {(
              [
                ['Budget', budget.budget_cents],
                ['Spent', budget.spent_cents],
                ['Waiting for approval', budget.committed_cents],
                ['Left', budget.left_cents],
              ] as const
            ).map(([term, cents]) => (
              <div key={term} className={cents < 0 ? 'approval-budget-figure approval-over' : 'approval-budget-figure'}>
                <dt>{term}</dt>
                <dd>{formatPrice(cents)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}

/** An address as lines, one under the other (written here: the domain's helper brings the form's schemas). */
function Address({ address }: { address: NonNullable<ApprovalOpenAnswer['order']['ship_to']> }) {
  const lines = [address.name, address.street, address.street2 ?? '', `${address.city}, ${address.state} ${address.zip}`];
  return (
    <span className="address-lines">
      {lines
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <span key={`${index}-${line}`}>{line}</span>
        ))}
    </span>
  );
}

function LineRow({ line }: { line: ApprovalLine }) {
  const logos = withSecond(line.embroidery, line.second_embroidery ?? '');
  const made = [line.color, line.type === 'customs' ? '' : line.size && `size ${line.size}`, logos && `logo ${logos}`]
    .filter(Boolean)
    .join(' · ');
  const price = line.unit_price_cents === 0 ? PRICE_ON_QUOTE : formatPrice(line.line_total_cents);
  return (
    <li className="approval-line">
      <FallbackImage src={line.picture_url} alt="" width={64} height={64} className="approval-line-picture" />
      <div className="approval-line-text">
        <p className="approval-line-name">{line.name}</p>
        <p className="small approval-line-made">
          {line.code}
          {made ? ` · ${made}` : ''}
        </p>
        <p className="small">
          {line.quantity.toLocaleString('en-US')}
          {line.type === 'customs' ? ' units' : ''} ×{' '}
          {line.unit_price_cents === 0 ? PRICE_ON_QUOTE : formatPrice(line.unit_price_cents)}
        </p>
      </div>
      <p className="approval-line-total">{price}</p>
    </li>
  );
}

/** The one decision of the link: a button to confirm, and for a rejection the reason the buyer reads. */
function Decide({
  token,
  answer,
  onDecided,
}: {
  token: string;
  answer: ApprovalOpenAnswer;
  onDecided: (outcome: ApprovalDecisionAnswer) => void;
}) {
  const rejecting = answer.decision === 'reject';
  const number = answer.order.order_number;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const refusalNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalNotice.current?.focus();
  }, [refusal]);

  const submit = async () => {
    if (rejecting && !reason.trim()) {
      setProblem(REJECTION_NEEDS_REASON);
      reasonBox.current?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      onDecided(await decideApproval(token, number, answer.decision, rejecting ? reason.trim() : null));
    } catch (error) {
      setRefusal(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <form
      className="approval-section approval-decide"
      aria-labelledby="approval-decide"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="approval-decide" className="approval-heading">
        {rejecting ? 'Reject this order' : 'Approve this order'}
      </h2>
      <p className="text">
        {rejecting
          ? 'Rejecting cancels the order: nothing of it is made. The buyer reads your reason.'
          : 'Approving sends the order into production; it counts against the budget as spent.'}
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
          textareaRef={reasonBox}
        />
      )}
      {refusal && (
        <Notice ref={refusalNotice} tabIndex={-1} severity="error" className="approval-notice">
          <p>{refusal}</p>
        </Notice>
      )}
      <button
        type="submit"
        className={`button button-contained button-large ${rejecting ? 'approval-reject' : 'approval-approve'}`}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner label={null} small />}
        {rejecting ? `Reject order ${number}` : `Approve order ${number}`}
      </button>
    </form>
  );
}

/** What the decision did, focused as it appears so a screen reader says it. */
function Outcome({ outcome }: { outcome: ApprovalDecisionAnswer }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <Notice
      ref={notice}
      tabIndex={-1}
      role="status"
      severity={outcome.status === 'approved' ? 'success' : 'info'}
      title={outcome.status === 'approved' ? `Order ${outcome.order_number} approved` : `Order ${outcome.order_number} rejected`}
      className="approval-notice"
    >
      <p>
        {outcome.status_text}.{' '}
        {outcome.status === 'approved'
          ? 'It now goes into production; the buyer has been told.'
          : 'The order is cancelled; the buyer has been told why.'}
      </p>
    </Notice>
  );
}
