export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  INSTRUMENT_DECLINED: 422,
  RATE_LIMITED: 429,
  PAYMENT_PROVIDER_ERROR: 502,
  UNAVAILABLE: 503,
  PAYMENT_PROVIDER_TIMEOUT: 504,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** How long a rate-limited client is told to wait when the limit does not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The one error type of the API: answered as `{ message, code }` with the code's status. */
export class AppError extends Error {
  readonly status: number;
  /** Sent as Retry-After: when the client may try again. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The one text of an error nobody planned for, the same in the browser (docs/product.md#errors). */
export { UNEXPECTED_ERROR_MESSAGE as UNEXPECTED_MESSAGE } from '@portal/domain';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
