// How an answer is judged: the status and `{ message, code }` body a bad request must get, and
// the problems found, grouped by kind for the report.
import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '../../src/errors/app-error';
import { isRecord, type BadRequest } from './bad-request';

/** The code an error answer must carry for each status these requests may get. */
const CODE_OF: Partial<Record<number, ErrorCode>> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
};

const KNOWN_CODES = new Set(Object.keys(ERROR_STATUS));

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
}

/**
 * A NUL character anywhere in a parsed JSON body or in the path is refused with 400 before any
 * handler runs (PostgreSQL cannot store it), so such a request counts no failed secret either.
 */
export function refusedForNul(request: BadRequest): BadRequest {
  let nul = /%00/i.test(request.url) && request.url.startsWith('/v1/storefront/');
  const json = String(request.headers['content-type'] ?? '').startsWith('application/json');
  if (!nul && json && request.payload !== undefined && request.payload.length <= 256 * 1024) {
    try {
      nul = holdsNul(JSON.parse(request.payload.toString()));
    } catch {
      nul = false;
    }
  }
  return nul ? { ...request, statuses: [400], failures: [] } : request;
}

/**
 * Orders and captures come from a browser logged in to their group, as the web app sends them:
 * the fuzz is about bad bodies, and a group with a password refuses every order without its
 * session. A wrong code from such a browser counts on the group session holders' count.
 */
export function asLoggedInBuyer(request: BadRequest, sessions: ReadonlyMap<string, string>): BadRequest {
  if (!['/v1/create-order', '/v1/capture-order'].includes(request.url) || request.headers.cookie !== undefined) return request;
  let group: unknown;
  try {
    group = (JSON.parse(String(request.payload)) as { companyName?: unknown }).companyName;
  } catch {
    return request;
  }
  const cookie = typeof group === 'string' ? sessions.get(group) : undefined;
  if (!cookie) return request;
  return {
    ...request,
    headers: { ...request.headers, cookie },
    ...(request.failures
      ? {
          failures: request.failures.map((bucket) => bucket.replace(/^strangers:([^:]+):/, (_, g: string) => `known:${g}:${g}:`)),
        }
      : {}),
  };
}

/** What is wrong with the answer, or null. */
export function problemWith(request: BadRequest, response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  const code = isRecord(body) && typeof body['code'] === 'string' ? body['code'] : '-';
  if (!request.statuses.includes(response.statusCode)) {
    return `answered ${response.statusCode} ${code}, not ${request.statuses.join(' or ')}`;
  }
  if (response.statusCode < 300) {
    return isDeepStrictEqual(body, request.answer) ? null : `answered ${response.statusCode} with ${response.body.slice(0, 120)}`;
  }
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `${response.statusCode} answer is ${String(response.headers['content-type'])}, not JSON`;
  }
  if (
    !isRecord(body) ||
    Object.keys(body).sort().join() !== 'code,message' ||
    typeof body['message'] !== 'string' ||
    body['message'] === '' ||
    !KNOWN_CODES.has(code)
  ) {
    return `${response.statusCode} answer is not { message, code }: ${response.body.slice(0, 160)}`;
  }
  const expected = CODE_OF[response.statusCode];
  return expected && code !== expected ? `${response.statusCode} answer has code ${code}, not ${expected}` : null;
}

function show(request: BadRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : typeof request.payload === 'string'
        ? request.payload
        : `<${request.payload.length} bytes>`;
  const clipped = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${value.length > 60 ? `${value.slice(0, 60)}…` : value}`)
    .join('; ');
  return `${request.method} ${request.url.length > 160 ? `${request.url.slice(0, 160)}…` : request.url} [${headers}] ${JSON.stringify(clipped)}`;
}

/** Problems by kind, each with how often it happened and its shortest request. */
export class Problems {
  private readonly byKind = new Map<string, { count: number; example: string }>();
  add(route: string, request: BadRequest, problem: string): void {
    const kind = `${route} · ${request.label}: ${problem.replace(/: .*$/s, '')}`;
    const example = `${show(request)} → ${problem}`;
    const seen = this.byKind.get(kind);
    if (!seen) this.byKind.set(kind, { count: 1, example });
    else this.byKind.set(kind, { count: seen.count + 1, example: example.length < seen.example.length ? example : seen.example });
  }
  list(route: string): string[] {
    return [...this.byKind.entries()]
      .filter(([kind]) => kind.startsWith(`${route} ·`))
      .map(([kind, { count, example }]) => `${kind} (${count}×), e.g. ${example}`);
  }
}
