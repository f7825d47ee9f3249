import { useState, useTransition } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';

/** What a change came to: done, or refused with the words to show where it was asked. */
export type ChangeResult = { ok: true } | { ok: false; message: string; conflict: boolean };

/** What the page says after a change, above the order. */
export type OrderNotice = { severity: 'success' | 'warning'; text: string };

const CONFLICT_NOTE = 'The order has been reloaded: this is its latest state.';

/**
 * The changes staff make to an order. After each one the route's loader reads the order again (its
 * e-mails, history and audit grow with it). A 409 (an impossible move, or someone else changed the
 * order first) is said plainly and the fresh state is shown.
 */
export function useOrderChanges() {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<OrderNotice | null>(null);
  // One change at a time, until the order read again is drawn: the change, the order read again and
  // what the page says of it are one transition, so the next change carries the version this one left.
  const [changing, startChanging] = useTransition();

  const attempt = async (action: () => Promise<unknown>, done: string): Promise<[ChangeResult, OrderNotice | null]> => {
    try {
      await action();
    } catch (error) {
      const message = error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE;
      if (!(error instanceof ApiError && error.status === 409)) return [{ ok: false, message, conflict: false }, null];
      await revalidator.revalidate();
      return [
        { ok: false, message, conflict: true },
        { severity: 'warning', text: `${message} ${CONFLICT_NOTE}` },
      ];
    }
    await revalidator.revalidate();
    return [{ ok: true }, { severity: 'success', text: done }];
  };

  /** Runs a change; says what it did, or why not. */
  const change = (action: () => Promise<unknown>, done: string) =>
    new Promise<ChangeResult>((resolve) => {
      startChanging(async () => {
        const [result, said] = await attempt(action, done);
        if (said) startChanging(() => setNotice(said));
        resolve(result);
      });
    });

  return { notice, clearNotice: () => setNotice(null), change, changing };
}
