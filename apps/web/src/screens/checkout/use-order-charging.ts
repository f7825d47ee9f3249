import { useState } from 'react';
import type { Cart, CheckoutChargesRequest, CreateOrderRequest, OrderChargesAnswer, StorefrontAnswer } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import type { CartApi } from '../../cart/cart-store';
import { useCheckoutCharges } from './use-checkout-charges';
import { useShipTo } from './use-ship-to';

/** What the buyer is told when they try to place the order before its charges are shown. */
export const CHARGES_TEXT = {
  loading: 'Freight and tax are still being worked out. Place the order once the total is shown.',
  failed: 'Freight and tax could not be worked out: press Try again under Order total, then place the order.',
  typedAddress: 'Please correct the address to ship to.',
  typeAddress: 'Enter the address to see freight and tax.',
  loggedOut: 'Log in to see freight and tax.',
} as const;

/**
 * A refusal because the freight or tax the page showed is not what the server charges now (409,
 * chargeChangesMessage): the charges are asked for again and the buyer places the order anew.
 */
export const isChargeChange = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && /\b(freight|tax)\b/i.test(error.message);

const carried = (shown: OrderChargesAnswer | null) => ({ freight: shown?.freight ?? 0, tax: shown?.tax ?? 0 });

/**
 * Where the order ships, how, and what it costs before it is placed (docs/product.md#checkout):
 * the destination, the shipping method (the first by default), and the charges the server quotes
 * for them, which placing carries so the server can refuse amounts it no longer charges.
 */
export function useOrderCharging(
  storefront: StorefrontAnswer,
  cart: CartApi,
  storeCode: string,
  showProblem: (message: string) => void,
) {
  const shipTo = useShipTo(storefront, storeCode);
  const methods = storefront.shipping_methods;
  const [chosenMethod, setMethod] = useState<string>(methods[0]?.code ?? '');
  const method = methods.some((entry) => entry.code === chosenMethod) ? chosenMethod : (methods[0]?.code ?? '');

  // The quote is for what would be ordered: a line no longer offered is not.
  const offered: Record<string, Cart[string]> = {};
  for (const [key, line] of cart.lines) if (!cart.retired.has(key)) offered[key] = line;
  const request: CheckoutChargesRequest | null =
    Object.keys(offered).length > 0 && shipTo.choice !== null
      ? {
          companyName: storefront.key,
          store: storeCode,
          cart: offered,
          ship_to: shipTo.choice,
          ...(method ? { shipping_method: method } : {}),
        }
      : null;
  const charges = useCheckoutCharges(request);

  /** The destination is good and the charges of the order as it stands are shown; otherwise says what is missing. */
  const ready = (): boolean => {
    if (!shipTo.ready()) {
      showProblem(shipTo.source === 'typed' ? CHARGES_TEXT.typedAddress : (shipTo.noDestination ?? CHARGES_TEXT.typedAddress));
      return false;
    }
    if (charges.current !== null) return true;
    // The cart itself was refused: create-order says why and the cart is read again (docs/product.md#checkout).
    if (charges.refused) return true;
    if (charges.status === 'logged-out') {
      showProblem(CHARGES_TEXT.loggedOut);
      return false;
    }
    showProblem(charges.status === 'error' ? CHARGES_TEXT.failed : CHARGES_TEXT.loading);
    return false;
  };

  /** What create-order carries besides the form and the cart: where, how, and the freight and tax shown. */
  const fields = (): Pick<CreateOrderRequest, 'ship_to' | 'shipping_method' | 'freight' | 'tax'> => ({
    ...(shipTo.choice ? { ship_to: shipTo.choice } : {}),
    ...(method ? { shipping_method: method } : {}),
    // Always what the page showed: the charges of the order as it stands, else the last shown, else
    // none at all ($0.00), so a cart sent after a refused quote is never charged amounts not shown.
    ...carried(charges.current ?? charges.shown),
  });

  /** A refusal naming freight or tax: the charges are asked for again. */
  const refused = (error: unknown) => {
    if (isChargeChange(error)) charges.retry();
  };

  const shown = (): OrderChargesAnswer | null => charges.current;

  /**
   * The server quotes only with the group's password (401): placing asks for it first, and the
   * charges are asked for again once it is given, so the order still waits for them.
   */
  const needsLogin = () => charges.status === 'logged-out';

  return {
    shipTo,
    methods,
    method,
    setMethod,
    basis: { goodsCents: cart.totalCents, units: cart.quantity },
    charges,
    // `?? null`: an answer from a server before spending rules names none.
    /** What the group's spending rules say of the order shown (kept, like the charges, while new ones load); null without rules. */
    spending: charges.shown?.spending ?? null,
    /** The rules refuse the order as it stands (over a budget that refuses): placing it waits until the cart or store changes. */
    spendingRefusal: charges.current?.spending?.refused ?? null,
    waitingFor:
      charges.status === 'logged-out'
        ? CHARGES_TEXT.loggedOut
        : shipTo.source === 'typed' && shipTo.choice === null
          ? CHARGES_TEXT.typeAddress
          : null,
    ready,
    fields,
    refused,
    shown,
    needsLogin,
    loggedIn: charges.retry,
    clear: shipTo.clear,
  };
}

export type OrderCharging = ReturnType<typeof useOrderCharging>;
