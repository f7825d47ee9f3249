import { useCallback, useEffect, useState } from 'react';
import { normalizeBypassCode } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import { postBypassCheck } from './order-api';

/** How long typing must pause before the code is checked. */
export const BYPASS_CHECK_DELAY_MS = 300;

export type BypassStatus = 'empty' | 'checking' | 'valid' | 'invalid' | 'error';

interface Checked {
  code: string;
  valid: boolean;
  error: string | null;
}

/**
 * Asks the server whether the typed code is a bypass code, once typing pauses. Only the answer for
 * the code now in the field counts, so a slow answer for an older code never switches modes.
 */
export function useBypassCheck(
  companyName: string,
  entered: string,
): { status: BypassStatus; error: string | null; retry: () => void } {
  const code = normalizeBypassCode(entered);
  const [checked, setChecked] = useState<Checked | null>(null);
  /** Bumped to ask again for the same code after a failed check (rate limit, network). */
  const [round, setRound] = useState(0);
  const retry = useCallback(() => {
    setChecked((last) => (last?.error ? null : last));
    setRound((n) => n + 1);
  }, []);

  useEffect(() => {
    if (code === '') return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      postBypassCheck(companyName, code).then(
        ({ valid }) => {
          if (current) setChecked({ code, valid, error: null });
        },
        (error: unknown) => {
          if (current)
            setChecked({
              code,
              valid: false,
              error: error instanceof ApiError ? error.message : 'The code could not be checked. Please try again.',
            });
        },
      );
    }, BYPASS_CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [companyName, code, round]);

  if (code === '') return { status: 'empty', error: null, retry };
  if (checked?.code !== code) return { status: 'checking', error: null, retry };
  if (checked.error !== null) return { status: 'error', error: checked.error, retry };
  return { status: checked.valid ? 'valid' : 'invalid', error: null, retry };
}
