import { Link } from 'react-router';

/** The orders screen's views, kept in its address: `?view=invoices`, `?view=budgets`, or none for the orders. */
export type OrdersView = 'orders' | 'invoices' | 'budgets';

export function viewOf(search: URLSearchParams): OrdersView {
  const view = search.get('view');
  return view === 'invoices' || view === 'budgets' ? view : 'orders';
}

/**
 * Orders or Invoices, and Budgets in admin mode, as links under the screen's heading (the one shown
 * is the current page). Each keeps the scroll where it is: the header does not move under the pointer.
 */
export function ViewSwitch({ view, ordersPath, admin = false }: { view: OrdersView; ordersPath: string; admin?: boolean }) {
  const links: readonly { view: OrdersView; label: string; to: string }[] = [
    { view: 'orders', label: 'Orders', to: ordersPath },
    { view: 'invoices', label: 'Invoices', to: `${ordersPath}?view=invoices` },
    // A store's spending is the purchasing manager's business: the view is offered in admin mode.
    ...(admin || view === 'budgets' ? [{ view: 'budgets' as const, label: 'Budgets', to: `${ordersPath}?view=budgets` }] : []),
  ];
  return (
    <nav aria-label={links.length > 2 ? 'Orders, invoices and budgets' : 'Orders and invoices'} className="orders-views">
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
