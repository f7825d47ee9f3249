import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BANK_FILE_MAX_LENGTH, type ConsolePaymentImportAnswer } from '@portal/domain';
import { ConsoleDialog } from '../console-dialog';
import { FileButton } from '../console-fields';
import { money } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { accountsConcerned, everyRowApplies, importSummary, recordQuestion } from './bank-file';
import { BankRows } from './bank-rows';
import { BillingSection } from './billing-section';
import { Notice } from '../notice';
import type { BankImportState } from './use-bank-import';

/** The file's text: chosen from the computer (read here, never uploaded as a file) or pasted. */
function FileInput({ state }: { state: BankImportState }) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <FileButton variant="outlined" accept=".csv,text/csv,text/plain" onChoose={state.choose}>
          Choose a CSV file
        </FileButton>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {state.fileName ? `Read from ${state.fileName}` : 'At most 1 MB; or paste the file’s text below.'}
        </Typography>
      </Box>
      <TextField
        label="The bank file’s text"
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        value={state.text}
        onChange={(event) => state.setText(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, maxLength: BANK_FILE_MAX_LENGTH, style: { fontFamily: 'monospace' } } }}
      />
    </>
  );
}

/** The dry run: the summary, the rows, and the button that records them when every one can be. */
function CheckedFile({
  answer,
  names,
  state,
}: {
  answer: ConsolePaymentImportAnswer;
  names: ReadonlyMap<string, string>;
  state: BankImportState;
}) {
  const applies = everyRowApplies(answer);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="p" sx={{ fontWeight: 600, mb: 1 }} role="status">
        {importSummary(answer)}
      </Typography>
      <BankRows rows={answer.rows} names={names} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2 }}>
        <Button variant="contained" disabled={!applies} aria-haspopup="dialog" onClick={state.openConfirm}>
          Record these payments
        </Button>
        {!applies && (
          <Typography variant="body2" color="text.secondary">
            Every row must be correct before any is recorded: correct the file and check it again.
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** What the last file recorded, with a link to each account it paid. */
function Recorded({
  answer,
  names,
  onClose,
}: {
  answer: ConsolePaymentImportAnswer;
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const accounts = accountsConcerned(answer.rows, names);
  return (
    <>
      <Notice
        text={`Recorded ${answer.rows.length === 1 ? '1 payment' : `${answer.rows.length} payments`} of ${money(answer.total_cents)}.`}
        onClose={onClose}
        focus="when-lost"
      />
      <Box component="nav" aria-label="Accounts paid" sx={{ mb: 2 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          The accounts paid:
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {accounts.map((account) => (
            <li key={account.id}>
              <Link component={RouterLink} to={CONSOLE_PATHS.billingAccount(account.id)}>
                {account.name}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}

/** 'Import a bank file', for admins and the accounts role. */
export function BankImportArea({ state, names }: { state: BankImportState; names: ReadonlyMap<string, string> }) {
  const checked = state.checked;
  return (
    <BillingSection title="Import a bank file" id="bank-import">
      {state.recorded && <Recorded answer={state.recorded} names={names} onClose={state.clearRecorded} />}
      <FileInput state={state} />
      {state.problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {state.problem}
        </Alert>
      )}
      <Button
        variant="outlined"
        onClick={state.check}
        aria-busy={state.checking}
        disabled={state.checking}
        startIcon={state.checking ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 1.5 }}
      >
        Check the file
      </Button>
      {checked && <CheckedFile answer={checked} names={names} state={state} />}
      {checked && (
        <ConsoleDialog
          open={state.confirmOpen}
          title="Record these payments"
          submitLabel="Record payments"
          busy={state.recording}
          error={state.recordError}
          onSubmit={state.record}
          onClose={state.closeConfirm}
        >
          <Typography>{recordQuestion(checked)}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Every row is recorded as a payment by ACH on its day, with its reference, and given to the invoices shown; or none is,
            if a row can no longer be applied.
          </Typography>
        </ConsoleDialog>
      )}
    </BillingSection>
  );
}
