import type { OfferChange } from '@portal/domain';
import { useDialogState } from '../use-dialog-state';

/**
 * A settings page dialog that changes the draft (a store, a password, the bypass codes): opened for
 * one thing, its call made, the page's loader read again before it closes, then `onDone` says what
 * was saved once the dialog has gone. A refusal (its message) stays in the dialog.
 */
export function useDraftDialog<Ask>(onDone: (text: string) => void) {
  const dialog = useDialogState<Ask>({ onSaid: onDone });
  /** Makes the call; `said` words what it did from the changes the draft now holds. */
  const run = (call: () => Promise<{ changes: OfferChange[] }>, said: (changes: number) => string) =>
    dialog.attempt(async () => said((await call()).changes.length));
  return { ...dialog, run };
}

export type DraftDialog<Ask> = ReturnType<typeof useDraftDialog<Ask>>;

/** 'The draft now holds 3 changes.' */
export const draftHolds = (changes: number) => `The draft now holds ${changes === 1 ? '1 change' : `${changes} changes`}.`;
