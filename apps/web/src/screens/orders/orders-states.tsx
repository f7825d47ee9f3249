import { Link as RouterLink } from 'react-router';
import { Notice } from '../../common/notice';
import { Spinner } from '../../common/spinner';

// What the orders screen shows instead of the list, or beside it: loading, log in, failed, empty.

export function LoadingOrders() {
  return (
    <div role="status" aria-live="polite" className="orders-loading">
      <Spinner label={null} />
      <p className="text">Loading your orders…</p>
    </div>
  );
}

/** While the Invoices view's code or its invoices are on their way. */
export function LoadingInvoices() {
  return (
    <div role="status" aria-live="polite" className="orders-loading">
      <Spinner label={null} />
      <p className="text">Loading your invoices…</p>
    </div>
  );
}

/** The group has a password and this browser has not given it (decision 009). */
export function LogInToSeeOrders({ title, onLogIn }: { title: string; onLogIn: () => void }) {
  return (
    <Notice severity="info" title="Log in to see your orders" className="orders-log-in">
      <p className="orders-log-in-text">
        Past orders hold personal details, so the orders of {title} are shown only after you log in with your group&apos;s
        password.
      </p>
      <button type="button" className="button button-contained button-small" onClick={onLogIn}>
        Enter password
      </button>
    </Notice>
  );
}

/** The first page failed; the toast said why. */
export function OrdersFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="panel orders-panel">
      <p>Your orders could not be loaded.</p>
      <button type="button" className="button button-contained" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function NoOrders({ homePath }: { homePath: string }) {
  return (
    <div className="panel orders-panel">
      <p>No orders yet. Orders you place will be listed here.</p>
      <RouterLink to={homePath} className="button button-contained">
        Start shopping
      </RouterLink>
    </div>
  );
}

/** An open group lists the orders of this browser only (decision 018). */
export function OwnOrdersOnlyNote({ title }: { title: string }) {
  return (
    <Notice role="status" severity="info" className="orders-notice">
      <p>
        {title} has no password, so this page lists only the orders placed from this browser. Staff see every order in admin mode.
      </p>
    </Notice>
  );
}
