import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

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

/**
 * A day in a bar of filters or buttons, small beside them: a filter's first or last day, a range's
 * end, a ship date. `min` and `max` bound it when given.
 */
export function SmallDayField({
  label,
  value,
  onChange,
  min,
  max,
  problem,
  required,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  problem?: string;
  required?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      label={label}
      type="date"
      size="small"
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined}
      helperText={problem}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min || undefined, max: max || undefined } }}
      sx={sx}
    />
  );
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

/** A filter's native select with its label, small beside the others: the phone's own picker, read by every screen reader. */
export function FilterSelect({
  label,
  value,
  onChange,
  disabled,
  helperText,
  sx,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      size="small"
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        // Why a control is off must stay readable: not the faint grey of the control itself (WCAG 1.4.3).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    >
      {children}
    </TextField>
  );
}

/**
 * A search box whose words go to the address when sent, not at each key. Back and forward change
 * the address: the box then shows the search of the page shown.
 */
export function SearchBox({
  label,
  help,
  q,
  onSearch,
  searching = false,
  htmlInput,
  sx,
}: {
  label: string;
  help: string;
  q: string;
  onSearch: (q: string) => void;
  /** A search is being read: the button says so. */
  searching?: boolean;
  /** The box's own props; its maxLength is the server's limit on the search. */
  htmlInput: { maxLength: number } & Record<string, unknown>;
  sx?: SxProps<Theme>;
}) {
  const [search, setSearch] = useState(q);
  useEffect(() => {
    setSearch(q);
  }, [q]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={[{ display: 'flex', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <TextField
        label={label}
        type="search"
        size="small"
        fullWidth
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        helperText={help}
        slotProps={{ htmlInput: { ...htmlInput, maxLength: htmlInput.maxLength } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={searching ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SearchOutlined />}
        aria-busy={searching || undefined}
        sx={{ alignSelf: 'flex-start', height: 40, flexShrink: 0 }}
      >
        Search
      </Button>
    </Box>
  );
}

/** A button that opens the file chooser: the file chosen is read in the browser, by `onChoose`. */
export function FileButton({
  accept,
  onChoose,
  busy,
  variant,
  children,
}: {
  accept: string;
  onChoose: (file: File | undefined) => void;
  /** The file is being read or checked. */
  busy?: boolean;
  variant: 'contained' | 'outlined';
  children: ReactNode;
}) {
  const inputId = useId();
  return (
    <Button
      component="label"
      htmlFor={inputId}
      variant={variant}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <UploadFileOutlined />}
      aria-busy={busy}
    >
      {children}
      <input
        id={inputId}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // Choosing the same file again after changing it on disk reads it again.
          event.target.value = '';
        }}
      />
    </Button>
  );
}
