import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { ConsoleAgingAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { AGING_CSV_HREF, consoleAging } from '../api/billing';
import { fromLoader } from '../api/request';
import { formatDay } from '../console-format';
import { useStaff } from '../console-session';
import { owingFirst } from './aging-standing';
import { AgingTable } from './aging-table';
import { Notice } from '../notice';
import { HoldLiftDialogView } from './hold-lift-dialog';
import { useHoldLiftDialog } from './use-hold-lift-dialog';
import { LoadError } from '../load-error';
import { BillingTab } from './billing-section';

/** Every account of the staff member's groups with its balance by how long past due, today. */
export function loader({ request }: LoaderFunctionArgs): Promise<Settled<ConsoleAgingAnswer>> {
  return settle(consoleAging(fromLoader(request)));
}

function NoAccounts() {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="h3" variant="h6">
        No billing accounts yet
      </Typography>
      <Typography color="text.secondary">The aging lists each account once its group or store pays on account.</Typography>
    </Paper>
  );
}

/** The aging tab of Billing (docs/console.md#aging): everyone reads, admins and the accounts role lift holds. */
function AgingScreen() {
  const loaded = useLoaderData<Settled<ConsoleAgingAnswer>>();
  const canManage = useStaff().can_manage_billing;
  const lift = useHoldLiftDialog();
  const rows = useMemo(() => (loaded.ok ? owingFirst(loaded.answer.accounts) : []), [loaded]);
  return (
    <BillingTab
      id="billing-aging"
      title="Aging"
      heading="Aging"
      action={
        <Button href={AGING_CSV_HREF} download variant="outlined" startIcon={<DownloadOutlined />}>
          Download CSV
        </Button>
      }
      above={loaded.ok && <Typography sx={{ fontWeight: 600 }}>As of {formatDay(loaded.answer.as_of)}</Typography>}
      intro="What each account owes, by how many days its invoices are past due; the accounts owing most first. An amount opens the invoices it adds up."
      readOnly={canManage ? null : 'You can read the aging here; lifting a credit hold needs an admin or the accounts role.'}
    >
      <Notice text={lift.done} onClose={lift.clearDone} focus="when-lost" />
      {!loaded.ok && <LoadError error={loaded.error} />}
      {loaded.ok && rows.length === 0 && <NoAccounts />}
      {loaded.ok && rows.length > 0 && (
        <AgingTable rows={rows} totals={loaded.answer.totals} onLift={canManage ? lift.show : null} />
      )}
      {canManage && <HoldLiftDialogView state={lift} />}
    </BillingTab>
  );
}

export const Component = AgingScreen;
