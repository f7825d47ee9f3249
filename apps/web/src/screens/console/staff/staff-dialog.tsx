import Typography from '@mui/material/Typography';
import type { ConsoleGroup } from '@portal/domain';
import { ConsoleDialog } from '../console-dialog';
import { PasswordField, StaffFields } from './staff-form';
import type { StaffDialog, useStaffDialog } from './use-staff-dialog';

const SUBMITS: Record<StaffDialog['kind'], string> = { add: 'Add', edit: 'Save', reset: 'Reset password', remove: 'Remove' };

function titleOf(dialog: StaffDialog): string {
  if (dialog.kind === 'add') return 'Add a staff member';
  if (dialog.kind === 'edit') return `Edit ${dialog.member.name}`;
  if (dialog.kind === 'reset') return `Reset the password of ${dialog.member.name}`;
  return `Remove ${dialog.member.name}?`;
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
      open={state.open}
      title={dialog ? titleOf(dialog) : ''}
      submitLabel={dialog ? SUBMITS[dialog.kind] : ''}
      cancelLabel={dialog?.kind === 'remove' ? 'Keep' : 'Cancel'}
      danger={dialog?.kind === 'remove'}
      busy={state.busy}
      error={state.error}
      onSubmit={state.submit}
      onClose={state.close}
    >
      <StaffDialogBody state={state} groups={groups} />
    </ConsoleDialog>
  );
}
