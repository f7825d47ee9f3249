import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { secondFactorRequired, type ConsoleGroup, type StaffMember } from '@portal/domain';
import { ConsoleDate } from '../console-format';
import { ROLE_LABELS } from '../console-session';
import type { StaffDialog } from './use-staff-dialog';

function groupsText(member: StaffMember, groups: readonly ConsoleGroup[]): string {
  if (member.role !== 'rep') return 'Every group';
  const titles = new Map(groups.map((g) => [g.key, g.title]));
  return member.groups.map((key) => titles.get(key) ?? key).join(', ') || 'None';
}

/**
 * Whether the member logs in with a code from an app (an admin without one sets it up at their
 * next login), and for a lost phone, resetting it: beside what it resets.
 */
function FactorCell({ member, self, open }: { member: StaffMember; self: boolean; open: (dialog: StaffDialog) => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <Chip
        size="small"
        variant="outlined"
        color={member.second_factor ? 'success' : 'default'}
        label={member.second_factor ? 'On' : 'Off'}
      />
      {!member.second_factor && secondFactorRequired(member.role) && (
        <Typography variant="body2" component="span" color="text.secondary">
          set up at next login
        </Typography>
      )}
      {!self && member.second_factor && (
        <Button
          size="small"
          aria-haspopup="dialog"
          aria-label={`Reset the second factor of ${member.name}`}
          onClick={() => open({ kind: 'reset-factor', member })}
        >
          Reset
        </Button>
      )}
    </Box>
  );
}

function MemberActions({ member, self, open }: { member: StaffMember; self: boolean; open: (dialog: StaffDialog) => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
          aria-haspopup="dialog"
          aria-label={`End the sessions of ${member.name}`}
          onClick={() => open({ kind: 'end-sessions', member })}
        >
          End sessions
        </Button>
      )}
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

interface StaffViewProps {
  staff: StaffMember[];
  groups: readonly ConsoleGroup[];
  selfId: string;
  open: (d: StaffDialog) => void;
}

/** A card per member, on a phone. */
function StaffCards({ staff, groups, selfId, open }: StaffViewProps) {
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
          <Typography variant="body2" color="text.secondary">
            {ROLE_LABELS[member.role]} · {groupsText(member, groups)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1, typography: 'body2' }}>
            Second factor
            <FactorCell member={member} self={member.id === selfId} open={open} />
          </Box>
          <MemberActions member={member} self={member.id === selfId} open={open} />
        </Paper>
      ))}
    </Box>
  );
}

/** The staff, each with what an admin may do to them: a table, or a card each on a narrower screen. */
export function StaffTable(props: StaffViewProps) {
  const { staff, groups, selfId, open } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (phone) return <StaffCards {...props} />;
  // The e-mail under the name, as the board pairs its facts: the actions then fit two a line at 1280 px.
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Staff">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Name and e-mail</TableCell>
            <TableCell scope="col">Role</TableCell>
            <TableCell scope="col">Groups</TableCell>
            <TableCell scope="col" sx={{ whiteSpace: 'nowrap' }}>
              Second factor
            </TableCell>
            <TableCell scope="col">Added</TableCell>
            <TableCell scope="col">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => (
            <TableRow key={member.id}>
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>
                  {member.name}
                  {member.id === selfId ? ' (you)' : ''}
                </Box>
                <Box sx={{ whiteSpace: 'nowrap' }}>{member.email}</Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABELS[member.role]}</TableCell>
              <TableCell sx={{ maxWidth: 280 }}>{groupsText(member, groups)}</TableCell>
              <TableCell>
                <FactorCell member={member} self={member.id === selfId} open={open} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ConsoleDate at={member.created_at} />
              </TableCell>
              <TableCell sx={{ minWidth: 300 }}>
                <MemberActions member={member} self={member.id === selfId} open={open} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
