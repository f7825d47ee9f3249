/** The PO fields of an order line that staff edit on the orders screen. */
export const PO_FIELDS = ['customer_po', 'po', 'est_ship_date'] as const;
export type PoField = (typeof PO_FIELDS)[number];

/** What the orders screen shows for a field with nothing in it. */
export const NOTHING_SHOWN = 'N/A';

/** A PO field as stored: blank, or the 'N/A' the screen shows for nothing, is nothing. */
export function storedPoValue(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text === NOTHING_SHOWN ? null : text;
}
