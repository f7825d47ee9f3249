// What every POST route refuses before its handler runs: bodies that are not JSON, of the wrong
// type or size, or of the right shape with a field missing, made up or wrong.
import fc from 'fast-check';
import { asSent, isRecord, jsonRequest, rawRequest, serialize, w, without, type Weighted } from './bad-request';
import { anyJson, deep } from './values';

const BODY_LIMIT = 256 * 1024;

export interface RouteShape {
  url: string;
  /** Bodies of the right shape; never sent unchanged. */
  body: fc.Arbitrary<Record<string, unknown>>;
  required: readonly string[];
  /** Per field, values the schema refuses. */
  badFields: Record<string, fc.Arbitrary<unknown>>;
}

const WRONG_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/jsonx',
];

const MALFORMED = [
  "{'password':'x'}",
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":undefined}',
  '[1,2',
  'undefined',
  '{a:1}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":1}//',
  '{"a":1}}',
  '{"a":1} {"b":2}',
  '{"a":"\u0001"}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"',
  '\u0000',
];
const isNotJson = (text: string) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
};

const MADE_UP_FIELDS = [
  'total',
  'amount',
  'paid',
  'price',
  'totalCents',
  'paid_cents',
  'discount',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
];

/** Everything a route's schema refuses, with the weight each kind of violation is sent with. */
export function schemaViolations(shape: RouteShape): Weighted[] {
  return [...bodyViolations(shape), ...fieldViolations(shape)];
}

/** Bodies that are not a JSON object of the route's shape at all. */
function bodyViolations({ url, body, required }: RouteShape): Weighted[] {
  const [first] = required;
  return [
    w(
      10,
      anyJson
        .filter((v) => {
          const sent = asSent(v);
          return !(isRecord(sent) && first !== undefined && Object.hasOwn(sent, first));
        })
        .map((v) => jsonRequest('arbitrary JSON', url, v, [400])),
    ),
    w(
      6,
      fc
        .oneof(
          body.chain((b) => {
            const text = serialize(b);
            return fc.integer({ min: 1, max: text.length - 1 }).map((cut) => text.slice(0, cut));
          }),
          fc.constantFrom(...MALFORMED),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter(isNotJson),
        )
        .map((text) => rawRequest('malformed JSON', url, text, [400], { 'content-type': 'application/json' })),
    ),
    w(
      5,
      fc
        .record({ type: fc.constantFrom(...WRONG_TYPES), body })
        .map(({ type, body: b }) => rawRequest(`Content-Type ${type}`, url, serialize(b), [415], { 'content-type': type })),
    ),
    w(
      2,
      body.map((b) => rawRequest('no Content-Type', url, Buffer.from(serialize(b)), [415])),
    ),
    w(
      2,
      fc
        .constantFrom('json', 'none')
        .map((kind) =>
          kind === 'json'
            ? rawRequest('empty JSON body', url, '', [400], { 'content-type': 'application/json' })
            : rawRequest('no body', url, undefined, [400]),
        ),
    ),
    w(
      1,
      fc.record({ extra: fc.integer({ min: 1, max: 64 * 1024 }), junk: fc.boolean() }).map(({ extra, junk }) => {
        const size = BODY_LIMIT + extra;
        const text = junk ? 'x'.repeat(size) : `{"pad":"${'x'.repeat(size - 10)}"}`;
        return rawRequest('body over 256 KB', url, text, [413], { 'content-type': 'application/json' });
      }),
    ),
    w(
      2,
      deep.map((d) => jsonRequest('deeply nested body', url, d, [400])),
    ),
  ];
}

/** A body of the route's shape with a field added under a prototype key or made up, left out, or wrong. */
function fieldViolations({ url, body, required, badFields }: RouteShape): Weighted[] {
  const fields = Object.keys(badFields);
  return [
    w(
      4,
      fc.record({ body, key: fc.constantFrom('__proto__', 'constructor'), value: anyJson }).map(({ body: b, key, value }) => {
        const inner = key === 'constructor' ? { prototype: value } : value;
        return rawRequest(`${key} key`, url, `{${JSON.stringify(key)}:${serialize(inner)},${serialize(b).slice(1)}`, [400], {
          'content-type': 'application/json',
        });
      }),
    ),
    w(
      6,
      fc
        .record({ body, key: fc.constantFrom(...MADE_UP_FIELDS), value: anyJson })
        .map(({ body: b, key, value }) => jsonRequest(`made-up field ${key}`, url, { ...b, [key]: value }, [400])),
    ),
    w(
      4,
      fc
        .record({ body, key: fc.constantFrom(...required) })
        .map(({ body: b, key }) => jsonRequest(`missing ${key}`, url, without(b, key), [400])),
    ),
    w(
      25,
      fc
        .record({ body, field: fc.constantFrom(...fields) })
        .chain(({ body: b, field }) =>
          badFields[field]!.map((value) => jsonRequest(`bad ${field}`, url, { ...b, [field]: value }, [400])),
        ),
    ),
  ];
}
