import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { CATEGORY_TITLES, PRODUCT_TYPES, US_STATE_CODES, US_STATES, type UsState } from '@portal/domain';
import { ConsoleDialog } from '../console-dialog';
import { Field, SelectField } from '../console-fields';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { dialogProps, type DialogState } from '../use-dialog-state';
import {
  emptyStateDraft,
  readStateDraft,
  stateDraftOf,
  stateName,
  type ListedState,
  type StateDraft,
  type StateProblems,
} from './tax-draft';

/** What the state dialog was opened for: a state to add, or one of the draft's to change. */
export type StateAsk = { kind: 'add' } | { kind: 'edit'; state: ListedState };

/** A rate typed in percent: the decimal keypad on a phone, '%' after it; '20.000' is the longest rate taken. */
const RATE_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const;
const RATE_MAX_LENGTH = 8;
const PERCENT_SIGN = { endAdornment: <InputAdornment position="end">%</InputAdornment> };

const fieldset = { border: 0, p: 0, m: 0, mt: 2, minWidth: 0 } as const;
const legend = { p: 0, mb: 0.5, typography: 'subtitle2' } as const;

/** The categories the state does not tax, as checkboxes. */
function ExemptTypes({ draft, onChange }: { draft: StateDraft; onChange: (draft: StateDraft) => void }) {
  const toggle = (type: (typeof PRODUCT_TYPES)[number], on: boolean) =>
    onChange({ ...draft, exemptTypes: on ? [...draft.exemptTypes, type] : draft.exemptTypes.filter((t) => t !== type) });
  return (
    <Box component="fieldset" sx={fieldset}>
      <Box component="legend" sx={legend}>
        Categories not taxed
      </Box>
      <FormHelperText sx={{ mt: 0, mb: 0.5 }}>Such as clothing, in a state that does not tax it.</FormHelperText>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        {PRODUCT_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            label={CATEGORY_TITLES[type]}
            control={
              <Checkbox
                size="small"
                checked={draft.exemptTypes.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}

/** The rates that differ by place, a row per ZIP prefix, added and removed. */
function ZipRates({
  draft,
  onChange,
  problems,
}: {
  draft: StateDraft;
  onChange: (draft: StateDraft) => void;
  problems: StateProblems['zip'];
}) {
  const nextKey = useRef(draft.zipRates.length);
  // A row added takes the focus on its prefix; the rows there when the dialog opened do not.
  const [added, setAdded] = useState<number | null>(null);
  const change = (key: number, patch: Partial<{ prefix: string; rate: string }>) =>
    onChange({ ...draft, zipRates: draft.zipRates.map((zip) => (zip.key === key ? { ...zip, ...patch } : zip)) });
  const add = () => {
    const key = nextKey.current++;
    setAdded(key);
    onChange({ ...draft, zipRates: [...draft.zipRates, { key, prefix: '', rate: '' }] });
  };
  return (
    <Box component="fieldset" sx={fieldset}>
      <Box component="legend" sx={legend}>
        Rates by ZIP prefix
      </Box>
      <FormHelperText sx={{ mt: 0 }}>
        Where a place charges another rate than the state’s: the longest prefix that matches a ZIP code wins.
      </FormHelperText>
      {draft.zipRates.map((zip, index) => {
        const n = index + 1;
        return (
          <Box key={zip.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Field
              label={`ZIP prefix ${n}`}
              required
              autoFocus={zip.key === added}
              value={zip.prefix}
              onChange={(prefix) => change(zip.key, { prefix })}
              problem={problems[zip.key]?.prefix}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 5 } }}
            />
            <Field
              label={`Rate for ZIP prefix ${n}`}
              required
              value={zip.rate}
              onChange={(rate) => change(zip.key, { rate })}
              problem={problems[zip.key]?.rate}
              slotProps={{ htmlInput: { ...RATE_INPUT, maxLength: RATE_MAX_LENGTH }, input: PERCENT_SIGN }}
            />
            <IconButton
              aria-label={`Remove ZIP prefix ${n}${zip.prefix ? ` (${zip.prefix})` : ''}`}
              onClick={() => onChange({ ...draft, zipRates: draft.zipRates.filter((other) => other.key !== zip.key) })}
              sx={{ mt: 3 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
      <Button startIcon={<AddOutlined />} onClick={add} sx={{ mt: 1, ml: -1 }}>
        Add a ZIP prefix rate
      </Button>
    </Box>
  );
}

interface StateDialogProps {
  state: DialogState<StateAsk>;
  /** The states of the draft: a state is listed once. */
  listed: readonly ListedState[];
  /** The version a save would make, which the page's words name. */
  nextVersion: number;
  onDone: (ask: StateAsk, state: ListedState) => void;
}

/** The fields of one opening of the dialog, started afresh each time (keyed by the opening). */
function StateFields({ state, listed, nextVersion, onDone, ask }: StateDialogProps & { ask: StateAsk }) {
  const [draft, setDraft] = useState<StateDraft>(() => (ask.kind === 'edit' ? stateDraftOf(ask.state) : emptyStateDraft()));
  const [tried, setTried] = useState(false);
  const others = listed.filter((entry) => ask.kind === 'add' || entry.state !== ask.state.state).map((entry) => entry.state);
  const read = readStateDraft(draft, others);
  const problems: StateProblems = tried ? read.problems : { zip: {} };
  const submit = () => {
    setTried(true);
    const chosen = read.state;
    if (!chosen) return state.setError(FIELDS_NEED_A_CHANGE);
    void state.attempt(async () => {
      onDone(ask, chosen);
      const name = stateName(chosen.state);
      return ask.kind === 'add'
        ? `${name} is added: save the changes as version ${nextVersion} for tax to be charged there.`
        : `${name} is changed: save the changes as version ${nextVersion} for it to count.`;
    });
  };
  const choices = US_STATE_CODES.filter((code) => !others.includes(code)).map(
    (code) => [code, `${US_STATES[code]} (${code})`] as const,
  );
  return (
    <ConsoleDialog
      title={ask.kind === 'add' ? 'Add a state' : `Edit ${stateName(ask.state.state)}`}
      submitLabel={ask.kind === 'add' ? 'Add the state' : 'Keep the change'}
      {...dialogProps(state)}
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        The change joins the others on the page; none counts until they are saved as version {nextVersion}.
      </Typography>
      {ask.kind === 'add' && (
        <SelectField<UsState | ''>
          label="State"
          required
          autoFocus
          value={draft.state}
          onChange={(chosen) => setDraft({ ...draft, state: chosen })}
          options={[['', 'Choose a state'], ...choices]}
          problem={problems.state}
        />
      )}
      <Field
        label="Rate"
        required
        autoFocus={ask.kind === 'edit'}
        value={draft.rate}
        onChange={(rate) => setDraft({ ...draft, rate })}
        problem={problems.rate}
        help="The state’s own rate in percent, such as 5.75."
        slotProps={{ htmlInput: { ...RATE_INPUT, maxLength: RATE_MAX_LENGTH }, input: PERCENT_SIGN }}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        label="Freight is taxed"
        control={
          <Switch checked={draft.freightTaxed} onChange={(event) => setDraft({ ...draft, freightTaxed: event.target.checked })} />
        }
      />
      <ExemptTypes draft={draft} onChange={setDraft} />
      <ZipRates draft={draft} onChange={setDraft} problems={problems.zip} />
    </ConsoleDialog>
  );
}

/** 'Add a state' and 'Edit': the state's rate, freight, categories not taxed and rates by ZIP prefix, into the draft. */
export function StateDialog(props: StateDialogProps) {
  const { ask, opening } = props.state;
  if (!ask) return null;
  return <StateFields key={opening} {...props} ask={ask} />;
}
