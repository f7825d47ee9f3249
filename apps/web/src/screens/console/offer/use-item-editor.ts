import { useState } from 'react';
import type { OfferItem } from '@portal/domain';
import { consoleOfferItemSave } from '../api/offer';
import { blankItem, itemForm, readItemForm, type ItemForm } from './item-draft';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { useDialogState } from '../use-dialog-state';
import { savedToDraft } from './draft-notice';

/**
 * The items page's editor: an item opened as a form (or a new one, its code typed and checked
 * against the group's `codes`), saved whole to the group's draft. After a save
 * the page's loader reads the items again before the dialog closes; the page then says how many
 * changes the draft holds. The server's refusal (422, naming each wrong field) stays in the dialog.
 */
export function useItemEditor(group: string, codes: readonly string[]) {
  // The item the editor is open on, and whether it is a new one.
  const dialog = useDialogState<{ item: OfferItem; isNew: boolean }>();
  const item = dialog.ask?.item ?? null;
  const isNew = dialog.ask?.isNew ?? false;
  const [form, setForm] = useState<ItemForm | null>(null);
  // The fields say what is wrong with them only once a save was tried, then as they are typed.
  const [tried, setTried] = useState(false);
  const read = item && form ? readItemForm(item, form, isNew ? codes : undefined) : null;

  const start = (chosen: OfferItem, asNew: boolean) => {
    setForm(itemForm(chosen));
    setTried(false);
    dialog.show({ item: chosen, isNew: asNew });
  };

  const save = async () => {
    setTried(true);
    if (!read) return;
    if ('problems' in read) return dialog.setError(FIELDS_NEED_A_CHANGE);
    const saved = read.item;
    // The save, the items read again and the notice are one transition: the notice never shows over the old prices.
    await dialog.attempt(async () => savedToDraft((await consoleOfferItemSave(group, saved)).changes.length));
  };

  return {
    ...dialog,
    item,
    isNew,
    form,
    setForm,
    /** What is wrong with each field, once a save was tried. */
    problems: tried && read && 'problems' in read ? read.problems : {},
    /** Why the last save failed; that fields need a change only while one still does. */
    error: dialog.error === FIELDS_NEED_A_CHANGE && read && 'item' in read ? null : dialog.error,
    edit: (chosen: OfferItem) => start(chosen, false),
    /** A new item, in the category the page is filtered by (or the first). */
    create: (category: string) => start(blankItem(category), true),
    save,
  };
}

export type ItemEditor = ReturnType<typeof useItemEditor>;
