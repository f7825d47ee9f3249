import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { CodeField, typedCode } from '../code-field';
import type { ConsoleSecondFactorProof } from '../api/session';
import { ConsoleDialog } from '../console-dialog';
import { Field } from '../console-fields';

export const PASSWORD_MISSING = 'Enter your password.';
export const CODE_MISSING = 'Enter the code your app shows now, or one of your recovery codes.';

/**
 * Before a session changes its own second factor, it proves again who it is: the password and,
 * when a factor is on, a code of it (or a recovery code, for a lost phone). `onProof` starts the
 * set-up and answers why the server refused, or null when it went on.
 */
export function FactorProofDialog({
  open,
  factorOn,
  onProof,
  onClose,
}: {
  open: boolean;
  factorOn: boolean;
  onProof: (proof: ConsoleSecondFactorProof) => Promise<string | null>;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (password === '') return setError(PASSWORD_MISSING);
    if (factorOn && typedCode(code) === '') return setError(CODE_MISSING);
    setBusy(true);
    setError(null);
    const refused = await onProof(factorOn ? { password, code: typedCode(code) } : { password });
    setBusy(false);
    // A code is good once: a refusal asks for the next one.
    setCode('');
    if (refused) setError(refused);
  };

  return (
    <ConsoleDialog
      open={open}
      title="Confirm it is you"
      submitLabel="Continue"
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
      onExited={() => {
        setPassword('');
        setCode('');
        setError(null);
      }}
    >
      <Typography sx={{ mb: 1 }}>
        {factorOn
          ? 'A new key replaces the one on your phone. Type your password and the code your authenticator app shows now, so no one else can change it from this browser.'
          : 'Type your password, so no one else can set up a second factor from this browser.'}
      </Typography>
      <Field
        label="Your password"
        type="password"
        name="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={setPassword}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {factorOn && (
        <CodeField value={code} onChange={setCode} helper="Lost your phone? One of your recovery codes works here too." />
      )}
    </ConsoleDialog>
  );
}
