import {
  BILLING_CONTACT_MAX_LENGTH,
  INVOICE_MOMENT_LABELS,
  INVOICE_MOMENTS,
  MAX_BILLING_CONTACTS,
  MAX_REMINDER_STEPS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
} from '@portal/domain';
import { choicesOf, DOLLARS, Field, SelectField } from '../console-fields';
import { MAX_ADDRESS_LINES, MAX_LINE_LENGTH, type AccountDraft, type DraftProblems } from './account-draft';

interface FieldsProps {
  draft: AccountDraft;
  onChange: (draft: AccountDraft) => void;
  problems: DraftProblems;
  /** Whether the first field takes the focus (the edit dialog, where group and store are fixed). */
  autoFocus: boolean;
}

/** The settings of an account: its names, address, terms, credit limit, contacts, when invoices go and the reminders. */
export function AccountFields({ draft, onChange, problems, autoFocus }: FieldsProps) {
  const set = (patch: Partial<AccountDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <Field
        problem={problems.name}
        label="Name on the bills"
        help="Who the invoices are made out to."
        required
        autoFocus={autoFocus}
        value={draft.name}
        onChange={(name) => set({ name })}
        slotProps={{ htmlInput: { maxLength: MAX_LINE_LENGTH } }}
      />
      <Field
        problem={problems.accountingName}
        label="Accounting name"
        help="The customer’s name in the accounting program."
        required
        value={draft.accountingName}
        onChange={(accountingName) => set({ accountingName })}
        slotProps={{ htmlInput: { maxLength: MAX_LINE_LENGTH } }}
      />
      <Field
        problem={problems.address}
        label="Billing address"
        help={`One line each, up to ${MAX_ADDRESS_LINES} lines.`}
        multiline
        minRows={2}
        value={draft.address}
        onChange={(address) => set({ address })}
        slotProps={{ htmlInput: { maxLength: MAX_ADDRESS_LINES * (MAX_LINE_LENGTH + 1) } }}
      />
      <SelectField
        label="Payment terms"
        value={draft.terms}
        onChange={(terms) => set({ terms })}
        options={choicesOf(PAYMENT_TERMS, PAYMENT_TERMS_LABELS)}
      />
      <Field
        problem={problems.creditLimit}
        label="Credit limit"
        help="In dollars, such as 25000 or 25,000.50. Empty for no limit."
        value={draft.creditLimit}
        onChange={(creditLimit) => set({ creditLimit })}
        slotProps={DOLLARS}
      />
      <Field
        problem={problems.contacts}
        label="Billing contacts"
        help={`One e-mail address a line, up to ${MAX_BILLING_CONTACTS}. Without one, invoices are issued but not e-mailed.`}
        multiline
        minRows={2}
        value={draft.contacts}
        onChange={(contacts) => set({ contacts })}
        slotProps={{ htmlInput: { maxLength: MAX_BILLING_CONTACTS * (BILLING_CONTACT_MAX_LENGTH + 1) } }}
      />
      <SelectField
        label="Invoices issued"
        value={draft.invoiceWhen}
        onChange={(invoiceWhen) => set({ invoiceWhen })}
        options={choicesOf(INVOICE_MOMENTS, INVOICE_MOMENT_LABELS)}
      />
      <Field
        problem={problems.reminderDays}
        label="Reminder days"
        help={`Days after the due date a reminder goes, separated by commas (0 is the due date), up to ${MAX_REMINDER_STEPS}.`}
        value={draft.reminderDays}
        onChange={(reminderDays) => set({ reminderDays })}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
    </>
  );
}
