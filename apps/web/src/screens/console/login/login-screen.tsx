import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { withMuiTheme } from '../../../core/mui/mui-screen';
import { safeNext } from '../console-paths';
import { consoleTitle } from '../console-session';
import { RecoveryCodes } from '../recovery-codes';
import { SecondFactorSetup } from '../second-factor-setup';
import { CodeStep } from './code-step';
import { PasswordStep, type LoginReasonNotice } from './password-step';
import { useLogin, type LoginState } from './use-login';

const TITLES: Record<LoginState['step']['kind'], string> = {
  password: 'Staff login',
  code: 'Your code',
  enrol: 'Set up your second factor',
  codes: 'Your recovery codes',
};

/** The step the login is at, drawn. */
function LoginStepView({ login, reason }: { login: LoginState; reason: LoginReasonNotice | undefined }) {
  const { step } = login;
  if (step.kind === 'code') return <CodeStep onDone={login.finish} onRestart={login.restart} />;
  if (step.kind === 'enrol') {
    return (
      <>
        <SecondFactorSetup
          setup={login.setup}
          component="h1"
          title="Set up your second factor"
          note="Admins must have one before they first open the console. It takes a minute, once."
        />
        <Box sx={{ mt: 1, textAlign: 'center' }}>
          <Button onClick={login.restart}>Back to e-mail and password</Button>
        </Box>
      </>
    );
  }
  if (step.kind === 'codes') {
    return (
      <RecoveryCodes
        codes={step.codes}
        email={login.email.trim()}
        component="h1"
        continueLabel="Continue to the console"
        onContinue={login.finish}
      />
    );
  }
  return <PasswordStep login={login} reason={reason} />;
}

const REASONS: Record<string, LoginReasonNotice> = {
  expired: { severity: 'info', text: 'Your session has ended. Please log in again to carry on where you were.' },
  'logged-out': { severity: 'success', text: 'You have logged out.' },
};

/**
 * The staff login (docs/console.md#login): e-mail and password, then a code from the app where the
 * account has a second factor (or setting one up, for an admin without), then back to where the
 * staff member was going.
 */
function LoginScreen() {
  const [params] = useSearchParams();
  const reason = REASONS[params.get('reason') ?? ''];
  const login = useLogin(safeNext(params.get('next')));
  const wide = login.step.kind === 'enrol' || login.step.kind === 'codes';

  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 1, sm: 2 }, bgcolor: 'background.default' }}
    >
      <title>{consoleTitle(TITLES[login.step.kind])}</title>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: wide ? 560 : 420, p: { xs: 2, sm: 4 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Crestline Console
        </Typography>
        <LoginStepView login={login} reason={reason} />
      </Paper>
    </Box>
  );
}

export const Component = withMuiTheme(LoginScreen);
