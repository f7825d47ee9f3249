import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { withMuiTheme } from '../../../core/mui/mui-screen';
import { safeNext } from '../console-paths';
import { consoleTitle } from '../console-session';
import { useLogin, waitText } from './use-login';

const REASONS: Record<string, { severity: 'info' | 'success'; text: string }> = {
  expired: { severity: 'info', text: 'Your session has ended. Please log in again to carry on where you were.' },
  'logged-out': { severity: 'success', text: 'You have logged out.' },
};

/** The staff login (docs/console.md#login): e-mail and password, then back to where the staff member was going. */
function LoginScreen() {
  const [params] = useSearchParams();
  const reason = REASONS[params.get('reason') ?? ''];
  const next = safeNext(params.get('next'));
  const login = useLogin(next);

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
        {reason && !login.error && (
          <Alert severity={reason.severity} role="status" sx={{ mb: 2 }}>
            {reason.text}
          </Alert>
        )}
        {login.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {login.error}
          </Alert>
        )}
        <form noValidate onSubmit={login.submit}>
          <TextField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            fullWidth
            margin="normal"
            value={login.email}
            onChange={(event) => login.setEmail(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <TextField
            inputRef={login.passwordRef}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            fullWidth
            margin="normal"
            value={login.password}
            onChange={(event) => login.setPassword(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            disabled={login.waiting}
            aria-busy={login.busy}
            startIcon={login.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {login.waiting ? `Try again in ${waitText(login.secondsLeft)}` : 'Log in'}
          </Button>
        </form>
      </Paper>
    </Box>
  );
}

export const Component = withMuiTheme(LoginScreen);
