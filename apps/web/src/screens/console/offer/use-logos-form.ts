import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, type OfferLogos } from '@portal/domain';
import { consoleOfferLogosSave } from '../api/offer';
import { logosForm, readLogosForm, type LogosForm, type PlacementRow } from './logos-draft';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';

/**
 * The logos page's form: placements and logos changed on the page, checked once a save was tried,
 * then saved whole to the group's draft; the page then says how many changes the draft holds. The
 * server's refusal (422, every problem named) is shown beside the button.
 */
export function useLogosForm(group: string, logos: OfferLogos, table: readonly PlacementRow[]) {
  const revalidator = useRevalidator();
  // The logos the form started from: those loaded, then those last saved.
  const [base, setBase] = useState(logos);
  const [form, setForm] = useState<LogosForm>(() => logosForm(logos));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const read = readLogosForm(base, form, table);
  const unsaved = JSON.stringify(form) !== JSON.stringify(logosForm(base));

  const save = async () => {
    setTried(true);
    setSaved(null);
    if ('problems' in read) {
      setError(FIELDS_NEED_A_CHANGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { changes } = await consoleOfferLogosSave(group, read.logos);
      await revalidator.revalidate();
      // The logos as saved: an added logo's name is no longer typed.
      setBase(read.logos);
      setForm(logosForm(read.logos));
      setTried(false);
      setSaved(changes.length);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    setForm,
    /** What is wrong with each field, once a save was tried. */
    problems: tried && 'problems' in read ? read.problems : {},
    busy,
    error: error === FIELDS_NEED_A_CHANGE && 'logos' in read ? null : error,
    /** Something on the page differs from the logos as the draft has them. */
    unsaved,
    saved,
    clearSaved: () => setSaved(null),
    save,
  };
}

export type LogosFormState = ReturnType<typeof useLogosForm>;
