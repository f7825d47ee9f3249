import * as z from 'zod/mini';
import { apiErrorSchema } from '@portal/domain';

// The contracts of the /v1 calls live in packages/domain/src/api, one file per call; this file
// only adds what the server's OpenAPI page needs.

/** Every error answer, named once in the OpenAPI document's components. */
export const errorSchema = z.clone(apiErrorSchema).register(z.globalRegistry, { id: 'Error' });

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
