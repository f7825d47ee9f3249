import { useMemo, useState } from 'react';
import { Link as RouterLink, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { ConsoleAccountLedgerAnswer, ConsoleInvoiceAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleAccountLedger, consoleInvoice, invoicePdfHref } from '../api/billing';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle, useStaff } from '../console-session';
import { Notice } from '../notice';
import { mayCredit, mayVoid } from './invoice-changes';
import { InvoiceDialogView } from './invoice-dialog';
import { CreditNotes, InvoiceFacts, InvoiceFigures, InvoiceLines, InvoicePayments } from './invoice-sections';
import { providerToday } from './invoice-standing';
import { InvoiceStatusChip } from './invoice-status-chip';
import { useInvoiceDialog, type InvoiceDialogState } from './use-invoice-dialog';
import { ledgerOf, paymentDraftFor, todayIn } from './ledger-money';
import { RecordPaymentDialog } from './record-payment-dialog';
import { useLedgerChanges, type LedgerChanges } from './use-ledger-changes';
import { LoadError, unlessRefused } from '../load-error';

/** What the invoice's page reads: the invoice, and while it has something to pay, its account's ledger (for 'Record a payment'). */
export interface InvoiceLoad {
  invoice: Settled<ConsoleInvoiceAnswer>;
  ledger: Settled<ConsoleAccountLedgerAnswer> | null;
}

/** Whether a payment can go to the invoice: not void, something left to pay. */
const mayPay = (detail: ConsoleInvoiceAnswer) => detail.invoice.status !== 'void' && detail.invoice.outstanding_cents > 0;

/** The invoice the address names, or why it cannot be shown; after each change it is read again. */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<InvoiceLoad> {
  const invoice = await settle(consoleInvoice(params.invoiceId ?? '', fromLoader(request)));
  const ledger =
    invoice.ok && mayPay(invoice.answer)
      ? await settle(consoleAccountLedger(invoice.answer.invoice.account_id, fromLoader(request)))
      : null;
  return { invoice, ledger };
}

function BackToInvoices() {
  return (
    <Button component={RouterLink} to={CONSOLE_PATHS.billingInvoices} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
      Back to invoices
    </Button>
  );
}

/**
 * The PDF for everyone; a payment, a credit note and the void for those who may change billing,
 * when the invoice allows them ('Record a payment' once its account's ledger is read).
 */
function InvoiceActions({
  detail,
  dialog,
  onRecordPayment,
}: {
  detail: ConsoleInvoiceAnswer;
  dialog: InvoiceDialogState;
  onRecordPayment: (() => void) | null;
}) {
  const canManage = useStaff().can_manage_billing;
  const { invoice } = detail;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {canManage && onRecordPayment && mayPay(detail) && (
        <Button variant="contained" startIcon={<AddOutlined />} aria-haspopup="dialog" onClick={onRecordPayment}>
          Record a payment
        </Button>
      )}
      <Button
        variant="outlined"
        component="a"
        href={invoicePdfHref(invoice.id)}
        download={`${invoice.number}.pdf`}
        startIcon={<DownloadOutlined />}
      >
        Download PDF
      </Button>
      {canManage && mayCredit(detail) && (
        <Button variant="contained" aria-haspopup="dialog" onClick={() => dialog.show('credit')}>
          Issue a credit note
        </Button>
      )}
      {canManage && mayVoid(detail) && (
        <Button variant="outlined" color="error" aria-haspopup="dialog" onClick={() => dialog.show('void')}>
          Void invoice
        </Button>
      )}
    </Box>
  );
}

/** 'Record a payment' from the invoice: the account page's dialog, its fields starting with what the invoice has left, given to it. */
function InvoicePaymentDialog({
  changes,
  ledger,
  detail,
}: {
  changes: LedgerChanges;
  ledger: ConsoleAccountLedgerAnswer;
  detail: ConsoleInvoiceAnswer;
}) {
  const today = todayIn(useStaff().time_zone);
  const domainLedger = useMemo(() => ledgerOf(ledger), [ledger]);
  if (changes.dialog?.kind !== 'record') return null;
  return (
    <RecordPaymentDialog
      changes={changes}
      ledger={ledger}
      domainLedger={domainLedger}
      today={today}
      initial={paymentDraftFor(today, detail.invoice)}
    />
  );
}

/** The invoice as issued, what it asks for now, and what credited and paid it. */
function InvoiceDetail({ detail, ledger }: { detail: ConsoleInvoiceAnswer; ledger: InvoiceLoad['ledger'] }) {
  const me = useStaff();
  const dialog = useInvoiceDialog(detail);
  const payments = useLedgerChanges();
  const today = providerToday(me.time_zone);
  const current = ledger?.ok ? ledger.answer : null;
  // The payment that settles the invoice leaves it nothing to pay, so its ledger is not read again:
  // the dialog keeps the last one while it closes, and says what it did once it has.
  const [kept, setKept] = useState(current);
  if (current && current !== kept) setKept(current);
  const account = current ?? kept;
  return (
    <>
      <InvoiceActions
        detail={detail}
        dialog={dialog}
        onRecordPayment={current ? () => payments.show({ kind: 'record' }) : null}
      />
      {!me.can_manage_billing && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          You can read this invoice; payments, credit notes and voids need an admin or the accounts role.
        </Alert>
      )}
      <Notice text={dialog.done} onClose={dialog.clearDone} focus="when-lost" />
      <Notice text={payments.done} onClose={payments.clearDone} focus="when-lost" />
      <InvoiceFigures invoice={detail.invoice} />
      <InvoiceFacts detail={detail} today={today} />
      <InvoiceLines snapshot={detail.snapshot} />
      <Box sx={{ display: 'grid', gap: { md: 2 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <CreditNotes notes={detail.credit_notes} />
        <InvoicePayments allocations={detail.allocations} />
      </Box>
      {me.can_manage_billing && <InvoiceDialogView state={dialog} detail={detail} />}
      {me.can_manage_billing && account && <InvoicePaymentDialog changes={payments} ledger={account} detail={detail} />}
    </>
  );
}

function InvoicePage() {
  const { invoice: loaded, ledger } = useLoaderData<InvoiceLoad>();
  const number = loaded.ok ? loaded.answer.invoice.number : null;
  return (
    <Box component="section" aria-labelledby="billing-invoice">
      <title>{consoleTitle(number ? `Invoice ${number}` : 'Invoice')}</title>
      <BackToInvoices />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography id="billing-invoice" variant="h5" component="h2">
          {number ? `Invoice ${number}` : 'Invoice'}
        </Typography>
        {loaded.ok && <InvoiceStatusChip status={loaded.answer.invoice.status} size="medium" />}
      </Box>
      {loaded.ok ? (
        <InvoiceDetail detail={loaded.answer} ledger={ledger} />
      ) : (
        <LoadError error={loaded.error} retryWhen={unlessRefused} />
      )}
    </Box>
  );
}

/** One invoice (docs/console.md#an-invoice); what a change said stays with the invoice it was said of. */
function InvoiceScreen() {
  const { invoiceId = '' } = useParams();
  return <InvoicePage key={invoiceId} />;
}

export const Component = InvoiceScreen;
