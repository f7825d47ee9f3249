import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ConsoleBillingAccountsAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleBillingAccounts } from '../api/billing';
import { fromLoader } from '../api/request';
import { useStaff } from '../console-session';
import { exampleNames } from './bank-file';
import { BankFileHelp } from './bank-file-help';
import { BankImportArea } from './bank-import-area';
import { BillingTab } from './billing-section';
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
    <BillingTab
      id="billing-payments"
      title="Payments"
      heading="Payments"
      intro="Payments received by the bank are recorded from its file: each row is checked first, and the file is recorded whole or not at all."
      readOnly={
        canManage ? null : 'You can read how a bank file is written here; importing one needs an admin or the accounts role.'
      }
    >
      <BankFileHelp names={exampleNames(accounts)} />
      {canManage && <BankImportArea state={state} names={names} />}
    </BillingTab>
  );
}

export const Component = PaymentsScreen;
