import * as z from 'zod/mini';

/** The buyer's e-mail: the same check in the browser (before sending) and in create-order's schema. */
export const buyerEmailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(200)), z.email('is not an e-mail address'));

export const EMAIL_FORMAT_HINT = 'Enter an address such as name@dealership.com.';

export function isBuyerEmail(value: string): boolean {
  return buyerEmailSchema.safeParse(value).success;
}

/**
 * The order field a create-order refusal names, from its 'Invalid request: email: …' message, so
 * the screen can mark that field and not only show the message.
 */
export function refusedOrderField(message: string): string | null {
  const match = /^Invalid request: ([a-z_]+)(?:[.:])/.exec(message);
  return match?.[1] ?? null;
}
