import { useState } from 'react';
import type { CartLine } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import type { OrderForm } from './use-order-form';
import { isLoggedOut, mayBeStaleCatalogue, messageOf, type OrderSending } from './use-order-sending';

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
  /** The server refused the cart as the page's catalogue priced it: load the catalogue again. */
  reloadCatalogue: () => Promise<void>;
}

/**
 * A refusal of the order as it stands that the buyer must read before trying again: a credit hold
 * naming whom to call (422), prices, freight or tax that changed (409). It stays on the page rather than in a
 * toast of 2.5 seconds.
 */
const staysOnPage = (error: unknown) => error instanceof ApiError && (error.status === 422 || error.status === 409);

/**
 * The order placed with a bypass code instead of PayPal (docs/product.md#checkout); `placing` while it
 * is sent, `refusal` the last refusal that stays on the page until the next try. The cart is kept;
 * after a 409 or 422 it is priced with the catalogue loaded again (mayBeStaleCatalogue).
 */
export function useOnAccountOrder({ form, sending, lines, enabled, showNotice, onLoggedOut, reloadCatalogue }: OnAccountOptions) {
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const place = async () => {
    if (!enabled || placing) return;
    // Nothing is quoted without the group's password: it is asked for, then the order placed.
    if (sending.needsLogin()) {
      onLoggedOut();
      return;
    }
    if (!sending.ready()) return;
    setPlacing(true);
    setRefusal(null);
    const orderedLines = lines.map((line) => ({ ...line }));
    try {
      const answer = await sending.send({ bypassPaypal: true, bypassCode: form.fields.code.trim() });
      await sending.finish({
        lines: orderedLines,
        orderNumber: answer.order_number,
        totalCents: answer.total,
        payment: answer.payment,
        ...(answer.charges ? { charges: answer.charges } : {}),
        // Waiting for the dealership's approval: the success screen says for whom.
        ...(answer.approval ? { approval: answer.approval } : {}),
      });
    } catch (error) {
      // Still busy while the catalogue loads again: the cart is then priced with it and shows what
      // changed, and the next press sends those prices.
      if (mayBeStaleCatalogue(error)) await reloadCatalogue().catch(() => undefined);
      // Freight or tax changed since they were shown: the refusal stays, and the new ones are shown.
      sending.refused(error);
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
