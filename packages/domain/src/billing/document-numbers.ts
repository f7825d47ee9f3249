/** The two kinds of numbered money documents: invoices and credit notes. */
export type DocumentKind = 'INV' | 'CN';

/**
 * A document's number, 'INV-2026-000123': its kind, the year it was issued in, and its place in
 * that year's run, which has no gaps (the issuing transaction takes the next one).
 */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`no such ${kind} number: ${sequence}`);
  return `${kind}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The parts of a document number, or null when it is not one. */
export function readDocumentNumber(text: string): { kind: DocumentKind; year: number; sequence: number } | null {
  const match = /^(INV|CN)-(\d{4})-(\d{6})$/.exec(text.trim().toUpperCase());
  if (!match || Number(match[3]) === 0) return null;
  return { kind: match[1] as DocumentKind, year: Number(match[2]), sequence: Number(match[3]) };
}
