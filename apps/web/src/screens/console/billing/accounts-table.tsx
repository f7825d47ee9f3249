import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import {
  INVOICE_MOMENT_LABELS,
  PAYMENT_TERMS_LABELS,
  type AccountTaxExemption,
  type BillingAccount,
  type ConsoleBillingAccountsAnswer,
} from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { formatDay, money } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { Cards, ConsoleTable, Facts, usePhone } from '../console-table';

/** An account as the list answers it: with the tax exemption certificate that speaks for it in each state. */
export type ListedAccount = ConsoleBillingAccountsAnswer['accounts'][number];

/** A warning in a chip, its words wrapping: dark on light, legible at its small size (WCAG 1.4.3). */
export const WARNING_CHIP = {
  height: 'auto',
  py: 0.25,
  color: tokens.notice.warningText,
  bgcolor: tokens.notice.warningBackground,
  '& .MuiChip-icon': { color: tokens.color.warning },
  '& .MuiChip-label': { whiteSpace: 'normal' },
} as const;

/** Where the account buys without sales tax, and where its certificate ran out (orders there are taxed again). */
function TaxExemptionChips({ exemptions }: { exemptions: readonly AccountTaxExemption[] }) {
  if (exemptions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {exemptions.map((exemption) =>
        exemption.expired ? (
          <Chip
            key={exemption.state}
            size="small"
            icon={<WarningAmberOutlined aria-hidden />}
            label={`Certificate expired (${exemption.state})`}
            title={`${exemption.certificate_number}: its last day was ${formatDay(exemption.expires_on)}`}
            sx={WARNING_CHIP}
          />
        ) : (
          <Chip
            key={exemption.state}
            size="small"
            variant="outlined"
            label={`Tax exempt (${exemption.state})`}
            title={`${exemption.certificate_number}, good through ${formatDay(exemption.expires_on)}`}
          />
        ),
      )}
    </Box>
  );
}

/** The account's name, which opens its page, whose store it is for a store billed apart, and where it is tax exempt. */
function AccountName({ account }: { account: ListedAccount }) {
  return (
    <>
      <Link component={RouterLink} to={CONSOLE_PATHS.billingAccount(account.id)} sx={{ display: 'block', fontWeight: 600 }}>
        {account.name}
      </Link>
      {account.store_code && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
          Store of {account.group_title}
        </Box>
      )}
      <TaxExemptionChips exemptions={account.tax_exemptions} />
    </>
  );
}

/** The account's credit limit in words: 'No limit' when it has none. */
export const creditLimit = (account: BillingAccount) =>
  account.credit_limit_cents === null ? 'No limit' : money(account.credit_limit_cents);

/** Where the invoices are e-mailed, or the warning that they are not (billingAccountProblems allows none). */
export function Contacts({ account }: { account: BillingAccount }) {
  if (account.contacts.length === 0) {
    return (
      <Chip
        size="small"
        icon={<WarningAmberOutlined aria-hidden />}
        label="No billing contact: invoices are not e-mailed"
        sx={WARNING_CHIP}
      />
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {account.contacts.map((contact) => (
        // Broken only where an address cannot fit its line: the table widens its column for one first.
        <Box component="li" key={contact} sx={{ overflowWrap: 'break-word' }}>
          {contact}
        </Box>
      ))}
    </Box>
  );
}

interface AccountsViewProps {
  accounts: readonly ListedAccount[];
  /** Given to staff who may change billing: each account gets its 'Edit'. */
  onEdit: ((account: BillingAccount) => void) | null;
}

function EditButton({ account, onEdit }: { account: BillingAccount; onEdit: (account: BillingAccount) => void }) {
  return (
    <Button
      size="small"
      variant="outlined"
      aria-haspopup="dialog"
      aria-label={`Edit ${account.name}`}
      onClick={() => onEdit(account)}
    >
      Edit
    </Button>
  );
}

/** A card per account, on a phone. */
function AccountCards({ accounts, onEdit }: AccountsViewProps) {
  return (
    <Cards label="Billing accounts" rows={accounts}>
      {(account) => (
        <>
          <AccountName account={account} />
          <Facts
            sx={{ my: 1 }}
            items={[
              ['Group', account.group_title],
              ['Terms', PAYMENT_TERMS_LABELS[account.terms]],
              ['Credit limit', creditLimit(account)],
              ['Invoices', INVOICE_MOMENT_LABELS[account.invoice_when]],
              ['Contacts', <Contacts key="contacts" account={account} />],
            ]}
          />
          {onEdit && <EditButton account={account} onEdit={onEdit} />}
        </>
      )}
    </Cards>
  );
}

/** The billing accounts, in the order given: a table, or a card each on a narrower screen. */
export function AccountsTable(props: AccountsViewProps) {
  const { accounts, onEdit } = props;
  const phone = usePhone();
  if (phone) return <AccountCards {...props} />;
  return (
    <ConsoleTable
      label="Billing accounts"
      rows={accounts}
      columns={[
        { header: 'Account', rowHeader: true, cell: (account) => <AccountName account={account} /> },
        { header: 'Group', cell: (account) => account.group_title },
        { header: 'Terms', cell: (account) => PAYMENT_TERMS_LABELS[account.terms] },
        { header: 'Credit limit', kind: 'money', cell: creditLimit },
        { header: 'Invoices issued', cell: (account) => INVOICE_MOMENT_LABELS[account.invoice_when] },
        { header: 'Billing contacts', cell: (account) => <Contacts account={account} /> },
        !!onEdit && { header: 'Actions', cell: (account) => <EditButton account={account} onEdit={onEdit} /> },
      ]}
    />
  );
}
