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
