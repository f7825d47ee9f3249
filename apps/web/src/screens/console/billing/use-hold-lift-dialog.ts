import { useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE, type AgingRow } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consoleHoldLift } from '../api/billing';
import { useConsoleTimes } from '../console-format';
import { useStaff } from '../console-session';
import { liftDone, readHoldLift, type HoldLiftDraft } from './aging-standing';
import { providerToday } from './invoice-standing';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';

const EMPTY: HoldLiftDraft = { until: '', reason: '' };

/**
 * The aging page's dialog that lifts an account's credit hold until a day. After the lift the
 * page's loader reads the aging again before the dialog closes, so the account shows its new chip,
 * then the page says what was done. A refusal is shown in the dialog; one that says the account is
 * not what the page showed (404, 409) reads the aging again too.
 */
export function useHoldLiftDialog(reload: () => Promise<void>) {
  const times = useConsoleTimes();
  const today = providerToday(useStaff().time_zone);
  // The last account chosen stays drawn while the dialog closes; `open` says whether it is open.
  const [row, setRow] = useState<AgingRow | null>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<HoldLiftDraft>(EMPTY);
  // The fields say what is wrong with them only once a submit was tried, then as they are typed.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Said once the dialog has gone: until then the page behind it is hidden from screen readers.
  const [toSay, setToSay] = useState<string | null>(null);

  const read = readHoldLift(draft, today);

  const show = (chosen: AgingRow) => {
    setRow(chosen);
    setDraft(EMPTY);
    setTried(false);
    setError(null);
    setDone(null);
    setOpen(true);
  };

  const submit = async () => {
    setTried(true);
    if (!row) return;
    if (!read.body) {
      setError(FIELDS_NEED_A_CHANGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const account = await consoleHoldLift(row.account.id, read.body);
      await reload();
      setToSay(liftDone(account, times.date));
      setOpen(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
      if (caught instanceof ApiError && (caught.status === 404 || caught.status === 409)) await reload();
    } finally {
      setBusy(false);
    }
  };

  return {
    row,
    open,
    today,
    draft,
    setDraft,
    /** What is wrong with each field, once a submit was tried. */
    problems: tried ? read.problems : {},
    busy,
    /** Why the last submit failed; that fields need a change only while one still does. */
    error: error === FIELDS_NEED_A_CHANGE && read.body ? null : error,
    /** What the last lift did, until dismissed. */
    done,
    clearDone: () => setDone(null),
    show,
    close: () => setOpen(false),
    exited: () => {
      setDone(toSay);
      setToSay(null);
    },
    submit: () => void submit(),
  };
}

export type HoldLiftDialogState = ReturnType<typeof useHoldLiftDialog>;
