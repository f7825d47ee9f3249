import { Link } from 'react-router';

/** The orders screen's two views, kept in its address: `?view=invoices`, or none for the orders. */
export type OrdersView = 'orders' | 'invoices';

export const viewOf = (search: URLSearchParams): OrdersView => (search.get('view') === 'invoices' ? 'invoices' : 'orders');

/**
 * Orders or Invoices, as two links under the screen's heading (the one shown is the current page).
 * Each keeps the scroll where it is: the header does not move under the pointer.
 */
export function ViewSwitch({ view, ordersPath }: { view: OrdersView; ordersPath: string }) {
  const links: readonly { view: OrdersView; label: string; to: string }[] = [
    { view: 'orders', label: 'Orders', to: ordersPath },
    { view: 'invoices', label: 'Invoices', to: `${ordersPath}?view=invoices` },
  ];
  return (
    <nav aria-label="Orders and invoices" className="orders-views">
      {links.map((link) => (
        <Link
          key={link.view}
          to={link.to}
          preventScrollReset
          className="orders-view"
          aria-current={view === link.view ? 'page' : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
