export const EMAIL_FORMAT_HINT = 'Enter an address such as name@dealership.com.';

/**
 * zod's own e-mail pattern (zod/v4/core regexes.email), copied so that checkout does not load zod;
 * a property test checks it against buyerEmailSchema, which the server applies.
 */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The buyer's e-mail as create-order will judge it: trimmed, at most 200 characters, an address. */
export function isBuyerEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 200 && EMAIL_PATTERN.test(trimmed);
}

/**
 * The order field a create-order refusal names, from its 'Invalid request: email: …' message, so
 * the screen can mark that field and not only show the message.
 */
export function refusedOrderField(message: string): string | null {
  const match = /^Invalid request: ([a-z_]+)(?:[.:])/.exec(message);
  return match?.[1] ?? null;
}
