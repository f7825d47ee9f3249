import type { ChangeEvent } from 'react';
import { Field } from '../../common/field';
import type { BypassCheck, BypassStatus } from './use-bypass-check';

/** What the field says under it: the check's answer, or what the field is for. */
function codeHelper(status: BypassStatus, error: string | null): string | null {
  switch (status) {
    case 'checking':
      return 'Checking the code…';
    case 'valid':
      return 'Code accepted: this order goes on account, no payment needed.';
    case 'invalid':
      return 'This code is not recognised.';
    case 'error':
      return error;
    case 'empty':
      return 'Have a bypass code? Enter it to order on account.';
  }
}

interface CodeFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The check of the code now in the field (useBypassCheck). */
  bypass: BypassCheck;
}

/** The bypass code: green once the server accepts it, when the order goes on account instead of to PayPal. */
export function CodeField({ value, onChange, bypass }: CodeFieldProps) {
  const { status } = bypass;
  return (
    <Field
      label="Code"
      value={value}
      onChange={onChange}
      // A check that failed (rate limit, network) is asked again when the buyer leaves the field.
      onBlur={() => {
        if (status === 'error') bypass.retry();
      }}
      autoComplete="off"
      error={status === 'invalid' || status === 'error'}
      tone={status === 'valid' ? 'success' : undefined}
      helperText={codeHelper(status, bypass.error) ?? undefined}
      helperProps={{ 'aria-live': 'polite' }}
      inputProps={{ spellCheck: false, autoCapitalize: 'characters', maxLength: 200 }}
    />
  );
}
