import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import type { ConsoleStaffListAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { fromLoader } from '../api/request';
import { consoleMe } from '../api/session';
import { consoleStaffList } from '../api/staff';
import { consoleTitle, useStaff } from '../console-session';
import { Notice } from '../notice';
import { StaffDialogView } from './staff-dialog';
import { StaffTable } from './staff-table';
import { useStaffDialog } from './use-staff-dialog';
import { LoadError } from '../load-error';

/** The staff, or null for a staff member who is not an admin. */
type StaffLoad = Settled<ConsoleStaffListAnswer | null>;

/**
 * The staff list, admins only: who this is comes first (the layout's answer is not a loader's to
 * read), so no one else's page asks for the list.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<StaffLoad> {
  const caller = fromLoader(request);
  return settle(consoleMe(caller).then((me) => (me.can_manage_staff ? consoleStaffList(caller) : null)));
}

/** The staff page of an admin. */
function StaffPage() {
  const me = useStaff();
  const loaded = useLoaderData<StaffLoad>();
  const state = useStaffDialog();
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
          onClick={() => state.show({ kind: 'add' })}
        >
          Add staff member
        </Button>
      </Box>
      <Notice text={state.done} onClose={state.clearDone} focus="always" />
      {!loaded.ok && <LoadError error={loaded.error} />}
      {loaded.ok && loaded.answer && (
        <StaffTable staff={loaded.answer.staff} groups={me.groups} selfId={me.staff.id} open={state.show} />
      )}
      <StaffDialogView state={state} groups={me.groups} />
    </Box>
  );
}

/**
 * Staff management (docs/console.md#staff), admins only: add, edit role and groups, reset a password,
 * end their sessions, reset a lost phone's second factor, remove.
 */
function StaffScreen() {
  const me = useStaff();
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
  return <StaffPage />;
}

export const Component = StaffScreen;
