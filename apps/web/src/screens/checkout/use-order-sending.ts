import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../core/api/api-client';
import { useGroupPaths } from '../../core/group';
import type { CartApi } from '../../cart/cart-store';
import { sentDetails, type SentDetails, type SuccessState } from '../../common/success-state';
import { AttemptKeys, postCreateOrder, type CreateOrderBody } from './order-api';
import type { OrderCharging } from './use-order-charging';
import type { OrderForm } from './use-order-form';

/** The server wants the group's session: the buyer arrived by a direct link, or logged out meanwhile. */
export const isLoggedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * create-order's refusals of the cart as it stands, which a publish since the page loaded its
 * catalogue may cause: prices it no longer charges (409, decision 002) or a line it no longer offers
 * (422 naming it). The storefront is loaded again and the cart says what changed; a 422 for another
 * reason costs a revalidation answered 304.
 */
export const mayBeStaleCatalogue = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 422);

/** The error's own message when it has one; the fallback otherwise. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * What both ways to pay share: the order as the form and the cart make it, sent with the key of
 * its attempt, and the way to the success screen.
 */
export function useOrderSending(group: string, cart: CartApi, form: OrderForm, charging: OrderCharging) {
  const navigate = useNavigate();
  const paths = useGroupPaths();
  const [attemptKeys] = useState(() => new AttemptKeys());
  // What the order was sent with, not what the form says by the time PayPal answers.
  const sent = useRef<SentDetails>({});

  /** Creates the order; the same order sent again (a second click, a lost answer) keeps its key. */
  const send = (extra: Partial<CreateOrderBody> = {}) => {
    const body: CreateOrderBody = {
      companyName: group,
      first_name: form.fields.firstName.trim(),
      last_name: form.fields.lastName.trim(),
      email: form.fields.email.trim(),
      store: form.fields.store,
      customer_po: form.fields.customerPo.trim(),
      cart: cart.cart,
      ...charging.fields(),
      ...extra,
    };
    // The charges shown: the success screen's when the server's answer does not name them.
    const shown = charging.shown();
    sent.current = { ...sentDetails(body), ...(shown ? { charges: shown } : {}) };
    return postCreateOrder(body, attemptKeys.keyFor(body));
  };

  /** The form is filled, the destination good and the charges shown: the order may be sent. */
  const ready = () => form.ready() && charging.ready();

  /**
   * docs/product.md#checkout: clear the fields, go to the success screen with a copy of the lines
   * and the order's store, customer PO and e-mail, empty the cart.
   */
  const finish = async (state: SuccessState) => {
    attemptKeys.reset();
    form.clear();
    charging.clear();
    await navigate(paths.success, { state: { ...sent.current, ...state } });
    cart.clear();
  };

  return { send, finish, ready, needsLogin: charging.needsLogin, refused: charging.refused };
}

export type OrderSending = ReturnType<typeof useOrderSending>;
