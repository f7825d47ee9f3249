import { useId } from 'react';
import {
  apparelQuantity,
  COMPANY_MINIMUM_APPAREL_UNITS,
  RETIRED_LINES_REASON,
  type CartLine,
  type StorefrontAnswer,
} from '@portal/domain';
import { CHECKOUT_TEXT } from '../../common/checkout-text';
import { Notice } from '../../common/notice';
import { Spinner } from '../../common/spinner';
import { PayPalPayment, type PayPalHandlers } from './paypal-payment';

interface PaymentSectionProps {
  storefront: StorefrontAnswer;
  /** The browser's session with the group: false shows how to log in before paying. */
  loggedIn: boolean | null;
  lines: readonly CartLine[];
  /** The company minimum of apparel units holds (meetsCompanyMinimum). */
  meetsMinimum: boolean;
  /** Lines the catalogue no longer offers: the order waits until they are removed. */
  retiredCount: number;
  /** An accepted bypass code: the order goes on account with the Checkout button, not to PayPal. */
  bypassActive: boolean;
  /** The Checkout button may be pressed (isCheckoutEnabled). */
  checkoutEnabled: boolean;
  /** Why the group's spending rules refuse the order as it stands (over a budget that refuses), or null. */
  spendingRefusal?: string | null;
  /** `refusal`: the server's last refusal of the order on account that stays on the page (a credit hold). */
  onAccount: { placing: boolean; place: () => Promise<void>; refusal: string | null };
  paypal: { handlers: PayPalHandlers; capturing: boolean };
  onLogIn: () => void;
}

/** How the order is paid: on account with a code, with PayPal, or a note that online payment is not offered. */
export function PaymentSection(props: PaymentSectionProps) {
  const { storefront, lines, meetsMinimum, retiredCount, onAccount, paypal } = props;
  const minimumId = useId();
  const retiredId = useId();
  const refusedId = useId();
  const refusal = props.spendingRefusal ?? null;
  /** Why the order cannot be placed yet, for the button's description. */
  const reasons = [meetsMinimum ? null : minimumId, retiredCount > 0 ? retiredId : null].filter((id) => id !== null);
  const placeDescribedBy = [...reasons, ...(refusal !== null ? [refusedId] : [])].join(' ') || undefined;
  const describedBy = reasons.length > 0 ? reasons.join(' ') : undefined;
  const notes = (
    <>
      {!meetsMinimum && <MinimumNote id={minimumId} lines={lines} />}
      {retiredCount > 0 && (
        <p id={retiredId} className="checkout-retired-reason" role="note">
          {RETIRED_LINES_REASON}
        </p>
      )}
    </>
  );
  const paypalOffered =
    storefront.payments.paypal.available && !storefront.paypal_not_supported && storefront.payments.paypal.client_id !== null;
  return (
    <section aria-label="Payment" className="checkout-payment">
      {props.loggedIn === false && lines.length > 0 && <LogInNotice title={storefront.title} onLogIn={props.onLogIn} />}
      {props.bypassActive ? (
        <div className="checkout-on-account">
          {onAccount.refusal !== null && (
            <Notice severity="error" className="checkout-refusal">
              <p>{onAccount.refusal}</p>
            </Notice>
          )}
          <button
            type="button"
            className="button button-contained button-large checkout-place"
            onClick={() => void onAccount.place()}
            // Busy: pressed once, the order is on its way (a second press would be ignored anyway).
            disabled={!props.checkoutEnabled || onAccount.placing || refusal !== null}
            aria-busy={onAccount.placing}
            aria-describedby={placeDescribedBy}
          >
            {onAccount.placing && <Spinner small label={null} />}
            Checkout
          </button>
          {refusal !== null && (
            <p id={refusedId} className="checkout-spending-refusal" role="note">
              {refusal}
            </p>
          )}
          {notes}
        </div>
      ) : lines.length === 0 ? null : paypalOffered ? (
        <>
          <PayPalPayment
            clientId={storefront.payments.paypal.client_id ?? ''}
            sdkUrl={storefront.payments.paypal.sdk_url}
            handlers={paypal.handlers}
            disabled={!meetsMinimum || retiredCount > 0 || paypal.capturing}
            busy={paypal.capturing}
            {...(describedBy ? { describedBy } : {})}
          />
          {notes}
        </>
      ) : (
        <Notice severity="info" title={CHECKOUT_TEXT.paypalUnavailableTitle}>
          <p>{CHECKOUT_TEXT.paypalUnavailable}</p>
        </Notice>
      )}
    </section>
  );
}

/** The group orders with its password and this browser has not given it yet. */
function LogInNotice({ title, onLogIn }: { title: string; onLogIn: () => void }) {
  return (
    <Notice
      severity="info"
      title="Log in to order"
      className="checkout-log-in"
      action={
        <button type="button" className="button button-small" onClick={onLogIn}>
          Enter password
        </button>
      }
    >
      <p>Orders for {title} are placed with the group&apos;s password. You can enter it now or when you check out.</p>
    </Notice>
  );
}

function MinimumNote({ id, lines }: { id: string; lines: readonly CartLine[] }) {
  const units = apparelQuantity(lines);
  return (
    <p id={id} className="checkout-minimum" role="note">
      Mens and womens items must total 0 or at least {COMPANY_MINIMUM_APPAREL_UNITS} units. Your cart has{' '}
      {units.toLocaleString('en-US')}: add {COMPANY_MINIMUM_APPAREL_UNITS - units} more or remove them.
    </p>
  );
}
