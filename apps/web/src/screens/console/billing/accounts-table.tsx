import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { INVOICE_MOMENT_LABELS, PAYMENT_TERMS_LABELS, type BillingAccount } from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { money } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';

/** The account's name, which opens its page, and whose store it is for a store billed apart. */
function AccountName({ account }: { account: BillingAccount }) {
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
        sx={{
          height: 'auto',
          py: 0.25,
          color: tokens.notice.warningText,
          bgcolor: tokens.notice.warningBackground,
          '& .MuiChip-icon': { color: tokens.color.warning },
          '& .MuiChip-label': { whiteSpace: 'normal' },
        }}
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
  accounts: readonly BillingAccount[];
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
    <Box component="ul" aria-label="Billing accounts" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {accounts.map((account) => (
        <Paper component="li" variant="outlined" key={account.id} sx={{ p: 1.5 }}>
          <AccountName account={account} />
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.5,
              my: 1,
              typography: 'body2',
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, minWidth: 0 },
            }}
          >
            <dt>Group</dt>
            <dd>{account.group_title}</dd>
            <dt>Terms</dt>
            <dd>{PAYMENT_TERMS_LABELS[account.terms]}</dd>
            <dt>Credit limit</dt>
            <dd>{creditLimit(account)}</dd>
            <dt>Invoices</dt>
            <dd>{INVOICE_MOMENT_LABELS[account.invoice_when]}</dd>
            <dt>Contacts</dt>
            <dd>
              <Contacts account={account} />
            </dd>
          </Box>
          {onEdit && <EditButton account={account} onEdit={onEdit} />}
        </Paper>
      ))}
    </Box>
  );
}

/** The billing accounts, in the order given: a table, or a card each on a narrower screen. */
export function AccountsTable(props: AccountsViewProps) {
  const { accounts, onEdit } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (phone) return <AccountCards {...props} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Billing accounts">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Account</TableCell>
            <TableCell scope="col">Group</TableCell>
            <TableCell scope="col">Terms</TableCell>
            <TableCell scope="col" align="right">
              Credit limit
            </TableCell>
            <TableCell scope="col">Invoices issued</TableCell>
            <TableCell scope="col">Billing contacts</TableCell>
            {onEdit && <TableCell scope="col">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell component="th" scope="row">
                <AccountName account={account} />
              </TableCell>
              <TableCell>{account.group_title}</TableCell>
              <TableCell>{PAYMENT_TERMS_LABELS[account.terms]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {creditLimit(account)}
              </TableCell>
              <TableCell>{INVOICE_MOMENT_LABELS[account.invoice_when]}</TableCell>
              <TableCell>
                <Contacts account={account} />
              </TableCell>
              {onEdit && (
                <TableCell>
                  <EditButton account={account} onEdit={onEdit} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
