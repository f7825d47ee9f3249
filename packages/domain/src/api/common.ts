// zod/mini, like the cart line: the browser imports these contracts, and the mini build keeps
// zod's classic method chains out of its bundle. The server's routes use the very same schemas.
import * as z from 'zod/mini';
import { FULFILMENT_STATUSES } from '../fulfilment/fulfilment-status';

/** Every error answer of the API: `message` is fit to show a user, `code` names the kind. */
export const apiErrorSchema = z.object({ message: z.string(), code: z.string() });
export type ApiError = z.output<typeof apiErrorSchema>;

/** A group key as a request names it (`companyName`); an unknown one answers 404. */
export const groupKeyField = z.string().check(z.minLength(1), z.maxLength(60));

/**
 * The dates a request may name, in ms since 1970: 1970 to the end of the year 9999. A JavaScript
 * Date goes on to 8.64e15 ms, but PostgreSQL cannot read its ISO text past 9999 ('+010000-…'),
 * and no order was ever written before 1970.
 */
export const EARLIEST_DATE_MS = 0;
export const LATEST_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** An order's fulfilment status (packages/domain/src/fulfilment). */
export const fulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES);
