import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { CopyButton } from './copy-button';
import { StepHeading } from './step-heading';

/** What the downloaded file holds: the codes, one a line, with what they are for. */
export function recoveryCodesText(codes: readonly string[], email: string): string {
  return [
    `Crestline Console recovery codes for ${email}`,
    'Each code logs you in once in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): to copy or
 * download, and one button on, so that no one leaves this page without having seen them.
 */
export function RecoveryCodes({
  codes,
  email,
  component,
  continueLabel,
  onContinue,
}: {
  codes: readonly string[];
  email: string;
  component: 'h1' | 'h2' | 'h3';
  continueLabel: string;
  onContinue: () => void;
}) {
  const headingId = useId();
  const listId = useId();
  const text = recoveryCodesText(codes, email);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <StepHeading id={headingId} component={component} sx={{ mb: 1 }}>
        Save your recovery codes
      </StepHeading>
      <Typography sx={{ mb: 1 }}>
        Your second factor is on. If you lose your phone, each of these codes logs you in once in place of a code from the app.
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        They are shown only this once. Copy them or download them now, and keep them somewhere safe away from your phone, such as
        a password manager.
      </Alert>
      <Typography id={listId} variant="subtitle2" component="p">
        Recovery codes
      </Typography>
      <Box
        component="ol"
        aria-labelledby={listId}
        sx={{
          columnCount: { xs: 1, sm: 2 },
          columnGap: 6,
          width: 'fit-content',
          listStylePosition: 'inside',
          pl: 0,
          my: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          lineHeight: 1.8,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}>
        <CopyButton text={codes.join('\n')} label="Copy the codes" done="The codes were copied." />
        <Button
          component="a"
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="crestline-console-recovery-codes.txt"
        >
          Download (.txt)
        </Button>
      </Box>
      <Button variant="contained" size="large" onClick={onContinue}>
        {continueLabel}
      </Button>
    </Box>
  );
}
