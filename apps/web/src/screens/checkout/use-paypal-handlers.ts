import { useRef, useState } from 'react';
import type { CartLine, OrderChargesAnswer } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import { rememberOrderId } from '../../cart/cart-store';
import { CHECKOUT_TEXT, missingFieldsMessage } from '../../common/checkout-text';
import type { Severity } from '../../common/notice';
import { postCaptureOrder } from './order-api';
import type { PayPalHandlers } from './paypal-payment';
import type { OrderForm } from './use-order-form';
import { isLoggedOut, mayBeStaleCatalogue, messageOf, type OrderSending } from './use-order-sending';

/** A thrown error whose message the buyer has already been shown, so onError adds nothing. */
class ShownError extends Error {}

/** The SDK reports a closed or blocked popup as an error in some browsers: that is a cancel. */
function isPopupClosed(error: Record<string, unknown>): boolean {
  const text = typeof error.message === 'string' ? error.message : String(error);
  return /popup close|window closed|window is closed|popup.*blocked|can ?not open popup/i.test(text);
}

interface PayPalOrderOptions {
  group: string;
  form: OrderForm;
  sending: OrderSending;
  /** The cart's lines: what the success screen lists for the order handed to PayPal. */
  lines: readonly CartLine[];
  showNotice: (message: string, severity?: Severity) => void;
  /** The server wants the group's password before it creates the order. */
  onLoggedOut: () => void;
  /** The server refused the cart as the page's catalogue priced it: load the catalogue again. */
  reloadCatalogue: () => Promise<void>;
}

/**
 * The PayPal buttons' handlers (docs/product.md#checkout): the form is checked before the window
 * opens, the order is created for PayPal, captured once approved; a declined card starts over in
 * the same window. `capturing` is true while an approved payment is being completed.
 */
export function usePayPalHandlers({ group, form, sending, lines, showNotice, onLoggedOut, reloadCatalogue }: PayPalOrderOptions) {
  const [capturing, setCapturing] = useState(false);
  /** The order handed to PayPal last: what the buyer approves is what the success screen lists. */
  const pendingOrder = useRef<{ orderId: string; lines: CartLine[]; totalCents: number; charges?: OrderChargesAnswer } | null>(
    null,
  );
  const approving = useRef<string | null>(null);
  /** The message of the last error createOrder showed itself. */
  const shownMessage = useRef<string | null>(null);
  const shown = (message: string) => {
    shownMessage.current = message;
    return new ShownError(message);
  };

  const handlers: PayPalHandlers = {
    onClick: (_data, actions) => {
      // Nothing is quoted without the group's password: it is asked for before the window opens.
      if (sending.needsLogin()) {
        onLoggedOut();
        return actions.reject();
      }
      return sending.ready() ? actions.resolve() : actions.reject();
    },
    createOrder: async () => {
      shownMessage.current = null;
      // Each check that fails says why itself (a toast, the boxes marked).
      if (!sending.ready())
        throw shown(form.missing.length > 0 ? missingFieldsMessage(form.missing) : 'The order is not ready to be paid yet.');
      const orderedLines = lines.map((line) => ({ ...line }));
      try {
        const answer = await sending.send();
        rememberOrderId(answer.order_id);
        pendingOrder.current = {
          orderId: answer.order_id,
          lines: orderedLines,
          totalCents: answer.total,
          ...(answer.charges ? { charges: answer.charges } : {}),
        };
        return answer.order_id;
      } catch (error) {
        if (isLoggedOut(error)) onLoggedOut();
        const message = messageOf(error, 'The order could not be created. Please try again.');
        showNotice(message);
        form.markRefused(message);
        // The cart shows the new prices; the PayPal button sends it again.
        if (mayBeStaleCatalogue(error)) void reloadCatalogue().catch(() => undefined);
        // Freight or tax changed since they were shown: the new ones are shown for the next try.
        sending.refused(error);
        // Thrown, never an empty id: the SDK then closes its window and calls onError.
        throw shown(message);
      }
    },
    onApprove: async (data, actions) => {
      if (approving.current === data.orderID) return;
      approving.current = data.orderID;
      setCapturing(true);
      try {
        const answer = await postCaptureOrder(data.orderID, group);
        const ordered = pendingOrder.current?.orderId === data.orderID ? pendingOrder.current : null;
        pendingOrder.current = null;
        await sending.finish({
          lines: ordered?.lines ?? lines.map((line) => ({ ...line })),
          orderNumber: answer.order_number,
          ...(ordered ? { totalCents: ordered.totalCents } : {}),
          ...(ordered?.charges ? { charges: ordered.charges } : {}),
          ...(answer.status === 'PENDING' ? { paymentPending: true } : {}),
          payment: { method: 'paypal', masked_code: null, code_store: null, billing_account: null },
        });
      } catch (error) {
        setCapturing(false);
        if (error instanceof ApiError && error.code === 'INSTRUMENT_DECLINED') {
          showNotice(error.message || CHECKOUT_TEXT.paymentDeclined, 'warning');
          // The buyer picks another funding source for the same order in the PayPal window.
          actions.restart();
          return;
        }
        showNotice(messageOf(error, 'The payment could not be completed. Please try again.'));
      } finally {
        approving.current = null;
      }
    },
    onCancel: () => {
      showNotice(CHECKOUT_TEXT.paymentCancelled, 'info');
    },
    onError: (error) => {
      if (isPopupClosed(error)) {
        showNotice(CHECKOUT_TEXT.paymentCancelled, 'info');
        return;
      }
      // createOrder already showed the message of its own failure; the SDK may pass on a copy of the error.
      if (error instanceof ShownError || (shownMessage.current !== null && error.message === shownMessage.current)) return;
      showNotice(CHECKOUT_TEXT.providerError);
    },
  };

  return { handlers, capturing };
}
