import { toOrderCallError, type OrderCallError } from '@portal/domain';

/** A failed call: the server's `{ message, code }` when it answered, the fallback of docs/product.md#errors otherwise. */
export class ApiError extends Error implements OrderCallError {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  fallback?: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    const { message, status } = toOrderCallError(undefined, fallback);
    throw new ApiError(message, status, null);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, status } = toOrderCallError({ status: response.status, data }, fallback);
    const code = typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? data.code : null;
    throw new ApiError(message, status, code);
  }
  return data as T;
}

export const getJson = <T>(path: string, fallback?: string) => request<T>('GET', path, undefined, {}, fallback);
export const postJson = <T>(path: string, body: unknown, options: { headers?: Record<string, string>; fallback?: string } = {}) =>
  request<T>('POST', path, body, options.headers, options.fallback);
