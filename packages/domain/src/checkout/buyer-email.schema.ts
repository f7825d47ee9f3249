import * as z from 'zod/mini';

/** The buyer's e-mail in create-order's schema; isBuyerEmail (buyer-email.ts) is the browser's same check. */
export const buyerEmailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(200)), z.email());
