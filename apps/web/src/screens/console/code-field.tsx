import type { ReactNode, Ref } from 'react';
import TextField from '@mui/material/TextField';

/** The label every field of a code from the app has, at the login and when setting the app up. */
export const CODE_LABEL = 'Code from your authenticator app';

/** A code as typed, as the server takes it: '123 456' and ' abcde-fghij ' lose their spaces. */
export const typedCode = (value: string) => value.replace(/\s+/g, '');

/**
 * The field of a code from the authenticator app: the phone offers the code it received
 * (one-time-code). Digits only when setting the app up; at the login a recovery code ('abcde-fghij')
 * is taken too, so the keyboard stays the full one there.
 */
export function CodeField({
  value,
  onChange,
  helper,
  digitsOnly = false,
  autoFocus = false,
  inputRef,
  name = 'code',
}: {
  value: string;
  onChange: (value: string) => void;
  helper?: ReactNode;
  digitsOnly?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}) {
  return (
    <TextField
      inputRef={inputRef}
      label={CODE_LABEL}
      name={name}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      fullWidth
      margin="normal"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helper}
      slotProps={{
        htmlInput: {
          maxLength: 20,
          inputMode: digitsOnly ? 'numeric' : 'text',
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
        },
      }}
    />
  );
}
