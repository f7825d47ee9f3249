import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { consoleLoginCode } from '../api/session';
import { CodeField, typedCode } from '../code-field';
import { StepHeading } from '../step-heading';
import { loginRefusal, useSecondsLeft } from './use-login';
import { LogInButton } from './log-in-button';

/** The second step: a code from the app or a recovery code, each good once; a wrong one, or a throttled step, is said. */
function useCodeStep(onDone: () => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(waitUntil);
  const fieldRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || secondsLeft > 0) return;
    const typed = typedCode(code);
    if (typed === '') {
      setError('Enter the code your app shows, or one of your recovery codes.');
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await consoleLoginCode(typed);
      onDone();
      return;
    } catch (caught) {
      // The server's words: a wrong or spent code, or a password step that has expired.
      const refusal = loginRefusal(caught, caught instanceof Error ? caught.message : '');
      setError(refusal.text);
      setWaitUntil(refusal.waitUntil);
      setCode('');
      fieldRef.current?.focus();
    }
    setBusy(false);
  };
  return { code, setCode, error, busy, secondsLeft, fieldRef, submit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}

/** The login's code step, with what to do when the phone is lost. */
export function CodeStep({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const step = useCodeStep(onDone);
  return (
    <>
      <StepHeading component="h1" sx={{ mb: 1 }}>
        Enter your code
      </StepHeading>
      <Typography sx={{ mb: 1 }}>Your password was right. Now enter the 6-digit code your authenticator app shows.</Typography>
      {step.error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {step.error}
        </Alert>
      )}
      <form noValidate onSubmit={step.submit}>
        <CodeField
          value={step.code}
          onChange={step.setCode}
          inputRef={step.fieldRef}
          helper="Lost your phone? Enter one of your recovery codes instead (like abcde-fghij). Without them, ask an admin to reset your second factor."
        />
        <LogInButton busy={step.busy} secondsLeft={step.secondsLeft} />
      </form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button onClick={onRestart}>Back to e-mail and password</Button>
      </Box>
    </>
  );
}
