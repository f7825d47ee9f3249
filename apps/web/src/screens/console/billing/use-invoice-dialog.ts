import { useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE, type ConsoleInvoiceAnswer } from '@portal/domain';
import { consoleCreditNoteIssue, consoleInvoiceVoid } from '../api/billing';
import { creditNoteDone, readCreditNote, readVoid, voidDone, type InvoiceDraft } from './invoice-changes';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { useDialogState } from '../use-dialog-state';

/** Which of the invoice page's dialogs. */
export type InvoiceDialogKind = 'credit' | 'void';

const EMPTY: InvoiceDraft = { amount: '', freight: '', tax: '', reason: '' };

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
  const dialog = useDialogState<InvoiceDialogKind>();
  const kind = dialog.ask ?? 'credit';
  const [draft, setDraft] = useState<InvoiceDraft>(EMPTY);
  // The fields say what is wrong with them only once a submit was tried, then as they are typed.
  const [tried, setTried] = useState(false);
  const read = kind === 'credit' ? readCreditNote(detail, draft) : readVoid(detail, draft);

  const submit = () => {
    setTried(true);
    if (!read.body) return dialog.setError(read.problems.invoice ?? FIELDS_NEED_A_CHANGE);
    void dialog.attempt(() => send(detail, kind, draft), { readAgainOn: [409] });
  };

  return {
    ...dialog,
    kind,
    draft,
    setDraft,
    /** What is wrong with each field, once a submit was tried. */
    problems: tried ? read.problems : {},
    /** Why the invoice itself refuses the change, said before anything is typed. */
    refusal: read.problems.invoice ?? null,
    /** Why the last submit failed; that fields need a change only while one still does. */
    error: dialog.error === FIELDS_NEED_A_CHANGE && Object.keys(read.problems).length === 0 ? null : dialog.error,
    show: (next: InvoiceDialogKind) => {
      setDraft(EMPTY);
      setTried(false);
      dialog.show(next);
    },
    submit,
  };
}

export type InvoiceDialogState = ReturnType<typeof useInvoiceDialog>;
