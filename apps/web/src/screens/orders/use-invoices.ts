import { useEffect, useState } from 'react';
import type { BuyerInvoicesAnswer } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import { fetchInvoices } from './invoices-api';

export type InvoicesLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; answer: BuyerInvoicesAnswer }
  /** A group without a password shows its invoices in admin mode only: the server's words say so. */
  | { kind: 'admin-only'; message: string }
  /** The group has a password and this browser has not logged in (decision 009). */
  | { kind: 'unauthorized' }
  /** The toast said why; the view offers a retry. */
  | { kind: 'failed' };

/**
 * The group's invoices, asked for when the view opens and again when admin mode comes on, after a
 * login (`asked` changes) or on Try again. An answer to an earlier ask is dropped.
 */
export function useInvoices(group: string, admin: boolean, asked: number, showError: (error: unknown) => void) {
  const [attempt, setAttempt] = useState(0);
  const request = `${group} ${admin} ${asked} ${attempt}`;
  const [settled, setSettled] = useState<{ request: string; load: InvoicesLoad } | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (load: InvoicesLoad) => {
      if (current) setSettled({ request, load });
    };
    fetchInvoices(group).then(
      (answer) => settle({ kind: 'ready', answer }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 403) settle({ kind: 'admin-only', message: error.message });
        else if (error instanceof ApiError && error.status === 401) settle({ kind: 'unauthorized' });
        else {
          settle({ kind: 'failed' });
          if (current) showError(error);
        }
      },
    );
    return () => {
      current = false;
    };
    // The request names everything the answer depends on.
  }, [request]);

  const load: InvoicesLoad = settled?.request === request ? settled.load : { kind: 'loading' };
  return { load, retry: () => setAttempt((n) => n + 1) };
}
