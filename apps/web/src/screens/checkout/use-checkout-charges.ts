import { useCallback, useEffect, useState } from 'react';
import type { CheckoutChargesAnswer, CheckoutChargesRequest } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import { postCheckoutCharges } from './order-api';

/** How long the cart, the store, the destination and the method must stay as they are before the charges are asked for. */
export const CHARGES_DELAY_MS = 300;

interface Quoted {
  /** The request the answer is for, as JSON. */
  key: string;
  charges: CheckoutChargesAnswer | null;
  error: string | null;
  /** The server wants the group's password before it quotes (401). */
  loggedOut?: boolean;
  /** The server refused the cart itself (409 a price moved, 422 a line it no longer offers). */
  refused?: boolean;
}

export interface CheckoutCharges {
  /**
   * 'idle': nothing to quote yet (no destination, an address still being typed, an empty cart);
   * 'logged-out': the group orders with its password and this browser has not given it (401).
   */
  status: 'idle' | 'loading' | 'ready' | 'error' | 'logged-out';
  /** The charges last answered, kept on screen while new ones load, so nothing moves. */
  shown: CheckoutChargesAnswer | null;
  /** The charges of the order as it stands now: what placing carries; null while they load or failed. */
  current: CheckoutChargesAnswer | null;
  error: string | null;
  /**
   * The quote failed because the server refuses the cart as it is (a price that moved, a line no
   * longer offered): placing sends it anyway, so create-order's refusal reloads the catalogue and
   * marks the lines, as it always has.
   */
  refused: boolean;
  retry: () => void;
}

/**
 * Asks the server what the order would cost (POST /v1/checkout-charges) each time what it costs
 * may change, once the changes pause. Only the answer for the request now standing counts, so a
 * slow answer for an older cart is never shown as this one's.
 */
export function useCheckoutCharges(request: CheckoutChargesRequest | null): CheckoutCharges {
  const key = request === null ? null : JSON.stringify(request);
  const [quoted, setQuoted] = useState<Quoted | null>(null);
  const [shown, setShown] = useState<CheckoutChargesAnswer | null>(null);
  /** Bumped to ask again for the same order: a failed call, or a refusal saying freight or tax changed. */
  const [round, setRound] = useState(0);
  const retry = useCallback(() => {
    setQuoted(null);
    setRound((n) => n + 1);
  }, []);

  useEffect(() => {
    if (key === null) return undefined;
    const body = JSON.parse(key) as CheckoutChargesRequest;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      postCheckoutCharges(body, controller.signal).then(
        (charges) => {
          if (controller.signal.aborted) return;
          setQuoted({ key, charges, error: null });
          setShown(charges);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 401) {
            setQuoted({ key, charges: null, error: null, loggedOut: true });
            return;
          }
          const message =
            error instanceof ApiError ? error.message : 'Freight and tax could not be worked out. Please try again.';
          const refused = error instanceof ApiError && (error.status === 409 || error.status === 422);
          setQuoted({ key, charges: null, error: message, refused });
        },
      );
    }, CHARGES_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [key, round]);

  const none = { current: null, error: null, refused: false, retry };
  if (key === null) return { ...none, status: 'idle', shown };
  if (quoted?.key !== key) return { ...none, status: 'loading', shown };
  if (quoted.loggedOut) return { ...none, status: 'logged-out', shown };
  if (quoted.error !== null) return { ...none, status: 'error', shown, error: quoted.error, refused: quoted.refused === true };
  return { ...none, status: 'ready', shown: quoted.charges, current: quoted.charges };
}
