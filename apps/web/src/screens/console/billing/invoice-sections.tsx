import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  invoiceTotalRows,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TERMS_LABELS,
  shipToDocumentLines,
  type ConsoleInvoiceAnswer,
  type CreditNoteSummary,
} from '@portal/domain';
import { creditNotePdfHref } from '../api/billing';
import { formatDay, money, NONE, useConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { BillingSection, FactList } from './billing-section';
import type { Fact } from '../console-table';
import { daysOverdue } from './invoice-standing';
import { OverdueNote } from './invoice-status-chip';

type Snapshot = ConsoleInvoiceAnswer['snapshot'];
type Allocation = ConsoleInvoiceAnswer['allocations'][number];

/** What the invoice asks for now: its total, less what was credited and paid. */
export function InvoiceFigures({ invoice }: { invoice: ConsoleInvoiceAnswer['invoice'] }) {
  const figures: [string, number][] = [
    ['Total', invoice.total_cents],
    ['Credited', invoice.credited_cents],
    ['Paid', invoice.paid_cents],
    ['Outstanding', invoice.outstanding_cents],
  ];
  return (
    <Box
      component="section"
      aria-label="Standing"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, m: 0, mb: 2 }}
    >
      {figures.map(([term, cents]) => (
        <Box
          component="dl"
          key={term}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', p: 1.5, m: 0 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: term === 'Outstanding' ? 700 : 500 }}>
            {money(cents)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Lines of text one under the other: an address. */
const Lines = ({ lines }: { lines: readonly string[] }) => (
  <>
    {lines.map((line, i) => (
      <Box component="span" key={i} sx={{ display: 'block' }}>
        {line}
      </Box>
    ))}
  </>
);

/** Whom the invoice bills and for which order, and when it is due, as issued (the snapshot). */
export function InvoiceFacts({ detail, today }: { detail: ConsoleInvoiceAnswer; today: string }) {
  const times = useConsoleTimes();
  const { invoice, snapshot } = detail;
  return (
    <Box sx={{ display: 'grid', gap: { md: 2 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <BillingSection title="Billed to" id="invoice-billed-to">
        <FactList
          items={[
            [
              'Account',
              <>
                <Link component={RouterLink} to={CONSOLE_PATHS.billingAccount(invoice.account_id)} sx={{ fontWeight: 600 }}>
                  {snapshot.account.name}
                </Link>
                <Lines lines={snapshot.account.address} />
              </>,
            ],
            ['Accounting name', snapshot.account.accounting_name],
            ['Group', snapshot.group.title],
            ['Store', snapshot.store ? <Lines key="store" lines={[snapshot.store.name, ...snapshot.store.address]} /> : NONE],
            ['Buyer', <Lines key="buyer" lines={[snapshot.buyer.name || NONE, snapshot.buyer.email]} />],
            ...(snapshot.ship_to !== undefined
              ? ([['Ship to', <Lines key="ship-to" lines={shipToDocumentLines(snapshot)} />]] as Fact[])
              : []),
          ]}
        />
      </BillingSection>
      <BillingSection title="Order and dates" id="invoice-order">
        <FactList
          items={[
            [
              'Order',
              <Link key="order" component={RouterLink} to={CONSOLE_PATHS.order(invoice.order_id)}>
                {snapshot.order.number}
              </Link>,
            ],
            ['Placed', times.dateTime(Date.parse(snapshot.order.placed_at))],
            ['Customer PO', snapshot.order.customer_po || NONE],
            ['Bypass code', snapshot.bypass_code ?? NONE],
            ['Issued', formatDay(snapshot.issued_on)],
            [
              'Due',
              <>
                {formatDay(snapshot.due_on)}
                <OverdueNote days={daysOverdue(invoice, today)} />
              </>,
            ],
            ['Terms', PAYMENT_TERMS_LABELS[snapshot.terms]],
          ]}
        />
      </BillingSection>
    </Box>
  );
}

/** A line's item: its code and name, then size, colour and logos. */
function LineItem({ line }: { line: Snapshot['lines'][number] }) {
  const details = [line.size, line.color, line.logos].filter((part) => part !== '').join(' · ');
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {line.code} {line.name}
      </Box>
      {details && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {details}
        </Box>
      )}
      {(line.po || line.customer_po) && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {[line.po && `PO ${line.po}`, line.customer_po && `Customer PO ${line.customer_po}`].filter(Boolean).join(' · ')}
        </Box>
      )}
    </>
  );
}

/**
 * The lines as billed, from the snapshot: each one a row of a list whose figures line up at the
 * right, which wraps under the item on a phone rather than scrolling.
 */
export function InvoiceLines({ snapshot }: { snapshot: Snapshot }) {
  const row = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) 5rem 7rem 7rem' },
    columnGap: 2,
    rowGap: 0.25,
    py: 1,
    borderBottom: 1,
    borderColor: 'divider',
  } as const;
  const figure = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <BillingSection title="Lines" id="invoice-lines">
      <Box role="table" aria-label="Lines as billed" sx={{ typography: 'body2' }}>
        <Box role="rowgroup" sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Box role="row" sx={{ ...row, color: 'text.secondary', pt: 0 }}>
            <span role="columnheader">Item</span>
            <Box role="columnheader" sx={figure}>
              Quantity
            </Box>
            <Box role="columnheader" sx={figure}>
              Unit price
            </Box>
            <Box role="columnheader" sx={figure}>
              Line total
            </Box>
          </Box>
        </Box>
        <Box role="rowgroup">
          {snapshot.lines.map((line) => (
            <Box role="row" key={line.line_no} sx={row}>
              <Box role="cell" sx={{ gridRow: { xs: 'span 2', sm: 'auto' } }}>
                <LineItem line={line} />
              </Box>
              <Box role="cell" sx={{ ...figure, display: { xs: 'none', sm: 'block' } }}>
                {line.quantity.toLocaleString('en-US')}
              </Box>
              <Box role="cell" sx={{ ...figure, color: { xs: 'text.secondary', sm: 'inherit' } }}>
                <Box component="span" sx={{ display: { sm: 'none' } }}>
                  {line.quantity.toLocaleString('en-US')} ×{' '}
                </Box>
                {money(line.unit_price_cents)}
              </Box>
              <Box role="cell" sx={{ ...figure, fontWeight: 600 }}>
                {money(line.line_total_cents)}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        component="dl"
        aria-label="Totals"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          pt: 1.5,
        }}
      >
        {invoiceTotalRows(snapshot).map(([label, cents], i, rows) => (
          <Box key={label} sx={{ display: 'contents', fontWeight: i === rows.length - 1 ? 700 : 400 }}>
            <Box component="dt" sx={{ textAlign: 'right' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {money(cents)}
            </Box>
          </Box>
        ))}
      </Box>
    </BillingSection>
  );
}

const list = { listStyle: 'none', m: 0, p: 0 } as const;
const entry = { py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } } as const;

/** 'Goods $20.00 · Freight $5.00 · Sales tax $1.44': what a credit note credits of each part. */
export const creditedPartsText = (note: CreditNoteSummary): string =>
  [`Goods ${money(note.goods_cents)}`, `Freight ${money(note.freight_cents)}`, `Sales tax ${money(note.tax_cents)}`].join(' · ');

/** The credit notes against the invoice, each with its PDF. */
export function CreditNotes({ notes }: { notes: readonly CreditNoteSummary[] }) {
  return (
    <BillingSection title="Credit notes" id="invoice-credit-notes">
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No credit note.
        </Typography>
      ) : (
        <Box component="ul" sx={list}>
          {notes.map((note) => (
            <Box component="li" key={note.id} sx={entry}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {note.number}
                </Box>
                {note.voids && <Chip size="small" label="Voids the invoice" />}
                <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
                  {formatDay(note.issued_on)}
                </Box>
                <Box component="span" sx={{ ml: 'auto', fontWeight: 600 }}>
                  {money(note.amount_cents)}
                </Box>
                <Link
                  href={creditNotePdfHref(note.id)}
                  download
                  aria-label={`PDF of ${note.number}`}
                  sx={{ typography: 'body2' }}
                >
                  PDF
                </Link>
              </Box>
              {(note.freight_cents > 0 || note.tax_cents > 0) && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {creditedPartsText(note)}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {note.reason}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </BillingSection>
  );
}

/** The payments allocated to the invoice; an allocation taken back is an entry of its own, negative. */
export function InvoicePayments({ allocations }: { allocations: readonly Allocation[] }) {
  return (
    <BillingSection title="Payments" id="invoice-payments">
      {allocations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payment allocated to this invoice.
        </Typography>
      ) : (
        <Box component="ul" sx={list}>
          {allocations.map((allocation) => (
            <Box
              component="li"
              key={allocation.id}
              sx={{ ...entry, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}
            >
              <span>{formatDay(allocation.received_on)}</span>
              <span>{PAYMENT_METHOD_LABELS[allocation.method]}</span>
              <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {allocation.reference || 'No reference'}
              </Box>
              <Box component="span" sx={{ ml: 'auto', fontWeight: 600, whiteSpace: 'nowrap' }}>
                {allocation.amount_cents < 0 ? `Taken back ${money(-allocation.amount_cents)}` : money(allocation.amount_cents)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </BillingSection>
  );
}
