import {
  displayOrMissing,
  formatOrderDate,
  formatPrice,
  FULFILMENT_STATUS_LABELS,
  onHoldText,
  orderName,
  type OrderInvoice,
} from '@portal/domain';
import { useStorefront } from '../../core/group';
import { keyboardArrowDownPath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';
import { invoicePdfPath } from './invoices-api';
import { InvoiceStatusChip } from './invoice-status-chip';
import { OrderLinesTable } from './order-lines-table';
import { OrderShipment } from './order-shipment';
import { OrderTimeline } from './order-timeline';
import { PdfLink } from './pdf-link';
import type { RetrievedOrder } from './orders-api';
import type { PoDrafts } from './use-po-drafts';

interface OrderRowProps {
  order: RetrievedOrder;
  /** The order's store as the list names it (orderStoreLabel). */
  store: string;
  open: boolean;
  onToggle: () => void;
  /** Admin mode: each line gets its edit button. */
  admin: boolean;
  po: PoDrafts;
}

/** The order's invoice once issued: its number, its status and its PDF (the Invoices view has the rest). */
function InvoiceCell({ invoice }: { invoice: OrderInvoice }) {
  const group = useStorefront().key;
  return (
    <span className="orders-invoice">
      <span className="orders-invoice-number">{invoice.number}</span>
      <InvoiceStatusChip status={invoice.status} />
      <PdfLink href={invoicePdfPath(group, invoice.id)} document={invoice.number} />
    </span>
  );
}

/**
 * One order: its row with the button that opens it, and under it the row its lines open in (a
 * disclosure: the button says whether it is open and names what it opens). Below sm, orders.css
 * stacks the row's cells into one card-like block, each labelled, so nothing is cut or scrolled sideways.
 */
export function OrderRow({ order, store, open, onToggle, admin, po }: OrderRowProps) {
  const regionId = `order-${order.order_number}-lines`;
  return (
    <>
      <tr className={open ? 'orders-row orders-row-open' : 'orders-row'}>
        <td className="orders-cell-toggle">
          <button
            type="button"
            className="icon-button orders-toggle"
            aria-label={`Show items of order ${order.order_number}`}
            aria-expanded={open}
            aria-controls={regionId}
            onClick={onToggle}
          >
            <Icon path={keyboardArrowDownPath} />
          </button>
        </td>
        <td className="orders-cell-date">{formatOrderDate(order.created_at)}</td>
        <td className="orders-cell-number" data-label="Order No.">
          {order.order_number}
        </td>
        <td className="orders-cell-name">{displayOrMissing(orderName(order))}</td>
        <td className="orders-cell-store">{store}</td>
        <td className="orders-cell-po" data-label="Your PO">
          {displayOrMissing(order.customer_po)}
        </td>
        <td className="orders-cell-total">{formatPrice(order.total)}</td>
        <td className="orders-cell-status" data-label="Status">
          {FULFILMENT_STATUS_LABELS[order.fulfilment_status]}
          {order.approval && (
            <span className={`small orders-approval orders-approval-${order.approval.status}`}>{order.approval.text}</span>
          )}
          {/* An approval's own words say what its hold waits for, and who decides. */}
          {order.holds
            .filter((hold) => !(order.approval && hold.reason === 'approval'))
            .map((hold) => (
              <span key={hold.reason} className="small orders-hold">
                {onHoldText(hold)}
              </span>
            ))}
        </td>
        <td className="orders-cell-invoice" data-label="Invoice">
          {order.invoice ? <InvoiceCell invoice={order.invoice} /> : displayOrMissing(null)}
        </td>
      </tr>
      <tr className="orders-lines-row">
        <td colSpan={9}>
          {open && (
            <div id={regionId}>
              <OrderTimeline order={order} />
              <OrderShipment order={order} />
              <OrderLinesTable
                order={order}
                admin={admin}
                drafts={po.drafts}
                onToggleEdit={po.toggleEdit}
                onDraftChange={po.changeDraft}
              />
            </div>
          )}
        </td>
      </tr>
    </>
  );
}
