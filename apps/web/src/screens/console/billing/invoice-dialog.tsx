import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { freightLabel, salesTaxLabel, voidCreditCents, type ConsoleInvoiceAnswer } from '@portal/domain';
import { money } from '../console-format';
import { ConsoleDialog } from '../console-dialog';
import { DOLLARS, Field, ReasonField } from '../console-fields';
import { MAX_REASON, partsLeft } from './invoice-changes';
import { invoiceLedger } from './invoice-standing';
import { dialogProps } from '../use-dialog-state';
import type { InvoiceDialogState } from './use-invoice-dialog';

function InvoiceReason({ state, helper, autoFocus }: { state: InvoiceDialogState; helper: string; autoFocus?: boolean }) {
  return (
    <ReasonField
      maxLength={MAX_REASON}
      autoFocus={autoFocus}
      value={state.draft.reason}
      onChange={(reason) => state.setDraft({ ...state.draft, reason })}
      problem={state.problems.reason}
      help={helper}
    />
  );
}

/** On an invoice charged with freight and tax: how much of each the credit note credits. */
function CreditPartsFields({ state, detail }: { state: InvoiceDialogState; detail: ConsoleInvoiceAnswer }) {
  const left = partsLeft(detail);
  const charges = detail.snapshot.charges!;
  const part = (field: 'amount' | 'freight' | 'tax', label: string, cents: number, autoFocus = false) => (
    <Field
      label={label}
      autoFocus={autoFocus}
      value={state.draft[field]}
      onChange={(value) => state.setDraft({ ...state.draft, [field]: value })}
      problem={state.problems[field]}
      help={`In dollars, up to ${money(cents)}; empty for none.`}
      slotProps={DOLLARS}
    />
  );
  return (
    <>
      <Typography color="text.secondary">
        The invoice has {money(detail.invoice.outstanding_cents)} left to pay. Say how much of the goods, the freight and the tax
        the credit note credits; what was paid stays paid.
      </Typography>
      {part('amount', 'Goods', left.goods_cents, true)}
      {part('freight', freightLabel(charges.freight_method), left.freight_cents)}
      {part('tax', charges.tax ? salesTaxLabel(charges.tax.name) : 'Sales tax', left.tax_cents)}
      <InvoiceReason state={state} helper="Printed on the credit note the account receives." />
    </>
  );
}

function CreditNoteFields({ state, detail }: { state: InvoiceDialogState; detail: ConsoleInvoiceAnswer }) {
  if (detail.snapshot.charges) return <CreditPartsFields state={state} detail={detail} />;
  const left = money(detail.invoice.outstanding_cents);
  return (
    <>
      <Typography color="text.secondary">
        The invoice has {left} left to pay. A credit note lowers what it asks for; what was paid stays paid.
      </Typography>
      <Field
        label="Amount"
        required
        autoFocus
        value={state.draft.amount}
        onChange={(amount) => state.setDraft({ ...state.draft, amount })}
        problem={state.problems.amount}
        help={`In dollars, up to ${left}.`}
        slotProps={DOLLARS}
      />
      <InvoiceReason state={state} helper="Printed on the credit note the account receives." />
    </>
  );
}

function VoidFields({ state, detail }: { state: InvoiceDialogState; detail: ConsoleInvoiceAnswer }) {
  const { ledger, invoice } = invoiceLedger(detail);
  // Once a submit was refused, the dialog's error says it instead.
  const refusal = state.error ? null : state.refusal;
  return (
    <>
      <Alert severity="warning" role="note">
        Voiding issues a credit note of all the invoice has left to credit ({money(voidCreditCents(ledger, invoice))}): the
        account then owes nothing on it. A void cannot be undone, and the order is not invoiced again.
      </Alert>
      {refusal && (
        <Alert severity="error" role="note" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
      <InvoiceReason state={state} helper="Printed on the credit note that voids the invoice." autoFocus />
    </>
  );
}

/** The invoice page's one dialog: a credit note against the invoice, or its void. */
export function InvoiceDialogView({ state, detail }: { state: InvoiceDialogState; detail: ConsoleInvoiceAnswer }) {
  const number = detail.invoice.number;
  const credit = state.kind === 'credit';
  return (
    <ConsoleDialog
      title={credit ? `Issue a credit note against ${number}` : `Void invoice ${number}`}
      submitLabel={credit ? 'Issue credit note' : 'Void invoice'}
      cancelLabel={credit ? 'Cancel' : 'Keep the invoice'}
      danger={!credit}
      {...dialogProps(state)}
      onSubmit={state.submit}
    >
      {credit ? <CreditNoteFields state={state} detail={detail} /> : <VoidFields state={state} detail={detail} />}
    </ConsoleDialog>
  );
}
