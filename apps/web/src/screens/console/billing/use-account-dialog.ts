import { useState, useTransition } from 'react';
import { UNEXPECTED_ERROR_MESSAGE, type BillingAccount } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consoleBillingAccountAdd, consoleBillingAccountUpdate } from '../api/billing';
import { addBody, draftOf, emptyDraft, readDraft, updateBody, type AccountDraft } from './account-draft';

/** What the accounts page's dialog does: open an account, or change one as it was when the dialog opened. */
export type AccountDialog = { kind: 'add' } | { kind: 'edit'; account: BillingAccount };

/** Why the last save failed; `conflict` when someone changed the account meanwhile, which 'Reload' answers. */
interface SaveError {
  message: string;
  conflict: boolean;
}

const NOTHING_CHANGED = 'Nothing to save: no field has changed.';

/**
 * What the dialog would send: the new account, or only the fields of the account that changed
 * (null when none did).
 */
function requestOf(dialog: AccountDialog, draft: AccountDraft) {
  const read = readDraft(draft);
  if (dialog.kind === 'add') return { kind: 'add' as const, body: addBody(draft, read) };
  const body = updateBody(dialog.account, read);
  return body ? { kind: 'edit' as const, accountId: dialog.account.id, body } : null;
}

/** Sends it; answers what the page then says. */
async function save(request: NonNullable<ReturnType<typeof requestOf>>): Promise<string> {
  if (request.kind === 'add') {
    const opened = await consoleBillingAccountAdd(request.body);
    return `The billing account of ${opened.name} was opened.`;
  }
  const changed = await consoleBillingAccountUpdate(request.accountId, request.body);
  return `The billing account of ${changed.name} was changed.`;
}

/**
 * The accounts page's dialog: which one, its fields, the rule's problems once a save was tried, and
 * sending it. `accounts` is what the page shows now, from which 'Reload' takes the account afresh;
 * `reload` reads the accounts again.
 */
export function useAccountDialog(accounts: readonly BillingAccount[], reload: () => Promise<void>) {
  // The last dialog opened stays drawn while it closes; `open` says whether it is open.
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<AccountDraft>(emptyDraft(''));
  // The fields say what is wrong with them only once a save was tried, then as they are typed.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SaveError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Said once the dialog has gone: until then the page behind it is hidden from screen readers.
  const [toSay, setToSay] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const [reloading, startReloading] = useTransition();
  // After 'Reload', the accounts read again refill the dialog; the reading and the refill are one transition.
  const [refill, setRefill] = useState(false);

  if (refill && dialog?.kind === 'edit') {
    setRefill(false);
    const fresh = accounts.find((account) => account.id === dialog.account.id);
    if (fresh) {
      setDialog({ kind: 'edit', account: fresh });
      setDraft(draftOf(fresh));
      setTried(false);
      setError(null);
      setReloaded(true);
    }
  }

  const show = (next: AccountDialog, groupKey: string) => {
    setDialog(next);
    setDraft(next.kind === 'edit' ? draftOf(next.account) : emptyDraft(groupKey));
    setTried(false);
    setError(null);
    setReloaded(false);
    setDone(null);
    setOpen(true);
  };

  const submit = async () => {
    if (!dialog) return;
    setTried(true);
    if (Object.keys(readDraft(draft).problems).length > 0) {
      setError({ message: 'Some fields need a change: each says why.', conflict: false });
      return;
    }
    const request = requestOf(dialog, draft);
    if (!request) {
      setError({ message: NOTHING_CHANGED, conflict: false });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setToSay(await save(request));
      setOpen(false);
      await reload();
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE;
      setError({ message, conflict: dialog.kind === 'edit' && caught instanceof ApiError && caught.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  const reloadAccount = () =>
    startReloading(async () => {
      await reload();
      startReloading(() => setRefill(true));
    });

  return {
    dialog,
    open,
    draft,
    setDraft,
    /** What is wrong with each field, once a save was tried. */
    problems: tried ? readDraft(draft).problems : {},
    busy: busy || reloading,
    error,
    /** Whether the fields were just refilled from the account read again. */
    reloaded,
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
    reloadAccount,
  };
}

export type AccountDialogState = ReturnType<typeof useAccountDialog>;
