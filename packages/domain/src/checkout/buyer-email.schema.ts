import * as z from 'zod/mini';
import { BUYER_EMAIL_MAX_LENGTH } from './buyer-email';

/** The buyer's e-mail in create-order's schema; isBuyerEmail (buyer-email.ts) is the browser's same check. */
export const buyerEmailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(BUYER_EMAIL_MAX_LENGTH)), z.email());
