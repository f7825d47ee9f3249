import { toOrderCallError, type OrderCallError } from '@portal/domain';

/**
 * A failed call: the server's `{ message, code }` when it answered, the fallback of
 * docs/product.md#errors otherwise; `retryAfterSeconds` is the wait a 429 named.
 */
export class ApiError extends Error implements OrderCallError {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** A file sent as it is, its type as the Content-Type (an upload); instead of `body`. */
  file?: Blob;
  headers?: Record<string, string>;
  /** What a refusal without a message of its own says. */
  fallback?: string;
  /** What a call that reached no server says; the fallback when not given. */
  unreachable?: string;
  /**
   * Called with a 401 before it is thrown: the console sends the page to its login from here. It may
   * throw something else instead (a loader throws a redirect).
   */
  onUnauthorized?: (error: ApiError) => void;
  /** A route's loader passes its request's: a navigation that is overtaken stops its call. */
  signal?: AbortSignal;
  /** Reads a successful answer, by its status; it may throw (an answer outside its contract). As it came when not given. */
  read?: (data: unknown, status: number) => unknown;
}

/** The one way the web app calls its server: JSON in and out, a refusal thrown as an ApiError. */
export async function callJson<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', body, file, headers = {}, fallback, signal } = options;
  const sent = file
    ? { headers: { 'content-type': file.type || 'application/octet-stream', ...headers }, body: file }
    : body === undefined
      ? { headers }
      : { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...sent,
      ...(signal ? { signal } : {}),
    });
  } catch {
    const { message, status } = toOrderCallError(undefined, options.unreachable ?? fallback);
    throw new ApiError(message, status, null);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (response.ok) return (options.read ? options.read(data, response.status) : data) as T;
  const { message, status } = toOrderCallError({ status: response.status, data }, fallback);
  const code = typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? data.code : null;
  const wait = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  const error = new ApiError(message, status, code, Number.isFinite(wait) && wait > 0 ? wait : null);
  if (status === 401) options.onUnauthorized?.(error);
  throw error;
}

export const getJson = <T>(path: string, fallback?: string) => callJson<T>(path, { fallback });
export const postJson = <T>(path: string, body: unknown, options: { headers?: Record<string, string>; fallback?: string } = {}) =>
  callJson<T>(path, { method: 'POST', body, ...options });

/** What a route's loader hands its screen: the answer, or the refusal, which the screen says in its own place. */
export type Settled<T> = { ok: true; answer: T } | { ok: false; error: ApiError };

/** A loader's call with its refusal kept as data; anything else (a redirect, a fault) is thrown on. */
export function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  return call.then(
    (answer): Settled<T> => ({ ok: true, answer }),
    (error: unknown) => {
      if (error instanceof ApiError) return { ok: false, error };
      throw error;
    },
  );
}
