import { useCallback, useEffect, useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE, type ConsoleOrderDetailAnswer } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consoleOrder } from '../console-api';

type Load =
  { kind: 'loading' } | { kind: 'ready'; detail: ConsoleOrderDetailAnswer } | { kind: 'failed'; status: number; message: string };

/** What a change came to: done, or refused with the words to show where it was asked. */
export type ChangeResult = { ok: true } | { ok: false; message: string; conflict: boolean };

/** What the page says after a change, above the order. */
export type OrderNotice = { severity: 'success' | 'warning'; text: string };

const CONFLICT_NOTE = 'The order has been reloaded: this is its latest state.';

/**
 * One order's detail, and the changes staff make to it. After each change the order is read again
 * (its e-mails, history and audit grow with it). A 409 (an impossible move, or someone else changed
 * the order first) is said plainly and the fresh state is loaded.
 */
export function useOrder(orderId: string) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [notice, setNotice] = useState<OrderNotice | null>(null);
  // One change at a time: the next one must carry the version the first one leaves.
  const [changing, setChanging] = useState(false);

  const fetchDetail = useCallback(async () => {
    try {
      const detail = await consoleOrder(orderId, {});
      setLoad({ kind: 'ready', detail });
    } catch (error) {
      setLoad({
        kind: 'failed',
        status: error instanceof ApiError ? error.status : 0,
        message: error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE,
      });
    }
  }, [orderId]);

  useEffect(() => {
    setLoad({ kind: 'loading' });
    setNotice(null);
    void fetchDetail();
  }, [fetchDetail]);

  /** Runs a change; says what it did, or why not. */
  const change = async (action: () => Promise<unknown>, done: string): Promise<ChangeResult> => {
    setChanging(true);
    try {
      return await run(action, done);
    } finally {
      setChanging(false);
    }
  };

  const run = async (action: () => Promise<unknown>, done: string): Promise<ChangeResult> => {
    try {
      await action();
    } catch (error) {
      const message = error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE;
      if (error instanceof ApiError && error.status === 409) {
        await fetchDetail();
        setNotice({ severity: 'warning', text: `${message} ${CONFLICT_NOTE}` });
        return { ok: false, message, conflict: true };
      }
      return { ok: false, message, conflict: false };
    }
    // Read again before saying so: the page's buttons then carry the order's new version.
    await fetchDetail();
    setNotice({ severity: 'success', text: done });
    return { ok: true };
  };

  return { load, notice, clearNotice: () => setNotice(null), change, changing, retry: () => void fetchDetail() };
}
