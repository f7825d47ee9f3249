import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { isFulfilmentStatus, type ConsoleAuditEntry, type ConsoleOrderEmail, type ConsoleStatusMove } from '@portal/domain';
import { NONE, useConsoleTimes } from '../console-format';
import { ConsoleTable, Empty } from '../console-table';
import { statusLabel } from '../console-session';
import type { ChangeResult } from './use-order-changes';

// The order's records: its e-mails, its status history and its audit trail, each a table that
// scrolls sideways on a narrow screen.

const EMAIL_KINDS: Record<ConsoleOrderEmail['kind'], string> = {
  provider: 'New order (provider)',
  buyer: 'Confirmation (buyer)',
  status: 'Status (buyer)',
  invoice: 'Invoice (billing)',
  credit_note: 'Credit note (billing)',
  statement: 'Statement (billing)',
  reminder: 'Reminder (billing)',
  approval: 'Approval request (approver)',
  approval_outcome: 'Approval outcome',
};

const EMAIL_EVENTS: Record<NonNullable<ConsoleOrderEmail['event']>, string> = {
  in_production: 'In production',
  shipped: 'Shipped',
  ship_date_changed: 'Ship date changed',
  cancelled: 'Cancelled',
};

const STATE_CHIPS: Record<ConsoleOrderEmail['state'], { label: string; color: 'default' | 'success' | 'error' }> = {
  queued: { label: 'Queued', color: 'default' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed, will retry', color: 'error' },
};

function SendAgain({
  email,
  sendAgain,
  disabled,
}: {
  email: ConsoleOrderEmail;
  sendAgain: (id: string) => Promise<ChangeResult>;
  disabled: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        disabled={busy || disabled}
        aria-label={`Send again: ${email.subject}`}
        sx={{ whiteSpace: 'nowrap' }}
        onClick={() => {
          setBusy(true);
          setError(null);
          void sendAgain(email.id).then((result) => {
            setBusy(false);
            if (!result.ok && !result.conflict) setError(result.message);
          });
        }}
      >
        Send again
      </Button>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}

export function OrderEmails({
  emails,
  sendAgain,
  disabled = false,
}: {
  emails: readonly ConsoleOrderEmail[];
  /** Null for staff who only read. */
  sendAgain: ((id: string) => Promise<ChangeResult>) | null;
  /** Another change of the order is under way. */
  disabled?: boolean;
}) {
  const times = useConsoleTimes();
  if (emails.length === 0) return <Empty>No e-mails for this order.</Empty>;
  return (
    <ConsoleTable
      label="E-mails"
      inSection
      minWidth={760}
      rows={emails}
      columns={[
        {
          header: 'E-mail',
          cell: (email) => (email.event ? `${EMAIL_KINDS[email.kind]}: ${EMAIL_EVENTS[email.event]}` : EMAIL_KINDS[email.kind]),
        },
        { header: 'Subject', sx: { minWidth: 180 }, cell: (email) => email.subject },
        // Long addresses may break anywhere, but never narrower than a readable column.
        { header: 'To', sx: { overflowWrap: 'anywhere', minWidth: 200 }, cell: (email) => email.to.join(', ') || NONE },
        { header: 'State', cell: (email) => <EmailState email={email} /> },
        { header: 'Queued', kind: 'nowrap', cell: (email) => times.dateTime(email.created_at) },
        { header: 'Sent', kind: 'nowrap', cell: (email) => (email.sent_at ? times.dateTime(email.sent_at) : NONE) },
        !!sendAgain && {
          header: 'Action',
          headerHidden: true,
          cell: (email) => <SendAgain email={email} sendAgain={sendAgain} disabled={disabled} />,
        },
      ]}
    />
  );
}

function EmailState({ email }: { email: ConsoleOrderEmail }) {
  return (
    <>
      <Chip size="small" variant="outlined" label={STATE_CHIPS[email.state].label} color={STATE_CHIPS[email.state].color} />
      {email.attempts > 1 && (
        <Typography variant="caption" component="div" color="text.secondary">
          {email.attempts} tries
        </Typography>
      )}
    </>
  );
}

/** Who moved the order, when, and how it travels. */
export function StatusHistory({ history }: { history: readonly ConsoleStatusMove[] }) {
  const times = useConsoleTimes();
  if (history.length === 0) return <Empty>Not moved yet: the order is as it was received.</Empty>;
  return (
    <ConsoleTable
      label="Status history"
      inSection
      minWidth={720}
      rows={history}
      rowKey={(move, index) => `${move.at}-${index}`}
      columns={[
        { header: 'When', kind: 'nowrap', cell: (move) => times.dateTime(move.at) },
        { header: 'Move', kind: 'nowrap', cell: (move) => `${statusLabel(move.from)} → ${statusLabel(move.to)}` },
        { header: 'Who', cell: (move) => (move.staff ? `${move.staff.name} (${move.staff.email})` : 'System') },
        { header: 'Carrier', cell: (move) => move.carrier ?? NONE },
        { header: 'Tracking', sx: { overflowWrap: 'anywhere' }, cell: (move) => move.tracking_number ?? NONE },
        { header: 'Note', cell: (move) => move.note ?? NONE },
      ]}
    />
  );
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  carrier: 'Carrier',
  tracking_number: 'Tracking number',
  est_ship_date: 'Est. ship date',
  po: 'PO',
  customer_po: 'Customer PO',
  email_resent: 'E-mail sent again',
  hold_opened: 'Hold opened',
  hold_released: 'Hold released',
  approval_decided: 'Approval decided',
  approval_expired: 'Approval expired',
  approval_reminded: 'Approver reminded',
  approval_escalated: 'Approval escalated',
};

/** A recorded value in words: a status by its label, anything else as stored. */
function valueText(entry: ConsoleAuditEntry, value: string | null): string {
  if (value === null || value === '') return NONE;
  return entry.field === 'status' && isFulfilmentStatus(value) ? statusLabel(value) : value;
}

/** Every change recorded against the order, newest last, as the server keeps it. */
export function AuditTrail({ audit }: { audit: readonly ConsoleAuditEntry[] }) {
  const times = useConsoleTimes();
  if (audit.length === 0) return <Empty>No changes recorded.</Empty>;
  const anywhere = { overflowWrap: 'anywhere' };
  return (
    <ConsoleTable
      label="Audit trail"
      inSection
      minWidth={720}
      rows={audit}
      columns={[
        { header: 'When', kind: 'nowrap', cell: (entry) => times.dateTime(entry.at) },
        { header: 'Who', sx: anywhere, cell: (entry) => (entry.actor === 'admin' ? 'Admin password' : entry.actor) },
        { header: 'What', cell: (entry) => FIELD_LABELS[entry.field] ?? entry.field },
        { header: 'Line', cell: (entry) => entry.line_no ?? 'Order' },
        { header: 'Was', sx: anywhere, cell: (entry) => valueText(entry, entry.old_value) },
        { header: 'Now', sx: anywhere, cell: (entry) => valueText(entry, entry.new_value) },
      ]}
    />
  );
}
