// A generated bad request, what a correct server answers it, and how one is written.
import type fc from 'fast-check';

export interface BadRequest {
  /** What is wrong with it, for the report. */
  label: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What a correct server answers: 4xx statuses, or the single 2xx of a request valid by design. */
  statuses: readonly number[];
  /** The exact body of that 2xx. */
  answer?: unknown;
  /** The rate-limit buckets this request adds a failed secret to. */
  failures?: readonly string[];
}

export type Weighted = { weight: number; arbitrary: fc.Arbitrary<BadRequest> };
export const w = (weight: number, arbitrary: fc.Arbitrary<BadRequest>): Weighted => ({ weight, arbitrary });

/** JSON text put into a body as it is: deep nesting, prototype keys. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson ? `\u0000raw${raws.push(v.text) - 1}\u0000` : v,
  );
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const without = (body: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));
/** What the server sees of a generated value. */
export const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

export function jsonRequest(
  label: string,
  url: string,
  body: unknown,
  statuses: readonly number[],
  extra: Partial<Pick<BadRequest, 'headers' | 'answer' | 'failures'>> = {},
): BadRequest {
  return {
    label,
    method: 'POST',
    url,
    payload: serialize(body),
    statuses,
    ...extra,
    headers: { 'content-type': 'application/json', ...extra.headers },
  };
}

export function rawRequest(
  label: string,
  url: string,
  payload: string | Buffer | undefined,
  statuses: readonly number[],
  headers: Record<string, string> = {},
): BadRequest {
  return { label, method: 'POST', url, headers, statuses, ...(payload === undefined ? {} : { payload }) };
}
