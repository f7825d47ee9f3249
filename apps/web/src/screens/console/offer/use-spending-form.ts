import { useState } from 'react';
import type { OfferSpendingRules } from '@portal/domain';
import { consoleOfferSpendingSave } from '../api/offer';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { useChangeAttempt } from '../use-dialog-state';
import { draftHolds } from './use-draft-dialog';
import { readSpendingForm, spendingForm, type SpendingForm } from './spending-draft';

/** The spending rules' form: typed, checked once a save was tried, saved whole to the draft (or removed). */
export function useSpendingForm(group: string, rules: OfferSpendingRules | null, onDone: (text: string) => void) {
  const change = useChangeAttempt();
  const [form, setForm] = useState<SpendingForm>(() => spendingForm(rules));
  const [tried, setTried] = useState(false);
  const read = readSpendingForm(form);

  const save = async () => {
    setTried(true);
    if ('problems' in read) return change.setError(FIELDS_NEED_A_CHANGE);
    const next = read.rules;
    await change.attempt(
      async () => {
        const { changes } = await consoleOfferSpendingSave(group, next);
        return `${next === null ? 'Spending rules removed in the draft.' : 'Spending rules saved to the draft.'} ${draftHolds(changes.length)}`;
      },
      {
        done: (text) => {
          setTried(false);
          onDone(text);
        },
      },
    );
  };

  return {
    form,
    setForm,
    problems: tried && 'problems' in read ? (read.problems as Record<string, string | undefined>) : {},
    busy: change.busy,
    error: change.error === FIELDS_NEED_A_CHANGE && 'rules' in read ? null : change.error,
    save,
  };
}

export type SpendingFormState = ReturnType<typeof useSpendingForm>;
