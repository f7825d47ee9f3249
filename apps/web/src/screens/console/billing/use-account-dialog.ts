import { useState, useTransition } from 'react';
import { useRevalidator } from 'react-router';
import type { BillingAccount } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consoleBillingAccountAdd, consoleBillingAccountUpdate } from '../api/billing';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { useDialogState } from '../use-dialog-state';
import { addBody, draftOf, emptyDraft, readDraft, updateBody, type AccountDraft } from './account-draft';

/** What the accounts page's dialog does: open an account, or change one as it was when the dialog opened. */
export type AccountDialog = { kind: 'add' } | { kind: 'edit'; account: BillingAccount };

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
 * sending it. `accounts` is what the page shows now, from which 'Reload' takes the account afresh.
 */
export function useAccountDialog(accounts: readonly BillingAccount[]) {
  const revalidator = useRevalidator();
  const state = useDialogState<AccountDialog>();
  const dialog = state.ask;
  const [draft, setDraft] = useState<AccountDraft>(emptyDraft(''));
  // The fields say what is wrong with them only once a save was tried, then as they are typed.
  const [tried, setTried] = useState(false);
  // Whether the last refusal was a conflict (someone changed the account meanwhile), which 'Reload' answers.
  const [conflict, setConflict] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const [reloading, startReloading] = useTransition();
  // After 'Reload', the accounts read again refill the dialog; the reading and the refill are one transition.
  const [refill, setRefill] = useState(false);

  if (refill && dialog?.kind === 'edit') {
    setRefill(false);
    const fresh = accounts.find((account) => account.id === dialog.account.id);
    if (fresh) {
      state.show({ kind: 'edit', account: fresh });
      setDraft(draftOf(fresh));
      setTried(false);
      setReloaded(true);
    }
  }

  const submit = () => {
    if (!dialog) return;
    setTried(true);
    setConflict(false);
    if (Object.keys(readDraft(draft).problems).length > 0) return state.setError(FIELDS_NEED_A_CHANGE);
    const request = requestOf(dialog, draft);
    if (!request) return state.setError(NOTHING_CHANGED);
    void state.attempt(() => save(request), {
      refused: (message, caught) => {
        setConflict(dialog.kind === 'edit' && caught instanceof ApiError && caught.status === 409);
        state.setError(message);
      },
    });
  };

  const reloadAccount = () =>
    startReloading(async () => {
      await revalidator.revalidate();
      startReloading(() => setRefill(true));
    });

  return {
    ...state,
    dialog,
    draft,
    setDraft,
    /** What is wrong with each field, once a save was tried. */
    problems: tried ? readDraft(draft).problems : {},
    busy: state.busy || reloading,
    /** Why the last save failed; `conflict` when someone changed the account meanwhile, which 'Reload' answers. */
    error: state.error === null ? null : { message: state.error, conflict },
    /** Whether the fields were just refilled from the account read again. */
    reloaded,
    show: (next: AccountDialog, groupKey: string) => {
      setDraft(next.kind === 'edit' ? draftOf(next.account) : emptyDraft(groupKey));
      setTried(false);
      setReloaded(false);
      state.show(next);
    },
    submit,
    reloadAccount,
  };
}

export type AccountDialogState = ReturnType<typeof useAccountDialog>;
