import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { BillingAccount, ConsoleBillingAccountsAnswer, ConsoleUnbilledOrdersAnswer } from '@portal/domain';
import { ApiError, settle, type Settled } from '../../../core/api/api-client';
import { consoleBillingAccounts, consoleUnbilledOrders } from '../api/billing';
import { groupsAtAGlance } from '../api/groups';
import { fromLoader } from '../api/request';
import { consoleMe } from '../api/session';
import { useStaff } from '../console-session';
import { Notice } from '../notice';
import { AccountDialogView } from './account-dialog';
import { accountKey, sortAccounts, storesOf, type GroupStores } from './account-order';
import { AccountsTable } from './accounts-table';
import { UnbilledOrdersNotice } from './unbilled-orders-notice';
import { useAccountDialog } from './use-account-dialog';
import { LoadError } from '../load-error';
import { BillingTab } from './billing-section';

interface AccountsLoad {
  accounts: Settled<ConsoleBillingAccountsAnswer>;
  /**
   * Each group's stores, for opening a store's account: from the groups answer, read only for staff
   * who may open one; null for the others, or when it could not be read (the store is then typed).
   */
  stores: GroupStores | null;
  /** Orders on account that no account bills, shown above the accounts while there is any. */
  unbilled: Settled<ConsoleUnbilledOrdersAnswer>;
}

/** The stores a new account can be for; a refusal leaves them out rather than the page. */
async function openableStores(request: Request): Promise<GroupStores | null> {
  const caller = fromLoader(request);
  try {
    const me = await consoleMe(caller);
    return me.can_manage_billing ? storesOf(await groupsAtAGlance(caller)) : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** The billing accounts of the groups the staff member sees; a refusal is shown on the page, a 401 goes to the login. */
export async function loader({ request }: LoaderFunctionArgs): Promise<AccountsLoad> {
  const [accounts, stores, unbilled] = await Promise.all([
    settle(consoleBillingAccounts(fromLoader(request))),
    openableStores(request),
    settle(consoleUnbilledOrders(fromLoader(request))),
  ]);
  return { accounts, stores, unbilled };
}

function NoAccounts({ canManage }: { canManage: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="h3" variant="h6">
        No billing accounts yet
      </Typography>
      <Typography color="text.secondary">
        {canManage
          ? 'A group that pays on account needs one: open it with ‘Open an account’.'
          : 'An admin or the accounts role opens them.'}
      </Typography>
    </Paper>
  );
}

/** The accounts section of Billing (docs/console.md#billing): everyone reads, admins and the accounts role open and change. */
function AccountsScreen() {
  const me = useStaff();
  const { accounts: loaded, stores, unbilled } = useLoaderData<AccountsLoad>();
  const accounts = useMemo(() => (loaded.ok ? sortAccounts(loaded.answer.accounts) : []), [loaded]);
  const taken = useMemo(() => new Set(accounts.map((a) => accountKey(a.group_key, a.store_code))), [accounts]);
  const state = useAccountDialog(accounts);
  const canManage = me.can_manage_billing;
  const edit = (account: BillingAccount) => state.show({ kind: 'edit', account }, account.group_key);
  return (
    <BillingTab
      id="billing-accounts"
      title="Billing accounts"
      heading="Accounts"
      action={
        canManage && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            aria-haspopup="dialog"
            onClick={() => state.show({ kind: 'add' }, me.groups[0]?.key ?? '')}
          >
            Open an account
          </Button>
        )
      }
      readOnly={canManage ? null : 'You can read the billing accounts here; changing one needs an admin or the accounts role.'}
    >
      <Notice text={state.done} onClose={state.clearDone} />
      <UnbilledOrdersNotice unbilled={unbilled} />
      {!loaded.ok && <LoadError error={loaded.error} />}
      {loaded.ok && accounts.length === 0 && <NoAccounts canManage={canManage} />}
      {accounts.length > 0 && <AccountsTable accounts={accounts} onEdit={canManage ? edit : null} />}
      {canManage && <AccountDialogView state={state} groups={me.groups} stores={stores} taken={taken} />}
    </BillingTab>
  );
}

export const Component = AccountsScreen;
