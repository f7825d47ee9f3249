import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
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
import type { InvoiceSummary } from '@portal/domain';
import { formatDay, money } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { daysOverdue } from './invoice-standing';
import { InvoiceStatusChip, OverdueNote } from './invoice-status-chip';

interface InvoicesListProps {
  invoices: readonly InvoiceSummary[];
  /** Today in the provider's calendar, against which 'overdue' is counted. */
  today: string;
}

function InvoiceLink({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Link component={RouterLink} to={CONSOLE_PATHS.billingInvoice(invoice.id)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {invoice.number}
    </Link>
  );
}

function DueDay({ invoice, today }: { invoice: InvoiceSummary; today: string }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {formatDay(invoice.due_on)}
      </Box>
      <OverdueNote days={daysOverdue(invoice, today)} />
    </>
  );
}

/** A card per invoice, on a phone. */
function InvoiceCards({ invoices, today }: InvoicesListProps) {
  return (
    <Box component="ul" aria-label="Invoices" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {invoices.map((invoice) => (
        <Paper component="li" variant="outlined" key={invoice.id} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <InvoiceLink invoice={invoice} />
            <InvoiceStatusChip status={invoice.status} />
          </Box>
          <Box sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{invoice.account_name}</Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.5,
              mt: 1,
              mb: 0,
              typography: 'body2',
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, minWidth: 0 },
            }}
          >
            <dt>Order</dt>
            <dd>{invoice.order_number}</dd>
            <dt>Issued</dt>
            <dd>{formatDay(invoice.issued_on)}</dd>
            <dt>Due</dt>
            <dd>
              <DueDay invoice={invoice} today={today} />
            </dd>
            <dt>Total</dt>
            <dd>{money(invoice.total_cents)}</dd>
            <dt>Outstanding</dt>
            <dd>{money(invoice.outstanding_cents)}</dd>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** The invoices, in the order given: a table, or a card each on a narrower screen. */
export function InvoicesList(props: InvoicesListProps) {
  const { invoices, today } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (phone) return <InvoiceCards {...props} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Invoice</TableCell>
            <TableCell scope="col">Account</TableCell>
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
                <InvoiceLink invoice={invoice} />
              </TableCell>
              <TableCell>{invoice.account_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.order_number}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(invoice.issued_on)}</TableCell>
              <TableCell>
                <DueDay invoice={invoice} today={today} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(invoice.total_cents)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(invoice.outstanding_cents)}
              </TableCell>
              <TableCell>
                <InvoiceStatusChip status={invoice.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
