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

/**
 * Names the cells that were cleared and skipped, with what was typed, so the buyer knows which
 * quantities did not go into the cart: 'Not added: Large in Black (“abc”), …'.
 */
export function skippedCellsMessage(cleared: readonly QuantityCell[]): string | null {
  if (cleared.length === 0) return null;
  const named = cleared.slice(0, 5).map((cell) => `${cell.size} in ${cell.color} (“${cell.raw.trim().slice(0, 12)}”)`);
  const more = cleared.length > 5 ? ` and ${cleared.length - 5} more` : '';
  return `Not added: ${named.join(', ')}${more}. Quantities are whole numbers from 1 to ${MAX_CELL_QUANTITY.toLocaleString('en-US')}.`;
}
