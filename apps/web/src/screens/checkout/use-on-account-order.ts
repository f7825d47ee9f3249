import { useState } from 'react';
import type { CartLine } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import type { OrderForm } from './use-order-form';
import { isLoggedOut, messageOf, type OrderSending } from './use-order-sending';

interface OnAccountOptions {
  form: OrderForm;
  sending: OrderSending;
  /** The cart's lines: what the success screen lists. */
  lines: readonly CartLine[];
  /** The cart may be ordered now (isCheckoutEnabled). */
  enabled: boolean;
  showNotice: (message: string) => void;
  /** The server wants the group's password; a right one places the order after all. */
  onLoggedOut: () => void;
}

/**
 * A refusal of the order as it stands (422) that the buyer settles away from the page, such as a
 * credit hold naming whom to call: it stays on the page rather than in a toast of 2.5 seconds.
 */
const staysOnPage = (error: unknown) => error instanceof ApiError && error.status === 422;

/**
 * The order placed with a bypass code instead of PayPal (docs/product.md#checkout); `placing` while it
 * is sent, `refusal` the last refusal that stays on the page until the next try. The cart is kept.
 */
export function useOnAccountOrder({ form, sending, lines, enabled, showNotice, onLoggedOut }: OnAccountOptions) {
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const place = async () => {
    if (!enabled || placing || !form.ready()) return;
    setPlacing(true);
    setRefusal(null);
    const orderedLines = lines.map((line) => ({ ...line }));
    try {
      const answer = await sending.send({ bypassPaypal: true, bypassCode: form.fields.code.trim() });
      await sending.finish({ lines: orderedLines, orderNumber: answer.order_number, totalCents: answer.total });
    } catch (error) {
      setPlacing(false);
      if (isLoggedOut(error)) {
        onLoggedOut();
        return;
      }
      const message = messageOf(error, 'The order could not be placed. Please try again.');
      if (staysOnPage(error)) setRefusal(message);
      else showNotice(message);
      form.markRefused(message);
    }
  };

  return { placing, place, refusal };
}
