import { useState, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { consoleOfferBypassCodesSave, consoleOfferPasswordSave, type OfferSecret } from '../api/offer';
import { ConsoleDialog } from '../console-dialog';
import { dialogProps } from '../use-dialog-state';
import { draftHolds, type DraftDialog } from './use-draft-dialog';
import { BYPASS_CODE_MAX_LENGTH, GROUP_PASSWORD_MAX_LENGTH, MAX_BYPASS_CODES } from '@portal/domain';

export type SecretAsk =
  | { kind: 'group-password' }
  | { kind: 'clear-group-password' }
  | { kind: 'admin-password' }
  | { kind: 'store-password'; code: string }
  | { kind: 'clear-store-password'; code: string }
  | { kind: 'bypass-codes' };

const WHEN = 'It is in the draft: it takes effect when the draft is published, and the old one stops working then.';

/** Each dialog's title, button, the shortest secret, and what it does, in words. */
function secretWords(ask: SecretAsk): { title: string; submit: string; min: number; text: string; danger?: boolean } {
  switch (ask.kind) {
    case 'group-password':
      return {
        title: 'Set the group password',
        submit: 'Set the password',
        min: 8,
        text: 'Buyers type it to open the storefront.',
      };
    case 'clear-group-password':
      return {
        title: 'Clear the group password?',
        submit: 'Clear the password',
        min: 0,
        danger: true,
        text: 'Once published, the storefront opens to anyone with its address.',
      };
    case 'admin-password':
      return {
        title: 'Set the admin password',
        submit: 'Set the password',
        min: 12,
        text: "The group's own admin password, at least 12 characters.",
      };
    case 'store-password':
      return {
        title: `Set the password of ${ask.code}`,
        submit: 'Set the password',
        min: 8,
        text: `Buyers type it to order for store ${ask.code}.`,
      };
    case 'clear-store-password':
      return {
        title: `Clear the password of ${ask.code}?`,
        submit: 'Clear the password',
        min: 0,
        danger: true,
        text: `Once published, store ${ask.code} asks for no password.`,
      };
    case 'bypass-codes':
      return {
        title: 'Replace the bypass codes',
        submit: 'Replace the codes',
        min: 6,
        text: 'These codes replace every bypass code the group has. One code a line, each at least 6 characters.',
      };
  }
}

const toSecret = (ask: SecretAsk): OfferSecret =>
  ask.kind === 'store-password' || ask.kind === 'clear-store-password'
    ? { kind: 'store-password', code: ask.code }
    : ask.kind === 'admin-password'
      ? { kind: 'admin-password' }
      : { kind: 'group-password' };

/** What is wrong with the typed secret, or null. */
function secretProblem(ask: SecretAsk, typed: string, min: number): string | null {
  if (ask.kind === 'bypass-codes') {
    const codes = typed
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (codes.length === 0) return 'Type at least one code.';
    const short = codes.find((code) => code.length < min);
    if (short) return `${short} is shorter than ${min} characters.`;
    if (new Set(codes).size !== codes.length) return 'A code is there twice.';
    return null;
  }
  if (min > 0 && typed.length < min) return `At least ${min} characters.`;
  return null;
}

/** One secret typed once, with a 'show' toggle, never shown again; or cleared. */
function SecretFields({ dialog, group, ask }: { dialog: DraftDialog<SecretAsk>; group: string; ask: SecretAsk }) {
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(false);
  const [tried, setTried] = useState(false);
  const words = secretWords(ask);
  const clearing = ask.kind === 'clear-group-password' || ask.kind === 'clear-store-password';
  const problem = clearing ? null : secretProblem(ask, typed, words.min);
  const submit = () => {
    setTried(true);
    if (problem) return;
    const said = (changes: number) => `${clearing ? 'Password cleared' : 'Password set'}. ${WHEN} ${draftHolds(changes)}`;
    if (ask.kind === 'bypass-codes') {
      const codes = typed
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      void dialog.run(
        () => consoleOfferBypassCodesSave(group, codes),
        (changes) => `Bypass codes replaced. ${WHEN} ${draftHolds(changes)}`,
      );
    } else void dialog.run(() => consoleOfferPasswordSave(group, toSecret(ask), clearing ? null : typed), said);
  };
  return (
    <ConsoleDialog
      title={words.title}
      submitLabel={words.submit}
      danger={words.danger}
      {...dialogProps(dialog)}
      onSubmit={submit}
    >
      <Typography sx={{ mb: 1 }}>{words.text}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {clearing ? WHEN : `Typed once and never shown again. ${WHEN}`}
      </Typography>
      {!clearing && (
        <Box>
          <TextField
            label={ask.kind === 'bypass-codes' ? 'New bypass codes' : 'New password'}
            type={shown || ask.kind === 'bypass-codes' ? 'text' : 'password'}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={tried && Boolean(problem)}
            helperText={
              tried && problem ? problem : ask.kind === 'bypass-codes' ? 'One code a line.' : `At least ${words.min} characters.`
            }
            required
            fullWidth
            autoFocus
            multiline={ask.kind === 'bypass-codes'}
            minRows={ask.kind === 'bypass-codes' ? 4 : undefined}
            slotProps={{
              htmlInput: {
                autoComplete: 'new-password',
                spellCheck: false,
                // Every code on its line, or the one password.
                maxLength:
                  ask.kind === 'bypass-codes' ? MAX_BYPASS_CODES * (BYPASS_CODE_MAX_LENGTH + 1) : GROUP_PASSWORD_MAX_LENGTH,
                // A textarea has no type="password": its codes are hidden by the browser's disc until shown.
                style:
                  ask.kind === 'bypass-codes' ? ({ WebkitTextSecurity: shown ? 'none' : 'disc' } as CSSProperties) : undefined,
              },
            }}
          />
          <FormControlLabel
            control={<Checkbox checked={shown} onChange={(event) => setShown(event.target.checked)} />}
            label={ask.kind === 'bypass-codes' ? 'Show the codes' : 'Show the password'}
          />
        </Box>
      )}
    </ConsoleDialog>
  );
}

/** Set or clear a password, or replace the bypass codes: admins only. */
export function SecretDialog({ dialog, group }: { dialog: DraftDialog<SecretAsk>; group: string }) {
  if (!dialog.ask) return null;
  return <SecretFields key={dialog.opening} dialog={dialog} group={group} ask={dialog.ask} />;
}
