// Values the API refuses: wrong types, too long, blank, NaN-like, deeply nested, out of range.
import fc from 'fast-check';
import { registry } from '@portal/testing/tenants';
import { RawJson } from './bad-request';
import { EVERY_PLAIN_SECRET } from './groups';

/** The largest time a JavaScript Date holds, in ms either side of 1970. */
const MAX_DATE_MS = 8.64e15;
/** The dates the API takes: 1970 to the end of the year 9999 (PostgreSQL cannot read a Date's text past it). */
export const LAST_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** Dates a JavaScript Date holds that the API refuses: before 1970 or after 9999. */
export const unstorableDate = fc.oneof(
  fc.constantFrom(MAX_DATE_MS, -MAX_DATE_MS, LAST_DATE_MS + 1, 253402300800000, 1e15, -1, -62198755200000),
  fc.integer({ min: LAST_DATE_MS + 1, max: MAX_DATE_MS }),
  fc.integer({ min: -MAX_DATE_MS, max: -1 }),
);
/** Times no Date holds: just past the largest, and far past it. */
export const outOfRange = fc.constantFrom(
  MAX_DATE_MS + 1,
  9e15,
  Number.MAX_SAFE_INTEGER,
  -MAX_DATE_MS - 1,
  -Number.MAX_SAFE_INTEGER,
);

export const anyJson = fc.jsonValue();
export const notString = anyJson.filter((v) => typeof v !== 'string');
export const notNumber = anyJson.filter((v) => typeof v !== 'number');
export const notBoolean = anyJson.filter((v) => typeof v !== 'boolean');
/** Strings where a number belongs: never a number to a JSON schema. */
export const nanLike = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '1e3',
  '12',
  '-1',
  '1.5',
  '',
  ' ',
  'null',
  '١٢',
);
export const fraction = fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((n) => !Number.isInteger(n));
export const deep = fc
  .record({ depth: fc.integer({ min: 20, max: 4000 }), array: fc.boolean() })
  .map(
    ({ depth, array }) =>
      new RawJson(array ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.'];
/** Printable ASCII without spaces or '@' (safe in headers too). */
export const chars = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...LETTERS), minLength, maxLength });
export const tooLong = (max: number) =>
  fc.oneof(
    { weight: 9, arbitrary: chars(max + 1, max + 200) },
    { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 200_000 }).map((n) => 'z'.repeat(n)) },
  );
export const BLANKS = [' ', '   ', '\t', '\n', ' \t\r\n ', '\u00a0', '\u2003', '\ufeff'];

/** Values a string field of at most `max` characters refuses (and '' or blanks when it is required). */
export function badText(max: number, { required = false, trimmed = false } = {}) {
  return fc.oneof(
    notString,
    tooLong(max),
    deep,
    ...(required ? [fc.constant('')] : []),
    ...(required && trimmed ? [fc.constantFrom(...BLANKS)] : []),
  );
}

/** Values an integer field from `min` (to `max`) refuses: wrong types, NaN-like strings, fractions, out of range. */
export function badInteger(min: number, max?: number) {
  return fc.oneof(
    notNumber,
    nanLike,
    fraction,
    deep,
    fc.integer({ min: -(2 ** 31), max: min - 1 }),
    fc.constantFrom(-1e12, Number.MIN_SAFE_INTEGER, 2 ** 53, 1e21),
    ...(max === undefined ? [] : [fc.integer({ min: max + 1, max: 2 ** 31 - 1 }), fc.constantFrom(1e12, max + 0.5)]),
  );
}

export const unknownGroup = fc
  .oneof(
    chars(1, 60),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    fc.constantFrom(
      'Summit',
      'SUMMIT',
      ' summit',
      'summit ',
      'redrock\u0000',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'prototype',
      '../summit',
      '*',
    ),
  )
  .filter((key) => key.length >= 1 && key.length <= 60 && !registry.groups.has(key));

/** Guesses at a secret: random text and the real secrets of every group, sent where they are wrong. */
export const secretGuess = fc.oneof(
  chars(0, 40),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...EVERY_PLAIN_SECRET),
);
export const nul = (text: string) => fc.nat(text.length).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`);

export const companyName = badText(60, { required: true });
