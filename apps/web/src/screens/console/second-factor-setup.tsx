import { useId, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ConsoleSecondFactorStartAnswer } from '@portal/domain';
import { CodeField } from './code-field';
import { CopyButton } from './copy-button';
import { StepHeading } from './step-heading';
import type { SecondFactorSetupState } from './use-second-factor-setup';

/** A base32 key as people copy it by hand: 'ABCD EFGH IJKL …'. */
export const keyInGroups = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The QR code as a picture: the server's SVG as a data address of an <img>, never put into the
 * page as markup, so nothing in it can run.
 */
const qrAddress = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Steps({ qr }: { qr: ConsoleSecondFactorStartAnswer }) {
  return (
    <Box component="ol" sx={{ pl: 2.5, my: 1, '& > li': { mb: 1.5 } }}>
      <li>
        <Typography>
          Open an authenticator app on your phone: Google Authenticator, Microsoft Authenticator, 1Password or any app that shows
          6-digit codes (TOTP). Install one first if you have none.
        </Typography>
      </li>
      <li>
        <Typography>In the app, add an account and scan this QR code.</Typography>
        <Box
          component="img"
          src={qrAddress(qr.qr_svg)}
          alt="QR code of your new key, for your authenticator app to scan"
          width={200}
          height={200}
          sx={{ display: 'block', my: 1, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
        />
        <Typography variant="body2">Cannot scan it? Choose to enter a key in the app, time-based, and type this key:</Typography>
        <Typography
          component="p"
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: '0.05em', my: 0.5, overflowWrap: 'anywhere' }}
        >
          {keyInGroups(qr.secret)}
        </Typography>
        <CopyButton text={qr.secret} label="Copy the key" done="The key was copied." />
      </li>
      <li>
        <Typography>Type the 6-digit code the app now shows for Crestline Console.</Typography>
      </li>
    </Box>
  );
}

/**
 * Setting up the second factor, from the login or from the account page: what to do in plain
 * words, the QR code and the key as text, and a code to confirm. `onCancel` leaves without a change.
 */
export function SecondFactorSetup({
  setup,
  component,
  title,
  note,
  onCancel,
}: {
  setup: SecondFactorSetupState;
  component: 'h1' | 'h2' | 'h3';
  title: string;
  /** Why this staff member is asked, where it needs saying. */
  note?: string;
  onCancel?: () => void;
}) {
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setup.confirm();
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <StepHeading id={headingId} component={component} sx={{ mb: 1 }}>
        {title}
      </StepHeading>
      <Typography sx={{ mb: 1 }}>
        After your password, the console will ask for a code from an app on your phone. Someone who learns your password cannot
        log in without it.
      </Typography>
      {note && <Typography sx={{ mb: 1 }}>{note}</Typography>}
      {setup.starting && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 2 }}>
          <CircularProgress size={20} aria-hidden />
          Making your key…
        </Box>
      )}
      {setup.key && <Steps qr={setup.key} />}
      {setup.error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {setup.error}
        </Alert>
      )}
      {(setup.expired || (!setup.key && !setup.starting)) && (
        <Button variant="outlined" onClick={setup.again} sx={{ mt: 1, mr: 1 }}>
          Make a new key
        </Button>
      )}
      {setup.key && !setup.expired && (
        <form noValidate onSubmit={submit}>
          <CodeField value={setup.code} onChange={setup.setCode} digitsOnly />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={setup.busy}
              aria-busy={setup.busy}
              startIcon={setup.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              Turn on the second factor
            </Button>
            {onCancel && (
              <Button onClick={onCancel} disabled={setup.busy}>
                Cancel
              </Button>
            )}
          </Box>
        </form>
      )}
      {onCancel && (setup.expired || !setup.key) && !setup.starting && (
        <Button onClick={onCancel} sx={{ mt: 1 }}>
          Cancel
        </Button>
      )}
    </Box>
  );
}
