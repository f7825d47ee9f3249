import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type FieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, said in place of its help. */
  problem?: string | null;
  /** What to type, said under it. */
  help?: ReactNode;
};

/** A field of a console form or dialog: full width, its problem (once a save was tried) in place of its help. */
export function Field({ value, onChange, problem, help, ...props }: FieldProps) {
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined && problem !== null}
      helperText={problem ?? help}
    />
  );
}

/** Why a change is made, kept with it: on the credit note, with the reversal, in the audit log. */
export function ReasonField({ maxLength, ...props }: Omit<FieldProps, 'label'> & { maxLength: number }) {
  return <Field label="Reason" required multiline minRows={2} slotProps={{ htmlInput: { maxLength } }} {...props} />;
}

/** A calendar day, picked or typed, from `min` to `max` ('YYYY-MM-DD'). */
export function DayField({ min, max, ...props }: FieldProps & { min?: string; max?: string }) {
  return <Field type="date" slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }} {...props} />;
}

/** The slots of a field typed in dollars: a '$' before the amount, the decimal keypad on a phone. */
export const DOLLARS = {
  htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 20 },
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
} as const;

/** A choice among a few, as a native select: the phone's own picker. */
export function SelectField<Value extends string>({
  value,
  onChange,
  options,
  ...props
}: Omit<FieldProps, 'value' | 'onChange' | 'select'> & {
  value: Value;
  onChange: (value: Value) => void;
  /** Each choice's value and words. */
  options: readonly (readonly [Value, string])[];
}) {
  return (
    <Field
      select
      {...props}
      value={value}
      onChange={(chosen) => onChange(chosen as Value)}
      slotProps={{ select: { native: true } }}
    >
      {options.map(([choice, words]) => (
        <option key={choice} value={choice}>
          {words}
        </option>
      ))}
    </Field>
  );
}

/** The choices of a select from a list of values and their labels. */
export const choicesOf = <Value extends string>(values: readonly Value[], labels: Readonly<Record<Value, string>>) =>
  values.map((value) => [value, labels[value]] as const);
