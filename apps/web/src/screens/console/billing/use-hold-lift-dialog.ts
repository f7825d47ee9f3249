import { useState } from 'react';
import type { AgingRow } from '@portal/domain';
import { consoleHoldLift } from '../api/billing';
import { useConsoleTimes } from '../console-format';
import { useStaff } from '../console-session';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { useDialogState } from '../use-dialog-state';
import { liftDone, readHoldLift, type HoldLiftDraft } from './aging-standing';
import { providerToday } from './invoice-standing';

const EMPTY: HoldLiftDraft = { until: '', reason: '' };

/**
 * The aging page's dialog that lifts an account's credit hold until a day. After the lift the
 * page's loader reads the aging again before the dialog closes, so the account shows its new chip,
 * then the page says what was done. A refusal is shown in the dialog; one that says the account is
 * not what the page showed (404, 409) reads the aging again too.
 */
export function useHoldLiftDialog() {
  const times = useConsoleTimes();
  const today = providerToday(useStaff().time_zone);
  const dialog = useDialogState<AgingRow>();
  const [draft, setDraft] = useState<HoldLiftDraft>(EMPTY);
  // The fields say what is wrong with them only once a submit was tried, then as they are typed.
  const [tried, setTried] = useState(false);
  const read = readHoldLift(draft, today);
  const row = dialog.ask;

  const submit = () => {
    setTried(true);
    if (!row) return;
    if (!read.body) return dialog.setError(FIELDS_NEED_A_CHANGE);
    const { body } = read;
    void dialog.attempt(async () => liftDone(await consoleHoldLift(row.account.id, body), times.date), {
      readAgainOn: [404, 409],
    });
  };

  return {
    ...dialog,
    row,
    today,
    draft,
    setDraft,
    /** What is wrong with each field, once a submit was tried. */
    problems: tried ? read.problems : {},
    /** Why the last submit failed; that fields need a change only while one still does. */
    error: dialog.error === FIELDS_NEED_A_CHANGE && read.body ? null : dialog.error,
    show: (chosen: AgingRow) => {
      setDraft(EMPTY);
      setTried(false);
      dialog.show(chosen);
    },
    submit,
  };
}

export type HoldLiftDialogState = ReturnType<typeof useHoldLiftDialog>;
