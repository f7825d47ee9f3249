import { useSyncExternalStore } from 'react';
import {
  isQuantityBreakItem,
  parseQuantityCells,
  quantityBreakTotal,
  type CatalogueItem,
  type QuantityCell,
} from '@portal/domain';

/** One cell's place in the grid. */
export function cellKey(size: string, colour: string): string {
  return JSON.stringify([size, colour]);
}

/** The grid as the add-to-cart rules read it. */
export function gridCells(
  sizes: readonly string[],
  colours: readonly string[],
  values: Readonly<Record<string, string>>,
): QuantityCell[] {
  return colours.flatMap((color) => sizes.map((size) => ({ size, color, raw: values[cellKey(size, color)] ?? '' })));
}

/**
 * What the buyer typed in an item's quantity grid, a text per cell, held outside React state. A
 * cell reads its own text and each total reads the units, so a keystroke redraws the cell typed in
 * and what shows a total that changed: never the grid's other cells (up to a few hundred) nor the
 * rest of the screen.
 */
export interface QuantityStore {
  subscribe(listener: () => void): () => void;
  /** Every cell's text by cellKey: a new object after each change. */
  values(): Readonly<Record<string, string>>;
  text(key: string): string;
  set(key: string, raw: string): void;
  /** Empties these cells, or every cell. */
  clear(keys?: readonly string[]): void;
  /** The grid as the add-to-cart rules read it. */
  cells(): QuantityCell[];
  /** The units entered, as the cart counts them (a pack counts its units). */
  units(): number;
}

export function createQuantityStore(item: CatalogueItem, sizes: readonly string[]): QuantityStore {
  const listeners = new Set<() => void>();
  const breakItem = isQuantityBreakItem(item.sizes);
  let values: Readonly<Record<string, string>> = {};
  // The units of the values they were counted from: every total asks after each change.
  let counted: { from: Readonly<Record<string, string>>; units: number } | null = null;

  const change = (next: Readonly<Record<string, string>>) => {
    values = next;
    for (const listener of listeners) listener();
  };
  const cells = () => gridCells(sizes, item.colors, values);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    values: () => values,
    text: (key) => values[key] ?? '',
    set(key, raw) {
      if ((values[key] ?? '') !== raw) change({ ...values, [key]: raw });
    },
    clear(keys) {
      if (!keys) {
        if (Object.keys(values).length > 0) change({});
        return;
      }
      const next = { ...values };
      for (const key of keys) delete next[key];
      change(next);
    },
    cells,
    units() {
      if (counted?.from !== values) {
        const { entries } = parseQuantityCells(cells());
        const units = breakItem ? quantityBreakTotal(entries) : entries.reduce((sum, entry) => sum + entry.quantity, 0);
        counted = { from: values, units };
      }
      return counted.units;
    },
  };
}

/** The text of one cell: its component redraws when that cell changes, not when another does. */
export function useCellText(store: QuantityStore, key: string): string {
  return useSyncExternalStore(store.subscribe, () => store.text(key));
}

/** The units entered: redraws when their number changes. */
export function useGridUnits(store: QuantityStore): number {
  return useSyncExternalStore(store.subscribe, store.units);
}

/** Every cell's text: redraws on each change (for a few cells only, e.g. the phone's list of other colours). */
export function useGridValues(store: QuantityStore): Readonly<Record<string, string>> {
  return useSyncExternalStore(store.subscribe, store.values);
}
