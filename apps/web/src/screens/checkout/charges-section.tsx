import { Fragment, useId } from 'react';
import { formatPrice, type CheckoutSpending } from '@portal/domain';
import { ChargesList, chargesView } from '../../common/order-charges';
import { Notice } from '../../common/notice';
import { SpendingNote } from './spending-note';
import type { CheckoutCharges } from './use-checkout-charges';

/** What each row says before the first answer: the rows are there, so nothing moves when it comes. */
const PENDING_ROWS = ['Goods', 'Freight', 'Sales tax', 'Total'];

interface ChargesSectionProps {
  charges: CheckoutCharges;
  /** Why there are no charges to show yet (an address still to type, the group's password), or null. */
  waitingFor: string | null;
  /** What the group's spending rules say of the order shown; null for a group without rules. */
  spending?: CheckoutSpending | null;
  /** A store is chosen for the order (the budget left is the store's). */
  storeChosen?: boolean;
}

/**
 * The order's charges before it is placed (docs/product.md#checkout): goods, freight, sales tax and
 * total as the server would charge them. While new ones load the last stay, dimmed; a failure says
 * so with Try again. The total is announced when it changes, and so is what the dealership's
 * spending rules say of the order (SpendingNote) beneath it.
 */
export function ChargesSection({ charges, waitingFor, spending = null, storeChosen = false }: ChargesSectionProps) {
  const headingId = useId();
  const loading = charges.status === 'loading';
  const view = charges.shown ? chargesView(charges.shown) : null;
  const waiting = waitingFor !== null && (charges.status === 'idle' || charges.status === 'logged-out');
  // Said only beside charges shown: not over a failure, nor before there are any.
  const said = charges.status !== 'error' && !waiting && view ? spending : null;
  return (
    <section aria-labelledby={headingId} className="checkout-charges" aria-busy={loading}>
      <h2 className="checkout-heading" id={headingId}>
        Order total
      </h2>
      {charges.status === 'error' ? (
        <Notice
          severity="error"
          className="checkout-charges-error"
          action={
            <button type="button" className="button button-small" onClick={charges.retry}>
              Try again
            </button>
          }
        >
          <p>{charges.error}</p>
        </Notice>
      ) : waiting ? (
        <p className="checkout-hint">{waitingFor}</p>
      ) : view ? (
        <ChargesList view={view} className={loading ? 'checkout-charges-stale' : undefined} />
      ) : (
        <dl className="charges-list checkout-charges-stale">
          {PENDING_ROWS.map((term) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>…</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <SpendingNote spending={said} storeChosen={storeChosen} />
      <p className="visually-hidden" aria-live="polite">
        {charges.current ? `Order total ${formatPrice(charges.current.total)}` : ''}
      </p>
    </section>
  );
}
