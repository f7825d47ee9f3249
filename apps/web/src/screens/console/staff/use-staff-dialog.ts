import { useState } from 'react';
import { secondFactorRequired, type StaffMember } from '@portal/domain';
import {
  consoleStaffAdd,
  consoleStaffRemove,
  consoleStaffResetPassword,
  consoleStaffSecondFactorReset,
  consoleStaffSessionsEnd,
  consoleStaffUpdate,
} from '../api/staff';
import { useDialogState } from '../use-dialog-state';
import { draftProblem, EMPTY_DRAFT, type StaffDraft } from './staff-form';

/** What a dialog of the staff page does. */
export type StaffDialog =
  | { kind: 'add' }
  | { kind: 'edit'; member: StaffMember }
  | { kind: 'reset'; member: StaffMember }
  | { kind: 'remove'; member: StaffMember }
  | { kind: 'end-sessions'; member: StaffMember }
  | { kind: 'reset-factor'; member: StaffMember };

/** What the dialog's fields still lack; the server checks it all again. */
function problemOf(dialog: StaffDialog, draft: StaffDraft, password: string): string | null {
  if (dialog.kind === 'add') return draftProblem(draft, { email: true, password: true });
  if (dialog.kind === 'edit') return draftProblem(draft, { email: false, password: false });
  if (dialog.kind === 'reset')
    return draftProblem({ ...EMPTY_DRAFT, name: '-', role: 'admin', password }, { email: false, password: true });
  return null;
}

/** Sends what the dialog asked; answers what the page then says. */
async function save(dialog: StaffDialog, draft: StaffDraft, password: string): Promise<string> {
  const groups = draft.role === 'rep' ? draft.groups : [];
  if (dialog.kind === 'add') {
    const added = await consoleStaffAdd({
      email: draft.email.trim(),
      name: draft.name.trim(),
      role: draft.role,
      groups,
      password: draft.password,
    });
    return `${added.name} was added. They can log in with the password you gave.`;
  }
  if (dialog.kind === 'edit') {
    await consoleStaffUpdate(dialog.member.id, { name: draft.name.trim(), role: draft.role, groups });
    return `${draft.name.trim()} was changed.`;
  }
  if (dialog.kind === 'reset') {
    await consoleStaffResetPassword(dialog.member.id, password);
    return `The password of ${dialog.member.name} was reset; their sessions have ended.`;
  }
  if (dialog.kind === 'end-sessions') {
    const { ended } = await consoleStaffSessionsEnd(dialog.member.id);
    if (ended === 0) return `${dialog.member.name} had no session open.`;
    return `${ended === 1 ? '1 session' : `${ended} sessions`} of ${dialog.member.name} ended: they are logged out everywhere.`;
  }
  if (dialog.kind === 'reset-factor') {
    await consoleStaffSecondFactorReset(dialog.member.id);
    return `The second factor of ${dialog.member.name} was reset and their sessions have ended. ${
      secondFactorRequired(dialog.member.role)
        ? 'They set up a new one at their next login.'
        : 'They log in with their password alone until they set up a new one.'
    }`;
  }
  await consoleStaffRemove(dialog.member.id);
  return `${dialog.member.name} was removed and can no longer log in.`;
}

/** The staff page's dialog: which one, its fields, and sending it; the staff are read again once a change is done. */
export function useStaffDialog() {
  const state = useDialogState<StaffDialog>();
  const dialog = state.ask;
  const [draft, setDraft] = useState<StaffDraft>(EMPTY_DRAFT);
  const [password, setPassword] = useState('');

  const show = (next: StaffDialog) => {
    setPassword('');
    if (next.kind === 'add') setDraft(EMPTY_DRAFT);
    if (next.kind === 'edit')
      setDraft({ ...EMPTY_DRAFT, name: next.member.name, role: next.member.role, groups: next.member.groups });
    state.show(next);
  };

  const submit = () => {
    if (!dialog) return;
    const problem = problemOf(dialog, draft, password);
    if (problem) return state.setError(problem);
    void state.attempt(() => save(dialog, draft, password));
  };

  return { ...state, dialog, draft, setDraft, password, setPassword, show, submit };
}
