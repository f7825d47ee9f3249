import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, type ConsoleInvoiceAnswer } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consoleCreditNoteIssue, consoleInvoiceVoid } from '../api/billing';
import { creditNoteDone, readCreditNote, readVoid, voidDone, type InvoiceDraft } from './invoice-changes';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';

/** Which of the invoice page's dialogs. */
export type InvoiceDialogKind = 'credit' | 'void';

const EMPTY: InvoiceDraft = { amount: '', reason: '' };

/** Sends the change the dialog holds (checked already); answers what the page then says. */
async function send(detail: ConsoleInvoiceAnswer, kind: InvoiceDialogKind, draft: InvoiceDraft): Promise<string> {
  const invoiceId = detail.invoice.id;
  if (kind === 'credit') {
    const { body } = readCreditNote(detail, draft);
    if (body) return creditNoteDone(await consoleCreditNoteIssue(invoiceId, body));
  } else {
    const { body } = readVoid(detail, draft);
    if (body) return voidDone(await consoleInvoiceVoid(invoiceId, body));
  }
  throw new Error(UNEXPECTED_ERROR_MESSAGE);
}

/**
 * The invoice page's dialogs: a credit note, or the void. After a change the page's loader reads
 * the invoice again before the dialog closes, so the page shows its new standing, then says what
 * was done. A refusal is shown in the dialog; a 409 (the invoice changed meanwhile) reads it again too.
 */
export function useInvoiceDialog(detail: ConsoleInvoiceAnswer) {
  const revalidator = useRevalidator();
  // The last dialog opened stays drawn while it closes; `open` says whether it is open.
  const [kind, setKind] = useState<InvoiceDialogKind>('credit');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<InvoiceDraft>(EMPTY);
  // The fields say what is wrong with them only once a submit was tried, then as they are typed.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Said once the dialog has gone: until then the page behind it is hidden from screen readers.
  const [toSay, setToSay] = useState<string | null>(null);

  const read = kind === 'credit' ? readCreditNote(detail, draft) : readVoid(detail, draft);

  const show = (next: InvoiceDialogKind) => {
    setKind(next);
    setDraft(EMPTY);
    setTried(false);
    setError(null);
    setDone(null);
    setOpen(true);
  };

  const submit = async () => {
    setTried(true);
    if (!read.body) {
      setError(read.problems.invoice ?? FIELDS_NEED_A_CHANGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const said = await send(detail, kind, draft);
      await revalidator.revalidate();
      setToSay(said);
      setOpen(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
      if (caught instanceof ApiError && caught.status === 409) await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  return {
    kind,
    open,
    draft,
    setDraft,
    /** What is wrong with each field, once a submit was tried. */
    problems: tried ? read.problems : {},
    /** Why the invoice itself refuses the change, said before anything is typed. */
    refusal: read.problems.invoice ?? null,
    busy,
    /** Why the last submit failed; that fields need a change only while one still does. */
    error: error === FIELDS_NEED_A_CHANGE && Object.keys(read.problems).length === 0 ? null : error,
    /** What the last change did, until dismissed. */
    done,
    clearDone: () => setDone(null),
    show,
    close: () => setOpen(false),
    exited: () => {
      setDone(toSay);
      setToSay(null);
    },
    submit: () => void submit(),
  };
}

export type InvoiceDialogState = ReturnType<typeof useInvoiceDialog>;
