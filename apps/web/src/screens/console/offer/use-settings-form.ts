import { useState } from 'react';
import type { OfferSettings } from '@portal/domain';
import { consoleOfferSettingsSave } from '../api/offer';
import { readSettingsForm, settingsForm, type SettingsForm } from './settings-draft';
import { draftHolds } from './use-draft-dialog';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { useChangeAttempt } from '../use-dialog-state';

/** The settings form: typed, checked once a save was tried, saved whole to the draft. */
export function useSettingsForm(group: string, settings: OfferSettings, onDone: (text: string) => void) {
  const change = useChangeAttempt();
  const [form, setForm] = useState<SettingsForm>(() => settingsForm(settings));
  const [tried, setTried] = useState(false);
  const read = readSettingsForm(form);

  const save = async () => {
    setTried(true);
    if ('problems' in read) return change.setError(FIELDS_NEED_A_CHANGE);
    const next = read.settings;
    await change.attempt(
      async () => `Settings saved to the draft. ${draftHolds((await consoleOfferSettingsSave(group, next)).changes.length)}`,
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
    problems: tried && 'problems' in read ? read.problems : {},
    busy: change.busy,
    error: change.error === FIELDS_NEED_A_CHANGE && 'settings' in read ? null : change.error,
    save,
  };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;
