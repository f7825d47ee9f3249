/** Bypass codes are compared upper-cased; surrounding spaces from a paste are dropped. */
export function normalizeBypassCode(entered: string): string {
  return entered.trim().toUpperCase();
}
