import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CREDIT_HOLD_LABELS, MAX_HOLD_LIFT_DAYS, type AgingRow, type BillingAccount } from '@portal/domain';
import type { Settled } from '../../../core/api/api-client';
import { consoleHoldLift } from '../api/billing';
import { ConsoleDialog } from '../console-dialog';
import { DayField, ReasonField } from '../console-fields';
import { dialogProps } from '../use-dialog-state';
import { formatDay } from '../console-format';
import { useStaff } from '../console-session';
import { daysAfter, holdLiftProblems, holdStanding, REASON_MAX } from './credit-hold';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import type { LedgerChanges } from './use-ledger-changes';
import { LoadError } from '../load-error';

/** On a phone the alert's button goes under its words rather than squeezing them into a narrow column. */
const WRAPPING_ALERT = {
  mb: 2,
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  // The icon is 34 px with its margin: the words take the rest of the first line, the button the next.
  '& .MuiAlert-message': { flex: { xs: '1 0 calc(100% - 34px)', sm: '0 1 auto' } },
  '& .MuiAlert-action': {
    ml: { xs: 4.5, sm: 'auto' },
    mr: 0,
    pl: { xs: 0, sm: 2 },
    pt: { xs: 0, sm: 0.5 },
    pb: { xs: 1, sm: 0 },
  },
} as const;

/** The day a lift starts at when the dialog opens: two weeks, time for a promised payment to arrive. */
const DEFAULT_LIFT_DAYS = 14;

/**
 * Whether orders on account are refused for a credit hold, or taken while a hold is lifted, with
 * 'Lift the hold' for those who may change billing. Nothing when the account is not on hold.
 */
export function CreditHoldNotice({
  hold,
  onLift,
}: {
  /** The account's row of the aging, or null when the aging has none for it. */
  hold: Settled<AgingRow | null>;
  /** Given to staff who may change billing: opens the lift's dialog. */
  onLift: (() => void) | null;
}) {
  const me = useStaff();
  if (!hold.ok) {
    return (
      <LoadError error={hold.error} severity="warning" sx={{ mb: 2 }}>
        Whether this account is on credit hold could not be read: {hold.error.message}
      </LoadError>
    );
  }
  if (!hold.answer) return null;
  const standing = holdStanding(hold.answer, me.time_zone);
  if (standing.kind === 'none') return null;
  const liftButton = (label: string) =>
    onLift && (
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        aria-haspopup="dialog"
        onClick={onLift}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
    );
  if (standing.kind === 'on') {
    return (
      <Alert severity="error" sx={WRAPPING_ALERT} action={liftButton('Lift the hold')}>
        <AlertTitle component="h3" sx={{ typography: 'subtitle1', fontWeight: 700 }}>
          On credit hold: {CREDIT_HOLD_LABELS[standing.reason]}
        </AlertTitle>
        Its orders on account are refused until it is settled, or until the hold is lifted.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={WRAPPING_ALERT} action={standing.reason ? liftButton('Change the day') : undefined}>
      <AlertTitle component="h3" sx={{ typography: 'subtitle1', fontWeight: 700 }}>
        Hold lifted until {formatDay(standing.until)}
      </AlertTitle>
      Its orders on account are taken until the end of that day
      {standing.reason ? `; after it, it is on credit hold again if it is still ${CREDIT_HOLD_LABELS[standing.reason]}.` : '.'}
    </Alert>
  );
}

/** The lift's fields; `changes.opening` starts them afresh each time the dialog opens. */
function HoldLiftFields({ changes, account, today }: { changes: LedgerChanges; account: BillingAccount; today: string }) {
  const [until, setUntil] = useState(() => daysAfter(today, DEFAULT_LIFT_DAYS));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problems = holdLiftProblems(until, reason, today);
  const shown = tried ? problems : {};
  const latest = daysAfter(today, MAX_HOLD_LIFT_DAYS);
  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return changes.setError(FIELDS_NEED_A_CHANGE);
    changes.send(async () => {
      await consoleHoldLift(account.id, { until, reason: reason.trim() });
      return `The credit hold of ${account.name} is lifted until ${formatDay(until)}: its orders on account are taken until the end of that day.`;
    });
  };
  return (
    <ConsoleDialog
      title={`Lift the credit hold of ${account.name}`}
      submitLabel="Lift the hold"
      {...dialogProps(changes)}
      onSubmit={submit}
    >
      <Typography sx={{ mb: 1 }}>
        Its orders on account are taken again until the end of the day chosen, whatever it owes; the lift and its reason are kept
        in the audit trail.
      </Typography>
      <DayField
        label="Until"
        required
        autoFocus
        min={daysAfter(today, 1)}
        max={latest}
        value={until}
        onChange={setUntil}
        problem={shown.until}
        help={`The last day orders on account are taken: tomorrow at the earliest, ${formatDay(latest)} at the latest.`}
      />
      <ReasonField
        maxLength={REASON_MAX}
        value={reason}
        onChange={setReason}
        problem={shown.reason}
        help="Such as ‘Cheque for the October invoices promised by the 4th’."
      />
    </ConsoleDialog>
  );
}

/** 'Lift the hold': until a day, 1 to 90 days ahead, and why. */
export function HoldLiftDialog(props: { changes: LedgerChanges; account: BillingAccount; today: string }) {
  return <HoldLiftFields key={props.changes.opening} {...props} />;
}
