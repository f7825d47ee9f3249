import { useState } from 'react';
import { calendarMonthWords, formatPrice, monthsBack } from '@portal/domain';
import { useStorefront } from '../../core/group';
import { Field } from '../../common/field';
import { Notice } from '../../common/notice';
import { Icon } from '../../common/icons';
import { downloadPath } from '../../common/icon-paths';
import { useNarrowScreen } from '../../common/use-narrow-screen';
import { budgetsCsvPath, type BuyerBudgetRow } from './budgets-api';
import { LoadFailed, Loading } from './orders-states';
import { useBudgets } from './use-budgets';

interface BudgetsViewProps {
  /** Admin mode is on: the budgets are shown in admin mode only. */
  admin: boolean;
  showError: (error: unknown) => void;
}

/** How many months back the picker offers, this one included. */
const MONTHS_OFFERED = 12;
const HEADING = 'budgets-heading';

const budgetText = (cents: number | null) => (cents === null ? 'No budget' : formatPrice(cents));
const leftText = (cents: number | null) => (cents === null ? '—' : formatPrice(cents));
const isOver = (row: BuyerBudgetRow) => row.left_cents !== null && row.left_cents < 0;
const storeText = (row: BuyerBudgetRow) => (row.store_code ? `${row.store_name} (${row.store_code})` : row.store_name);

/** What is left, in the error colour past the budget (its sign says it too). */
function Left({ row }: { row: BuyerBudgetRow }) {
  return <span className={isOver(row) ? 'budgets-over' : undefined}>{leftText(row.left_cents)}</span>;
}

/** The stores as a table from sm up. */
function BudgetsTable({ rows }: { rows: readonly BuyerBudgetRow[] }) {
  return (
    <div className="invoices-table-box">
      <table className="invoices-table" aria-labelledby={HEADING}>
        <thead>
          <tr>
            <th scope="col">Store</th>
            <th scope="col" className="invoices-number">
              Budget
            </th>
            <th scope="col" className="invoices-number">
              Spent
            </th>
            <th scope="col" className="invoices-number">
              Waiting for approval
            </th>
            <th scope="col" className="invoices-number">
              Left
            </th>
            <th scope="col" className="invoices-number">
              Orders
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.store_code || 'no-store'}>
              <th scope="row" className="invoices-account-cell">
                {storeText(row)}
              </th>
              <td className="invoices-number">{budgetText(row.budget_cents)}</td>
              <td className="invoices-number">{formatPrice(row.spent_cents)}</td>
              <td className="invoices-number">{formatPrice(row.committed_cents)}</td>
              <td className="invoices-number">
                <Left row={row} />
              </td>
              <td className="invoices-number">{row.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card per store below sm: nothing scrolls sideways on a phone. */
function BudgetCards({ rows }: { rows: readonly BuyerBudgetRow[] }) {
  return (
    <ul className="bare-list orders-cards" aria-labelledby={HEADING}>
      {rows.map((row) => (
        <li key={row.store_code || 'no-store'} className="orders-card">
          <div className="invoices-card-head">
            <span className="invoices-card-number">{storeText(row)}</span>
          </div>
          <dl className="orders-card-values">
            <dt>Budget</dt>
            <dd>{budgetText(row.budget_cents)}</dd>
            <dt>Spent</dt>
            <dd>{formatPrice(row.spent_cents)}</dd>
            <dt>Waiting for approval</dt>
            <dd>{formatPrice(row.committed_cents)}</dd>
            <dt>Left</dt>
            <dd>
              <Left row={row} />
            </dd>
            <dt>Orders</dt>
            <dd>{row.orders}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The orders screen's Budgets view, in admin mode (docs/approvals.md#budgets): each store's budget of
 * a month, what its orders spent, what waits for approval and what is left, with the month's CSV.
 * Loaded only when opened, so the orders screen's first load does not carry it (decision 025).
 */
export function BudgetsView({ admin, showError }: BudgetsViewProps) {
  const storefront = useStorefront();
  const group = storefront.key;
  const narrow = useNarrowScreen();
  const [month, setMonth] = useState('');
  const { load, reading, retry } = useBudgets(group, month, admin, showError);

  if (load.kind === 'loading') return <Loading what="budgets" />;
  if (load.kind === 'admin-only')
    return (
      <Notice role="status" severity="info" className="invoices-notice">
        <p>{load.message} Staff unlock admin mode with the Admin button above.</p>
      </Notice>
    );
  if (load.kind === 'failed') return <LoadFailed what="budgets" onRetry={retry} />;

  const { answer } = load;
  const words = calendarMonthWords(answer.month);
  return (
    <section aria-labelledby={HEADING} className="invoices-section budgets" aria-busy={reading}>
      <div className="budgets-bar">
        <Field
          select
          label="Month"
          className="budgets-month"
          value={answer.month}
          onChange={(event) => setMonth(event.target.value)}
        >
          {monthsBack(answer.current_month, MONTHS_OFFERED).map((choice) => (
            <option key={choice} value={choice}>
              {calendarMonthWords(choice)}
            </option>
          ))}
        </Field>
        {answer.rows.length > 0 && (
          <a href={budgetsCsvPath(group, answer.month)} download className="orders-pdf-link">
            <Icon path={downloadPath} />
            Download CSV
          </a>
        )}
      </div>
      <h2 id={HEADING} className="heading" aria-live="polite">
        Budgets of {words}
      </h2>
      {!answer.has_rules ? (
        <p className="panel invoices-empty">{storefront.title} has no budgets: ask your account representative to set them.</p>
      ) : answer.rows.length === 0 ? (
        <p className="panel invoices-empty">No store has a budget, and no order counted, in {words}.</p>
      ) : narrow ? (
        <BudgetCards rows={answer.rows} />
      ) : (
        <BudgetsTable rows={answer.rows} />
      )}
      <p className="budgets-note">
        Spent: placed orders, not cancelled. Waiting for approval: orders held against the budget until an approver decides.
      </p>
    </section>
  );
}
