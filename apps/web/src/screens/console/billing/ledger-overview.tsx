import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  AGING_BUCKETS,
  INVOICE_MOMENT_LABELS,
  PAYMENT_TERMS_LABELS,
  type AgingBucket,
  type BillingAccount,
  type ConsoleAccountLedgerAnswer,
} from '@portal/domain';
import { money } from '../console-format';
import { Facts, type Fact } from '../console-table';
import { Contacts, creditLimit } from './accounts-table';
import { AGING_LABELS } from './ledger-money';

/** The account's settings that bear on its money: terms, credit limit, when it is invoiced, where invoices go. */
export function AccountFacts({ account }: { account: BillingAccount }) {
  const facts: Fact[] = [
    [
      'Group',
      account.store_code ? `${account.group_title}, store ${account.store_name ?? account.store_code}` : account.group_title,
    ],
    ['Terms', PAYMENT_TERMS_LABELS[account.terms]],
    ['Credit limit', creditLimit(account)],
    ['Invoices issued', INVOICE_MOMENT_LABELS[account.invoice_when]],
    ['Billing contacts', <Contacts key="contacts" account={account} />],
  ];
  return (
    <Facts
      items={facts}
      columns={{ xs: 'minmax(7rem, auto) 1fr', md: 'repeat(2, minmax(8rem, auto) 1fr)' }}
      sx={{ columnGap: 2, rowGap: 0.75, mb: 2 }}
    />
  );
}

/** One figure: its words, the term, above the amount. */
export function Figure({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'h5' : 'h6'}
        sx={{ m: 0, fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {money(cents)}
      </Typography>
    </Paper>
  );
}

export const figureGrid = {
  display: 'grid',
  gap: 1,
  m: 0,
  // Five columns from a tablet up: the balance and the credit sit above the first two aging buckets.
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
} as const;

/** What is outstanding by how late it is, a figure per aging bucket. */
export function AgingFigures({ aging }: { aging: Readonly<Record<AgingBucket, number>> }) {
  return (
    <Box component="dl" sx={figureGrid}>
      {AGING_BUCKETS.map((bucket) => (
        <Figure key={bucket} label={AGING_LABELS[bucket]} cents={aging[bucket]} />
      ))}
    </Box>
  );
}

/**
 * The account's figures as the server adds them up: what it owes less its credit (the balance),
 * the payments not yet given to an invoice (the credit), and what is outstanding by how late it is.
 */
export function LedgerFigures({ ledger }: { ledger: ConsoleAccountLedgerAnswer }) {
  return (
    <Box component="section" aria-labelledby="ledger-figures" sx={{ mb: 3 }}>
      <Typography id="ledger-figures" variant="h6" component="h3" sx={{ mb: 1 }}>
        Balance and aging
      </Typography>
      <Box component="dl" sx={{ ...figureGrid, mb: 1 }}>
        <Figure label="Balance" cents={ledger.balance_cents} strong />
        <Figure label="Credit (unallocated payments)" cents={ledger.credit_cents} strong />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
        Outstanding by days past due
      </Typography>
      <AgingFigures aging={ledger.aging} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The balance is what the invoices have outstanding, less the credit.
      </Typography>
    </Box>
  );
}
