import { useState, useTransition } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, type Payment } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';

/** The account page's dialogs: recording a payment, the changes of one payment or one of its allocations, lifting a credit hold. */
export type LedgerDialog =
  | { kind: 'record' }
  | { kind: 'lift-hold' }
  | { kind: 'allocate'; payment: Payment }
  | { kind: 'take-back'; payment: Payment; allocation: Payment['allocations'][number] }
  | { kind: 'reverse'; payment: Payment };

/**
 * The account page's changes: which dialog is open, sending its change, the ledger read again and
 * what the page then says, as one transition (the dialog stays busy until the page shows the
 * change). A refusal stays in the dialog; a 409 (the ledger changed meanwhile) reads the ledger
 * again too, so the dialog's figures are the ones the server checked.
 */
export function useLedgerChanges() {
  const revalidator = useRevalidator();
  // The last dialog stays drawn while it closes; `open` says whether it is open.
  const [dialog, setDialog] = useState<LedgerDialog | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening starts the dialog's fields afresh.
  const [opening, setOpening] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [sending, startSending] = useTransition();
  const [done, setDone] = useState<string | null>(null);
  // Said once the dialog has gone: until then the page behind it is hidden from screen readers.
  const [toSay, setToSay] = useState<string | null>(null);

  const show = (next: LedgerDialog) => {
    setDialog(next);
    setOpening((n) => n + 1);
    setError(null);
    setDone(null);
    setOpen(true);
  };

  /** Sends a change; `action` answers what the page says once it is done. */
  const send = (action: () => Promise<string>) =>
    startSending(async () => {
      setError(null);
      try {
        const said = await action();
        await revalidator.revalidate();
        startSending(() => {
          setToSay(said);
          setOpen(false);
        });
      } catch (caught) {
        const message = caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE;
        if (caught instanceof ApiError && caught.status === 409) await revalidator.revalidate();
        startSending(() => setError(message));
      }
    });

  return {
    dialog,
    open,
    opening,
    busy: sending,
    error,
    /** Shows why the dialog cannot send yet (its fields' problems), or clears it. */
    setError,
    /** What the last change did, until dismissed or another dialog opens. */
    done,
    clearDone: () => setDone(null),
    show,
    send,
    close: () => setOpen(false),
    exited: () => {
      setDone(toSay);
      setToSay(null);
    },
  };
}

export type LedgerChanges = ReturnType<typeof useLedgerChanges>;
