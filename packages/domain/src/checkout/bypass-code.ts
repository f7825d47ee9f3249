/** Bypass codes are compared upper-cased; surrounding spaces from a paste are dropped. */
export function normalizeBypassCode(entered: string): string {
  return entered.trim().toUpperCase();
}

/** Characters a masked code keeps; short codes keep none, or the hint would be most of the code. */
const SHOWN_TAIL = 2;
const SHORT_CODE = 4;
/** Always this many dots, so the mask does not tell the code's length. */
const MASK = '••••••';

/**
 * A bypass code as the provider's staff may see it: enough to tell which code was used
 * ('••••••CT'), never enough to reuse it.
 */
export function maskBypassCode(code: string): string {
  const characters = Array.from(normalizeBypassCode(code));
  if (characters.length <= SHORT_CODE) return MASK;
  return MASK + characters.slice(-SHOWN_TAIL).join('');
}
