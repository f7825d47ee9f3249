import { formatCalendarDay, formatPrice } from '@portal/domain';
import { daysOverdue, overdueText } from '../../common/invoice-overdue';
import { invoicePdfPath, type BuyerInvoice } from './invoices-api';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoicesSection, InvoicesTable } from './invoices-section';
import { PdfLink } from './pdf-link';

interface InvoicesListProps {
  invoices: readonly BuyerInvoice[];
  group: string;
  /** 'YYYY-MM-DD', against which 'n days overdue' is counted. */
  today: string;
  /** The group bills more than one account: each invoice names its own. */
  manyAccounts: boolean;
}

/** The due day, and under it how late the invoice is while it still asks for money. */
function DueDay({ invoice, today }: { invoice: BuyerInvoice; today: string }) {
  const late = daysOverdue(invoice, today);
  return (
    <>
      <span className="invoices-day">{formatCalendarDay(invoice.due_on)}</span>
      {late > 0 && <span className="invoices-overdue">{overdueText(late)}</span>}
    </>
  );
}

const HEADING = 'invoices-list-heading';

/** A table from sm up: the invoices newest first, each with its PDF. */
function InvoicesRows({ invoices, group, today, manyAccounts }: InvoicesListProps) {
  const columns = (
    <>
      <th scope="col">Invoice No.</th>
      {manyAccounts && <th scope="col">Account</th>}
      <th scope="col">Order No.</th>
      <th scope="col">Issued</th>
      <th scope="col">Due</th>
      <th scope="col" className="invoices-number">
        Subtotal
      </th>
      <th scope="col" className="invoices-number">
        Freight
      </th>
      <th scope="col" className="invoices-number">
        Tax
      </th>
      <th scope="col" className="invoices-number">
        Total
      </th>
      <th scope="col" className="invoices-number">
        Left to pay
      </th>
      <th scope="col">Status</th>
    </>
  );
  return (
    <InvoicesTable labelledBy={HEADING} columns={columns}>
      {invoices.map((invoice) => (
        <tr key={invoice.id}>
          <th scope="row" className="invoices-nowrap">
            {invoice.number}
          </th>
          {manyAccounts && <td className="invoices-account-cell">{invoice.account_name}</td>}
          <td className="invoices-nowrap">{invoice.order_number}</td>
          <td className="invoices-nowrap">{formatCalendarDay(invoice.issued_on)}</td>
          <td className="invoices-nowrap">
            <DueDay invoice={invoice} today={today} />
          </td>
          <td className="invoices-number">{formatPrice(invoice.goods_cents)}</td>
          <td className="invoices-number">{formatPrice(invoice.freight_cents)}</td>
          <td className="invoices-number">{formatPrice(invoice.tax_cents)}</td>
          <td className="invoices-number">{formatPrice(invoice.total_cents)}</td>
          <td className="invoices-number">{formatPrice(invoice.outstanding_cents)}</td>
          <td>
            <InvoiceStatusChip status={invoice.status} />
          </td>
          <td>
            <PdfLink href={invoicePdfPath(group, invoice.id)} document={invoice.number} />
          </td>
        </tr>
      ))}
    </InvoicesTable>
  );
}

/** A card per invoice below sm, its figures as labelled values: nothing scrolls sideways on a phone. */
function InvoiceCards({ invoices, group, today, manyAccounts }: InvoicesListProps) {
  return (
    <ul className="bare-list orders-cards" aria-labelledby={HEADING}>
      {invoices.map((invoice) => (
        <li key={invoice.id} className="orders-card invoices-card">
          <div className="invoices-card-head">
            <span className="invoices-card-number">{invoice.number}</span>
            <InvoiceStatusChip status={invoice.status} />
          </div>
          <dl className="orders-card-values">
            {manyAccounts && (
              <>
                <dt>Account</dt>
                <dd>{invoice.account_name}</dd>
              </>
            )}
            <dt>Order No.</dt>
            <dd>{invoice.order_number}</dd>
            <dt>Issued</dt>
            <dd>{formatCalendarDay(invoice.issued_on)}</dd>
            <dt>Due</dt>
            <dd>
              <DueDay invoice={invoice} today={today} />
            </dd>
            <dt>Subtotal</dt>
            <dd>{formatPrice(invoice.goods_cents)}</dd>
            <dt>Freight</dt>
            <dd>{formatPrice(invoice.freight_cents)}</dd>
            <dt>Tax</dt>
            <dd>{formatPrice(invoice.tax_cents)}</dd>
            <dt>Total</dt>
            <dd>{formatPrice(invoice.total_cents)}</dd>
            <dt>Left to pay</dt>
            <dd>{formatPrice(invoice.outstanding_cents)}</dd>
          </dl>
          <div className="orders-card-actions">
            <PdfLink href={invoicePdfPath(group, invoice.id)} document={invoice.number} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The group's invoices, newest first as the server sends them, or why there are none. */
export function InvoicesList(props: InvoicesListProps) {
  return (
    <InvoicesSection
      headingId={HEADING}
      title="Invoices"
      empty={
        props.invoices.length === 0 ? 'No invoice yet. Invoices of orders placed on account are listed here once issued.' : null
      }
      cards={<InvoiceCards {...props} />}
      table={<InvoicesRows {...props} />}
    />
  );
}
