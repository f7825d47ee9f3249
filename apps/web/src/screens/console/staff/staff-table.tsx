import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import type { ConsoleGroup, StaffMember } from '@portal/domain';
import { ConsoleDate } from '../console-format';
import { ROLE_LABELS } from '../console-session';
import type { StaffDialog } from './use-staff-dialog';

function groupsText(member: StaffMember, groups: readonly ConsoleGroup[]): string {
  if (member.role !== 'rep') return 'Every group';
  const titles = new Map(groups.map((g) => [g.key, g.title]));
  return member.groups.map((key) => titles.get(key) ?? key).join(', ') || 'None';
}

function MemberActions({ member, self, open }: { member: StaffMember; self: boolean; open: (dialog: StaffDialog) => void }) {
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

/** The staff, each with what an admin may do to them: a table, or a card each on a narrower screen. */
export function StaffTable({
  staff,
  groups,
  selfId,
  open,
}: {
  staff: StaffMember[];
  groups: readonly ConsoleGroup[];
  selfId: string;
  open: (d: StaffDialog) => void;
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
