import Typography from '@mui/material/Typography';
import { CREDIT_HOLD_LABELS, MAX_HOLD_LIFT_DAYS } from '@portal/domain';
import { formatDay } from '../console-format';
import { ConsoleDialog } from '../console-dialog';
import { DayField, ReasonField } from '../console-fields';
import { liftDays } from './aging-standing';
import { REASON_MAX } from './credit-hold';
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
      <DayField
        label="Lifted until"
        required
        autoFocus
        min={first}
        max={last}
        value={state.draft.until}
        onChange={(until) => state.setDraft({ ...state.draft, until })}
        problem={state.problems.until}
        help={`The last day, from ${formatDay(first)} to ${formatDay(last)} (at most ${MAX_HOLD_LIFT_DAYS} days ahead).`}
      />
      <ReasonField
        maxLength={REASON_MAX}
        value={state.draft.reason}
        onChange={(reason) => state.setDraft({ ...state.draft, reason })}
        problem={state.problems.reason}
        help="Kept in the audit log with your name."
      />
    </ConsoleDialog>
  );
}
