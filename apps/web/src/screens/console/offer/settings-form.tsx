import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  MAX_RECIPIENTS,
  PRICE_INPUT_MAX_LENGTH,
  RECIPIENT_MAX_LENGTH,
  REP_PHONE_MAX_LENGTH,
  SETTINGS_TEXT_MAX_LENGTH,
  type OfferSettingsAnswer,
} from '@portal/domain';
import { FLAG_WORDS, FLAGS, footerRepNotices, LIMIT_WORDS, LIMITS, linkRep, type SettingsForm } from './settings-draft';
import type { SettingsFormState } from './use-settings-form';
import { Part } from './settings-part';
import { Shipping, type MethodAsk } from './shipping-part';

type StaffReps = OfferSettingsAnswer['staff_reps'];

export interface PartProps {
  state: SettingsFormState;
  readOnly: boolean;
}

/** The five switches, each with what it does for buyers. */
function Flags({ state, readOnly }: PartProps) {
  const { form, setForm } = state;
  return (
    <Part legend="What buyers see">
      {FLAGS.map((flag) => (
        <Box key={flag} sx={{ mb: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={form.flags[flag]}
                disabled={readOnly}
                onChange={(event) => setForm({ ...form, flags: { ...form.flags, [flag]: event.target.checked } })}
                slotProps={{ input: { 'aria-describedby': `flag-${flag}` } }}
              />
            }
            label={FLAG_WORDS[flag].label}
          />
          <Typography id={`flag-${flag}`} variant="body2" sx={{ color: 'text.secondary', ml: { xs: 0, sm: 6 } }}>
            {FLAG_WORDS[flag].help}
          </Typography>
        </Box>
      ))}
    </Part>
  );
}

/** Whether the group is served under /{key} on the shared site, or meant to be served alone. */
function Address({ state, readOnly, groupKey }: PartProps & { groupKey: string }) {
  const { form, setForm } = state;
  return (
    <Part legend="Address">
      <FormControlLabel
        control={
          <Switch
            checked={form.routePrefix !== null}
            disabled={readOnly}
            onChange={(event) => setForm({ ...form, routePrefix: event.target.checked ? groupKey : null })}
            slotProps={{ input: { 'aria-describedby': 'route-prefix-help' } }}
          />
        }
        label={`Served under /${groupKey}`}
      />
      <Typography id="route-prefix-help" variant="body2" sx={{ color: 'text.secondary', ml: { xs: 0, sm: 6 } }}>
        On: the group's route prefix is /{groupKey}, where the landing page's password sends its buyers on the shared site. Off:
        the group is meant to be served alone, at the root of a site of its own (route mode B).
      </Typography>
    </Part>
  );
}

function Limits({ state, readOnly }: PartProps) {
  const { form, setForm, problems } = state;
  return (
    <Part legend="Order limits" help="An empty limit takes the portal's default, named under it.">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {LIMITS.map((name) => (
          <TextField
            key={name}
            label={LIMIT_WORDS[name].label}
            value={form.limits[name]}
            disabled={readOnly}
            onChange={(event) => setForm({ ...form, limits: { ...form.limits, [name]: event.target.value } })}
            error={Boolean(problems[`limits.${name}`])}
            helperText={problems[`limits.${name}`] ?? LIMIT_WORDS[name].fallback}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: PRICE_INPUT_MAX_LENGTH },
              input: LIMIT_WORDS[name].dollars ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : {},
            }}
          />
        ))}
      </Box>
    </Part>
  );
}

/** The representatives in the group's footer: a name and a phone number each, linked to a staff rep of the group or not. */
function Reps({ state, readOnly, staffReps }: PartProps & { staffReps: StaffReps }) {
  const { form, setForm, problems } = state;
  const setRep = (index: number, patch: Partial<SettingsForm['reps'][number]>) =>
    setForm({ ...form, reps: form.reps.map((rep, i) => (i === index ? { ...rep, ...patch } : rep)) });
  const notices = footerRepNotices(form.reps, staffReps);
  return (
    <Part
      legend="Representatives in the footer"
      help="Link a row to the staff rep it stands for: choosing one fills the name. Buyers see the name and phone only."
    >
      {notices.length > 0 && (
        <Alert severity="info" role="note" aria-label="The footer and the group's staff reps" sx={{ mb: 1.5 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </Box>
        </Alert>
      )}
      {form.reps.length === 0 && <Typography sx={{ color: 'text.secondary', mb: 1 }}>None.</Typography>}
      {form.reps.map((rep, index) => (
        <Box key={index} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}>
          <TextField
            select
            label="Staff rep"
            size="small"
            value={rep.staff}
            disabled={readOnly}
            onChange={(event) =>
              setForm({
                ...form,
                reps: form.reps.map((row, i) => (i === index ? linkRep(row, event.target.value, staffReps) : row)),
              })
            }
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': `Representative ${index + 1}: staff rep` },
            }}
            sx={{ flex: '1 1 220px', minWidth: 0 }}
          >
            <option value="">Not linked</option>
            {staffReps.map((member) => (
              <option key={member.email} value={member.email}>
                {member.name}
              </option>
            ))}
            {rep.staff && !staffReps.some((member) => member.email === rep.staff) && (
              <option value={rep.staff}>{rep.staff} (no longer a rep)</option>
            )}
          </TextField>
          <TextField
            label="Name"
            size="small"
            value={rep.name}
            disabled={readOnly}
            onChange={(event) => setRep(index, { name: event.target.value })}
            error={Boolean(problems[`reps.${index}.name`])}
            helperText={problems[`reps.${index}.name`]}
            slotProps={{ htmlInput: { maxLength: SETTINGS_TEXT_MAX_LENGTH, 'aria-label': `Representative ${index + 1}: name` } }}
            sx={{ flex: '1 1 180px', minWidth: 0 }}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: '1 1 230px', minWidth: 0 }}>
            <TextField
              label="Phone"
              size="small"
              value={rep.phone}
              disabled={readOnly}
              placeholder="(555) 010-0000"
              onChange={(event) => setRep(index, { phone: event.target.value })}
              error={Boolean(problems[`reps.${index}.phone`])}
              helperText={problems[`reps.${index}.phone`]}
              slotProps={{
                htmlInput: {
                  inputMode: 'tel',
                  maxLength: REP_PHONE_MAX_LENGTH,
                  'aria-label': `Representative ${index + 1}: phone`,
                },
              }}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
            {!readOnly && (
              <IconButton
                aria-label={`Remove representative ${index + 1}`}
                onClick={() => setForm({ ...form, reps: form.reps.filter((_, i) => i !== index) })}
              >
                <DeleteOutlined />
              </IconButton>
            )}
          </Box>
        </Box>
      ))}
      {!readOnly && (
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setForm({ ...form, reps: [...form.reps, { name: '', phone: '', staff: '' }] })}
        >
          Add a representative
        </Button>
      )}
    </Part>
  );
}

/** The group's settings as a form; read only for staff who may not change them. */
export function SettingsFormArea({
  state,
  readOnly,
  staffReps,
  groupKey,
  onMethod,
}: PartProps & {
  staffReps: StaffReps;
  groupKey: string;
  /** Opens the dialog of a shipping method, which lives outside this form. */
  onMethod: (ask: MethodAsk) => void;
}) {
  const { form, setForm, problems } = state;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.busy && !readOnly) void state.save();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Settings" sx={{ maxWidth: 900 }}>
      <TextField
        label="Title"
        value={form.title}
        disabled={readOnly}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
        error={Boolean(problems.title)}
        helperText={problems.title}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Flags state={state} readOnly={readOnly} />
      <Address state={state} readOnly={readOnly} groupKey={groupKey} />
      <Shipping state={state} readOnly={readOnly} onMethod={onMethod} />
      <Limits state={state} readOnly={readOnly} />
      <Reps state={state} readOnly={readOnly} staffReps={staffReps} />
      <Part legend="Who receives each order by e-mail">
        <TextField
          label="Order recipients"
          value={form.recipients}
          disabled={readOnly}
          onChange={(event) => setForm({ ...form, recipients: event.target.value })}
          error={Boolean(problems.recipients)}
          helperText={problems.recipients ?? 'One address a line, at most 20.'}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, maxLength: MAX_RECIPIENTS * (RECIPIENT_MAX_LENGTH + 1) } }}
        />
      </Part>
      {state.error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {state.error}
        </Alert>
      )}
      {!readOnly && (
        <Button
          type="submit"
          variant="contained"
          aria-busy={state.busy}
          disabled={state.busy}
          startIcon={state.busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          sx={{ mt: 2 }}
        >
          Save the settings to the draft
        </Button>
      )}
    </Box>
  );
}
