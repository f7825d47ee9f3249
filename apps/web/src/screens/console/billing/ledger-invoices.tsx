import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  INVOICE_STATUS_LABELS,
  type BillingAccount,
  type CreditNoteSummary,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { formatDay, money } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';

// The account's invoices and credit notes: tables, or a card each on a narrower screen.

/** Each status in words on the tint of the console's notices, whose text passes AA on it; the words carry the status. */
const STATUS_TINTS: Readonly<Record<InvoiceStatus, { color: string; bgcolor: string }>> = {
  open: { color: tokens.notice.infoText, bgcolor: tokens.notice.infoBackground },
  partly_paid: { color: tokens.notice.warningText, bgcolor: tokens.notice.warningBackground },
  paid: { color: tokens.notice.successText, bgcolor: tokens.notice.successBackground },
  void: { color: tokens.color.text, bgcolor: tokens.color.grey100 },
};

/** An invoice's status (packages/domain INVOICE_STATUS_LABELS). */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" label={INVOICE_STATUS_LABELS[status]} sx={{ ...STATUS_TINTS[status], fontWeight: 600 }} />;
}

/** Said where a list has nothing in it. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** A table that scrolls sideways inside its section on a narrow screen, reachable by keyboard. */
export function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', position: 'relative' }}>
      {children}
    </TableContainer>
  );
}

export const amountCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
export const nowrap = { whiteSpace: 'nowrap' } as const;

/** The link to an invoice's page. */
export function InvoiceLink({ id, number }: { id: string; number: string }) {
  return (
    <Link component={RouterLink} to={CONSOLE_PATHS.billingInvoice(id)} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
      {number}
    </Link>
  );
}

/** Term and value pairs of a card on a phone. */
function CardFacts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(6.5rem, auto) 1fr',
        columnGap: 1.5,
        rowGap: 0.5,
        m: 0,
        mt: 1,
        typography: 'body2',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

const cardList = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 } as const;

/** A card per invoice, on a phone: its number and status first, then its days and amounts. */
function InvoiceCards({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  return (
    <Box component="ul" aria-label="Invoices" sx={cardList}>
      {invoices.map((invoice) => (
        <Paper component="li" variant="outlined" key={invoice.id} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <InvoiceLink id={invoice.id} number={invoice.number} />
            <InvoiceStatusChip status={invoice.status} />
          </Box>
          <CardFacts
            items={[
              ['Outstanding', <strong key="outstanding">{money(invoice.outstanding_cents)}</strong>],
              ['Total', money(invoice.total_cents)],
              ['Due', formatDay(invoice.due_on)],
              ['Issued', formatDay(invoice.issued_on)],
              [
                'Order',
                <Link key="order" component={RouterLink} to={CONSOLE_PATHS.order(invoice.order_id)}>
                  {invoice.order_number}
                </Link>,
              ],
            ]}
          />
        </Paper>
      ))}
    </Box>
  );
}

/** The account's invoices, newest first as the server answers them: a table, or a card each on a narrower screen. */
export function LedgerInvoices({ invoices, account }: { invoices: readonly InvoiceSummary[]; account: BillingAccount }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (invoices.length === 0) {
    return (
      <Empty>
        No invoices yet: an order on account is invoiced{' '}
        {account.invoice_when === 'placed' ? 'when it is placed' : 'when it ships'}.
      </Empty>
    );
  }
  if (phone) return <InvoiceCards invoices={invoices} />;
  return (
    <Scroll label="Invoices table">
      <Table size="small" aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Invoice</TableCell>
            <TableCell scope="col">Order</TableCell>
            <TableCell scope="col">Issued</TableCell>
            <TableCell scope="col">Due</TableCell>
            <TableCell scope="col" align="right">
              Total
            </TableCell>
            <TableCell scope="col" align="right">
              Outstanding
            </TableCell>
            <TableCell scope="col">Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell component="th" scope="row">
                <InvoiceLink id={invoice.id} number={invoice.number} />
              </TableCell>
              <TableCell sx={nowrap}>
                <Link component={RouterLink} to={CONSOLE_PATHS.order(invoice.order_id)}>
                  {invoice.order_number}
                </Link>
              </TableCell>
              <TableCell sx={nowrap}>{formatDay(invoice.issued_on)}</TableCell>
              <TableCell sx={nowrap}>{formatDay(invoice.due_on)}</TableCell>
              <TableCell align="right" sx={amountCell}>
                {money(invoice.total_cents)}
              </TableCell>
              <TableCell align="right" sx={amountCell}>
                {money(invoice.outstanding_cents)}
              </TableCell>
              <TableCell>
                <InvoiceStatusChip status={invoice.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}

/** The account's credit notes, newest first, each with the invoice it credits. */
export function LedgerCreditNotes({
  creditNotes,
  invoices,
}: {
  creditNotes: readonly CreditNoteSummary[];
  invoices: readonly InvoiceSummary[];
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (creditNotes.length === 0) return <Empty>No credit notes.</Empty>;
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  if (phone) {
    return (
      <Box component="ul" aria-label="Credit notes" sx={cardList}>
        {creditNotes.map((note) => (
          <Paper component="li" variant="outlined" key={note.id} sx={{ p: 1.5 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {note.number}
            </Box>
            <CardFacts
              items={[
                ['Amount', money(note.amount_cents)],
                [
                  'Invoice',
                  <InvoiceLink key="invoice" id={note.invoice_id} number={numbers.get(note.invoice_id) ?? 'Invoice'} />,
                ],
                ['Issued', formatDay(note.issued_on)],
                ['Reason', note.voids ? `Voids the invoice: ${note.reason}` : note.reason],
              ]}
            />
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Scroll label="Credit notes table">
      <Table size="small" aria-label="Credit notes">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Credit note</TableCell>
            <TableCell scope="col">Invoice</TableCell>
            <TableCell scope="col">Issued</TableCell>
            <TableCell scope="col" align="right">
              Amount
            </TableCell>
            <TableCell scope="col">Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {creditNotes.map((note) => (
            <TableRow key={note.id}>
              <TableCell component="th" scope="row" sx={nowrap}>
                {note.number}
              </TableCell>
              <TableCell>
                <InvoiceLink id={note.invoice_id} number={numbers.get(note.invoice_id) ?? 'Invoice'} />
              </TableCell>
              <TableCell sx={nowrap}>{formatDay(note.issued_on)}</TableCell>
              <TableCell align="right" sx={amountCell}>
                {money(note.amount_cents)}
              </TableCell>
              <TableCell sx={{ minWidth: '12rem' }}>
                {note.voids && (
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    Voids the invoice
                  </Box>
                )}
                {note.reason}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}
