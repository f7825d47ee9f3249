import { useEffect, useMemo, useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { ConsoleBoardRow } from '@portal/domain';

const NOTHING_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The rows chosen on the board's page, for its bulk actions and its export; none once another page is drawn. */
export function useRowSelection(rows: readonly ConsoleBoardRow[], drawnSearch: string) {
  const [model, setModel] = useState<GridRowSelectionModel>(NOTHING_SELECTED);
  // Another page or other filters: what was selected is no longer on the screen.
  useEffect(() => {
    setModel(NOTHING_SELECTED);
  }, [drawnSearch]);
  const numbers = useMemo(() => new Map(rows.map((row) => [row.id, row.order_number])), [rows]);
  // 'Select all' answers an exclude model: every row of the page but those named.
  const ids = rows
    .filter((row) => (model.type === 'include' ? model.ids.has(row.id) : !model.ids.has(row.id)))
    .map((row) => row.id);
  return { model, setModel, ids, numbers, clear: () => setModel(NOTHING_SELECTED) };
}
