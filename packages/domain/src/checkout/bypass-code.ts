/** Bypass codes are compared upper-cased; surrounding spaces from a paste are dropped. */
export function normalizeBypassCode(entered: string): string {
  return entered.trim().toUpperCase();
}

/** Whether an entered code is in a plain list of bypass codes (the server compares hashes of the same form). */
export function matchesBypassCode(entered: string, codes: readonly string[]): boolean {
  const normalized = normalizeBypassCode(entered);
  return normalized !== '' && codes.includes(normalized);
}
