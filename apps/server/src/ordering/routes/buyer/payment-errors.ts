import { errorResponses, errorSchema } from '../../../errors/error-responses';

/** The error answers of the calls that may wait on PayPal: also 502 and 504 when it fails or is slow. */
export const paymentErrors = { ...errorResponses, 502: errorSchema, 504: errorSchema };
