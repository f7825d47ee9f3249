import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BillingAccount, ConsoleGroup } from '@portal/domain';
import { ConsoleDialog } from '../console-dialog';
import { Field, SelectField } from '../console-fields';
import { AccountFields } from './account-fields';
import type { AccountDraft } from './account-draft';
import { accountKey, type GroupStores } from './account-order';
import { dialogProps } from '../use-dialog-state';
import type { AccountDialogState } from './use-account-dialog';

interface OwnerProps {
  draft: AccountDraft;
  onChange: (draft: AccountDraft) => void;
  groups: readonly ConsoleGroup[];
  /** Each group's stores, or null when they could not be read: the store is then typed by its code. */
  stores: GroupStores | null;
  /** The group and store keys that have an account already (accountKey). */
  taken: ReadonlySet<string>;
}

const TAKEN = ' (has an account)';

/** Whose account a new one is: a group, and a store of it when the store is billed apart. */
function OwnerFields({ draft, onChange, groups, stores, taken }: OwnerProps) {
  const groupStores = stores?.[draft.groupKey] ?? [];
  return (
    <>
      <SelectField
        label="Group"
        required
        autoFocus
        value={draft.groupKey}
        onChange={(groupKey) => onChange({ ...draft, groupKey, storeCode: '' })}
        options={groups.map((group) => [group.key, group.title] as const)}
      />
      {stores ? (
        <TextField
          select
          label="Store"
          fullWidth
          margin="normal"
          value={draft.storeCode}
          onChange={(event) => onChange({ ...draft, storeCode: event.target.value })}
          helperText="A store billed apart from its group has an account of its own."
          slotProps={{ select: { native: true } }}
        >
          <option value="" disabled={taken.has(accountKey(draft.groupKey, ''))}>
            None: the group’s own account{taken.has(accountKey(draft.groupKey, '')) ? TAKEN : ''}
          </option>
          {groupStores.map((store) => (
            <option key={store.code} value={store.code} disabled={taken.has(accountKey(draft.groupKey, store.code))}>
              {store.name} ({store.code}){taken.has(accountKey(draft.groupKey, store.code)) ? TAKEN : ''}
            </option>
          ))}
        </TextField>
      ) : (
        <Field
          label="Store code"
          value={draft.storeCode}
          onChange={(storeCode) => onChange({ ...draft, storeCode })}
          help="The group’s stores could not be read: type the store’s code (such as GDCH01) for a store billed apart, or leave it empty for the group’s own account."
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
        />
      )}
    </>
  );
}

/** Whose account is being changed: fixed, so said rather than asked. */
function OwnerText({ account }: { account: BillingAccount }) {
  return (
    <Typography color="text.secondary">
      {account.store_code
        ? `Store ${account.store_name ?? account.store_code} (${account.store_code}) of ${account.group_title}`
        : `The group ${account.group_title}`}
    </Typography>
  );
}

/** Said where 'Reload' was, which the refill removed: it takes the focus so the keyboard stays in the dialog. */
function ReloadedNotice() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} severity="info" role="status" sx={{ mt: 2 }}>
      The account was read again: these are its settings now. Make your change again and save.
    </Alert>
  );
}

interface AccountDialogViewProps extends Omit<OwnerProps, 'draft' | 'onChange'> {
  state: AccountDialogState;
}

/** The one dialog of the accounts page: opening an account, or changing one. */
export function AccountDialogView({ state, groups, stores, taken }: AccountDialogViewProps) {
  const { dialog, error } = state;
  const editing = dialog?.kind === 'edit' ? dialog.account : null;
  return (
    <ConsoleDialog
      title={editing ? `Edit ${editing.name}` : 'Open a billing account'}
      submitLabel={editing ? 'Save' : 'Open account'}
      {...dialogProps({ ...state, error: error?.message ?? null })}
      errorAction={
        error?.conflict ? (
          <Button color="inherit" size="small" onClick={state.reloadAccount} disabled={state.busy}>
            Reload
          </Button>
        ) : undefined
      }
      onSubmit={state.submit}
    >
      {editing ? (
        <OwnerText account={editing} />
      ) : (
        <OwnerFields draft={state.draft} onChange={state.setDraft} groups={groups} stores={stores} taken={taken} />
      )}
      {state.reloaded && <ReloadedNotice />}
      <AccountFields draft={state.draft} onChange={state.setDraft} problems={state.problems} autoFocus={editing !== null} />
    </ConsoleDialog>
  );
}
