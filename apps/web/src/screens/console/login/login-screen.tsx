import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';
import { withMuiTheme } from '../../../core/mui/mui-screen';
import { ApiError } from '../../../core/api/api-client';
import { consoleLogin } from '../console-api';
import { rememberSignedIn, safeNext } from '../console-paths';
import { consoleTitle } from '../console-session';

const WRONG_CREDENTIALS = 'That e-mail and password do not match a staff account.';

/** '0:42', '2:05': the wait a throttled login still has. */
export function waitText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds left until `until` (ms since 1970), ticking each second; 0 when nothing is awaited. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

const REASONS: Record<string, { severity: 'info' | 'success'; text: string }> = {
  expired: { severity: 'info', text: 'Your session has ended. Please log in again to carry on where you were.' },
  'logged-out': { severity: 'success', text: 'You have logged out.' },
};

/** The staff login (docs/console.md#login): e-mail and password, then back to where the staff member was going. */
function LoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reason = REASONS[params.get('reason') ?? ''];
  const next = safeNext(params.get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(waitUntil);
  const passwordRef = useRef<HTMLInputElement>(null);
  const waiting = secondsLeft > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || waiting) return;
    if (email.trim() === '' || password === '') {
      setError('Enter your e-mail and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await consoleLogin(email.trim(), password);
      rememberSignedIn(true);
      void navigate(next, { replace: true });
      return;
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) setError(WRONG_CREDENTIALS);
      else if (caught instanceof ApiError && caught.status === 429) {
        setError(caught.message);
        setWaitUntil(Date.now() + (caught.retryAfterSeconds ?? 60) * 1000);
      } else setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
      setPassword('');
      passwordRef.current?.focus();
    }
    setBusy(false);
  };

  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <title>{consoleTitle('Staff login')}</title>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Crestline Console
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Staff login
        </Typography>
        {reason && !error && (
          <Alert severity={reason.severity} role="status" sx={{ mb: 2 }}>
            {reason.text}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            fullWidth
            margin="normal"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <TextField
            inputRef={passwordRef}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            fullWidth
            margin="normal"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
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
        </form>
      </Paper>
    </Box>
  );
}

export const Component = withMuiTheme(LoginScreen);
