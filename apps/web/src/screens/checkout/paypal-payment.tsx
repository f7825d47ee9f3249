import { useMemo } from 'react';
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type PayPalButtonsComponentProps,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { CHECKOUT_TEXT } from '../../common/checkout-text';
import { Icon } from '../../common/icons';
import { Notice } from '../../common/notice';
import { Spinner } from '../../common/spinner';

export type PayPalHandlers = Required<
  Pick<PayPalButtonsComponentProps, 'createOrder' | 'onApprove' | 'onError' | 'onCancel' | 'onClick'>
>;

interface PayPalPaymentProps {
  clientId: string;
  /** Where PayPal's script comes from when not from PayPal: the server's local stand-in, with the fake PayPal only. */
  sdkUrl?: string | undefined;
  handlers: PayPalHandlers;
  /** The buttons stay visible but cannot be used (a rule fails, or a payment is being completed). */
  disabled: boolean;
  /** A payment is being completed. */
  busy: boolean;
  /** Id of a text that says why the buttons are disabled. */
  describedBy?: string;
}

const BUTTON_STYLE = { color: 'gold', shape: 'rect', layout: 'vertical', tagline: false } as const;

/**
 * The PayPal buttons. The SDK script is loaded by this provider, so it is fetched only when the
 * checkout screen shows a payable cart, never on the other screens.
 */
export function PayPalPayment({ clientId, sdkUrl, ...rest }: PayPalPaymentProps) {
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({ clientId, currency: 'USD', intent: 'capture', ...(sdkUrl ? { sdkBaseUrl: sdkUrl } : {}) }),
    [clientId, sdkUrl],
  );
  return (
    <PayPalScriptProvider options={options}>
      <PayPalArea {...rest} />
    </PayPalScriptProvider>
  );
}

function PayPalArea({ handlers, disabled, busy, describedBy }: Omit<PayPalPaymentProps, 'clientId' | 'sdkUrl'>) {
  const [{ isPending, isRejected, options }, dispatch] = usePayPalScriptReducer();

  if (isRejected) {
    return (
      <Notice severity="warning" title={CHECKOUT_TEXT.paypalBlockedTitle}>
        <p>{CHECKOUT_TEXT.paypalBlocked}</p>
        <button
          type="button"
          className="button button-outlined button-small checkout-paypal-retry"
          onClick={() => dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options })}
        >
          Try loading PayPal again
        </button>
      </Notice>
    );
  }

  if (isPending) {
    return (
      <div role="status" aria-live="polite" className="checkout-paypal checkout-paypal-loading">
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="checkout-paypal-caption">Loading PayPal…</span>
      </div>
    );
  }

  return (
    <div className="checkout-paypal-area" aria-busy={busy} aria-describedby={describedBy}>
      {/* In view and read before the buttons: a blocked or refreshed payment window loses the payment. */}
      <p className="checkout-paypal-advice">
        <Icon name="info" />
        {CHECKOUT_TEXT.paymentTooltip}
      </p>
      <div data-testid="paypal-buttons" className="checkout-paypal">
        <PayPalButtons style={BUTTON_STYLE} disabled={disabled} {...handlers} />
      </div>
      {busy && (
        <div role="status" aria-live="polite" className="checkout-paypal-busy">
          <Spinner label={null} />
          <p>Completing your order…</p>
        </div>
      )}
    </div>
  );
}
