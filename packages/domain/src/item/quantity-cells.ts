import { isQuantityBreakKey } from '../catalogue/sizes';
import { MAX_UNITS_PER_LINE } from '../checkout/order-limit-defaults';

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

/**
 * Most a cell takes: the units one line may hold (MAX_UNITS_PER_LINE), or for a pack size as many
 * packs as fit in them (40 packs of 250).
 */
export function maxCellQuantity(size: string): number {
  return isQuantityBreakKey(size) ? Math.floor(MAX_UNITS_PER_LINE / Number(size)) : MAX_UNITS_PER_LINE;
}

/** What to type in a cell or the cart's quantity box: 'Enter a whole number from 1 to 10,000.' */
export function quantityFormatMessage(size = ''): string {
  return `Enter a whole number from 1 to ${maxCellQuantity(size).toLocaleString('en-US')}.`;
}

/** Characters a quantity box takes: the digits of the largest count and a space either side. */
export const QUANTITY_INPUT_LENGTH = String(MAX_UNITS_PER_LINE).length + 2;

/** A cell's text is a count it takes: digits only, at most its maximum (empty and 0 are no count). */
export function isCellQuantity(size: string, raw: string): boolean {
  const text = raw.trim();
  return DIGITS.test(text) && Number(text) <= maxCellQuantity(size);
}

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
    if (!isCellQuantity(cell.size, text)) {
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
  return `Not added: ${named.join(', ')}${more}. Quantities are whole numbers from 1 to ${MAX_UNITS_PER_LINE.toLocaleString('en-US')} units on a line.`;
}
