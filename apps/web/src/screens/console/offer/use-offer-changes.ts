import { useState } from 'react';
import { consoleOfferDiscard, consoleOfferPublish, consoleOfferRollback, consoleOfferWithdraw } from '../api/offer';
import { useConsoleTimes } from '../console-format';
import { useStaff } from '../console-session';
import { useDialogState } from '../use-dialog-state';
import { zonedInstant } from './zoned-time';

/** What a dialog of the group's page asks to confirm. */
export type OfferAsk =
  | { kind: 'publish-at' }
  | { kind: 'discard'; changes: number }
  | { kind: 'rollback'; version: number; next: number }
  | { kind: 'withdraw'; version: number; liveAt: number };

export const CHOOSE_A_TIME = 'Choose a date and a time.';
export const CHOOSE_A_LATER_TIME = "Choose a time to come: 'Publish now' publishes at once.";

/**
 * What a dialog's submit does, answering what it did; or why it cannot be sent yet (a time not
 * given, or gone by).
 */
function dialogChange(
  group: string,
  asked: OfferAsk,
  at: string,
  zone: string,
  dateTime: (ms: number) => string,
): (() => Promise<string>) | string {
  if (asked.kind === 'discard')
    return async () => {
      await consoleOfferDiscard(group);
      return 'The draft was discarded: the catalogue stays as published.';
    };
  if (asked.kind === 'rollback')
    return async () => {
      const { version } = await consoleOfferRollback(group, asked.version);
      return `Version ${version} is live, with version ${asked.version}'s catalogue: buyers see it at their next page load.`;
    };
  if (asked.kind === 'withdraw')
    return async () => {
      await consoleOfferWithdraw(group, asked.version);
      return `Version ${asked.version} was withdrawn: it will not go live.`;
    };
  const instant = zonedInstant(at, zone);
  if (!instant) return CHOOSE_A_TIME;
  if (instant.ms <= Date.now()) return CHOOSE_A_LATER_TIME;
  return async () => {
    const { version } = await consoleOfferPublish(group, instant.iso);
    return `Version ${version} goes live at ${dateTime(instant.ms)}.`;
  };
}

/**
 * The changes of a group's page: publishing now or at a set time, discarding the draft, rolling
 * back and withdrawing. Each asks the server, then the page's loader again before it says what it
 * did; a refusal (409, 422) is said where it was asked, in the dialog or above the draft.
 */
export function useOfferChanges(group: string) {
  const times = useConsoleTimes();
  const zone = useStaff().time_zone;
  const dialog = useDialogState<OfferAsk>();
  const [at, setAt] = useState('');
  const [pageError, setPageError] = useState<string | null>(null);

  const publishNow = () => {
    setPageError(null);
    dialog.clearDone();
    return dialog.attempt(
      async () => {
        const { version } = await consoleOfferPublish(group, null);
        return `Version ${version} is live: buyers see it at their next page load.`;
      },
      { done: dialog.say, refused: setPageError },
    );
  };

  const submit = async () => {
    if (!dialog.ask) return;
    const work = dialogChange(group, dialog.ask, at, zone, times.dateTime);
    if (typeof work === 'string') return dialog.setError(work);
    await dialog.attempt(work);
  };

  return {
    ...dialog,
    at,
    setAt,
    /** Why 'Publish now' failed. */
    pageError,
    clearPageError: () => setPageError(null),
    show: (next: OfferAsk) => {
      setAt('');
      setPageError(null);
      dialog.show(next);
    },
    submit,
    publishNow,
  };
}

export type OfferChanges = ReturnType<typeof useOfferChanges>;
