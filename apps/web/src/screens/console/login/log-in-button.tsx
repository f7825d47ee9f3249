import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { waitText } from './use-login';

/** The login's submit: 'Log in', or, after too many tries, how long to wait, counted down. */
export function LogInButton({ busy, secondsLeft }: { busy: boolean; secondsLeft: number }) {
  const waiting = secondsLeft > 0;
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      sx={{ mt: 2 }}
      disabled={waiting}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {waiting ? `Try again in ${waitText(secondsLeft)}` : 'Log in'}
    </Button>
  );
}
