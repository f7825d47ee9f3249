import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isFulfilmentStatus, type ConsoleAuditEntry, type ConsoleOrderEmail, type ConsoleStatusMove } from '@portal/domain';
import { NONE, useConsoleTimes } from '../console-format';
import { statusLabel } from '../console-session';
import { visuallyHidden } from '../../../common/visually-hidden';
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

function Empty({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/**
 * A table that scrolls sideways inside its section on a narrow screen, reachable by keyboard.
 * Positioned, so the visually hidden text in its cells (absolutely placed) scrolls and is clipped
 * with it instead of widening the whole page.
 */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer role="region" aria-label={`${label} table`} tabIndex={0} sx={{ overflowX: 'auto', position: 'relative' }}>
      {children}
    </TableContainer>
  );
}

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
    <Scroll label="E-mails">
      <Table size="small" aria-label="E-mails" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">E-mail</TableCell>
            <TableCell scope="col">Subject</TableCell>
            <TableCell scope="col">To</TableCell>
            <TableCell scope="col">State</TableCell>
            <TableCell scope="col">Queued</TableCell>
            <TableCell scope="col">Sent</TableCell>
            {sendAgain && (
              <TableCell scope="col">
                <Box component="span" sx={visuallyHidden}>
                  Action
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {emails.map((email) => (
            <TableRow key={email.id}>
              <TableCell>
                {email.event ? `${EMAIL_KINDS[email.kind]}: ${EMAIL_EVENTS[email.event]}` : EMAIL_KINDS[email.kind]}
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>{email.subject}</TableCell>
              {/* Long addresses may break anywhere, but never narrower than a readable column. */}
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>
                {email.to.length ? email.to.join(', ') : NONE}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={STATE_CHIPS[email.state].label}
                  color={STATE_CHIPS[email.state].color}
                />
                {email.attempts > 1 && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {email.attempts} tries
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{times.dateTime(email.created_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{email.sent_at ? times.dateTime(email.sent_at) : NONE}</TableCell>
              {sendAgain && (
                <TableCell>
                  <SendAgain email={email} sendAgain={sendAgain} disabled={disabled} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}

/** Who moved the order, when, and how it travels. */
export function StatusHistory({ history }: { history: readonly ConsoleStatusMove[] }) {
  const times = useConsoleTimes();
  if (history.length === 0) return <Empty>Not moved yet: the order is as it was received.</Empty>;
  return (
    <Scroll label="Status history">
      <Table size="small" aria-label="Status history" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">When</TableCell>
            <TableCell scope="col">Move</TableCell>
            <TableCell scope="col">Who</TableCell>
            <TableCell scope="col">Carrier</TableCell>
            <TableCell scope="col">Tracking</TableCell>
            <TableCell scope="col">Note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((move, index) => (
            <TableRow key={`${move.at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{times.dateTime(move.at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {statusLabel(move.from)} → {statusLabel(move.to)}
              </TableCell>
              <TableCell>{move.staff ? `${move.staff.name} (${move.staff.email})` : 'System'}</TableCell>
              <TableCell>{move.carrier ?? NONE}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{move.tracking_number ?? NONE}</TableCell>
              <TableCell>{move.note ?? NONE}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
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
  return (
    <Scroll label="Audit trail">
      <Table size="small" aria-label="Audit trail" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">When</TableCell>
            <TableCell scope="col">Who</TableCell>
            <TableCell scope="col">What</TableCell>
            <TableCell scope="col">Line</TableCell>
            <TableCell scope="col">Was</TableCell>
            <TableCell scope="col">Now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {audit.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{times.dateTime(entry.at)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.actor === 'admin' ? 'Admin password' : entry.actor}</TableCell>
              <TableCell>{FIELD_LABELS[entry.field] ?? entry.field}</TableCell>
              <TableCell>{entry.line_no ?? 'Order'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{valueText(entry, entry.old_value)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{valueText(entry, entry.new_value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}
