import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ConsoleAccountLedgerAnswer, Ledger, Payment } from '@portal/domain';
import { money } from '../console-format';
import { consoleAllocatePayment, consoleReversePayment, consoleTakeBackAllocation } from '../api/billing';
import { ConsoleDialog } from '../console-dialog';
import { ReasonField } from '../console-fields';
import { dialogProps } from '../use-dialog-state';
import { AllocationChoice } from './allocation-fields';
import { canTakeBack, oldestFirstAmounts, openInvoices, readChoice, type ChosenAmounts } from './ledger-money';
import { paymentWords } from './ledger-payments';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import type { LedgerChanges } from './use-ledger-changes';

type Allocation = Payment['allocations'][number];

interface PaymentDialogProps {
  changes: LedgerChanges;
  payment: Payment;
}

/** The same number of invoices in words: 'INV-1', 'INV-1 and INV-2', 'INV-1, INV-2 and INV-3'. */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * 'Allocate': what a payment has left, given to open invoices. The fields start as oldest first
 * would give it; each can be changed, and what none takes stays credit.
 */
function AllocateFields({
  changes,
  payment,
  ledger,
  domainLedger,
}: PaymentDialogProps & { ledger: ConsoleAccountLedgerAnswer; domainLedger: Ledger }) {
  const invoices = openInvoices(ledger);
  const [chosen, setChosen] = useState<ChosenAmounts>(() => oldestFirstAmounts(domainLedger, payment.unallocated_cents));
  const [tried, setTried] = useState(false);
  const read = readChoice(domainLedger, { id: payment.id, amountCents: payment.amount_cents }, invoices, chosen);
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  const given = read.allocations.reduce((total, a) => total + a.amount_cents, 0);

  const submit = () => {
    setTried(true);
    if (Object.keys(read.problems).length > 0) return changes.setError(FIELDS_NEED_A_CHANGE);
    if (read.allocations.length === 0) return changes.setError('Type the amount to give to at least one invoice.');
    const { allocations } = read;
    changes.send(async () => {
      await consoleAllocatePayment(payment.id, { allocations });
      return `${money(given)} of ${paymentWords(payment)} was allocated to ${listed(allocations.map((a) => numbers.get(a.invoice_id) ?? 'an invoice'))}.`;
    });
  };

  return (
    <ConsoleDialog title="Allocate a payment’s credit" submitLabel="Allocate" {...dialogProps(changes)} onSubmit={submit}>
      <Typography sx={{ mb: 1 }}>
        Of {paymentWords(payment)}, {money(payment.unallocated_cents)} is not allocated yet. The amounts start as oldest first
        would give it; change any of them.
      </Typography>
      {invoices.length > 0 && (
        <Button
          size="small"
          onClick={() => setChosen(oldestFirstAmounts(domainLedger, payment.unallocated_cents))}
          sx={{ ml: -1 }}
        >
          Fill oldest first
        </Button>
      )}
      <AllocationChoice
        invoices={invoices}
        chosen={chosen}
        onChange={setChosen}
        problems={tried ? read.problems : {}}
        leftCents={payment.unallocated_cents - given}
      />
    </ConsoleDialog>
  );
}

export function AllocateDialog(props: PaymentDialogProps & { ledger: ConsoleAccountLedgerAnswer; domainLedger: Ledger }) {
  return <AllocateFields key={props.changes.opening} {...props} />;
}

/** 'Take back': asks to confirm, then gives the allocation's amount back to the payment's credit. */
export function TakeBackDialog({ changes, payment, allocation }: PaymentDialogProps & { allocation: Allocation }) {
  const amount = money(allocation.amount_cents);
  const submit = () =>
    changes.send(async () => {
      await consoleTakeBackAllocation(allocation.id);
      return `${amount} was taken back from ${allocation.invoice_number}: the invoice has it to pay again and the payment has it as credit.`;
    });
  return (
    <ConsoleDialog
      title={`Take back ${amount} from ${allocation.invoice_number}?`}
      submitLabel="Take back"
      cancelLabel="Keep it"
      {...dialogProps(changes)}
      onSubmit={submit}
    >
      <Typography>
        {allocation.invoice_number} will have {amount} more to pay, and {paymentWords(payment)} {amount} more credit to allocate
        elsewhere. The allocation stays in the payment’s history, with its take-back beside it.
      </Typography>
    </ConsoleDialog>
  );
}

const REASON_MIN = 3;
const REASON_MAX = 300;

/** 'Reverse': a bounced cheque or a payment keyed twice, recorded as an entry of its own, with the reason. */
function ReverseFields({ changes, payment }: PaymentDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = reason.trim().length < REASON_MIN ? 'Say why the payment is reversed (a few words at least).' : null;
  // What the reversal takes back first: each allocation still standing, summed by invoice.
  const given = new Map<string, { number: string; cents: number }>();
  for (const a of payment.allocations.filter(canTakeBack)) {
    given.set(a.invoice_id, { number: a.invoice_number, cents: (given.get(a.invoice_id)?.cents ?? 0) + a.amount_cents });
  }
  const standing = [...given.values()];
  const submit = () => {
    setTried(true);
    if (problem) return changes.setError(FIELDS_NEED_A_CHANGE);
    changes.send(async () => {
      await consoleReversePayment(payment.id, { reason: reason.trim() });
      return `${paymentWords(payment)[0]!.toUpperCase()}${paymentWords(payment).slice(1)} was reversed.`;
    });
  };
  return (
    <ConsoleDialog
      title={`Reverse the payment of ${money(payment.amount_cents)}?`}
      submitLabel="Reverse payment"
      cancelLabel="Keep payment"
      danger
      {...dialogProps(changes)}
      onSubmit={submit}
    >
      <Alert severity="warning" sx={{ mb: 1 }}>
        A reversal is recorded beside {paymentWords(payment)} and cannot be undone: the account owes its{' '}
        {money(payment.amount_cents)} again.
        {standing.length > 0 && (
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            What it paid is taken back first, so these invoices have it to pay again:{' '}
            {listed(standing.map((g) => `${g.number} (${money(g.cents)})`))}.
          </Box>
        )}
      </Alert>
      <ReasonField
        maxLength={REASON_MAX}
        autoFocus
        value={reason}
        onChange={setReason}
        problem={tried ? problem : null}
        help="Kept with the reversal and in the audit trail, such as ‘Cheque returned unpaid’."
      />
    </ConsoleDialog>
  );
}

export function ReverseDialog(props: PaymentDialogProps) {
  return <ReverseFields key={props.changes.opening} {...props} />;
}
