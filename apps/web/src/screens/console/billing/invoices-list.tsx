import Box from '@mui/material/Box';
import type { InvoiceSummary } from '@portal/domain';
import { formatDay, money } from '../console-format';
import { Cards, ConsoleTable, Facts, usePhone } from '../console-table';
import { daysOverdue } from './invoice-standing';
import { InvoiceStatusChip, OverdueNote } from './invoice-status-chip';
import { InvoiceLink } from './ledger-invoices';

interface InvoicesListProps {
  invoices: readonly InvoiceSummary[];
  /** Today in the provider's calendar, against which 'overdue' is counted. */
  today: string;
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
    <Cards label="Invoices" rows={invoices}>
      {(invoice) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <InvoiceLink id={invoice.id} number={invoice.number} />
            <InvoiceStatusChip status={invoice.status} />
          </Box>
          <Box sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{invoice.account_name}</Box>
          <Facts
            sx={{ mt: 1 }}
            items={[
              ['Order', invoice.order_number],
              ['Issued', formatDay(invoice.issued_on)],
              ['Due', <DueDay key="due" invoice={invoice} today={today} />],
              ['Total', money(invoice.total_cents)],
              ['Outstanding', money(invoice.outstanding_cents)],
            ]}
          />
        </>
      )}
    </Cards>
  );
}

/** The invoices, in the order given: a table, or a card each on a narrower screen. */
export function InvoicesList(props: InvoicesListProps) {
  const { invoices, today } = props;
  const phone = usePhone();
  if (phone) return <InvoiceCards {...props} />;
  return (
    <ConsoleTable
      label="Invoices"
      rows={invoices}
      columns={[
        { header: 'Invoice', rowHeader: true, cell: (invoice) => <InvoiceLink id={invoice.id} number={invoice.number} /> },
        { header: 'Account', cell: (invoice) => invoice.account_name },
        { header: 'Order', kind: 'nowrap', cell: (invoice) => invoice.order_number },
        { header: 'Issued', kind: 'nowrap', cell: (invoice) => formatDay(invoice.issued_on) },
        { header: 'Due', cell: (invoice) => <DueDay invoice={invoice} today={today} /> },
        { header: 'Total', kind: 'money', cell: (invoice) => money(invoice.total_cents) },
        { header: 'Outstanding', kind: 'money', cell: (invoice) => money(invoice.outstanding_cents) },
        { header: 'Status', cell: (invoice) => <InvoiceStatusChip status={invoice.status} /> },
      ]}
    />
  );
}
