import { useState, useTransition } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, type OfferItem } from '@portal/domain';
import { consoleOfferItemSave } from '../api/offer';
import { blankItem, itemForm, readItemForm, type ItemForm } from './item-draft';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';

/**
 * The items page's editor: an item opened as a form (or a new one, its code typed and checked
 * against the group's `codes`), saved whole to the group's draft. After a save
 * the page's loader reads the items again before the dialog closes; the page then says how many
 * changes the draft holds. The server's refusal (422, naming each wrong field) stays in the dialog.
 */
export function useItemEditor(group: string, codes: readonly string[]) {
  const revalidator = useRevalidator();
  // The last item opened stays drawn while the dialog closes; `open` says whether it is open.
  const [item, setItem] = useState<OfferItem | null>(null);
  const [open, setOpen] = useState(false);
  const [isNew, setIsNew] = useState(false);
  const [form, setForm] = useState<ItemForm | null>(null);
  // The fields say what is wrong with them only once a save was tried, then as they are typed.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  // Said once the dialog has gone: until then the page behind it is hidden from screen readers.
  const [toSay, setToSay] = useState<number | null>(null);

  // The save, the items read again and the notice are one transition: the notice never shows over the old prices.
  const [saving, startSaving] = useTransition();

  const read = item && form ? readItemForm(item, form, isNew ? codes : undefined) : null;

  const start = (chosen: OfferItem, asNew: boolean) => {
    setItem(chosen);
    setIsNew(asNew);
    setForm(itemForm(chosen));
    setTried(false);
    setError(null);
    setSaved(null);
    setOpen(true);
  };
  const edit = (chosen: OfferItem) => start(chosen, false);
  /** A new item, in the category the page is filtered by (or the first). */
  const create = (category: string) => start(blankItem(category), true);

  const save = async () => {
    setTried(true);
    if (!read) return;
    if ('problems' in read) {
      setError(FIELDS_NEED_A_CHANGE);
      return;
    }
    const item = read.item;
    setBusy(true);
    setError(null);
    await new Promise<void>((resolve) => {
      startSaving(async () => {
        try {
          const { changes } = await consoleOfferItemSave(group, item);
          await revalidator.revalidate();
          startSaving(() => {
            setToSay(changes.length);
            setOpen(false);
          });
        } catch (caught) {
          startSaving(() => setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE));
        } finally {
          setBusy(false);
          resolve();
        }
      });
    });
  };

  return {
    item,
    open,
    isNew,
    form,
    setForm,
    /** What is wrong with each field, once a save was tried. */
    problems: tried && read && 'problems' in read ? read.problems : {},
    busy: busy || saving,
    /** Why the last save failed; that fields need a change only while one still does. */
    error: error === FIELDS_NEED_A_CHANGE && read && 'item' in read ? null : error,
    /** How many changes the draft holds after the last save, until dismissed. */
    saved,
    clearSaved: () => setSaved(null),
    edit,
    create,
    save,
    close: () => setOpen(false),
    exited: () => {
      setSaved(toSay);
      setToSay(null);
    },
  };
}

export type ItemEditor = ReturnType<typeof useItemEditor>;
