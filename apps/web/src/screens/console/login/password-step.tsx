import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CodeField } from '../code-field';
import { type LoginState } from './use-login';
import { LogInButton } from './log-in-button';

/** Why the login page is shown, said above the form: the session ended, or the staff member logged out. */
export interface LoginReasonNotice {
  severity: 'info' | 'success';
  text: string;
}

/** The first step: e-mail and password, and after a throttled attempt, a code from the app with them. */
export function PasswordStep({ login, reason }: { login: LoginState; reason: LoginReasonNotice | undefined }) {
  return (
    <>
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
        {login.offerCode && (
          <CodeField
            value={login.code}
            onChange={login.setCode}
            helper="Have a second factor? Enter a code from your authenticator app with your password to log in from this browser."
          />
        )}
        <LogInButton busy={login.busy} secondsLeft={login.waiting ? login.secondsLeft : 0} />
      </form>
    </>
  );
}
