import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, type OfferChange } from '@portal/domain';

/**
 * A settings page dialog that changes the draft (a store, a password, the bypass codes): opened for
 * one thing, its call made, the page's loader read again before it closes, then `onDone` says what
 * was saved once the dialog has gone. A refusal (its message) stays in the dialog.
 */
export function useDraftDialog<Ask>(onDone: (text: string) => void) {
  const revalidator = useRevalidator();
  // The last thing asked stays drawn while the dialog closes; `open` says whether it is open.
  const [ask, setAsk] = useState<Ask | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toSay, setToSay] = useState<string | null>(null);
  // Each opening's fields start afresh: the dialog's form is keyed by it.
  const [serial, setSerial] = useState(0);

  const start = (next: Ask) => {
    setAsk(next);
    setSerial((before) => before + 1);
    setError(null);
    setOpen(true);
  };

  /** Makes the call; `said` words what it did from the changes the draft now holds. */
  const run = async (call: () => Promise<{ changes: OfferChange[] }>, said: (changes: number) => string) => {
    setBusy(true);
    setError(null);
    try {
      const { changes } = await call();
      await revalidator.revalidate();
      setToSay(said(changes.length));
      setOpen(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return {
    ask,
    serial,
    open,
    busy,
    error,
    setError,
    start,
    run,
    close: () => setOpen(false),
    exited: () => {
      if (toSay !== null) onDone(toSay);
      setToSay(null);
    },
  };
}

export type DraftDialog<Ask> = ReturnType<typeof useDraftDialog<Ask>>;

/** 'The draft now holds 3 changes.' */
export const draftHolds = (changes: number) => `The draft now holds ${changes === 1 ? '1 change' : `${changes} changes`}.`;
