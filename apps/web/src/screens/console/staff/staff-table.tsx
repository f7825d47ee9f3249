import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { secondFactorRequired, type ConsoleGroup, type StaffMember } from '@portal/domain';
import { ConsoleDate } from '../console-format';
import { ROLE_LABELS } from '../console-session';
import { Cards, ConsoleTable, usePhone } from '../console-table';
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

/** What an admin may do to a member: another member may also be logged out everywhere, or removed. */
function MemberActions({ member, self, open }: { member: StaffMember; self: boolean; open: (dialog: StaffDialog) => void }) {
  const actions: { kind: Exclude<StaffDialog['kind'], 'add'>; text: string; label: string; danger?: boolean }[] = [
    { kind: 'edit', text: 'Edit', label: `Edit ${member.name}` },
    { kind: 'reset', text: 'Reset password', label: `Reset the password of ${member.name}` },
    ...(self
      ? []
      : [
          { kind: 'end-sessions' as const, text: 'End sessions', label: `End the sessions of ${member.name}` },
          { kind: 'remove' as const, text: 'Remove', label: `Remove ${member.name}`, danger: true },
        ]),
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => (
        <Button
          key={action.kind}
          size="small"
          variant="outlined"
          color={action.danger ? 'error' : undefined}
          aria-haspopup="dialog"
          aria-label={action.label}
          onClick={() => open({ kind: action.kind, member })}
        >
          {action.text}
        </Button>
      ))}
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
    <Cards label="Staff" rows={staff}>
      {(member) => (
        <>
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
        </>
      )}
    </Cards>
  );
}

/** The staff, each with what an admin may do to them: a table, or a card each on a narrower screen. */
export function StaffTable(props: StaffViewProps) {
  const { staff, groups, selfId, open } = props;
  const phone = usePhone();
  if (phone) return <StaffCards {...props} />;
  // The e-mail under the name, as the board pairs its facts: the actions then fit two a line at 1280 px.
  return (
    <ConsoleTable
      label="Staff"
      rows={staff}
      columns={[
        {
          header: 'Name and e-mail',
          cell: (member) => (
            <>
              <Box sx={{ fontWeight: 600 }}>
                {member.name}
                {member.id === selfId ? ' (you)' : ''}
              </Box>
              <Box sx={{ whiteSpace: 'nowrap' }}>{member.email}</Box>
            </>
          ),
        },
        { header: 'Role', kind: 'nowrap', cell: (member) => ROLE_LABELS[member.role] },
        { header: 'Groups', sx: { maxWidth: 280 }, cell: (member) => groupsText(member, groups) },
        {
          header: 'Second factor',
          headSx: { whiteSpace: 'nowrap' },
          cell: (member) => <FactorCell member={member} self={member.id === selfId} open={open} />,
        },
        { header: 'Added', kind: 'nowrap', cell: (member) => <ConsoleDate at={member.created_at} /> },
        {
          header: 'Actions',
          sx: { minWidth: 300 },
          cell: (member) => <MemberActions member={member} self={member.id === selfId} open={open} />,
        },
      ]}
    />
  );
}
