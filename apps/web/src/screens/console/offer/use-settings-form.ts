import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, type OfferSettings } from '@portal/domain';
import { consoleOfferSettingsSave } from '../api/offer';
import { readSettingsForm, settingsForm, type SettingsForm } from './settings-draft';
import { draftHolds } from './use-draft-dialog';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';

/** The settings form: typed, checked once a save was tried, saved whole to the draft. */
export function useSettingsForm(group: string, settings: OfferSettings, onDone: (text: string) => void) {
  const revalidator = useRevalidator();
  const [form, setForm] = useState<SettingsForm>(() => settingsForm(settings));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const read = readSettingsForm(form);

  const save = async () => {
    setTried(true);
    if ('problems' in read) {
      setError(FIELDS_NEED_A_CHANGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { changes } = await consoleOfferSettingsSave(group, read.settings);
      await revalidator.revalidate();
      setTried(false);
      onDone(`Settings saved to the draft. ${draftHolds(changes.length)}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    setForm,
    problems: tried && 'problems' in read ? read.problems : {},
    busy,
    error: error === FIELDS_NEED_A_CHANGE && 'settings' in read ? null : error,
    save,
  };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;
