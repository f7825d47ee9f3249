import { labelOfWireName } from '../errors/input-problems';

export const EMAIL_FORMAT_HINT = 'Enter an address such as name@dealership.com.';

/**
 * zod's own e-mail pattern (zod/v4/core regexes.email), copied so that checkout does not load zod;
 * a property test checks it against buyerEmailSchema, which the server applies.
 */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest buyer e-mail create-order takes. */
export const BUYER_EMAIL_MAX_LENGTH = 200;

/** The buyer's e-mail as create-order will judge it: trimmed, at most 200 characters, an address. */
export function isBuyerEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= BUYER_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

const ORDER_FIELDS = ['first_name', 'last_name', 'email', 'customer_po', 'store'] as const;

/**
 * The order field a create-order refusal names by its label ('Last name can be at most 80
 * characters.', 'Enter an e-mail address for E-mail.'), so the screen can mark that field and not
 * only show the message; the first the message names.
 */
export function refusedOrderField(message: string): string | null {
  let found: { field: string; at: number } | null = null;
  for (const field of ORDER_FIELDS) {
    const at = new RegExp(`(^|[ .])${labelOfWireName(field)}( |\\.)`).exec(message)?.index;
    if (at !== undefined && (found === null || at < found.at)) found = { field, at };
  }
  return found?.field ?? null;
}
