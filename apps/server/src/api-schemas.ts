import { z } from 'zod';

/** Every error answer of the API. */
export const errorSchema = z.object({ message: z.string(), code: z.string() }).meta({ id: 'Error' });

export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;

export const groupKeyField = z.string().min(1).max(60);

/**
 * The dates a request may name, in ms since 1970: 1970 to the end of the year 9999. A JavaScript
 * Date goes on to 8.64e15 ms, but PostgreSQL cannot read its ISO text past 9999 ('+010000-…'),
 * and no order was ever written before 1970.
 */
export const EARLIEST_DATE_MS = 0;
export const LATEST_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
