import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsoleBillingAccountsAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleBillingAccounts } from '../api/billing';
import { fromLoader } from '../api/request';
import { consoleTitle, useStaff } from '../console-session';
import { exampleNames } from './bank-file';
import { BankFileHelp } from './bank-file-help';
import { BankImportArea } from './bank-import-area';
import { useBankImport } from './use-bank-import';

/** The accounts, for the names of the rows' matched accounts and the example file; the page works without them. */
export function loader({ request }: LoaderFunctionArgs): Promise<Settled<ConsoleBillingAccountsAnswer>> {
  return settle(consoleBillingAccounts(fromLoader(request)));
}

/** The Payments tab of Billing (docs/console.md#payments): the bank file's format for everyone, its import for those who manage billing. */
function PaymentsScreen() {
  const loaded = useLoaderData<Settled<ConsoleBillingAccountsAnswer>>();
  const canManage = useStaff().can_manage_billing;
  const state = useBankImport();
  const accounts = loaded.ok ? loaded.answer.accounts : null;
  const names = useMemo(() => new Map((accounts ?? []).map((a) => [a.id, a.name])), [accounts]);
  return (
    <Box component="section" aria-labelledby="billing-payments">
      <title>{consoleTitle('Payments')}</title>
      <Typography id="billing-payments" variant="h5" component="h2" sx={{ mb: 1 }}>
        Payments
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        Payments received by the bank are recorded from its file: each row is checked first, and the file is recorded whole or not
        at all.
      </Typography>
      {!canManage && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          You can read how a bank file is written here; importing one needs an admin or the accounts role.
        </Alert>
      )}
      <BankFileHelp names={exampleNames(accounts)} />
      {canManage && <BankImportArea state={state} names={names} />}
    </Box>
  );
}

export const Component = PaymentsScreen;
