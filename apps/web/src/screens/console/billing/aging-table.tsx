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
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingBucket, type AgingRow, type ConsoleAgingAnswer } from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { money, NONE, useConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { bucketInvoicesHref, holdText, pastDue } from './aging-standing';

// Past due in the error notice's text colour (AA on paper and on the footer's grey); the column's
// heading says which bucket, so the colour is never the only sign.
const PAST_DUE = { color: tokens.notice.errorText, fontWeight: 600 } as const;
const amountCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface AgingViewProps {
  rows: readonly AgingRow[];
  totals: ConsoleAgingAnswer['totals'];
  /** Given to staff who may lift a hold: each account on hold gets its 'Lift hold'. */
  onLift: ((row: AgingRow) => void) | null;
}

function AccountLink({ row }: { row: AgingRow }) {
  return (
    <Link
      component={RouterLink}
      to={CONSOLE_PATHS.billingAccount(row.account.id)}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {row.account.name}
    </Link>
  );
}

/** On hold and why, or until when a hold is lifted: in words, tinted like the notices. */
function HoldChip({ row }: { row: AgingRow }) {
  const times = useConsoleTimes();
  const text = holdText(row, Date.now(), times.date);
  if (!text) return null;
  const look = row.hold
    ? { color: tokens.notice.errorText, bgcolor: tokens.notice.errorBackground }
    : { color: tokens.notice.infoText, bgcolor: tokens.notice.infoBackground };
  return (
    <Chip
      size="small"
      label={text}
      sx={{
        ...look,
        display: 'flex',
        width: 'fit-content',
        maxWidth: '100%',
        height: 'auto',
        mt: 0.5,
        py: 0.25,
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    />
  );
}

/**
 * What the account has in a bucket: a link to the invoices that make it up, in the error colour
 * when past due; nothing outstanding is a plain, quieter $0.00.
 */
function BucketAmount({ row, bucket }: { row: AgingRow; bucket: AgingBucket }) {
  const cents = row.aging[bucket];
  if (cents === 0)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {money(0)}
      </Box>
    );
  return (
    <Link
      component={RouterLink}
      to={bucketInvoicesHref(row.account.id, bucket)}
      aria-label={`${money(cents)}, ${AGING_BUCKET_LABELS[bucket]}: the invoices of ${row.account.name}`}
      sx={pastDue(bucket) ? { ...PAST_DUE, textDecorationColor: 'currentColor' } : undefined}
    >
      {money(cents)}
    </Link>
  );
}

/** The balance in bold while the account owes something; what is nothing reads quieter. */
function Figure({ cents, strong }: { cents: number; strong?: boolean }) {
  if (cents === 0)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {money(0)}
      </Box>
    );
  return (
    <Box component="span" sx={strong && cents > 0 ? { fontWeight: 700 } : undefined}>
      {money(cents)}
    </Box>
  );
}

function LiftButton({ row, onLift }: { row: AgingRow; onLift: NonNullable<AgingViewProps['onLift']> }) {
  return (
    <Button
      size="small"
      variant="outlined"
      aria-haspopup="dialog"
      aria-label={`Lift the hold on ${row.account.name}`}
      onClick={() => onLift(row)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Lift hold
    </Button>
  );
}

const cardFacts = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 1.5,
  rowGap: 0.5,
  my: 1,
  typography: 'body2',
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, minWidth: 0, textAlign: 'right', ...amountCell },
} as const;

/** The group, and the store of an account billed apart from its group. */
function Whose({ row }: { row: AgingRow }) {
  return (
    <Box sx={{ typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {row.account.group_title}
      {row.account.store_name && `, ${row.account.store_name}`}
    </Box>
  );
}

/** The buckets an account has something in, with its balance and credit, as terms and amounts. */
function CardFigures({ row }: { row: AgingRow }) {
  const buckets = AGING_BUCKETS.filter((bucket) => row.aging[bucket] !== 0);
  return (
    <Box component="dl" sx={cardFacts}>
      {buckets.map((bucket) => (
        <Box key={bucket} sx={{ display: 'contents' }}>
          <dt>{AGING_BUCKET_LABELS[bucket]}</dt>
          <dd>
            <BucketAmount row={row} bucket={bucket} />
          </dd>
        </Box>
      ))}
      <dt>Balance</dt>
      <dd>
        <Figure cents={row.balance_cents} strong />
      </dd>
      <dt>Credit</dt>
      <dd>
        <Figure cents={row.credit_cents} />
      </dd>
    </Box>
  );
}

/** Every account's total by bucket, on a phone: the table's last row. */
function TotalsCard({ totals }: { totals: AgingViewProps['totals'] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="aging-totals" sx={{ p: 1.5, bgcolor: 'grey.50' }}>
      <Typography id="aging-totals" component="h3" sx={{ fontWeight: 700 }}>
        Total of every account
      </Typography>
      <Box component="dl" sx={cardFacts}>
        {AGING_BUCKETS.map((bucket) => (
          <Box key={bucket} sx={{ display: 'contents' }}>
            <dt>{AGING_BUCKET_LABELS[bucket]}</dt>
            <Box component="dd" sx={totals.aging[bucket] !== 0 && pastDue(bucket) ? PAST_DUE : undefined}>
              {money(totals.aging[bucket])}
            </Box>
          </Box>
        ))}
        <dt>Balance</dt>
        <Box component="dd" sx={{ fontWeight: 700 }}>
          {money(totals.balance_cents)}
        </Box>
        <dt>Credit</dt>
        <dd>{money(totals.credit_cents)}</dd>
      </Box>
    </Paper>
  );
}

/** A card per account, on a phone, then the totals. */
function AgingCards({ rows, totals, onLift }: AgingViewProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ul" aria-label="Aging by account" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.account.id} sx={{ p: 1.5 }}>
            <AccountLink row={row} />
            <Whose row={row} />
            <HoldChip row={row} />
            <CardFigures row={row} />
            {onLift && row.hold && <LiftButton row={row} onLift={onLift} />}
          </Paper>
        ))}
      </Box>
      <TotalsCard totals={totals} />
    </Box>
  );
}

const footerCell = { color: 'text.primary', fontSize: '0.875rem', fontWeight: 700, borderBottom: 0 } as const;

/** The table's last row: every account's amounts added up, as the server answered them. */
function TotalsRow({ totals, withAction }: { totals: AgingViewProps['totals']; withAction: boolean }) {
  return (
    <TableFooter sx={{ bgcolor: 'grey.50' }}>
      <TableRow>
        <TableCell component="th" scope="row" colSpan={3} sx={footerCell}>
          Total
        </TableCell>
        {AGING_BUCKETS.map((bucket) => (
          <TableCell
            key={bucket}
            align="right"
            sx={{ ...footerCell, ...amountCell, ...(totals.aging[bucket] !== 0 && pastDue(bucket) ? PAST_DUE : {}) }}
          >
            {money(totals.aging[bucket])}
          </TableCell>
        ))}
        <TableCell align="right" sx={{ ...footerCell, ...amountCell }}>
          {money(totals.balance_cents)}
        </TableCell>
        <TableCell align="right" sx={{ ...footerCell, ...amountCell, fontWeight: 400 }}>
          {money(totals.credit_cents)}
        </TableCell>
        {withAction && <TableCell sx={footerCell} />}
      </TableRow>
    </TableFooter>
  );
}

/** Every account's balance by how long past due, in the order given, and the totals: a table, or cards on a narrower screen. */
export function AgingTable(props: AgingViewProps) {
  const { rows, totals, onLift } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (phone) return <AgingCards {...props} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Aging by account" sx={{ '& th, & td': { px: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Account</TableCell>
            <TableCell scope="col">Group</TableCell>
            <TableCell scope="col">Store</TableCell>
            {AGING_BUCKETS.map((bucket) => (
              <TableCell key={bucket} scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
                {AGING_BUCKET_LABELS[bucket]}
              </TableCell>
            ))}
            <TableCell scope="col" align="right">
              Balance
            </TableCell>
            <TableCell scope="col" align="right">
              Credit
            </TableCell>
            {onLift && <TableCell scope="col">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.account.id}>
              <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                <AccountLink row={row} />
                <HoldChip row={row} />
              </TableCell>
              <TableCell>{row.account.group_title}</TableCell>
              <TableCell>{row.account.store_name ?? NONE}</TableCell>
              {AGING_BUCKETS.map((bucket) => (
                <TableCell key={bucket} align="right" sx={amountCell}>
                  <BucketAmount row={row} bucket={bucket} />
                </TableCell>
              ))}
              <TableCell align="right" sx={amountCell}>
                <Figure cents={row.balance_cents} strong />
              </TableCell>
              <TableCell align="right" sx={amountCell}>
                <Figure cents={row.credit_cents} />
              </TableCell>
              {onLift && <TableCell>{row.hold && <LiftButton row={row} onLift={onLift} />}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
        <TotalsRow totals={totals} withAction={onLift !== null} />
      </Table>
    </TableContainer>
  );
}
