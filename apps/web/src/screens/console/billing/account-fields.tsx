import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  BILLING_CONTACT_MAX_LENGTH,
  INVOICE_MOMENT_LABELS,
  INVOICE_MOMENTS,
  MAX_BILLING_CONTACTS,
  MAX_REMINDER_STEPS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  type InvoiceMoment,
  type PaymentTerms,
} from '@portal/domain';
import { MAX_ADDRESS_LINES, MAX_LINE_LENGTH, type AccountDraft, type DraftField, type DraftProblems } from './account-draft';

interface FieldsProps {
  draft: AccountDraft;
  onChange: (draft: AccountDraft) => void;
  problems: DraftProblems;
  /** Whether the first field takes the focus (the edit dialog, where group and store are fixed). */
  autoFocus: boolean;
}

/** A text field of the dialog: its problem, once a save was tried, in place of its help. */
function DraftText({
  field,
  help,
  problems,
  ...props
}: TextFieldProps & { field: DraftField; help: string; problems: DraftProblems }) {
  const problem = problems[field];
  return <TextField fullWidth margin="normal" error={problem !== undefined} helperText={problem ?? help} {...props} />;
}

/** The settings of an account: its names, address, terms, credit limit, contacts, when invoices go and the reminders. */
export function AccountFields({ draft, onChange, problems, autoFocus }: FieldsProps) {
  const set = (patch: Partial<AccountDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <DraftText
        field="name"
        problems={problems}
        label="Name on the bills"
        help="Who the invoices are made out to."
        required
        autoFocus={autoFocus}
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        slotProps={{ htmlInput: { maxLength: MAX_LINE_LENGTH } }}
      />
      <DraftText
        field="accountingName"
        problems={problems}
        label="Accounting name"
        help="The customer’s name in the accounting program."
        required
        value={draft.accountingName}
        onChange={(event) => set({ accountingName: event.target.value })}
        slotProps={{ htmlInput: { maxLength: MAX_LINE_LENGTH } }}
      />
      <DraftText
        field="address"
        problems={problems}
        label="Billing address"
        help={`One line each, up to ${MAX_ADDRESS_LINES} lines.`}
        multiline
        minRows={2}
        value={draft.address}
        onChange={(event) => set({ address: event.target.value })}
        slotProps={{ htmlInput: { maxLength: MAX_ADDRESS_LINES * (MAX_LINE_LENGTH + 1) } }}
      />
      <TextField
        select
        label="Payment terms"
        fullWidth
        margin="normal"
        value={draft.terms}
        onChange={(event) => set({ terms: event.target.value as PaymentTerms })}
        slotProps={{ select: { native: true } }}
      >
        {PAYMENT_TERMS.map((terms) => (
          <option key={terms} value={terms}>
            {PAYMENT_TERMS_LABELS[terms]}
          </option>
        ))}
      </TextField>
      <DraftText
        field="creditLimit"
        problems={problems}
        label="Credit limit"
        help="In dollars, such as 25000 or 25,000.50. Empty for no limit."
        value={draft.creditLimit}
        onChange={(event) => set({ creditLimit: event.target.value })}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: 20 },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <DraftText
        field="contacts"
        problems={problems}
        label="Billing contacts"
        help={`One e-mail address a line, up to ${MAX_BILLING_CONTACTS}. Without one, invoices are issued but not e-mailed.`}
        multiline
        minRows={2}
        value={draft.contacts}
        onChange={(event) => set({ contacts: event.target.value })}
        slotProps={{ htmlInput: { maxLength: MAX_BILLING_CONTACTS * (BILLING_CONTACT_MAX_LENGTH + 1) } }}
      />
      <TextField
        select
        label="Invoices issued"
        fullWidth
        margin="normal"
        value={draft.invoiceWhen}
        onChange={(event) => set({ invoiceWhen: event.target.value as InvoiceMoment })}
        slotProps={{ select: { native: true } }}
      >
        {INVOICE_MOMENTS.map((moment) => (
          <option key={moment} value={moment}>
            {INVOICE_MOMENT_LABELS[moment]}
          </option>
        ))}
      </TextField>
      <DraftText
        field="reminderDays"
        problems={problems}
        label="Reminder days"
        help={`Days after the due date a reminder goes, separated by commas (0 is the due date), up to ${MAX_REMINDER_STEPS}.`}
        value={draft.reminderDays}
        onChange={(event) => set({ reminderDays: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
    </>
  );
}
