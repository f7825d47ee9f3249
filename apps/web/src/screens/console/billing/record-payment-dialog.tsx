import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type ConsoleAccountLedgerAnswer,
  type Ledger,
  type PaymentMethod,
} from '@portal/domain';
import { money } from '../console-format';
import { consoleRecordPayment } from '../api/billing';
import { ConsoleDialog } from '../console-dialog';
import { AllocationChoice, OldestFirstPreview } from './allocation-fields';
import { emptyPaymentDraft, openInvoices, readPayment, type PaymentDraft } from './ledger-money';
import type { LedgerChanges } from './use-ledger-changes';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';

interface RecordPaymentProps {
  changes: LedgerChanges;
  ledger: ConsoleAccountLedgerAnswer;
  /** The same ledger in the domain's terms. */
  domainLedger: Ledger;
  /** Today in the provider's zone: the default, and the latest day a payment can be received. */
  today: string;
  /** What the fields start with (an invoice's page gives it what it has left); empty otherwise. */
  initial?: PaymentDraft;
}

/** What the page says of a payment recorded, from the server's answer. */
function recordedWords(amountCents: number, unallocatedCents: number): string {
  const given = amountCents - unallocatedCents;
  const credit = unallocatedCents > 0 ? `${money(unallocatedCents)} left as credit` : 'nothing left as credit';
  return `A payment of ${money(amountCents)} was recorded: ${money(given)} allocated to invoices, ${credit}.`;
}

/** The fields of a payment recorded on the account; `changes.opening` starts them afresh each time the dialog opens. */
function RecordPaymentFields({ changes, ledger, domainLedger, today, initial }: RecordPaymentProps) {
  const [draft, setDraft] = useState<PaymentDraft>(() => initial ?? emptyPaymentDraft(today));
  const [tried, setTried] = useState(false);
  const invoices = openInvoices(ledger);
  const read = readPayment(draft, domainLedger, invoices, today);
  const problems = tried ? read.problems : {};
  const set = (patch: Partial<PaymentDraft>) => setDraft({ ...draft, ...patch });

  const submit = () => {
    setTried(true);
    const body = read.body;
    if (!body) {
      changes.setError(FIELDS_NEED_A_CHANGE);
      return;
    }
    changes.send(async () => {
      const payment = await consoleRecordPayment(ledger.account.id, body);
      return recordedWords(payment.amount_cents, payment.unallocated_cents);
    });
  };

  return (
    <ConsoleDialog
      open={changes.open}
      title={`Record a payment from ${ledger.account.name}`}
      submitLabel="Record payment"
      busy={changes.busy}
      error={changes.error}
      onSubmit={submit}
      onClose={changes.close}
      onExited={changes.exited}
    >
      <TextField
        label="Amount"
        required
        fullWidth
        autoFocus
        margin="normal"
        value={draft.amount}
        onChange={(event) => set({ amount: event.target.value })}
        error={problems.amount !== undefined}
        helperText={problems.amount ?? 'In dollars, such as 1250 or 1,250.50.'}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: 20 },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <TextField
        label="Date received"
        type="date"
        required
        fullWidth
        margin="normal"
        value={draft.receivedOn}
        onChange={(event) => set({ receivedOn: event.target.value })}
        error={problems.receivedOn !== undefined}
        helperText={problems.receivedOn ?? 'Today or earlier.'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        select
        label="Method"
        fullWidth
        margin="normal"
        value={draft.method}
        onChange={(event) => set({ method: event.target.value as PaymentMethod })}
        slotProps={{ select: { native: true } }}
      >
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </TextField>
      <TextField
        label="Reference"
        fullWidth
        margin="normal"
        value={draft.reference}
        onChange={(event) => set({ reference: event.target.value })}
        error={problems.reference !== undefined}
        helperText={problems.reference ?? 'A cheque number or the bank’s reference, as the remittance names it.'}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <FormControl component="fieldset" margin="normal" fullWidth>
        <FormLabel component="legend">Allocation</FormLabel>
        <RadioGroup
          row
          value={draft.allocation}
          onChange={(event) => set({ allocation: event.target.value as PaymentDraft['allocation'] })}
        >
          <FormControlLabel value="oldest" control={<Radio />} label="Oldest first" />
          <FormControlLabel value="choose" control={<Radio />} label="Choose" />
        </RadioGroup>
      </FormControl>
      {draft.allocation === 'oldest' ? (
        <OldestFirstPreview ledger={domainLedger} invoices={invoices} amountCents={read.amountCents} />
      ) : (
        <AllocationChoice
          invoices={invoices}
          chosen={draft.chosen}
          onChange={(chosen) => set({ chosen })}
          problems={tried ? read.choice.problems : {}}
          leftCents={read.amountCents === null ? null : read.choice.leftCents}
        />
      )}
    </ConsoleDialog>
  );
}

/** 'Record a payment': the amount, the day, the method and reference, and where it goes. */
export function RecordPaymentDialog(props: RecordPaymentProps) {
  return <RecordPaymentFields key={props.changes.opening} {...props} />;
}
