import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

interface ConsoleDialogProps {
  open: boolean;
  title: string;
  /** The submit button's words. */
  submitLabel: string;
  /** The button that closes it without acting: 'Cancel' unless that word would be read as the action. */
  cancelLabel?: string;
  /** A destructive action gets a red button. */
  danger?: boolean;
  busy: boolean;
  /** Why the last submit failed, shown in the dialog. */
  error: string | null;
  /** What can be done about that failure (a 409's 'Reload'), beside its words. */
  errorAction?: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  /** Once it has closed and the page is no longer hidden from screen readers behind it. */
  onExited?: () => void;
  children: ReactNode;
}

/**
 * Every console dialog: a form with its fields, the reason a submit failed, Cancel and the action.
 * Focus is trapped while it is open and goes back to its opener after; full screen on a phone.
 */
export function ConsoleDialog({
  open,
  title,
  submitLabel,
  cancelLabel = 'Cancel',
  danger,
  busy,
  error,
  errorAction,
  onSubmit,
  onClose,
  onExited,
  children,
}: ConsoleDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && (
            <Alert severity="error" role="alert" action={errorAction} sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            aria-busy={busy}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
