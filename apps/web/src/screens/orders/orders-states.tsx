import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../../common/notice';
import { Spinner } from '../../common/spinner';

// What the orders screen shows instead of the list, or beside it: loading, log in, failed, empty.

/** What the screen lists: its orders, the Invoices view's invoices, or the Budgets view's budgets. */
type Listed = 'orders' | 'invoices' | 'budgets';

/** While the list, or the Invoices view's code, is on its way. */
export function Loading({ what }: { what: Listed }) {
  return (
    <div role="status" aria-live="polite" className="orders-loading">
      <Spinner label={null} />
      <p className="text">{`Loading your ${what}…`}</p>
    </div>
  );
}

/** The group has a password and this browser has not given it (decision 009); `children` say what it keeps hidden. */
export function LogInToSee({ what, onLogIn, children }: { what: Listed; onLogIn: () => void; children: ReactNode }) {
  return (
    <Notice severity="info" title={`Log in to see your ${what}`} className="orders-log-in">
      <p className="orders-log-in-text">{children}</p>
      <button type="button" className="button button-contained button-small" onClick={onLogIn}>
        Enter password
      </button>
    </Notice>
  );
}

/** The list could not be loaded; the toast said why. */
export function LoadFailed({ what, onRetry }: { what: Listed; onRetry: () => void }) {
  return (
    <div className="panel orders-panel">
      <p>{`Your ${what} could not be loaded.`}</p>
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
