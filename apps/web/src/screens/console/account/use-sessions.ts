import { useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE, type ConsoleSession } from '@portal/domain';
import { consoleSessionEnd, consoleSessionsEndOthers } from '../api/session';

/** What 'End all other sessions' did, in words. */
export function endedText(ended: number): string {
  if (ended === 0) return 'No other session was open.';
  return ended === 1 ? '1 other session was ended.' : `${ended} other sessions were ended.`;
}

/**
 * Ending sessions from the account page: one of the others, or all of them. `reload` reads the
 * list again once it is done; what was done stays said until dismissed.
 */
export function useSessionEnding(reload: () => Promise<void>) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (which: string, work: () => Promise<string>) => {
    if (busy) return;
    setBusy(which);
    setError(null);
    setDone(null);
    try {
      setDone(await work());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    }
    // Read again either way: a session already ended elsewhere leaves the list.
    await reload();
    setBusy(null);
  };

  return {
    /** The session being ended ('others' for all of them), while it is. */
    busy,
    error,
    done,
    clearDone: () => setDone(null),
    endOne: (session: ConsoleSession) =>
      void run(session.id, async () => {
        await consoleSessionEnd(session.id);
        return `The session of ${session.browser}${session.address ? ` at ${session.address}` : ''} was ended: that browser is logged out.`;
      }),
    endOthers: () => void run('others', async () => endedText((await consoleSessionsEndOthers()).ended)),
  };
}
