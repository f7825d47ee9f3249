import { orderStoreLabel, type StorefrontAnswer } from '@portal/domain';
import { Spinner } from '../../common/spinner';
import { OrderRow } from './order-row';
import type { RetrievedOrder } from './orders-api';
import type { PoDrafts } from './use-po-drafts';

interface OrdersTableProps {
  orders: readonly RetrievedOrder[];
  stores: StorefrontAnswer['stores'];
  /** The order numbers of the open rows. */
  expanded: ReadonlySet<string>;
  onToggle: (orderNumber: string) => void;
  /** Admin mode: each line gets its edit button. */
  admin: boolean;
  po: PoDrafts;
}

/** The columns after the toggle and the date: below sm each row says these itself, so they are for screen readers only. */
const COLUMNS = [
  ['orders-cell-number', 'Order No.'],
  ['orders-cell-name', 'Order Name'],
  ['orders-cell-store', 'Store'],
  ['orders-cell-po', 'Your PO'],
  ['orders-cell-total', 'Total'],
  ['orders-cell-status', 'Status'],
  ['orders-cell-invoice', 'Invoice'],
] as const;

/**
 * The orders, a row each, with their lines under them on demand. One table at every width: below
 * sm, orders.css shows the header as 'Order' and each row as a stacked block (no sideways scrolling
 * on a phone); the other headers stay for screen readers.
 */
export function OrdersTable({ orders, stores, expanded, onToggle, admin, po }: OrdersTableProps) {
  return (
    <div className="orders-table-box">
      <table aria-label="Orders" className="orders-table">
        <thead>
          <tr>
            <th scope="col" className="orders-cell-toggle">
              <span className="visually-hidden">Items</span>
            </th>
            <th scope="col" className="orders-cell-date">
              <span className="orders-wide-only">Order Date</span>
              <span className="orders-narrow-only">Order</span>
            </th>
            {COLUMNS.map(([cell, label]) => (
              <th key={cell} scope="col" className={`${cell} visually-hidden-narrow`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.order_number}
              order={order}
              store={orderStoreLabel(order, stores)}
              open={expanded.has(order.order_number)}
              onToggle={() => onToggle(order.order_number)}
              admin={admin}
              po={po}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The next page of orders, under the table while there is one. */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  return (
    <div className="orders-load-more">
      <button type="button" className="button button-outlined" onClick={onLoad} aria-busy={loading}>
        {loading && <Spinner small label={null} />}
        Load more
      </button>
    </div>
  );
}
