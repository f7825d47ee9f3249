import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CREDIT_HOLD_LABELS, MAX_HOLD_LIFT_DAYS } from '@portal/domain';
import { formatDay } from '../console-format';
import { ConsoleDialog } from '../console-dialog';
import { liftDays, MAX_LIFT_REASON } from './aging-standing';
import { dialogProps } from '../use-dialog-state';
import type { HoldLiftDialogState } from './use-hold-lift-dialog';

/** Lifts an account's credit hold until a day, with the reason, which the audit log keeps. */
export function HoldLiftDialogView({ state }: { state: HoldLiftDialogState }) {
  const name = state.row?.account.name ?? '';
  const hold = state.row?.hold;
  const { first, last } = liftDays(state.today);
  return (
    <ConsoleDialog title={`Lift the hold on ${name}`} submitLabel="Lift hold" {...dialogProps(state)} onSubmit={state.submit}>
      <Typography color="text.secondary">
        {hold ? `${name} is on hold: ${CREDIT_HOLD_LABELS[hold]}. ` : ''}
        Lifting the hold lets its buyers order on account again until the end of the day chosen, whatever it owes. After that day
        the hold comes back if its reason is still there.
      </Typography>
      <TextField
        label="Lifted until"
        type="date"
        required
        fullWidth
        autoFocus
        margin="normal"
        value={state.draft.until}
        onChange={(event) => state.setDraft({ ...state.draft, until: event.target.value })}
        error={state.problems.until !== undefined}
        helperText={
          state.problems.until ??
          `The last day, from ${formatDay(first)} to ${formatDay(last)} (at most ${MAX_HOLD_LIFT_DAYS} days ahead).`
        }
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: first, max: last } }}
      />
      <TextField
        label="Reason"
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        value={state.draft.reason}
        onChange={(event) => state.setDraft({ ...state.draft, reason: event.target.value })}
        error={state.problems.reason !== undefined}
        helperText={state.problems.reason ?? 'Kept in the audit log with your name.'}
        slotProps={{ htmlInput: { maxLength: MAX_LIFT_REASON } }}
      />
    </ConsoleDialog>
  );
}
