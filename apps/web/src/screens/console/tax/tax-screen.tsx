import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { TAX_NOTE_MAX_LENGTH, type ConsoleTaxSettingsAnswer } from '@portal/domain';
import { ApiError, settle, type Settled } from '../../../core/api/api-client';
import { consoleTaxSettings, consoleTaxSettingsSave } from '../api/billing';
import { fromLoader } from '../api/request';
import { Field } from '../console-fields';
import { consoleTitle, useStaff } from '../console-session';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { LoadError, unlessRefused } from '../load-error';
import { Notice, type Said } from '../notice';
import { useChangeAttempt, useDialogState } from '../use-dialog-state';
import { StateDialog, type StateAsk } from './state-dialog';
import { sameStates, stateName, type ListedState } from './tax-draft';
import { EarlierVersions, InForce, StatesTable, TaxSection } from './tax-tables';

/** The settings in force and the versions before; a refusal is shown on the page, a 401 goes to the login. */
export function loader({ request }: LoaderFunctionArgs): Promise<Settled<ConsoleTaxSettingsAnswer>> {
  return settle(consoleTaxSettings(fromLoader(request)));
}

export const NOTE_PROBLEM = 'Say what changed and why, such as ‘Kansas raised its rate on Jan 1’.';
export const SAVED_MEANWHILE =
  'Someone saved the tax settings meanwhile: they were read again and are shown as they are now. Make your change again and save it.';

type SaveAttempt = ReturnType<typeof useChangeAttempt>;

/** The draft's changes, saved with a note as the next version, or put back as they are in force. */
function SaveChanges({
  nextVersion,
  save,
  onSave,
  onDiscard,
}: {
  nextVersion: number;
  save: SaveAttempt;
  onSave: (note: string) => void;
  onDiscard: () => void;
}) {
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const problem = tried && !note.trim() ? NOTE_PROBLEM : null;
  const submit = () => {
    setTried(true);
    if (!note.trim()) return save.setError(FIELDS_NEED_A_CHANGE);
    onSave(note.trim());
  };
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="tax-save"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.busy) submit();
      }}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="tax-save" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Changes not saved yet
      </Typography>
      <Typography color="text.secondary">
        The table shows them; orders are charged by the version in force until they are saved as version {nextVersion}.
      </Typography>
      <Field
        label="Note"
        required
        multiline
        minRows={2}
        value={note}
        onChange={setNote}
        problem={problem}
        help="Kept with the version: what changed and why."
        slotProps={{ htmlInput: { maxLength: TAX_NOTE_MAX_LENGTH } }}
      />
      {save.error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {save.error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.busy}
          aria-busy={save.busy}
          startIcon={save.busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Save as version {nextVersion}
        </Button>
        <Button onClick={onDiscard} disabled={save.busy}>
          Discard the changes
        </Button>
      </Box>
    </Box>
  );
}

interface SettingsViewProps {
  answer: ConsoleTaxSettingsAnswer;
  canManage: boolean;
  save: SaveAttempt;
  say: (said: Said) => void;
}

/** The settings as one version read them: the draft starts as it, and a new version starts it afresh (keyed by it). */
function SettingsView({ answer, canManage, save, say }: SettingsViewProps) {
  const { current } = answer;
  const [states, setStates] = useState<readonly ListedState[]>(current.settings.states);
  const dialog = useDialogState<StateAsk>({ readAgain: false, onSaid: (text) => say({ text, severity: 'success' }) });
  const nextVersion = current.version + 1;
  const changed = !sameStates(states, current.settings.states);

  const keep = (ask: StateAsk, state: ListedState) =>
    setStates((now) => (ask.kind === 'add' ? [...now, state] : now.map((s) => (s.state === ask.state.state ? state : s))));
  const remove = (state: ListedState) => {
    setStates((now) => now.filter((s) => s.state !== state.state));
    say({
      text: `${stateName(state.state)} is taken out: save the changes as version ${nextVersion} for it to count.`,
      severity: 'success',
    });
  };
  const discard = () => {
    setStates(current.settings.states);
    save.setError(null);
    say({ text: 'The changes were discarded: the table shows the version in force.', severity: 'success' });
  };
  const send = (note: string) =>
    void save.attempt(
      async () => {
        const saved = await consoleTaxSettingsSave({ settings: { states: [...states] }, note, version_seen: current.version });
        return `The tax settings were saved as version ${saved.current.version}: orders are charged by them from now on.`;
      },
      {
        done: (text) => say({ text, severity: 'success' }),
        readAgainOn: [409],
        refused: (message, caught) =>
          caught instanceof ApiError && caught.status === 409
            ? say({ text: SAVED_MEANWHILE, severity: 'error' })
            : save.setError(message),
      },
    );

  return (
    <>
      <TaxSection id="tax-in-force" title="Version in force">
        <InForce current={current} />
      </TaxSection>
      <TaxSection
        id="tax-states"
        title="States where sales tax is charged"
        action={
          canManage && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              aria-haspopup="dialog"
              onClick={() => dialog.show({ kind: 'add' })}
              disabled={save.busy}
            >
              Add a state
            </Button>
          )
        }
      >
        <StatesTable
          states={states}
          actions={canManage ? { onEdit: (state) => dialog.show({ kind: 'edit', state }), onRemove: remove } : null}
        />
        {canManage && changed && <SaveChanges nextVersion={nextVersion} save={save} onSave={send} onDiscard={discard} />}
      </TaxSection>
      <TaxSection id="tax-earlier" title="Earlier versions">
        <EarlierVersions versions={answer.earlier} />
      </TaxSection>
      {canManage && <StateDialog state={dialog} listed={states} nextVersion={nextVersion} onDone={keep} />}
    </>
  );
}

/**
 * The provider's sales tax (docs/billing.md#freight-and-sales-tax): the states where it collects,
 * their rates, freight and categories not taxed, saved as numbered versions. Everyone reads; admins
 * and the accounts role change them, a version at a time.
 */
function TaxScreen() {
  const me = useStaff();
  const loaded = useLoaderData<Settled<ConsoleTaxSettingsAnswer>>();
  const save = useChangeAttempt();
  const [said, setSaid] = useState<Said | null>(null);
  const canManage = me.can_manage_billing;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <title>{consoleTitle('Sales tax')}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Sales tax
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        Orders shipped to a state listed here are charged its rate on their taxable goods, and on the freight where the state
        taxes it. A state not listed is charged no tax. Each save is a new version; an order keeps the version it was charged by.
      </Typography>
      {!canManage && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          You can read the tax settings here; changing them needs an admin or the accounts role.
        </Alert>
      )}
      <Notice said={said} onClose={() => setSaid(null)} focus="when-lost" />
      {loaded.ok ? (
        <SettingsView
          key={loaded.answer.current.version}
          answer={loaded.answer}
          canManage={canManage}
          save={save}
          say={setSaid}
        />
      ) : (
        <LoadError error={loaded.error} retryWhen={unlessRefused} />
      )}
    </Box>
  );
}

export const Component = TaxScreen;
