import { useState } from 'react';
import type { CartLine } from '@portal/domain';
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

/** The order placed with a bypass code instead of PayPal (docs/product.md#checkout); `placing` while it is sent. */
export function useOnAccountOrder({ form, sending, lines, enabled, showNotice, onLoggedOut }: OnAccountOptions) {
  const [placing, setPlacing] = useState(false);

  const place = async () => {
    if (!enabled || placing || !form.ready()) return;
    setPlacing(true);
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
      showNotice(message);
      form.markRefused(message);
    }
  };

  return { placing, place };
}
