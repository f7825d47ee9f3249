export interface QuantityCell {
  size: string;
  color: string;
  /** What the buyer typed. */
  raw: string;
}

export interface QuantityEntry {
  size: string;
  color: string;
  quantity: number;
}

/** Upper bound of one cell: five digits. More is a slip of the keyboard, not an order. */
export const MAX_CELL_QUANTITY = 99_999;

const DIGITS = /^\d+$/;

/**
 * Reads the size × colour grid. A non-empty cell must be digits only; any other cell is
 * cleared and skipped. Zero and empty cells are skipped without clearing.
 */
export function parseQuantityCells(cells: readonly QuantityCell[]): { entries: QuantityEntry[]; cleared: QuantityCell[] } {
  const entries: QuantityEntry[] = [];
  const cleared: QuantityCell[] = [];
  for (const cell of cells) {
    const text = cell.raw.trim();
    if (text === '') continue;
    if (!DIGITS.test(text) || Number(text) > MAX_CELL_QUANTITY) {
      cleared.push(cell);
      continue;
    }
    const quantity = Number(text);
    if (quantity > 0) entries.push({ size: cell.size, color: cell.color, quantity });
  }
  return { entries, cleared };
}
