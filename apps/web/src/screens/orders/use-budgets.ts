import { useEffect, useState } from 'react';
import type { BuyerBudgetsAnswer } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import { fetchBudgets } from './budgets-api';

export type BudgetsLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; answer: BuyerBudgetsAnswer }
  /** Shown in admin mode only: the server's words say so. */
  | { kind: 'admin-only'; message: string }
  /** The toast said why; the view offers a retry. */
  | { kind: 'failed' };

/**
 * The group's budgets of a month ('' for this one), asked for when the view opens, when admin mode
 * comes on, when another month is chosen and on Try again. An answer to an earlier ask is dropped.
 */
export function useBudgets(group: string, month: string, admin: boolean, showError: (error: unknown) => void) {
  const [attempt, setAttempt] = useState(0);
  const request = `${group} ${month} ${admin} ${attempt}`;
  const [settled, setSettled] = useState<{ request: string; load: BudgetsLoad } | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (load: BudgetsLoad) => {
      if (current) setSettled({ request, load });
    };
    fetchBudgets(group, month).then(
      (answer) => settle({ kind: 'ready', answer }),
      (error: unknown) => {
        if (error instanceof ApiError && (error.status === 403 || error.status === 401))
          settle({ kind: 'admin-only', message: error.message });
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

  const load: BudgetsLoad = settled?.request === request ? settled.load : { kind: 'loading' };
  // The last answer stays drawn while another month is read, so the table does not jump.
  const shown = load.kind === 'loading' && settled?.load.kind === 'ready' ? settled.load : load;
  return { load: shown, reading: load.kind === 'loading', retry: () => setAttempt((n) => n + 1) };
}
