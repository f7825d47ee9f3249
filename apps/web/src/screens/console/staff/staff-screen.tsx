import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { UNEXPECTED_ERROR_MESSAGE, type ConsoleGroup, type StaffMember } from '@portal/domain';
import {
  consoleStaffAdd,
  consoleStaffList,
  consoleStaffRemove,
  consoleStaffResetPassword,
  consoleStaffUpdate,
} from '../console-api';
import { ConsoleDialog } from '../console-dialog';
import { ConsoleDate } from '../console-format';
import { consoleTitle, ROLE_LABELS, useStaff } from '../console-session';
import { draftProblem, EMPTY_DRAFT, PasswordField, StaffFields, type StaffDraft } from './staff-form';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; member: StaffMember }
  | { kind: 'reset'; member: StaffMember }
  | { kind: 'remove'; member: StaffMember };

type Load = { kind: 'loading' } | { kind: 'ready'; staff: StaffMember[] } | { kind: 'failed'; message: string };

function groupsText(member: StaffMember, groups: readonly ConsoleGroup[]): string {
  if (member.role !== 'rep') return 'Every group';
  const titles = new Map(groups.map((g) => [g.key, g.title]));
  return member.groups.map((key) => titles.get(key) ?? key).join(', ') || 'None';
}

function MemberActions({ member, self, open }: { member: StaffMember; self: boolean; open: (dialog: Dialog) => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="dialog"
        aria-label={`Edit ${member.name}`}
        onClick={() => open({ kind: 'edit', member })}
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="dialog"
        aria-label={`Reset the password of ${member.name}`}
        onClick={() => open({ kind: 'reset', member })}
      >
        Reset password
      </Button>
      {!self && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          aria-haspopup="dialog"
          aria-label={`Remove ${member.name}`}
          onClick={() => open({ kind: 'remove', member })}
        >
          Remove
        </Button>
      )}
    </Box>
  );
}

function StaffTable({
  staff,
  groups,
  selfId,
  open,
}: {
  staff: StaffMember[];
  groups: readonly ConsoleGroup[];
  selfId: string;
  open: (d: Dialog) => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (phone) {
    return (
      <Box component="ul" aria-label="Staff" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {staff.map((member) => (
          <Paper component="li" variant="outlined" key={member.id} sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {member.name}
              {member.id === selfId ? ' (you)' : ''}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {ROLE_LABELS[member.role]} · {groupsText(member, groups)}
            </Typography>
            <MemberActions member={member} self={member.id === selfId} open={open} />
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Staff">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Name</TableCell>
            <TableCell scope="col">E-mail</TableCell>
            <TableCell scope="col">Role</TableCell>
            <TableCell scope="col">Groups</TableCell>
            <TableCell scope="col">Added</TableCell>
            <TableCell scope="col">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => (
            <TableRow key={member.id}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {member.name}
                {member.id === selfId ? ' (you)' : ''}
              </TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABELS[member.role]}</TableCell>
              <TableCell sx={{ maxWidth: 280 }}>{groupsText(member, groups)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ConsoleDate at={member.created_at} />
              </TableCell>
              <TableCell>
                <MemberActions member={member} self={member.id === selfId} open={open} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Staff management (docs/console.md#staff), admins only: add, edit role and groups, reset a password, remove. */
function StaffScreen() {
  const me = useStaff();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  // The last dialog opened stays drawn while it closes; `dialogOpen` says whether it is open.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState<StaffDraft>(EMPTY_DRAFT);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const fetchStaff = useCallback(async () => {
    try {
      const answer = await consoleStaffList({});
      setLoad({ kind: 'ready', staff: answer.staff });
    } catch (caught) {
      setLoad({ kind: 'failed', message: caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE });
    }
  }, []);

  useEffect(() => {
    if (me.can_manage_staff) void fetchStaff();
  }, [fetchStaff, me.can_manage_staff]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const open = (next: Dialog) => {
    setError(null);
    setPassword('');
    if (next.kind === 'add') setDraft(EMPTY_DRAFT);
    if (next.kind === 'edit')
      setDraft({ ...EMPTY_DRAFT, name: next.member.name, role: next.member.role, groups: next.member.groups });
    setDialog(next);
    setDialogOpen(true);
  };
  const close = () => setDialogOpen(false);

  const submit = async () => {
    if (!dialog) return;
    let problem: string | null = null;
    if (dialog.kind === 'add') problem = draftProblem(draft, { email: true, password: true });
    if (dialog.kind === 'edit') problem = draftProblem(draft, { email: false, password: false });
    if (dialog.kind === 'reset')
      problem = draftProblem({ ...EMPTY_DRAFT, name: '-', role: 'admin', password }, { email: false, password: true });
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const groups = draft.role === 'rep' ? draft.groups : [];
      if (dialog.kind === 'add') {
        const added = await consoleStaffAdd({
          email: draft.email.trim(),
          name: draft.name.trim(),
          role: draft.role,
          groups,
          password: draft.password,
        });
        setDone(`${added.name} was added. They can log in with the password you gave.`);
      } else if (dialog.kind === 'edit') {
        await consoleStaffUpdate(dialog.member.id, { name: draft.name.trim(), role: draft.role, groups });
        setDone(`${draft.name.trim()} was changed.`);
      } else if (dialog.kind === 'reset') {
        await consoleStaffResetPassword(dialog.member.id, password);
        setDone(`The password of ${dialog.member.name} was reset; their sessions have ended.`);
      } else {
        await consoleStaffRemove(dialog.member.id);
        setDone(`${dialog.member.name} was removed and can no longer log in.`);
      }
      setDialogOpen(false);
      await fetchStaff();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  if (!me.can_manage_staff) {
    return (
      <>
        <title>{consoleTitle('Staff')}</title>
        <Alert severity="warning" role="alert">
          Only admins manage staff.
        </Alert>
      </>
    );
  }

  const titles: Record<Dialog['kind'], string> = {
    add: 'Add a staff member',
    edit: `Edit ${dialog?.kind === 'edit' ? dialog.member.name : ''}`,
    reset: `Reset the password of ${dialog?.kind === 'reset' ? dialog.member.name : ''}`,
    remove: `Remove ${dialog?.kind === 'remove' ? dialog.member.name : ''}?`,
  };
  const submits: Record<Dialog['kind'], string> = { add: 'Add', edit: 'Save', reset: 'Reset password', remove: 'Remove' };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <title>{consoleTitle('Staff')}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Staff
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddOutlined />}
          aria-haspopup="dialog"
          onClick={() => open({ kind: 'add' })}
        >
          Add staff member
        </Button>
      </Box>
      {done && (
        <Alert ref={doneRef} tabIndex={-1} severity="success" role="status" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {load.kind === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>Loading the staff…</Typography>
        </Box>
      )}
      {load.kind === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void fetchStaff()}>
              Try again
            </Button>
          }
        >
          {load.message}
        </Alert>
      )}
      {load.kind === 'ready' && <StaffTable staff={load.staff} groups={me.groups} selfId={me.staff.id} open={open} />}

      <ConsoleDialog
        open={dialogOpen}
        title={dialog ? titles[dialog.kind] : ''}
        submitLabel={dialog ? submits[dialog.kind] : ''}
        cancelLabel={dialog?.kind === 'remove' ? 'Keep' : 'Cancel'}
        danger={dialog?.kind === 'remove'}
        busy={busy}
        error={error}
        onSubmit={() => void submit()}
        onClose={close}
      >
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <StaffFields
            draft={draft}
            onChange={setDraft}
            groups={me.groups}
            fields={{ email: dialog.kind === 'add', password: dialog.kind === 'add' }}
          />
        )}
        {dialog?.kind === 'reset' && (
          <>
            <Typography sx={{ mb: 1 }}>
              {dialog.member.name} ({dialog.member.email}) is logged out everywhere and logs in with the new password.
            </Typography>
            <PasswordField label="New password" value={password} onChange={setPassword} />
          </>
        )}
        {dialog?.kind === 'remove' && (
          <Typography>
            {dialog.member.name} ({dialog.member.email}) can no longer log in, and their sessions end at once. What they did stays
            in the audit log under their name.
          </Typography>
        )}
      </ConsoleDialog>
    </Box>
  );
}

export const Component = StaffScreen;
