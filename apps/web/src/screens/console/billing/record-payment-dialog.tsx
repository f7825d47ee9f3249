import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type ConsoleAccountLedgerAnswer, type Ledger } from '@portal/domain';
import { money } from '../console-format';
import { consoleRecordPayment } from '../api/billing';
import { ConsoleDialog } from '../console-dialog';
import { choicesOf, DayField, DOLLARS, Field, SelectField } from '../console-fields';
import { dialogProps } from '../use-dialog-state';
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
      title={`Record a payment from ${ledger.account.name}`}
      submitLabel="Record payment"
      {...dialogProps(changes)}
      onSubmit={submit}
    >
      <Field
        label="Amount"
        required
        autoFocus
        value={draft.amount}
        onChange={(amount) => set({ amount })}
        problem={problems.amount}
        help="In dollars, such as 1250 or 1,250.50."
        slotProps={DOLLARS}
      />
      <DayField
        label="Date received"
        required
        max={today}
        value={draft.receivedOn}
        onChange={(receivedOn) => set({ receivedOn })}
        problem={problems.receivedOn}
        help="Today or earlier."
      />
      <SelectField
        label="Method"
        value={draft.method}
        onChange={(method) => set({ method })}
        options={choicesOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
      />
      <Field
        label="Reference"
        value={draft.reference}
        onChange={(reference) => set({ reference })}
        problem={problems.reference}
        help="A cheque number or the bank’s reference, as the remittance names it."
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
