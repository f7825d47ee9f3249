import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { ConsoleDialog } from '../console-dialog';
import { DOLLARS, Field, SelectField } from '../console-fields';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { dialogProps, type DialogState } from '../use-dialog-state';
import { ApproverRows } from './approver-rows';
import {
  codeRulesForm,
  OVER_BUDGET_WORDS,
  readCodeRulesForm,
  readStoreRulesForm,
  storeRulesForm,
  WEEKDAYS,
  withEntry,
  type CodeRulesForm,
  type SpendingForm,
  type StoreRulesForm,
} from './spending-draft';
import type { CodeRulesAsk, StoreRulesAsk } from './spending-part';

const KEPT_WITH_THE_FORM = 'Kept with the spending rules: save them to put it in the draft.';

interface SpendingDialogProps<Ask> {
  dialog: DialogState<Ask>;
  /** The rules as the spending form holds them; the dialog puts its change back there. */
  form: SpendingForm;
  onChange: (form: SpendingForm) => void;
}

const LIMIT_CHOICES = [
  ['group', "The group's limit"],
  ['none', 'No limit for this store'],
  ['own', 'A limit of its own'],
] as const;

function StoreFields({ dialog, form, onChange, ask }: SpendingDialogProps<StoreRulesAsk> & { ask: StoreRulesAsk }) {
  const [fields, setFields] = useState<StoreRulesForm>(() => storeRulesForm(form.stores[ask.code]));
  const [tried, setTried] = useState(false);
  const read = readStoreRulesForm(fields);
  const problems: Record<string, string | undefined> = tried && 'problems' in read ? read.problems : {};
  const set = (patch: Partial<StoreRulesForm>) => setFields({ ...fields, ...patch });
  const submit = () => {
    setTried(true);
    if ('problems' in read) return dialog.setError(FIELDS_NEED_A_CHANGE);
    onChange({ ...form, stores: withEntry(form.stores, ask.code, read.rules) });
    dialog.close();
  };
  return (
    <ConsoleDialog
      title={`Spending rules of ${ask.name}`}
      submitLabel="Keep these rules"
      {...dialogProps(dialog)}
      onSubmit={submit}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {KEPT_WITH_THE_FORM}
      </Typography>
      <Field
        label="Monthly budget"
        autoFocus
        value={fields.budget}
        onChange={(budget) => set({ budget })}
        problem={problems.budget}
        help="What the store may spend each calendar month; empty: no budget."
        slotProps={DOLLARS}
      />
      <SelectField
        label="Approval above"
        value={fields.limitKind}
        onChange={(limitKind) => set({ limitKind })}
        options={LIMIT_CHOICES}
      />
      {fields.limitKind === 'own' && (
        <Field
          label="The store's limit"
          required
          value={fields.limit}
          onChange={(limit) => set({ limit })}
          problem={problems.limit}
          help="An order total above this waits for approval."
          slotProps={DOLLARS}
        />
      )}
      <SelectField
        label="An order over its budget"
        value={fields.overBudget}
        onChange={(overBudget) => set({ overBudget })}
        options={
          [
            ['', `The group's rule (${OVER_BUDGET_WORDS[form.overBudget].toLowerCase()})`],
            ...Object.entries(OVER_BUDGET_WORDS),
          ] as [StoreRulesForm['overBudget'], string][]
        }
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        Its approvers
      </Typography>
      <ApproverRows
        rows={fields.approvers}
        onChange={(approvers) => set({ approvers })}
        problems={problems}
        readOnly={false}
        noneText="None of its own: the group's approvers decide."
      />
    </ConsoleDialog>
  );
}

function CodeFields({ dialog, form, onChange, ask }: SpendingDialogProps<CodeRulesAsk> & { ask: CodeRulesAsk }) {
  const [fields, setFields] = useState<CodeRulesForm>(() => codeRulesForm(form.codes[ask.key]));
  const [tried, setTried] = useState(false);
  const read = readCodeRulesForm(fields);
  const problems: Record<string, string | undefined> = tried && 'problems' in read ? read.problems : {};
  const set = (patch: Partial<CodeRulesForm>) => setFields({ ...fields, ...patch });
  const toggle = (day: number, on: boolean) =>
    set({ days: on ? [...fields.days, day].sort((a, b) => a - b) : fields.days.filter((d) => d !== day) });
  const submit = () => {
    setTried(true);
    if ('problems' in read) return dialog.setError(FIELDS_NEED_A_CHANGE);
    onChange({ ...form, codes: withEntry(form.codes, ask.key, read.rules) });
    dialog.close();
  };
  return (
    <ConsoleDialog title={`Caps of ${ask.label}`} submitLabel="Keep these caps" {...dialogProps(dialog)} onSubmit={submit}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {KEPT_WITH_THE_FORM}
      </Typography>
      <Field
        label="Per order"
        autoFocus
        value={fields.perOrder}
        onChange={(perOrder) => set({ perOrder })}
        problem={problems.perOrder}
        help="The largest order total it pays for; empty: no cap."
        slotProps={DOLLARS}
      />
      <Field
        label="Per month"
        value={fields.perMonth}
        onChange={(perMonth) => set({ perMonth })}
        problem={problems.perMonth}
        help="What its orders may come to in a calendar month; empty: no cap."
        slotProps={DOLLARS}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} aria-describedby="code-days-help">
        <Typography component="legend" variant="subtitle2">
          Days it works
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          {WEEKDAYS.map((name, day) => (
            <FormControlLabel
              key={name}
              control={<Checkbox checked={fields.days.includes(day)} onChange={(event) => toggle(day, event.target.checked)} />}
              label={name}
            />
          ))}
        </Box>
        <FormHelperText id="code-days-help" error={Boolean(problems.days)}>
          {problems.days ?? 'In the provider’s time zone; all seven: any day.'}
        </FormHelperText>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Field
          label="From"
          type="time"
          value={fields.from}
          onChange={(from) => set({ from })}
          problem={problems.hours}
          help="Empty with Until: any time."
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Field
          label="Until"
          type="time"
          value={fields.to}
          onChange={(to) => set({ to })}
          help="The time it stops working."
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </ConsoleDialog>
  );
}

/** Changes a store's spending rules in the spending form. */
export function StoreRulesDialog(props: SpendingDialogProps<StoreRulesAsk>) {
  const { ask } = props.dialog;
  if (!ask) return null;
  return <StoreFields key={props.dialog.opening} {...props} ask={ask} />;
}

/** Changes a bypass code's caps in the spending form. */
export function CodeCapsDialog(props: SpendingDialogProps<CodeRulesAsk>) {
  const { ask } = props.dialog;
  if (!ask) return null;
  return <CodeFields key={props.dialog.opening} {...props} ask={ask} />;
}
