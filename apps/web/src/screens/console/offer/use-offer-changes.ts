import { useState, useTransition } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';
import { consoleOfferDiscard, consoleOfferPublish, consoleOfferRollback, consoleOfferWithdraw } from '../api/offer';
import { useConsoleTimes } from '../console-format';
import { useStaff } from '../console-session';
import { zonedInstant } from './zoned-time';

/** What a dialog of the group's page asks to confirm. */
export type OfferAsk =
  | { kind: 'publish-at' }
  | { kind: 'discard'; changes: number }
  | { kind: 'rollback'; version: number; next: number }
  | { kind: 'withdraw'; version: number; liveAt: number };

const message = (caught: unknown) => (caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);

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
  const revalidator = useRevalidator();
  const times = useConsoleTimes();
  const zone = useStaff().time_zone;
  // The last dialog asked stays drawn while it closes; `open` says whether it is open.
  const [ask, setAsk] = useState<OfferAsk | null>(null);
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Said once the dialog has gone: until then the page behind it is hidden from screen readers.
  const [toSay, setToSay] = useState<string | null>(null);

  const show = (next: OfferAsk) => {
    setAsk(next);
    setAt('');
    setError(null);
    setPageError(null);
    setDone(null);
    setOpen(true);
  };

  // The change, the page read again and what the page says of it are one transition, so the notice
  // never shows above the page as it was before the change.
  const [changing, startChanging] = useTransition();

  /** Runs a change, then `done` with what it did once the page is read again, or `refused` with why not. */
  const run = (change: () => Promise<string>, done: (text: string) => void, refused: (text: string) => void) =>
    new Promise<void>((resolve) => {
      setBusy(true);
      startChanging(async () => {
        try {
          const text = await change();
          await revalidator.revalidate();
          startChanging(() => done(text));
        } catch (caught) {
          startChanging(() => refused(message(caught)));
        } finally {
          setBusy(false);
          resolve();
        }
      });
    });

  const publishNow = async () => {
    setPageError(null);
    setDone(null);
    await run(
      async () => {
        const { version } = await consoleOfferPublish(group, null);
        return `Version ${version} is live: buyers see it at their next page load.`;
      },
      setDone,
      setPageError,
    );
  };

  const submit = async () => {
    if (!ask) return;
    const work = dialogChange(group, ask, at, zone, times.dateTime);
    if (typeof work === 'string') {
      setError(work);
      return;
    }
    setError(null);
    await run(
      work,
      (text) => {
        setToSay(text);
        setOpen(false);
      },
      setError,
    );
  };

  return {
    ask,
    open,
    at,
    setAt,
    busy: busy || changing,
    /** Why the dialog's last submit failed. */
    error,
    /** Why 'Publish now' failed. */
    pageError,
    clearPageError: () => setPageError(null),
    /** What the last change did, until dismissed. */
    done,
    clearDone: () => setDone(null),
    show,
    close: () => setOpen(false),
    /** Once the dialog has gone, what it did is said. */
    exited: () => {
      setDone(toSay);
      setToSay(null);
    },
    submit,
    publishNow,
  };
}

export type OfferChanges = ReturnType<typeof useOfferChanges>;
