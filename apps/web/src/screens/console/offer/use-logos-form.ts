import { useState } from 'react';
import type { OfferLogos } from '@portal/domain';
import { consoleOfferLogosSave } from '../api/offer';
import { logosForm, readLogosForm, type LogosForm, type PlacementRow } from './logos-draft';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { useChangeAttempt } from '../use-dialog-state';
import { savedToDraft } from './draft-notice';

/**
 * The logos page's form: placements and logos changed on the page, checked once a save was tried,
 * then saved whole to the group's draft; the page then says how many changes the draft holds. The
 * server's refusal (422, every problem named) is shown beside the button.
 */
export function useLogosForm(group: string, logos: OfferLogos, table: readonly PlacementRow[]) {
  const change = useChangeAttempt();
  // The logos the form started from: those loaded, then those last saved.
  const [base, setBase] = useState(logos);
  const [form, setForm] = useState<LogosForm>(() => logosForm(logos));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const read = readLogosForm(base, form, table);
  const unsaved = JSON.stringify(form) !== JSON.stringify(logosForm(base));

  const save = async () => {
    setTried(true);
    setSaved(null);
    if ('problems' in read) return change.setError(FIELDS_NEED_A_CHANGE);
    const next = read.logos;
    await change.attempt(async () => savedToDraft((await consoleOfferLogosSave(group, next)).changes.length), {
      done: (text) => {
        // The logos as saved: an added logo's name is no longer typed.
        setBase(next);
        setForm(logosForm(next));
        setTried(false);
        setSaved(text);
      },
    });
  };

  return {
    form,
    setForm,
    /** What is wrong with each field, once a save was tried. */
    problems: tried && 'problems' in read ? read.problems : {},
    busy: change.busy,
    error: change.error === FIELDS_NEED_A_CHANGE && 'logos' in read ? null : change.error,
    /** Something on the page differs from the logos as the draft has them. */
    unsaved,
    /** What the last save did, until dismissed. */
    saved,
    clearSaved: () => setSaved(null),
    save,
  };
}

export type LogosFormState = ReturnType<typeof useLogosForm>;
