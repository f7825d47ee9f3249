import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { OVER_BUDGET_RULES, type OfferSpendingAnswer } from '@portal/domain';
import { Cards, ConsoleTable, Facts, usePhone } from '../console-table';
import { choicesOf, DOLLARS, Field, SelectField } from '../console-fields';
import { ApproverRows } from './approver-rows';
import { Part } from './settings-part';
import { codeRuleWords, OVER_BUDGET_WORDS, storeRuleWords, TIMING_DEFAULTS, type SpendingForm } from './spending-draft';
import type { SpendingFormState } from './use-spending-form';

/** What a spending dialog is opened for: a store's rules, or a bypass code's caps. */
export type StoreRulesAsk = { code: string; name: string };
export type CodeRulesAsk = { key: string; label: string };

interface SpendingPartProps {
  state: SpendingFormState;
  readOnly: boolean;
  stores: OfferSpendingAnswer['stores'];
  codes: OfferSpendingAnswer['codes'];
  onStore: (ask: StoreRulesAsk) => void;
  onCode: (ask: CodeRulesAsk) => void;
}

type PartProps = Pick<SpendingPartProps, 'state' | 'readOnly'>;

/** The group's own limit, approvers and budget rule, and how long approvals take. */
function GroupRules({ state, readOnly }: PartProps) {
  const { form, setForm, problems } = state;
  const set = (patch: Partial<SpendingForm>) => setForm({ ...form, ...patch });
  return (
    <>
      <Part legend="Approvals" help="An order over the limit waits for an approver before it goes into production.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <Field
            label="Approval above"
            value={form.approvalAbove}
            onChange={(approvalAbove) => set({ approvalAbove })}
            disabled={readOnly}
            problem={problems.approvalAbove}
            help="An order total above this waits for approval; empty: no limit."
            slotProps={DOLLARS}
            margin="none"
          />
          <SelectField
            label="An order over a store's budget"
            value={form.overBudget}
            onChange={(overBudget) => set({ overBudget })}
            options={choicesOf(OVER_BUDGET_RULES, OVER_BUDGET_WORDS)}
            disabled={readOnly}
            help="A store may say otherwise."
            margin="none"
          />
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          The group&rsquo;s approvers
        </Typography>
        <ApproverRows
          rows={form.approvers}
          onChange={(approvers) => set({ approvers })}
          problems={problems}
          readOnly={readOnly}
          noneText="None: only stores with approvers of their own can have orders wait."
        />
      </Part>
      <Part legend="Budgets" help="Each store's budget is set in its row below; this one is for orders that name no store.">
        <Field
          label="Monthly budget of orders with no store"
          value={form.noStoreBudget}
          onChange={(noStoreBudget) => set({ noStoreBudget })}
          disabled={readOnly}
          problem={problems.noStoreBudget}
          help="Empty: none."
          slotProps={DOLLARS}
          sx={{ maxWidth: 420 }}
        />
        <FormControlLabel
          sx={{ display: 'flex', mt: 1 }}
          control={
            <Switch
              checked={form.showBudget}
              disabled={readOnly}
              onChange={(event) => set({ showBudget: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': 'show-budget-help' } }}
            />
          }
          label="Show buyers what is left of the budget"
        />
        <Typography id="show-budget-help" variant="body2" sx={{ color: 'text.secondary', ml: { xs: 0, sm: 6 } }}>
          At checkout, buyers see how much of their store&rsquo;s budget is left this month.
        </Typography>
      </Part>
      <Part legend="Timings" help="How long an approval link works, and when the approver is reminded and the second one asked.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {(
            [
              ['linkDays', 'Links work for (days)'],
              ['remindAfterHours', 'Remind after (hours)'],
              ['escalateAfterHours', 'Second approver after (hours)'],
            ] as const
          ).map(([name, label]) => (
            <Field
              key={name}
              label={label}
              value={form[name]}
              onChange={(value) => set({ [name]: value })}
              disabled={readOnly}
              problem={problems[name]}
              help={TIMING_DEFAULTS[name]}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              margin="none"
            />
          ))}
        </Box>
      </Part>
    </>
  );
}

/** Each store's budget and its own limit, approvers and budget rule, changed in a dialog. */
function StoreRulesList({ state, readOnly, stores, onStore }: PartProps & Pick<SpendingPartProps, 'stores' | 'onStore'>) {
  const phone = usePhone();
  const rows = stores.map((store) => ({ ...store, words: storeRuleWords(state.form.stores[store.code], state.form) }));
  const edit = (row: (typeof rows)[number]) => (
    <Button size="small" variant="outlined" aria-label={`Edit the rules of ${row.code}`} onClick={() => onStore(row)}>
      Edit
    </Button>
  );
  return (
    <Part legend="Stores" help="A store's budget for each calendar month, and where its rules differ from the group's.">
      {phone ? (
        <Cards label="Stores' spending rules" rows={rows} rowKey={(row) => row.code}>
          {(row) => (
            <>
              <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
                {row.name} ({row.code})
              </Typography>
              <Facts
                items={[
                  ['Monthly budget', row.words.budget],
                  ['Approval above', row.words.limit],
                  ['Approvers', row.words.approvers],
                  ['Over budget', row.words.overBudget],
                ]}
                sx={{ mb: readOnly ? 0 : 1 }}
              />
              {!readOnly && edit(row)}
            </>
          )}
        </Cards>
      ) : (
        <ConsoleTable
          label="Stores' spending rules"
          inSection
          rows={rows}
          rowKey={(row) => row.code}
          columns={[
            { header: 'Store', rowHeader: true, cell: (row) => `${row.name} (${row.code})` },
            { header: 'Monthly budget', kind: 'money', cell: (row) => row.words.budget },
            { header: 'Approval above', cell: (row) => row.words.limit },
            { header: 'Approvers', cell: (row) => row.words.approvers },
            { header: 'Over budget', cell: (row) => row.words.overBudget },
            !readOnly && { header: 'Actions', headerHidden: true, alignRight: true, cell: edit },
          ]}
        />
      )}
    </Part>
  );
}

/** Each bypass code's caps and the days and hours it works, by its label, changed in a dialog. */
function CodeCapsList({ state, readOnly, codes, onCode }: PartProps & Pick<SpendingPartProps, 'codes' | 'onCode'>) {
  const phone = usePhone();
  const rows = codes.map((code) => ({ ...code, words: codeRuleWords(state.form.codes[code.key]) }));
  const edit = (row: (typeof rows)[number]) => (
    <Button size="small" variant="outlined" aria-label={`Edit the caps of ${row.label}`} onClick={() => onCode(row)}>
      Edit
    </Button>
  );
  if (codes.length === 0)
    return (
      <Part legend="Bypass codes">
        <Typography sx={{ color: 'text.secondary' }}>The group has no bypass codes.</Typography>
      </Part>
    );
  return (
    <Part legend="Bypass codes" help="Caps on what each code pays for, per order and per calendar month, and when it works.">
      {phone ? (
        <Cards label="Bypass codes' caps" rows={rows} rowKey={(row) => row.key}>
          {(row) => (
            <>
              <Typography sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>{row.label}</Typography>
              <Facts
                items={[
                  ['Per order', row.words.perOrder],
                  ['Per month', row.words.perMonth],
                  ['Works', row.words.when],
                ]}
                sx={{ mb: readOnly ? 0 : 1 }}
              />
              {!readOnly && edit(row)}
            </>
          )}
        </Cards>
      ) : (
        <ConsoleTable
          label="Bypass codes' caps"
          inSection
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Code', rowHeader: true, cell: (row) => row.label },
            { header: 'Per order', kind: 'money', cell: (row) => row.words.perOrder },
            { header: 'Per month', kind: 'money', cell: (row) => row.words.perMonth },
            { header: 'Works', cell: (row) => row.words.when },
            !readOnly && { header: 'Actions', headerHidden: true, alignRight: true, cell: edit },
          ]}
        />
      )}
    </Part>
  );
}

/**
 * The group's spending rules (docs/approvals.md): approvals above a limit, monthly budgets per store,
 * caps on bypass codes. Its own form, saved whole to the draft (or removed when turned off), published
 * and audited with the offer. Amounts in dollars here, whole cents on the wire.
 */
export function SpendingSection(props: SpendingPartProps) {
  const { state, readOnly } = props;
  const { form, setForm } = state;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.busy && !readOnly) void state.save();
  };
  return (
    <Box component="section" aria-labelledby="spending-heading" sx={{ mt: 5, maxWidth: 900 }}>
      <Typography id="spending-heading" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Spending
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The dealership&rsquo;s own brakes: approvals above a limit, monthly budgets per store, caps on bypass codes. Saved to the
        draft; they apply once it is published.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Spending rules">
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch checked={form.on} disabled={readOnly} onChange={(event) => setForm({ ...form, on: event.target.checked })} />
          }
          label="The group has spending rules"
        />
        {!form.on && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            None: the group&rsquo;s orders go out without approvals, budgets or caps.
          </Typography>
        )}
        {form.on && (
          <>
            <GroupRules state={state} readOnly={readOnly} />
            <StoreRulesList state={state} readOnly={readOnly} stores={props.stores} onStore={props.onStore} />
            <CodeCapsList state={state} readOnly={readOnly} codes={props.codes} onCode={props.onCode} />
          </>
        )}
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
            Save the spending rules to the draft
          </Button>
        )}
      </Box>
    </Box>
  );
}
