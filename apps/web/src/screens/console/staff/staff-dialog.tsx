import Typography from '@mui/material/Typography';
import { secondFactorRequired, type ConsoleGroup, type StaffMember } from '@portal/domain';
import { ConsoleDialog } from '../console-dialog';
import { PasswordField, StaffFields } from './staff-form';
import { dialogProps } from '../use-dialog-state';
import type { StaffDialog, useStaffDialog } from './use-staff-dialog';

const SUBMITS: Record<StaffDialog['kind'], string> = {
  add: 'Add',
  edit: 'Save',
  reset: 'Reset password',
  remove: 'Remove',
  'end-sessions': 'End sessions',
  'reset-factor': 'Reset second factor',
};

/** The dialogs that only confirm an action that cannot be taken back: a red button, and 'Keep' to leave. */
const CONFIRMS: ReadonlySet<StaffDialog['kind']> = new Set(['remove', 'end-sessions', 'reset-factor']);

function titleOf(dialog: StaffDialog): string {
  if (dialog.kind === 'add') return 'Add a staff member';
  if (dialog.kind === 'edit') return `Edit ${dialog.member.name}`;
  if (dialog.kind === 'reset') return `Reset the password of ${dialog.member.name}`;
  if (dialog.kind === 'end-sessions') return `End the sessions of ${dialog.member.name}?`;
  if (dialog.kind === 'reset-factor') return `Reset the second factor of ${dialog.member.name}?`;
  return `Remove ${dialog.member.name}?`;
}

/** What resetting a lost phone's factor does, said before it is done. */
function ResetFactorText({ member }: { member: StaffMember }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        For a lost phone: the key and recovery codes of {member.name} ({member.email}) stop working, and they are logged out of
        every browser at once.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {secondFactorRequired(member.role)
          ? 'As an admin, they set up a new key at their next login, with their password.'
          : 'They then log in with their password alone, until they set up a new key on their account page.'}
      </Typography>
      <Typography>Make sure it is really them asking, by phone or in person: their password alone will let them in.</Typography>
    </>
  );
}

/** What the dialog asks: the member's fields, a new password, or to confirm a removal. */
function StaffDialogBody({ state, groups }: { state: ReturnType<typeof useStaffDialog>; groups: readonly ConsoleGroup[] }) {
  const { dialog } = state;
  if (dialog?.kind === 'add' || dialog?.kind === 'edit') {
    const adding = dialog.kind === 'add';
    return (
      <StaffFields draft={state.draft} onChange={state.setDraft} groups={groups} fields={{ email: adding, password: adding }} />
    );
  }
  if (dialog?.kind === 'reset') {
    return (
      <>
        <Typography sx={{ mb: 1 }}>
          {dialog.member.name} ({dialog.member.email}) is logged out everywhere and logs in with the new password.
        </Typography>
        <PasswordField label="New password" value={state.password} onChange={state.setPassword} />
      </>
    );
  }
  if (dialog?.kind === 'end-sessions') {
    return (
      <Typography>
        {dialog.member.name} ({dialog.member.email}) is logged out of every browser at once and logs in again as usual. Nothing
        else about the account changes.
      </Typography>
    );
  }
  if (dialog?.kind === 'reset-factor') return <ResetFactorText member={dialog.member} />;
  if (dialog?.kind === 'remove') {
    return (
      <Typography>
        {dialog.member.name} ({dialog.member.email}) can no longer log in, and their sessions end at once. What they did stays in
        the audit log under their name.
      </Typography>
    );
  }
  return null;
}

/** The one dialog of the staff page, drawn for what it was opened to do. */
export function StaffDialogView({
  state,
  groups,
}: {
  state: ReturnType<typeof useStaffDialog>;
  groups: readonly ConsoleGroup[];
}) {
  const { dialog } = state;
  return (
    <ConsoleDialog
      title={dialog ? titleOf(dialog) : ''}
      submitLabel={dialog ? SUBMITS[dialog.kind] : ''}
      cancelLabel={dialog && CONFIRMS.has(dialog.kind) ? 'Keep' : 'Cancel'}
      danger={dialog ? CONFIRMS.has(dialog.kind) : false}
      {...dialogProps(state)}
      onSubmit={state.submit}
    >
      <StaffDialogBody state={state} groups={groups} />
    </ConsoleDialog>
  );
}
