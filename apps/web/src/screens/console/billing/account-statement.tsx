import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { type BillingAccount, type ConsoleStatementAnswer } from '@portal/domain';
import { consoleStatementSend, statementFileHref } from '../api/billing';
import { ConsoleDialog } from '../console-dialog';
import { ConsoleDate } from '../console-format';
import { chosenMonth, formatMonth, monthEnded, statementMonths } from './statement-months';
import { StatementBody } from './statement-tables';
import { useStatement } from './use-statement';
import { LoadError, unlessRefused } from '../load-error';
import { dialogProps, useDialogState } from '../use-dialog-state';
import { Notice } from '../notice';

/** The address's parameter that names the month shown. */
const MONTH_PARAM = 'month';

/** Whether the statement shown went out, or is a preview of the month as the account stands now. */
function SentOrPreview({ answer, ended }: { answer: ConsoleStatementAnswer; ended: boolean }) {
  const month = formatMonth(answer.statement.period);
  if (answer.sent_at !== null) {
    return (
      <Typography variant="body2" sx={{ mb: 2 }}>
        <strong>
          Sent on <ConsoleDate at={answer.sent_at} />
        </strong>
        : the statement of {month} as it went out.
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      <strong>Preview</strong>:{' '}
      {ended
        ? `not sent yet; ${month} as the account stands now.`
        : `${month} is not over; the month so far, as the account stands now.`}
    </Typography>
  );
}

/** 'Send now': confirmed first, as it e-mails the customer and keeps the statement as it is. */
function SendStatement({ account, period, onSent }: { account: BillingAccount; period: string; onSent: (said: string) => void }) {
  // The statement section reads the statement again itself once it is sent.
  const dialog = useDialogState<true>({ readAgain: false, onSaid: onSent });
  const month = formatMonth(period);
  const submit = () =>
    void dialog.attempt(async () => {
      const sent = await consoleStatementSend(account.id, period);
      return sent.queued
        ? `The statement of ${month} was sent to ${sent.to.join(', ')}.`
        : `The statement of ${month} was not sent: ${account.name} has no billing contact.`;
    });
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<SendOutlined />}
        aria-haspopup="dialog"
        onClick={() => dialog.show(true)}
      >
        Send now
      </Button>
      <ConsoleDialog title={`Send the statement of ${month}?`} submitLabel="Send" {...dialogProps(dialog)} onSubmit={submit}>
        <Typography sx={{ mb: 1 }}>It is e-mailed with its PDF to {account.contacts.join(', ')}.</Typography>
        <Typography color="text.secondary">
          The statement is kept as it is now: once sent, the page shows it as it went out, and sending it again sends the same.
        </Typography>
      </ConsoleDialog>
    </>
  );
}

/** The month picker, the files and 'Send now'. */
function StatementControls({
  account,
  period,
  months,
  canSend,
  onMonth,
  onSent,
}: {
  account: BillingAccount;
  period: string;
  months: readonly string[];
  /** Whether this staff member may send it, and the month is over. */
  canSend: boolean;
  onMonth: (period: string) => void;
  onSent: (said: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 2 }}>
      <TextField
        select
        size="small"
        label="Month"
        value={period}
        onChange={(event) => onMonth(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: '12rem' }}
      >
        {months.map((month) => (
          <option key={month} value={month}>
            {formatMonth(month)}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {(['pdf', 'csv'] as const).map((kind) => (
          <Link
            key={kind}
            href={statementFileHref(account.id, kind, period)}
            download
            aria-label={`${kind.toUpperCase()} of the statement of ${formatMonth(period)}`}
          >
            {kind.toUpperCase()}
          </Link>
        ))}
      </Box>
      {canSend &&
        (account.contacts.length > 0 ? (
          <SendStatement account={account} period={period} onSent={onSent} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No billing contact: the statement cannot be e-mailed.
          </Typography>
        ))}
    </Box>
  );
}

/**
 * The account's monthly statements (docs/console.md#a-billing-account): a month of the last
 * thirteen, as sent or as a preview, its PDF and CSV, and 'Send now' for a month that is over.
 */
export function AccountStatements({
  account,
  today,
  canManage,
  stamp,
}: {
  account: BillingAccount;
  /** Today in the provider's calendar. */
  today: string;
  canManage: boolean;
  /** Changes when the page read the account again: the statement is read again too. */
  stamp: unknown;
}) {
  const [params, setParams] = useSearchParams();
  const period = chosenMonth(params.get(MONTH_PARAM), today);
  const { statement, retry, reload } = useStatement(account.id, period, stamp);
  const [said, setSaid] = useState<string | null>(null);
  const ended = monthEnded(period, today);
  const choose = (next: string) => {
    setSaid(null);
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set(MONTH_PARAM, next);
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <>
      <StatementControls
        account={account}
        period={period}
        months={statementMonths(today)}
        canSend={canManage && ended}
        onMonth={choose}
        onSent={(words) => {
          setSaid(words);
          reload();
        }}
      />
      <Notice text={said} onClose={() => setSaid(null)} />
      {statement === null ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">Loading the statement of {formatMonth(period)}…</Typography>
        </Box>
      ) : statement.ok ? (
        <>
          <SentOrPreview answer={statement.answer} ended={ended} />
          <StatementBody statement={statement.answer.statement} />
        </>
      ) : (
        <LoadError error={statement.error} retryWhen={unlessRefused} onRetry={retry} />
      )}
    </>
  );
}
