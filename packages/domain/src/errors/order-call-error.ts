export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error. Please try again.';

export interface OrderCallError {
  message: string;
  status: number;
}

/** What a failed call answered, if it answered at all. */
export interface FailedResponse {
  status: number;
  data?: unknown;
}

/**
 * The error an order call reports (docs/product.md#errors): the response's message, else the given
 * default, else 'Unexpected error. Please try again.'; the response status, or 500 without one.
 */
export function toOrderCallError(response: FailedResponse | undefined, defaultMessage?: string): OrderCallError {
  const data = response?.data;
  const fromResponse =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string' &&
    data.message.trim() !== ''
      ? data.message
      : undefined;
  return {
    message: fromResponse ?? (defaultMessage || UNEXPECTED_ERROR_MESSAGE),
    status: response?.status ?? 500,
  };
}
