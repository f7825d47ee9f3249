import { useState } from 'react';
import { storedPoValue } from '@portal/domain';
import { lineKey } from './order-lines-table';
import { updateHistoricalOrder, type PoField, type PoValues, type RetrievedLine, type RetrievedOrder } from './orders-api';

/** An input's starting value: empty when nothing is set, so the admin never has to erase 'N/A'. */
const draftValue = (value: string | null | undefined) => value?.trim() ?? '';

/** A date input shows only YYYY-MM-DD; an older free-text date starts it empty. */
const draftDate = (value: string | null | undefined) => (/^\d{4}-\d{2}-\d{2}$/.test(draftValue(value)) ? draftValue(value) : '');

/**
 * Admin mode's edits of the PO fields of order lines (docs/product.md#orders): the lines being
 * edited with what is typed in their inputs, by lineKey. `saved` shows a saved line's values.
 */
export function usePoDrafts(
  group: string,
  saved: (orderNumber: string, lineNo: RetrievedLine['line_no'], edits: Pick<RetrievedLine, PoField>) => void,
) {
  const [drafts, setDrafts] = useState<Record<string, PoValues>>({});

  /** First press: the line's PO cells become inputs. Second press: the values are kept and sent. */
  const toggleEdit = (order: RetrievedOrder, line: RetrievedLine) => {
    const key = lineKey(order, line);
    const draft = drafts[key];
    if (!draft) {
      setDrafts((all) => ({
        ...all,
        [key]: {
          customer_po: draftValue(line.customer_po),
          po: draftValue(line.po),
          est_ship_date: draftDate(line.est_ship_date),
        },
      }));
      return;
    }
    const edits: Pick<RetrievedLine, PoField> = {
      customer_po: storedPoValue(draft.customer_po),
      po: storedPoValue(draft.po),
      est_ship_date: storedPoValue(draft.est_ship_date),
    };
    saved(order.order_number, line.line_no, edits);
    setDrafts((all) => {
      const rest = { ...all };
      delete rest[key];
      return rest;
    });
    // docs/product.md#orders: a failed update is not shown to the user; the screen keeps the typed values.
    updateHistoricalOrder(group, order, { ...line, ...edits }).catch((error: unknown) => {
      console.warn('update-historical-order failed', error);
    });
  };

  const changeDraft = (key: string, field: PoField, value: string) =>
    setDrafts((all) => {
      const draft = all[key];
      return draft ? { ...all, [key]: { ...draft, [field]: value } } : all;
    });

  return { drafts, toggleEdit, changeDraft };
}

export type PoDrafts = ReturnType<typeof usePoDrafts>;
