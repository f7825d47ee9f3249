import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { APPROVAL_STATUS_LABELS, type ConsoleOrderApproval } from '@portal/domain';
import { NONE, useConsoleTimes } from '../console-format';
import { Facts } from '../console-table';
import { useStaff } from '../console-session';
import { Section } from './order-sections';
import type { ChangeResult } from './use-order-changes';

/**
 * The dealership's approval of the order (docs/approvals.md): where it stands, who is asked, why,
 * how often the approver was reminded, and how it ended. Staff never decide it: while it waits,
 * those who change orders may remind the approver (once an hour). Nothing when none was needed.
 */
export function OrderApproval({
  approval,
  remind,
  disabled,
}: {
  approval: ConsoleOrderApproval | null;
  remind: () => Promise<ChangeResult>;
  disabled: boolean;
}) {
  const canChange = useStaff().can_change_orders;
  const times = useConsoleTimes();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!approval) return null;
  const waiting = approval.status === 'waiting';
  return (
    <Section title="Approval" id="order-approval">
      <Alert role="status" severity={waiting ? 'info' : approval.status === 'approved' ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {approval.status_text}
      </Alert>
      <Facts
        // Each term above its value on a phone, beside it from sm.
        columns={{ xs: '1fr', sm: 'minmax(8rem, auto) 1fr' }}
        sx={{ columnGap: 2, rowGap: 0.75 }}
        items={[
          ['Status', APPROVAL_STATUS_LABELS[approval.status]],
          [waiting ? 'Asked' : 'Last asked', approval.approver_name],
          approval.approver_names.length > 1 && ['Approvers', approval.approver_names.join(', then ')],
          ['Why it waits', approval.reasons.join('; ')],
          ['Waiting since', times.dateTime(approval.opened_at)],
          ['Reminders sent', String(approval.reminded_count)],
          waiting && ['Next reminder', approval.remind_at ? times.dateTime(approval.remind_at) : NONE],
          waiting && approval.escalate_at !== null && ['Second approver asked', times.dateTime(approval.escalate_at)],
          waiting && ['Expires', times.dateTime(approval.expires_at)],
          approval.decided_at !== null && ['Decided', times.dateTime(approval.decided_at)],
          approval.decided_by !== null && ['Decided by', approval.decided_by],
          approval.reason !== null && ['Reason', approval.reason],
        ]}
      />
      {waiting && canChange && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            disabled={busy || disabled}
            onClick={() => {
              setBusy(true);
              setError(null);
              void remind().then((result) => {
                setBusy(false);
                if (!result.ok && !result.conflict) setError(result.message);
              });
            }}
          >
            Remind the approver
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            E-mails {approval.approver_name} new links; the links sent before keep working. Staff cannot approve or reject.
          </Typography>
          {error && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {error}
            </Typography>
          )}
        </Box>
      )}
    </Section>
  );
}
