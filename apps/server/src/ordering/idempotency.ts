import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error';

/** Keys in a fixed order, so the same request hashes the same however its JSON was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An Idempotency-Key as it came (null without one); a malformed key is a 400. */
export function checkIdempotencyKey(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || raw.length < 8 || raw.length > 200 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new AppError('INVALID_INPUT', 'Idempotency-Key must be 8 to 200 visible characters.');
  }
  return raw;
}

/** What a repeat with the same key must match: the order's hash, whatever order its keys came in. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different order.';
