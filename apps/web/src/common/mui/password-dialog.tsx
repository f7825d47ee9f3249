import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../core/api/api-client';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

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
  /** After the closing animation, e.g. to move focus when the opener is gone. */
  onExited?: () => void;
}

/**
 * One labelled password field in a focus-trapped dialog (MUI Dialog). Enter or the submit button
 * checks it; a second submit while a check is running is ignored.
 */
export function PasswordDialog({
  open,
  title,
  description,
  submitLabel,
  check,
  onSuccess,
  onCancel,
  onExited,
}: PasswordDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
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
    <Dialog
      open={open}
      onClose={cancel}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      maxWidth="xs"
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && (
            <DialogContentText id={descriptionId} sx={{ mb: 1 }}>
              {description}
            </DialogContentText>
          )}
          <TextField
            inputRef={inputRef}
            autoFocus
            fullWidth
            margin="dense"
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
            slotProps={{
              htmlInput: { maxLength: 200 },
              formHelperText: { role: 'alert' },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" onClick={cancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
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
