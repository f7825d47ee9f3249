import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../core/api/api-client';
import { Dialog } from './dialog';
import { Field } from './field';
import { Spinner } from './spinner';

/** What checking a typed password found: a match, or a miss with the message to show (null shows nothing). */
export type PasswordCheck = { ok: true } | { ok: false; message: string | null };

export interface PasswordDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The submit button's text. */
  submitLabel: string;
  /** Asks the server; the dialog shows the miss's message inline and keeps the typed value. */
  check: (password: string) => Promise<PasswordCheck>;
  /** After a match: the field is already cleared; the caller closes the dialog and moves on. */
  onSuccess: () => void;
  onCancel: () => void;
  /** Once closed, e.g. to move focus when the opener is gone. */
  onClosed?: () => void;
}

/**
 * One labelled password field in a modal dialog. Enter or the submit button checks it; a second
 * submit while a check is running is ignored, and so is Escape (the answer decides what follows).
 */
export function PasswordDialog({
  open,
  title,
  description,
  submitLabel,
  check,
  onSuccess,
  onCancel,
  onClosed,
}: PasswordDialogProps) {
  const descriptionId = `${useId()}-description`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    let result: PasswordCheck;
    try {
      result = await check(password);
    } finally {
      setBusy(false);
    }
    if (result.ok) {
      reset();
      onSuccess();
      return;
    }
    setError(result.message);
    inputRef.current?.focus();
  };

  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Dialog open={open} onClose={cancel} onClosed={onClosed} title={title} describedBy={description ? descriptionId : undefined}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="dialog-content">
          {description && <p id={descriptionId}>{description}</p>}
          <Field
            inputRef={inputRef}
            autoFocus
            type="password"
            name="password"
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ?? undefined}
            helperProps={{ role: 'alert' }}
            inputProps={{ maxLength: 200 }}
          />
        </div>
        <div className="dialog-actions dialog-actions-inset">
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
          <button type="submit" className="button button-contained" aria-busy={busy}>
            {busy && <Spinner small label={null} />}
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The inline error under a store or admin password the server refused. */
export const INVALID_PASSWORD_MESSAGE = 'That password is not valid.';

/** What a failed password call shows: `wrongPassword` for a 401 (null shows nothing), a short note for 429. */
export function passwordMiss(error: unknown, wrongPassword: string | null): PasswordCheck {
  if (error instanceof ApiError && error.status === 401) return { ok: false, message: wrongPassword };
  // The server says how long to wait: a minute for one address, longer when a secret is under attack.
  if (error instanceof ApiError && error.status === 429)
    return { ok: false, message: error.message || 'Too many attempts. Please wait a moment and try again.' };
  return { ok: false, message: error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE };
}
