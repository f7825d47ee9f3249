import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingBucket, type AgingRow, type ConsoleAgingAnswer } from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { money, NONE, useConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { amountCell, Cards, ConsoleTable, Facts, usePhone, type Column, type Fact } from '../console-table';
import { bucketInvoicesHref, holdText, pastDue } from './aging-standing';

// Past due in the error notice's text colour (AA on paper and on the footer's grey); the column's
// heading says which bucket, so the colour is never the only sign.
const PAST_DUE = { color: tokens.notice.errorText, fontWeight: 600 } as const;

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

/** Nothing owed: a plain, quieter $0.00. */
function Nothing() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {money(0)}
    </Box>
  );
}

/**
 * What the account has in a bucket: a link to the invoices that make it up, in the error colour
 * when past due; nothing outstanding is a plain, quieter $0.00.
 */
function BucketAmount({ row, bucket }: { row: AgingRow; bucket: AgingBucket }) {
  const cents = row.aging[bucket];
  if (cents === 0) return <Nothing />;
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
  if (cents === 0) return <Nothing />;
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

/** A card's amounts, right-aligned as the table's are. */
const cardFacts = { my: 1, '& dd': { textAlign: 'right', ...amountCell } } as const;

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
    <Facts
      sx={cardFacts}
      items={[
        ...buckets.map((bucket): Fact => [AGING_BUCKET_LABELS[bucket], <BucketAmount key={bucket} row={row} bucket={bucket} />]),
        ['Balance', <Figure key="balance" cents={row.balance_cents} strong />],
        ['Credit', <Figure key="credit" cents={row.credit_cents} />],
      ]}
    />
  );
}

/** Every account's total by bucket, on a phone: the table's last row. */
function TotalsCard({ totals }: { totals: AgingViewProps['totals'] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="aging-totals" sx={{ p: 1.5, bgcolor: 'grey.50' }}>
      <Typography id="aging-totals" component="h3" sx={{ fontWeight: 700 }}>
        Total of every account
      </Typography>
      <Facts
        sx={cardFacts}
        items={[
          ...AGING_BUCKETS.map((bucket): Fact => [
            AGING_BUCKET_LABELS[bucket],
            <Box key={bucket} component="span" sx={totals.aging[bucket] !== 0 && pastDue(bucket) ? PAST_DUE : undefined}>
              {money(totals.aging[bucket])}
            </Box>,
          ]),
          [
            'Balance',
            <Box key="balance" component="span" sx={{ fontWeight: 700 }}>
              {money(totals.balance_cents)}
            </Box>,
          ],
          ['Credit', money(totals.credit_cents)],
        ]}
      />
    </Paper>
  );
}

/** A card per account, on a phone, then the totals. */
function AgingCards({ rows, totals, onLift }: AgingViewProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Cards label="Aging by account" rows={rows} rowKey={(row) => row.account.id}>
        {(row) => (
          <>
            <AccountLink row={row} />
            <Whose row={row} />
            <HoldChip row={row} />
            <CardFigures row={row} />
            {onLift && row.hold && <LiftButton row={row} onLift={onLift} />}
          </>
        )}
      </Cards>
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
  const phone = usePhone();
  if (phone) return <AgingCards {...props} />;
  return (
    <ConsoleTable
      label="Aging by account"
      size="small"
      sx={{ '& th, & td': { px: 1.25 } }}
      rows={rows}
      rowKey={(row) => row.account.id}
      columns={[
        {
          header: 'Account',
          rowHeader: true,
          sx: { minWidth: 160 },
          cell: (row) => (
            <>
              <AccountLink row={row} />
              <HoldChip row={row} />
            </>
          ),
        },
        { header: 'Group', cell: (row) => row.account.group_title },
        { header: 'Store', cell: (row) => row.account.store_name ?? NONE },
        ...AGING_BUCKETS.map((bucket): Column<AgingRow> => ({
          header: AGING_BUCKET_LABELS[bucket],
          kind: 'money',
          headSx: { whiteSpace: 'nowrap' },
          cell: (row) => <BucketAmount row={row} bucket={bucket} />,
        })),
        { header: 'Balance', kind: 'money', cell: (row) => <Figure cents={row.balance_cents} strong /> },
        { header: 'Credit', kind: 'money', cell: (row) => <Figure cents={row.credit_cents} /> },
        !!onLift && { header: 'Actions', cell: (row) => row.hold && <LiftButton row={row} onLift={onLift} /> },
      ]}
      footer={<TotalsRow totals={totals} withAction={onLift !== null} />}
    />
  );
}
