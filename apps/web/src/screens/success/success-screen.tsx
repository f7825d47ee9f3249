import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatPrice, QUOTED_LINES_NOTE, type OrderPayment, type StorefrontAnswer } from '@portal/domain';
import { useGroupPaths, useStorefront } from '../../core/group';
import { LineDetails, LineImage } from '../../common/cart-line-details';
import { CHECKOUT_TEXT } from '../../common/checkout-text';
import { checkCircleOutlinedPath, emailPath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';
import { NarrowPage } from '../../common/narrow-page';
import { Notice } from '../../common/notice';
import { AddressLines, ChargesList, chargesView } from '../../common/order-charges';
import { readSuccessState, type SuccessState } from '../../common/success-state';
import { useToast } from '../../common/toast';

/** Items whose pictures show smaller on this screen (docs/product.md#success). */
const SMALL_IMAGE_CODES: ReadonlySet<string> = new Set(['1240', '2240', '1640']);

/**
 * /success (docs/product.md#success): the order just placed, as checkout handed it over. Plain
 * elements styled by app/styles/success.css, no MUI (decision 025).
 */
export function Component() {
  const location = useLocation();
  const state = readSuccessState(location.state);
  const toast = useToast(state ? { message: CHECKOUT_TEXT.orderPlaced, severity: 'success' } : undefined);

  return <NarrowPage after={toast.element}>{state ? <Placed state={state} /> : <NothingToShow />}</NarrowPage>;
}

/** The store as buyers know it: its name, or the group's title for an order for no store, as the orders screen says. */
function storeName(storefront: Pick<StorefrontAnswer, 'stores' | 'title'>, code: string): string {
  if (code === '' || code === 'None') return storefront.title;
  return storefront.stores.find((store) => store.code === code)?.name ?? code;
}

/**
 * How the order is paid, in the rows of the summary: PayPal, or on account with the account it
 * bills and the code it was placed with, masked as the server sent it (decision 016).
 */
function paymentRows(payment: OrderPayment, pending: boolean): [string, string][] {
  if (payment.method === 'paypal') return [['Payment', pending ? 'PayPal (completing)' : 'Paid with PayPal']];
  const rows: [string, string][] = [
    ['Payment', payment.billing_account ? `On account, billed to ${payment.billing_account}` : 'On account'],
  ];
  if (payment.masked_code) {
    const whose = payment.code_store ? `, the store code of ${payment.code_store}` : '';
    rows.push(['Code used', `${payment.masked_code}${whose}`]);
  }
  return rows;
}

/** Where the confirmation goes, and when: a payment PayPal has not completed sends it once it clears. */
function confirmationText(email: string, pending: boolean): string {
  return pending
    ? `A confirmation e-mail will go to ${email} once the payment clears.`
    : `A confirmation e-mail is on its way to ${email}.`;
}

/** What the order was placed as: its number, store and customer PO, and where the confirmation goes. */
function OrderSummary({ state }: { state: SuccessState }) {
  const storefront = useStorefront();
  const rows: [string, ReactNode][] = [];
  if (state.orderNumber) rows.push(['Order number', state.orderNumber]);
  if (state.store !== undefined) rows.push(['Store', storeName(storefront, state.store)]);
  if (state.charges) rows.push(['Ships to', <AddressLines address={state.charges.ship_to.address} />]);
  if (state.customerPo) rows.push(['Your PO', state.customerPo]);
  if (state.payment) rows.push(...paymentRows(state.payment, state.paymentPending === true));
  return (
    <>
      {rows.length > 0 && (
        <dl className="success-summary">
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {state.email && (
        <p className="success-email">
          <Icon path={emailPath} />
          <span>{confirmationText(state.email, state.paymentPending === true)}</span>
        </p>
      )}
    </>
  );
}

/** Where to go from here: the group's orders, or back to the store. */
function NextSteps() {
  const paths = useGroupPaths();
  return (
    <nav aria-label="Next steps" className="success-actions success-next">
      <RouterLink to={paths.orders} className="button button-contained">
        View orders
      </RouterLink>
      <RouterLink to={paths.home} className="button button-outlined">
        Continue shopping
      </RouterLink>
    </nav>
  );
}

function Placed({ state }: { state: SuccessState }) {
  return (
    <div className="narrow-page-panel">
      <div className="success-head">
        <Icon path={checkCircleOutlinedPath} className="icon success-check" />
        <h1 className="success-title">Order Placed Successfully</h1>
      </div>
      {state.approval && (
        // News, not a fault: the order is placed, and waits for the dealership's approver (docs/approvals.md).
        <Notice severity="info" role="status" className="success-approval" title={state.approval.text}>
          <p>The order is recorded. It goes into production once it is approved.</p>
        </Notice>
      )}
      <OrderSummary state={state} />
      {state.paymentPending && (
        <Notice severity="info" className="success-pending">
          <p>PayPal is still completing the payment. The order is recorded and is processed once the payment clears.</p>
        </Notice>
      )}
      <NextSteps />
      <h2 className="success-heading">Items ordered</h2>
      <ul className="bare-list cart-lines">
        {state.lines.map((line, index) => (
          <li key={`${line.code}|${line.size}|${line.color}|${line.embroidery}|${line.secondEmbroidery ?? ''}|${index}`}>
            <div className="cart-line">
              <div className="success-picture">
                <LineImage line={line} small={SMALL_IMAGE_CODES.has(line.code)} />
              </div>
              <LineDetails line={line} />
            </div>
          </li>
        ))}
      </ul>
      {state.charges ? (
        <>
          <h2 className="success-heading">Charges</h2>
          <ChargesList view={chargesView(state.charges)} className="success-charges" />
          {state.lines.some((line) => line.price === 0) && <p className="cart-total-note">{QUOTED_LINES_NOTE}</p>}
        </>
      ) : (
        state.totalCents !== undefined && (
          <>
            <p className="cart-total">Order total: {formatPrice(state.totalCents)}</p>
            {state.lines.some((line) => line.price === 0) && <p className="cart-total-note">{QUOTED_LINES_NOTE}</p>}
          </>
        )
      )}
    </div>
  );
}

/** Opened without an order to show: a new tab, a bookmark, or history state the browser dropped. */
function NothingToShow() {
  const paths = useGroupPaths();
  return (
    <div className="narrow-page-panel">
      <h1 className="success-title success-title-none">No order to show</h1>
      <p className="success-text">
        The details of an order are shown here right after it is placed. If you just placed one, it was received: you can find it
        under View Orders.
      </p>
      <div className="success-actions">
        <RouterLink to={paths.home} className="button button-contained">
          Back to the store
        </RouterLink>
        <RouterLink to={paths.orders} className="button button-outlined">
          View Orders
        </RouterLink>
      </div>
    </div>
  );
}
