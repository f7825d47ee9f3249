import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { BillingAccount, CreditNoteSummary, InvoiceSummary } from '@portal/domain';
import { formatDay, money } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { Cards, ConsoleTable, Empty, Facts, usePhone } from '../console-table';
import { InvoiceStatusChip } from './invoice-status-chip';

// The account's invoices and credit notes: tables, or a card each on a narrower screen.

/** A card's terms, wide enough for 'Outstanding' beside its amount. */
const CARD_COLUMNS = 'minmax(6.5rem, auto) 1fr';

/** The link to an invoice's page. */
export function InvoiceLink({ id, number }: { id: string; number: string }) {
  return (
    <Link component={RouterLink} to={CONSOLE_PATHS.billingInvoice(id)} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
      {number}
    </Link>
  );
}

/** A card per invoice, on a phone: its number and status first, then its days and amounts. */
function InvoiceCards({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  return (
    <Cards label="Invoices" rows={invoices} gap={1}>
      {(invoice) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <InvoiceLink id={invoice.id} number={invoice.number} />
            <InvoiceStatusChip status={invoice.status} />
          </Box>
          <Facts
            columns={CARD_COLUMNS}
            sx={{ mt: 1 }}
            items={[
              ['Outstanding', <strong key="outstanding">{money(invoice.outstanding_cents)}</strong>],
              ['Total', money(invoice.total_cents)],
              ['Due', formatDay(invoice.due_on)],
              ['Issued', formatDay(invoice.issued_on)],
              ['Order', <OrderLink key="order" invoice={invoice} />],
            ]}
          />
        </>
      )}
    </Cards>
  );
}

function OrderLink({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Link component={RouterLink} to={CONSOLE_PATHS.order(invoice.order_id)}>
      {invoice.order_number}
    </Link>
  );
}

/** The account's invoices, newest first as the server answers them: a table, or a card each on a narrower screen. */
export function LedgerInvoices({ invoices, account }: { invoices: readonly InvoiceSummary[]; account: BillingAccount }) {
  const phone = usePhone();
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
    <ConsoleTable
      label="Invoices"
      inSection
      rows={invoices}
      columns={[
        { header: 'Invoice', rowHeader: true, cell: (invoice) => <InvoiceLink id={invoice.id} number={invoice.number} /> },
        { header: 'Order', kind: 'nowrap', cell: (invoice) => <OrderLink invoice={invoice} /> },
        { header: 'Issued', kind: 'nowrap', cell: (invoice) => formatDay(invoice.issued_on) },
        { header: 'Due', kind: 'nowrap', cell: (invoice) => formatDay(invoice.due_on) },
        { header: 'Total', kind: 'money', cell: (invoice) => money(invoice.total_cents) },
        { header: 'Outstanding', kind: 'money', cell: (invoice) => money(invoice.outstanding_cents) },
        { header: 'Status', cell: (invoice) => <InvoiceStatusChip status={invoice.status} /> },
      ]}
    />
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
  const phone = usePhone();
  if (creditNotes.length === 0) return <Empty>No credit notes.</Empty>;
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  const invoiceOf = (note: CreditNoteSummary) => (
    <InvoiceLink id={note.invoice_id} number={numbers.get(note.invoice_id) ?? 'Invoice'} />
  );
  if (phone) {
    return (
      <Cards label="Credit notes" rows={creditNotes} gap={1}>
        {(note) => (
          <>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {note.number}
            </Box>
            <Facts
              columns={CARD_COLUMNS}
              sx={{ mt: 1 }}
              items={[
                ['Amount', money(note.amount_cents)],
                ['Invoice', invoiceOf(note)],
                ['Issued', formatDay(note.issued_on)],
                ['Reason', note.voids ? `Voids the invoice: ${note.reason}` : note.reason],
              ]}
            />
          </>
        )}
      </Cards>
    );
  }
  return (
    <ConsoleTable
      label="Credit notes"
      inSection
      rows={creditNotes}
      columns={[
        { header: 'Credit note', rowHeader: true, kind: 'nowrap', cell: (note) => note.number },
        { header: 'Invoice', cell: invoiceOf },
        { header: 'Issued', kind: 'nowrap', cell: (note) => formatDay(note.issued_on) },
        { header: 'Amount', kind: 'money', cell: (note) => money(note.amount_cents) },
        { header: 'Reason', sx: { minWidth: '12rem' }, cell: (note) => <CreditReason note={note} /> },
      ]}
    />
  );
}

function CreditReason({ note }: { note: CreditNoteSummary }) {
  return (
    <>
      {note.voids && (
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          Voids the invoice
        </Box>
      )}
      {note.reason}
    </>
  );
}
