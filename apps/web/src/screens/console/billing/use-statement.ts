import { useEffect, useState } from 'react';
import type { ConsoleStatementAnswer } from '@portal/domain';
import { ApiError, type Settled } from '../../../core/api/api-client';
import { consoleStatement } from '../api/billing';

/**
 * The account's statement of a month, read by the page itself: changing the month reads it alone,
 * not the whole account again. It is read again when `stamp` changes (the ledger read again after a
 * change) or on `retry`. Null while the month asked for is being read.
 */
export function useStatement(accountId: string, period: string, stamp: unknown) {
  const key = `${accountId} ${period}`;
  const [read, setRead] = useState<{ key: string; settled: Settled<ConsoleStatementAnswer> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    consoleStatement(accountId, period, { signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setRead({ key, settled: { ok: true, answer } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && error instanceof ApiError) setRead({ key, settled: { ok: false, error } });
      },
    );
    return () => controller.abort();
  }, [accountId, period, key, stamp, attempt]);
  return {
    statement: read?.key === key ? read.settled : null,
    retry: () => {
      setRead(null);
      setAttempt((n) => n + 1);
    },
    reload: () => setAttempt((n) => n + 1),
  };
}
