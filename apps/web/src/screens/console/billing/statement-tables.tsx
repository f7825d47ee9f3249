import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { StatementSnapshot } from '@portal/domain';
import { formatDay, money, NONE } from '../console-format';
import { amountCell, ConsoleTable, Empty, nowrap } from '../console-table';
import { AgingFigures, Figure, figureGrid } from './ledger-overview';
import { formatMonth } from './statement-months';

// A statement as the console shows it: the same figures, lines and subtotals as its PDF and CSV.

type Line = StatementSnapshot['lines'][number];
type Subtotal = StatementSnapshot['by_store'][number];

/** What a line is, in the words of the statement's PDF and CSV (apps/server documents/statement-text.ts). */
export function lineKind(line: Pick<Line, 'kind' | 'amount_cents'>): string {
  if (line.kind === 'invoice') return 'Invoice';
  if (line.kind === 'credit_note') return 'Credit note';
  return line.amount_cents > 0 ? 'Payment reversal' : 'Payment';
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2.5, minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What the account owed at the start of the month, what the month added and took away, and what it owed at its end. */
export function StatementSummary({ statement }: { statement: StatementSnapshot }) {
  return (
    <Box component="dl" sx={figureGrid}>
      <Figure label={`Opening balance, ${formatDay(statement.from)}`} cents={statement.opening_balance_cents} />
      <Figure label="Invoiced" cents={statement.invoiced_cents} />
      <Figure label="Credited" cents={statement.credited_cents} />
      <Figure label="Paid" cents={statement.paid_cents} />
      <Figure label={`Closing balance, ${formatDay(statement.to)}`} cents={statement.closing_balance_cents} strong />
    </Box>
  );
}

/** The month's lines between its opening and closing balances, each with the balance after it. */
function StatementLines({ statement }: { statement: StatementSnapshot }) {
  const balanceRow = (label: string, day: string, cents: number) => (
    <TableRow sx={{ '& > *': { fontWeight: 600 } }}>
      <TableCell sx={nowrap}>{formatDay(day)}</TableCell>
      <TableCell component="th" scope="row" colSpan={5}>
        {label}
      </TableCell>
      <TableCell align="right" sx={amountCell}>
        {money(cents)}
      </TableCell>
    </TableRow>
  );
  return (
    <ConsoleTable
      label="Statement lines"
      inSection
      minWidth={760}
      rows={statement.lines}
      rowKey={(line, index) => `${line.kind}-${line.reference}-${index}`}
      before={balanceRow('Opening balance', statement.from, statement.opening_balance_cents)}
      after={balanceRow('Closing balance', statement.to, statement.closing_balance_cents)}
      columns={[
        { header: 'Date', kind: 'nowrap', cell: (line) => formatDay(line.on) },
        { header: 'Kind', kind: 'nowrap', cell: lineKind },
        {
          header: 'Reference',
          rowHeader: true,
          sx: { fontWeight: 400, overflowWrap: 'anywhere', minWidth: '9rem' },
          cell: (line) => line.reference,
        },
        { header: 'Store', sx: { minWidth: '8rem' }, cell: (line) => line.store ?? NONE },
        { header: 'Customer PO', kind: 'nowrap', cell: (line) => line.customer_po || NONE },
        { header: 'Amount', kind: 'money', cell: (line) => money(line.amount_cents) },
        { header: 'Balance', kind: 'money', cell: (line) => money(line.balance_cents) },
      ]}
    />
  );
}

/** A line of the list on a phone: what it is on the left, its amount and the balance after it on the right. */
function LineItem({
  title,
  details,
  amount,
  balance,
  strong,
}: {
  title: string;
  details: readonly string[];
  amount: string | null;
  balance: string;
  strong?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        typography: 'body2',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Box>
        {details.map((detail, index) => (
          <Box key={index} sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {detail}
          </Box>
        ))}
      </Box>
      <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {amount && <Box sx={{ fontWeight: 600 }}>{amount}</Box>}
        <Box sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
          {strong ? balance : `Balance ${balance}`}
        </Box>
      </Box>
    </Box>
  );
}

/** The lines on a phone: a list that wraps rather than a table that hides its amounts off to the side. */
function StatementLineList({ statement }: { statement: StatementSnapshot }) {
  return (
    <Box component="ul" aria-label="Statement lines" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <LineItem
        title="Opening balance"
        details={[formatDay(statement.from)]}
        amount={null}
        balance={money(statement.opening_balance_cents)}
        strong
      />
      {statement.lines.map((line, index) => (
        <LineItem
          key={`${line.kind}-${line.reference}-${index}`}
          title={line.reference}
          details={[
            `${formatDay(line.on)} · ${lineKind(line)}`,
            ...(line.store ? [line.store] : []),
            ...(line.customer_po ? [`Customer PO ${line.customer_po}`] : []),
          ]}
          amount={money(line.amount_cents)}
          balance={money(line.balance_cents)}
        />
      ))}
      <LineItem
        title="Closing balance"
        details={[formatDay(statement.to)]}
        amount={null}
        balance={money(statement.closing_balance_cents)}
        strong
      />
    </Box>
  );
}

/** The month's invoices summed by store or by PO. */
function Subtotals({ label, column, rows }: { label: string; column: string; rows: readonly Subtotal[] }) {
  return (
    <ConsoleTable
      label={label}
      inSection
      rows={rows}
      rowKey={(row) => row.label}
      columns={[
        { header: column, rowHeader: true, sx: { overflowWrap: 'anywhere' }, cell: (row) => row.label },
        { header: 'Invoices', kind: 'money', cell: (row) => row.invoices },
        { header: 'Total', kind: 'money', cell: (row) => money(row.total_cents) },
      ]}
    />
  );
}

/** The statement's body once read: its lines, its subtotals and its aging at the month's end. */
export function StatementBody({ statement }: { statement: StatementSnapshot }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const month = formatMonth(statement.period);
  return (
    <>
      <StatementSummary statement={statement} />
      <Part id="statement-lines" title="Lines">
        {statement.lines.length === 0 && (
          <Box sx={{ mb: 1 }}>
            <Empty>Nothing was invoiced, credited or paid in {month}.</Empty>
          </Box>
        )}
        {phone ? <StatementLineList statement={statement} /> : <StatementLines statement={statement} />}
      </Part>
      {statement.by_store.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
          <Part id="statement-by-store" title="Invoiced by store">
            <Subtotals label="Invoiced by store" column="Store" rows={statement.by_store} />
          </Part>
          <Part id="statement-by-po" title="Invoiced by customer PO">
            <Subtotals label="Invoiced by customer PO" column="Customer PO" rows={statement.by_po} />
          </Part>
        </Box>
      )}
      <Part id="statement-aging" title={`Owed on ${formatDay(statement.to)}, by days past due`}>
        <AgingFigures aging={statement.aging} />
      </Part>
    </>
  );
}
