import { useState, useTransition } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../core/api/api-client';
import { messageOf } from './form-messages';

interface AttemptOptions {
  /** What is done with the change's words once the page shows the change. */
  done: (text: string) => void;
  /**
   * The refusals after which the page is read again before the refusal is said (a 409: the thing
   * changed meanwhile), so the page shows what the server checked.
   */
  readAgainOn?: readonly number[];
  /** Where a refusal is said: beside the form (its `error`), unless the change was asked elsewhere. */
  refused?: (message: string, caught: unknown) => void;
}

/**
 * A change made from a form or a dialog: busy while it is made, and why it was refused. `attempt`
 * makes it: the call, the page's loaders read again and what the page then says are one
 * transition, so the form stays busy until the page shows the change, and what is said of it never
 * shows above the page as it was before. `readAgain: false` for a part that reads what changed itself.
 */
export function useChangeAttempt({ readAgain = true }: { readAgain?: boolean } = {}) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, startBusy] = useTransition();

  /** Makes a change; `work` answers what the page then says. */
  const attempt = (work: () => Promise<string>, { done, readAgainOn = [], refused }: AttemptOptions) =>
    new Promise<void>((resolve) => {
      // The last refusal goes at once, not with the change's transition.
      setError(null);
      startBusy(async () => {
        try {
          const text = await work();
          if (readAgain) await revalidator.revalidate();
          startBusy(() => done(text));
        } catch (caught) {
          if (caught instanceof ApiError && readAgainOn.includes(caught.status)) await revalidator.revalidate();
          const message = messageOf(caught);
          startBusy(() => (refused ? refused(message, caught) : setError(message)));
        } finally {
          resolve();
        }
      });
    });

  return {
    busy,
    error,
    /** Shows why the form cannot send yet (its fields' problems), or clears it. */
    setError,
    attempt,
  };
}

/**
 * What every console dialog holds: what it was opened for, whether it is open, busy or refused,
 * and what the page says once its change is done: by default the dialog closes and the page says
 * it once the dialog has gone (until then the page is hidden from screen readers). `onSaid` for a
 * page that says what several dialogs did in one place.
 */
export function useDialogState<Ask>({ readAgain, onSaid }: { readAgain?: boolean; onSaid?: (text: string) => void } = {}) {
  const change = useChangeAttempt({ readAgain });
  // The last thing asked stays drawn while the dialog closes; `open` says whether it is open.
  const [ask, setAsk] = useState<Ask | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening starts the dialog's fields afresh: they are keyed by it.
  const [opening, setOpening] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [toSay, setToSay] = useState<string | null>(null);

  const show = (next: Ask) => {
    setAsk(next);
    setOpening((n) => n + 1);
    change.setError(null);
    setDone(null);
    setOpen(true);
  };

  const close = (text: string) => {
    setToSay(text);
    setOpen(false);
  };

  return {
    ...change,
    ask,
    open,
    opening,
    /** Makes the dialog's change, which closes it; `done` for a change asked outside the dialog. */
    attempt: (work: () => Promise<string>, options: Partial<AttemptOptions> = {}) =>
      change.attempt(work, { done: close, ...options }),
    /** What the last change did, until dismissed or another dialog opens. */
    done,
    clearDone: () => setDone(null),
    /** Says what a change asked outside the dialog did. */
    say: (text: string) => setDone(text),
    show,
    close: () => setOpen(false),
    exited: () => {
      if (toSay !== null) (onSaid ?? setDone)(toSay);
      setToSay(null);
    },
  };
}

export type DialogState<Ask> = ReturnType<typeof useDialogState<Ask>>;

/** What ConsoleDialog takes from a dialog's state: whether it is open, busy or refused, and closing it. */
export const dialogProps = (state: Pick<DialogState<unknown>, 'open' | 'busy' | 'error' | 'close' | 'exited'>) => ({
  open: state.open,
  busy: state.busy,
  error: state.error,
  onClose: state.close,
  onExited: state.exited,
});
