import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeBypassCode, PRODUCT_TYPES, type CartLine } from '@portal/domain';
import { readDemoSecrets } from '@portal/tenants/server';
import { checkoutBody, itemOf, linesFor } from '@portal/testing/carts';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import type { Database } from '../src/db/database';
import { auditLog, authFailures, emailOutbox, idempotencyKeys, orderLines, orders } from '../src/db/schema';
import { ERROR_STATUS, type ErrorCode } from '../src/errors/app-error';
import { cookiesFrom, createTestApp, groupSessionCookie, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/*
 * Thousands of generated bad requests to every route. Each one must answer a 4xx with the
 * `{ message, code }` error body (a 2xx only where the request is valid by design, such as a wrong
 * bypass code answering {valid:false}), never a 5xx, and after the run not one order, line,
 * e-mail, idempotency key or audit row may be added or changed. Failed secrets may only grow
 * auth_failures, by exactly one per wrong secret in the client's and the named group's buckets.
 *
 * FUZZ_SEED=<n> repeats a run; the seed is printed at the start.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_POST_ROUTE = 1200;
const STOREFRONT_RUNS = 1000;
const MIN_CASES = 10_000;
/** inject's client address: every failed secret counts in this bucket. */
const CLIENT = 'addr:127.0.0.1';
/** The counts one wrong answer adds: the client's, the client's for the group, and the secret's strangers'. */
const failuresOf = (group: string | null, secret: string): string[] => [
  CLIENT,
  `${CLIENT}:${group ?? '*login'}`,
  `strangers:${group ?? '*login'}:${secret}`,
];
const BODY_LIMIT = 256 * 1024;
/** The largest time a JavaScript Date holds, in ms either side of 1970. */
const MAX_DATE_MS = 8.64e15;
/** The dates the API takes: 1970 to the end of the year 9999 (PostgreSQL cannot read a Date's text past it). */
const LAST_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** Dates a JavaScript Date holds that the API refuses: before 1970 or after 9999. */
const unstorableDate = fc.oneof(
  fc.constantFrom(MAX_DATE_MS, -MAX_DATE_MS, LAST_DATE_MS + 1, 253402300800000, 1e15, -1, -62198755200000),
  fc.integer({ min: LAST_DATE_MS + 1, max: MAX_DATE_MS }),
  fc.integer({ min: -MAX_DATE_MS, max: -1 }),
);

const GROUPS = [...registry.groups.keys()];
const tenant = (key: string) => registry.groups.get(key)!;
const PASSWORD_GROUPS = GROUPS.filter((key) => tenant(key).secrets.password !== null);
const OPEN_GROUPS = GROUPS.filter((key) => tenant(key).secrets.password === null);
const DEMO = readDemoSecrets();
const demoOf = (key: string) => DEMO.find((d) => d.group === key)!;
const GROUP_PASSWORDS = DEMO.flatMap((d) => (d.password ? [d.password] : []));
const EVERY_PLAIN_SECRET = [
  ...new Set(
    DEMO.flatMap((d) => [
      ...(d.password ? [d.password] : []),
      d.admin,
      ...d.bypassCodes,
      ...d.storePasswords.map((s) => s.password),
    ]),
  ),
];
const STORES_WITH_PASSWORD = DEMO.flatMap((d) => d.storePasswords.map((s) => ({ group: d.group, ...s })));

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

interface BadRequest {
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

type Weighted = { weight: number; arbitrary: fc.Arbitrary<BadRequest> };
const w = (weight: number, arbitrary: fc.Arbitrary<BadRequest>): Weighted => ({ weight, arbitrary });

// ---------------------------------------------------------------------------------------------
// Bodies

/** JSON text put into a body as it is: deep nesting, prototype keys. */
class RawJson {
  constructor(readonly text: string) {}
}

function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson ? `\u0000raw${raws.push(v.text) - 1}\u0000` : v,
  );
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const without = (body: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));
/** What the server sees of a generated value. */
const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

function jsonRequest(
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

function rawRequest(
  label: string,
  url: string,
  payload: string | Buffer | undefined,
  statuses: readonly number[],
  headers: Record<string, string> = {},
): BadRequest {
  return { label, method: 'POST', url, headers, statuses, ...(payload === undefined ? {} : { payload }) };
}

// ---------------------------------------------------------------------------------------------
// Values

const anyJson = fc.jsonValue();
const notString = anyJson.filter((v) => typeof v !== 'string');
const notNumber = anyJson.filter((v) => typeof v !== 'number');
const notBoolean = anyJson.filter((v) => typeof v !== 'boolean');
/** Strings where a number belongs: never a number to a JSON schema. */
const nanLike = fc.constantFrom(
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
const fraction = fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((n) => !Number.isInteger(n));
const deep = fc
  .record({ depth: fc.integer({ min: 20, max: 4000 }), array: fc.boolean() })
  .map(
    ({ depth, array }) =>
      new RawJson(array ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.'];
/** Printable ASCII without spaces or '@' (safe in headers too). */
const chars = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...LETTERS), minLength, maxLength });
const tooLong = (max: number) =>
  fc.oneof(
    { weight: 9, arbitrary: chars(max + 1, max + 200) },
    { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 200_000 }).map((n) => 'z'.repeat(n)) },
  );
const BLANKS = [' ', '   ', '\t', '\n', ' \t\r\n ', '\u00a0', '\u2003', '\ufeff'];

/** Values a string field of at most `max` characters refuses (and '' or blanks when it is required). */
function badText(max: number, { required = false, trimmed = false } = {}) {
  return fc.oneof(
    notString,
    tooLong(max),
    deep,
    ...(required ? [fc.constant('')] : []),
    ...(required && trimmed ? [fc.constantFrom(...BLANKS)] : []),
  );
}

/** Values an integer field from `min` (to `max`) refuses: wrong types, NaN-like strings, fractions, out of range. */
function badInteger(min: number, max?: number) {
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

const unknownGroup = fc
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
const secretGuess = fc.oneof(chars(0, 40), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...EVERY_PLAIN_SECRET));
const nul = (text: string) => fc.nat(text.length).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`);

// ---------------------------------------------------------------------------------------------
// What every POST route refuses before its handler runs

interface RouteShape {
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

function schemaViolations({ url, body, required, badFields }: RouteShape): Weighted[] {
  const [first] = required;
  const fields = Object.keys(badFields);
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

// ---------------------------------------------------------------------------------------------
// Orders

const REDROCK_LINES = [...linesFor('redrock', '1240', 3), ...linesFor('redrock', '1640', 2)];
/** Valid checkouts, each placed once before the run (so proven valid); the run only sends them spoilt. */
const ORDER_BASES = {
  redrock: checkoutBody('redrock', REDROCK_LINES, { bypassPaypal: true, bypassCode: 'MANAGER' }),
  harbor: checkoutBody('harbor', linesFor('harbor', '1240', 12), { bypassPaypal: true, bypassCode: 'HPFD01' }),
  summit: checkoutBody('summit', linesFor('summit', '1640', 3)),
} as const;
type BaseName = keyof typeof ORDER_BASES;
const ON_ACCOUNT_BASES: BaseName[] = ['redrock', 'harbor'];

interface OrderBase {
  name: BaseName;
  group: string;
  body: Record<string, unknown>;
  lines: CartLine[];
  asRecord: boolean;
}

const cartOf = (lines: readonly unknown[], asRecord: boolean) =>
  asRecord ? Object.fromEntries(lines.map((line, i) => [`line-${i}`, line])) : [...lines];
const withCart = (base: OrderBase, lines: readonly unknown[]): Record<string, unknown> => ({
  ...base.body,
  cart: cartOf(lines, base.asRecord),
});

/** One of the valid checkouts, its cart as a list or as the browser's map of line key to line. */
const orderBase = (names: readonly BaseName[] = ['redrock', 'harbor', 'summit']) =>
  fc.record({ name: fc.constantFrom(...names), asRecord: fc.boolean() }).map(({ name, asRecord }): OrderBase => {
    const valid = ORDER_BASES[name];
    return {
      name,
      group: valid.companyName,
      body: { ...valid, cart: cartOf(valid.cart, asRecord) },
      lines: valid.cart,
      asRecord,
    };
  });

const LINE_KEYS = ['type', 'name', 'price', 'quantity', 'size', 'color', 'code', 'placement', 'embroidery'] as const;

const badLineFields: Record<string, fc.Arbitrary<unknown>> = {
  quantity: badInteger(1, 10_000_000),
  price: badInteger(0),
  type: fc.oneof(
    notString,
    chars(0, 20).filter((s) => !(PRODUCT_TYPES as readonly string[]).includes(s)),
  ),
  name: badText(160),
  size: badText(40, { required: true }),
  color: badText(40, { required: true }),
  code: badText(40, { required: true }),
  placement: badText(40),
  embroidery: badText(60),
  secondEmbroidery: badText(60),
  secondPlacement: badText(40),
};

/** A cart line the schema refuses, in a cart otherwise fine. */
const badLine = (line: CartLine): fc.Arbitrary<[string, unknown]> =>
  fc.oneof(
    fc
      .constantFrom(...Object.keys(badLineFields))
      .chain((field) => badLineFields[field]!.map((value): [string, unknown] => [`line ${field}`, { ...line, [field]: value }])),
    fc
      .record({
        key: fc.oneof(fc.constantFrom('total', 'unitPrice', 'lineTotal', 'discount', 'paid', 'constructor'), chars(1, 10)),
        value: anyJson,
      })
      .filter(({ key }) => !Object.hasOwn(badLineFields, key) && !(LINE_KEYS as readonly string[]).includes(key))
      .map(({ key, value }): [string, unknown] => [`line with made-up ${key}`, { ...line, [key]: value }]),
    fc.constantFrom(...LINE_KEYS).map((key): [string, unknown] => [`line without ${key}`, without(line, key)]),
    anyJson.map((value): [string, unknown] => ['line that is not a line', value]),
    anyJson.map((value): [string, unknown] => [
      'line with __proto__',
      new RawJson(`{"__proto__":${JSON.stringify(value)},${JSON.stringify(line).slice(1)}`),
    ]),
  );

const badCart = (base: OrderBase): fc.Arbitrary<[string, unknown]> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: badLine(base.lines[0]!).map(([label, line]): [string, unknown] => [
        label,
        withCart(base, [line, ...base.lines.slice(1)]).cart,
      ]),
    },
    {
      weight: 2,
      arbitrary: anyJson
        .filter((v) => {
          const sent = asSent(v);
          return !(Array.isArray(sent) && sent.length === 0) && !(isRecord(sent) && Object.keys(sent).length === 0);
        })
        .map((v): [string, unknown] => ['cart of arbitrary JSON', v]),
    },
    { weight: 1, arbitrary: deep.map((d): [string, unknown] => ['deeply nested cart', d]) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 501, max: 520 })
        .map((n): [string, unknown] => ['cart of over 500 lines', Array.from({ length: n }, () => base.lines[0])]),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 401, max: 600 })
        .map((n): [string, unknown] => ['cart key over 400 characters', { ['k'.repeat(n)]: base.lines[0] }]),
    },
  );

/** A line of the base made wrong for the catalogue while the schema takes it: 422. */
function wrongForCatalogue(base: OrderBase): fc.Arbitrary<[string, CartLine]> {
  const line = base.lines[0]!;
  const group = tenant(base.group);
  const item = itemOf(base.group, line.code);
  const codes = new Set(group.catalogue.map((i) => i.code));
  const otherCodes = [...new Set(GROUPS.flatMap((key) => tenant(key).catalogue.map((i) => i.code)))].filter((c) => !codes.has(c));
  const restricted = group.catalogue.filter((i) => i.restricted).map((i) => i.code);
  const logos = group.config.embroideries[item.type] ?? [];
  return fc.oneof(
    chars(1, 40)
      .filter((code) => !codes.has(code))
      .map((code): [string, CartLine] => ['unknown item code', { ...line, code }]),
    ...(otherCodes.length
      ? [fc.constantFrom(...otherCodes).map((code): [string, CartLine] => ["another group's item", { ...line, code }])]
      : []),
    ...(restricted.length
      ? [fc.constantFrom(...restricted).map((code): [string, CartLine] => ['restricted item', { ...line, code }])]
      : []),
    chars(1, 40)
      .filter((color) => !item.colors.includes(color))
      .map((color): [string, CartLine] => ['colour the item lacks', { ...line, color }]),
    fc
      .oneof(chars(1, 40), fc.constantFrom('__proto__', 'constructor', 'toString', '9XLarge'))
      .filter((size) => !Object.hasOwn(item.sizes, size))
      .map((size): [string, CartLine] => ['size the item lacks', { ...line, size }]),
    chars(1, 60)
      .filter((logo) => !logos.includes(logo))
      .map((embroidery): [string, CartLine] => ['logo not offered', { ...line, embroidery }]),
    chars(0, 40)
      .filter((placement) => !group.config.logo_placements.includes(placement))
      .map((placement): [string, CartLine] => ['placement not offered', { ...line, placement }]),
    fc
      .constantFrom(...PRODUCT_TYPES)
      .filter((type) => type !== item.type)
      .map((type): [string, CartLine] => ['line type not the item type', { ...line, type }]),
  );
}

const unknownStore = (group: string) => {
  const stores = tenant(group).config.stores;
  return fc
    .oneof(
      chars(1, 160),
      fc.constantFrom(
        'NOPE01',
        'none',
        'NONE',
        '__proto__',
        ...GROUPS.flatMap((k) => tenant(k).config.stores.map((s) => s.code)),
      ),
    )
    .filter((store) => {
      const chosen = store.trim();
      return chosen !== '' && chosen !== 'None' && !stores.some((s) => s.code === chosen || s.name === chosen);
    });
};

// ---------------------------------------------------------------------------------------------
// The requests of each route

interface Fixture {
  /** redrock's group session and admin session, as Cookie headers. */
  groupCookie: string;
  adminCookie: string;
  /** The redrock order on account, as the orders screen knows it. */
  order: { email: string; createdAt: number; codes: string[] };
  /** summit's captured PayPal order. */
  paypalOrderId: string;
}

const ROUTES = [
  '/v1/login',
  '/v1/stores/unlock',
  '/v1/bypass/check',
  '/v1/admin/unlock',
  '/v1/create-order',
  '/v1/capture-order',
  '/v1/retrieve-orders',
  '/v1/update-historical-order',
  'GET /v1/storefront/:tenant',
] as const;
type Route = (typeof ROUTES)[number];

const companyName = badText(60, { required: true });

function badRequests(fx: Fixture): Record<Route, fc.Arbitrary<BadRequest>> {
  const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const groupSession = cookieValue(fx.groupCookie);
  const adminSession = cookieValue(fx.adminCookie);

  const login = '/v1/login';
  const loginRequests = fc.oneof(
    ...schemaViolations({
      url: login,
      body: fc.constant({ password: 'not the password' }),
      required: ['password'],
      badFields: { password: badText(200) },
    }),
    w(
      1,
      secretGuess
        .filter((guess) => !GROUP_PASSWORDS.includes(guess.normalize('NFC')))
        .map((password) => jsonRequest('wrong password', login, { password }, [401], { failures: failuresOf(null, 'password') })),
    ),
  );

  const unlock = '/v1/stores/unlock';
  const unlockRequests = fc.oneof(
    ...schemaViolations({
      url: unlock,
      body: fc.constantFrom(...STORES_WITH_PASSWORD).map((s) => ({ companyName: s.group, storeCode: s.code, password: 'wrong' })),
      required: ['companyName', 'storeCode', 'password'],
      badFields: { companyName, storeCode: badText(20), password: badText(200) },
    }),
    w(
      8,
      fc
        .record({ companyName: unknownGroup, storeCode: chars(0, 20), password: chars(0, 20) })
        .map((body) => jsonRequest('unknown group', unlock, body, [404])),
    ),
    w(
      8,
      fc
        .record({
          group: fc.constantFrom(...GROUPS),
          storeCode: fc.oneof(
            chars(0, 20),
            fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'srty01', 'SRTY01 ', 'GDWH01'),
          ),
        })
        .filter(({ group, storeCode }) => !tenant(group).config.stores.some((s) => s.code === storeCode))
        .map(({ group, storeCode }) =>
          jsonRequest('unknown store', unlock, { companyName: group, storeCode, password: 'x' }, [404]),
        ),
    ),
    w(
      1,
      fc
        .record({ store: fc.constantFrom(...STORES_WITH_PASSWORD), password: secretGuess })
        .filter(({ store, password }) => password.length <= 200 && password.normalize('NFC') !== store.password)
        .map(({ store, password }) =>
          jsonRequest('wrong store password', unlock, { companyName: store.group, storeCode: store.code, password }, [401], {
            failures: failuresOf(store.group, `store-${store.code}`),
          }),
        ),
    ),
  );

  const bypass = '/v1/bypass/check';
  const isBypassCode = (group: string, code: string) =>
    demoOf(group).bypassCodes.includes(normalizeBypassCode(code).normalize('NFC'));
  const bypassRequests = fc.oneof(
    ...schemaViolations({
      url: bypass,
      body: fc.constantFrom(...GROUPS).map((group) => ({ companyName: group, code: 'NOT-A-CODE' })),
      required: ['companyName', 'code'],
      badFields: { companyName, code: badText(200) },
    }),
    w(
      8,
      fc
        .record({ companyName: unknownGroup, code: chars(0, 20) })
        .map((body) => jsonRequest('unknown group', bypass, body, [404])),
    ),
    w(
      6,
      fc.record({ group: fc.constantFrom(...GROUPS), code: fc.constantFrom('', ...BLANKS) }).map(({ group, code }) =>
        jsonRequest('blank bypass code', bypass, { companyName: group, code }, [200], {
          answer: { valid: false },
          failures: failuresOf(group, 'bypass'),
        }),
      ),
    ),
    w(
      1,
      fc
        .record({ group: fc.constantFrom(...GROUPS), code: secretGuess })
        .filter(({ group, code }) => normalizeBypassCode(code) !== '' && !isBypassCode(group, code))
        .map(({ group, code }) =>
          jsonRequest('wrong bypass code', bypass, { companyName: group, code }, [200], {
            answer: { valid: false },
            failures: failuresOf(group, 'bypass'),
          }),
        ),
    ),
  );

  const admin = '/v1/admin/unlock';
  const adminRequests = fc.oneof(
    ...schemaViolations({
      url: admin,
      body: fc.constantFrom(...GROUPS).map((group) => ({ companyName: group, password: 'wrong' })),
      required: ['companyName', 'password'],
      badFields: { companyName, password: badText(200) },
    }),
    w(
      8,
      fc
        .record({ companyName: unknownGroup, password: chars(0, 20) })
        .map((body) => jsonRequest('unknown group', admin, body, [404])),
    ),
    w(
      1,
      fc
        .record({ group: fc.constantFrom(...GROUPS), password: secretGuess })
        .filter(({ group, password }) => password.normalize('NFC') !== demoOf(group).admin)
        .map(({ group, password }) =>
          jsonRequest('wrong admin password', admin, { companyName: group, password }, [401], {
            failures: failuresOf(group, 'admin'),
          }),
        ),
    ),
  );

  const create = '/v1/create-order';
  const order = (
    label: string,
    body: Record<string, unknown>,
    statuses: readonly number[],
    extra: Parameters<typeof jsonRequest>[4] = {},
  ) => jsonRequest(label, create, body, statuses, extra);
  const createRequests = fc.oneof(
    ...schemaViolations({
      url: create,
      body: orderBase().map((b) => b.body),
      required: ['companyName', 'first_name', 'last_name', 'email', 'cart'],
      badFields: {
        companyName,
        first_name: badText(80, { required: true, trimmed: true }),
        last_name: badText(80, { required: true, trimmed: true }),
        email: fc.oneof(
          badText(200, { required: true, trimmed: true }),
          chars(1, 100),
          fc.constantFrom(
            'rosa',
            'rosa@',
            '@example.com',
            'rosa@@example.com',
            'rosa delgado@example.com',
            '<rosa@example.com>',
            'rosa@example..com',
          ),
        ),
        store: badText(160),
        customer_po: badText(60),
        bypassPaypal: fc.oneof(notBoolean, fc.constantFrom('true', 'false', '1', '0', 'yes'), deep),
        bypassCode: badText(200),
      },
    }),
    w(
      10,
      orderBase().chain((base) => badCart(base).map(([label, cart]) => order(label, { ...base.body, cart }, [400]))),
    ),
    w(
      6,
      fc
        .record({ base: orderBase(), companyName: unknownGroup })
        .map(({ base, companyName: key }) => order('unknown group', { ...base.body, companyName: key }, [404])),
    ),
    w(
      10,
      orderBase().chain((base) =>
        wrongForCatalogue(base).map(([label, line]) => order(label, withCart(base, [line, ...base.lines.slice(1)]), [422])),
      ),
    ),
    w(
      2,
      fc
        .record({ base: orderBase(), cart: fc.constantFrom<unknown>([], {}) })
        .map(({ base, cart }) => order('empty cart', { ...base.body, cart }, [422])),
    ),
    w(
      2,
      orderBase().chain((base) =>
        unknownStore(base.group).map((store) => order('unknown store', { ...base.body, store }, [422])),
      ),
    ),
    w(
      2,
      fc.oneof(
        fc
          .integer({ min: 1, max: 11 })
          .map((n) =>
            order(
              'under the company minimum',
              checkoutBody('harbor', linesFor('harbor', '1240', n), { bypassPaypal: true, bypassCode: 'HPFD01' }),
              [422],
            ),
          ),
        fc
          .constantFrom<Record<string, unknown>>({}, { bypassPaypal: false })
          .map((over) =>
            order(
              'PayPal where the group has none',
              { ...without(without(ORDER_BASES.harbor, 'bypassPaypal'), 'bypassCode'), ...over },
              [422],
            ),
          ),
        fc.constant(
          order(
            'store-only item without its store',
            checkoutBody('guardian', linesFor('guardian', 'GF-101', 1), { bypassPaypal: true, bypassCode: 'GDCH01' }),
            [422],
          ),
        ),
        fc.constant(
          order(
            'store-only item without the store password',
            checkoutBody('guardian', linesFor('guardian', 'GF-101', 1), {
              store: 'GDWH01',
              bypassPaypal: true,
              bypassCode: 'GDCH01',
            }),
            [403],
          ),
        ),
      ),
    ),
    w(
      3,
      fc
        .record({ base: orderBase(ON_ACCOUNT_BASES), code: fc.constantFrom<string | undefined>(undefined, '', ...BLANKS) })
        .map(({ base, code }) =>
          order(
            'blank bypass code',
            { ...without(base.body, 'bypassCode'), ...(code === undefined ? {} : { bypassCode: code }) },
            [403],
            {
              failures: failuresOf(base.group, 'bypass'),
            },
          ),
        ),
    ),
    w(
      1,
      fc
        .record({ base: orderBase(ON_ACCOUNT_BASES), code: secretGuess })
        .filter(({ base, code }) => normalizeBypassCode(code) !== '' && !isBypassCode(base.group, code))
        .map(({ base, code }) =>
          order('wrong bypass code', { ...base.body, bypassCode: code }, [403], { failures: failuresOf(base.group, 'bypass') }),
        ),
    ),
    w(
      3,
      fc
        .record({
          base: orderBase(['summit']),
          key: fc.oneof(
            chars(1, 7),
            chars(201, 260),
            fc.tuple(chars(4, 20), fc.constantFrom(' ', '\t'), chars(4, 20)).map((p) => p.join('')),
          ),
        })
        .map(({ base, key }) => order('bad Idempotency-Key', base.body, [400], { headers: { 'idempotency-key': key } })),
    ),
    w(
      2,
      fc
        .record({ base: orderBase(['summit']), field: fc.constantFrom('first_name', 'last_name', 'customer_po') })
        .chain(({ base, field }) =>
          nul(String(base.body[field])).map((value) =>
            order(`NUL character in ${field}`, { ...base.body, [field]: value }, [400]),
          ),
        ),
    ),
  );

  const capture = '/v1/capture-order';
  const captureStatus = (id: string) => (id.length > 64 ? [400] : id.includes('\u0000') ? [400, 404] : [404]);
  const captureRequests = fc.oneof(
    ...schemaViolations({
      url: capture,
      body: fc.record({ order_id: chars(1, 64), companyName: fc.constantFrom(...GROUPS) }),
      required: ['order_id', 'companyName'],
      badFields: { order_id: badText(64, { required: true }), companyName },
    }),
    w(
      20,
      fc
        .record({
          order_id: fc.oneof(
            chars(1, 64),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 64 }),
            chars(17, 17).map((s) => s.toUpperCase()),
          ),
          companyName: fc.constantFrom(...GROUPS),
        })
        .filter((body) => body.order_id !== fx.paypalOrderId)
        .map((body) => jsonRequest('unknown order', capture, body, captureStatus(body.order_id))),
    ),
    w(
      3,
      fc
        .constantFrom(...GROUPS.filter((key) => key !== 'summit'))
        .map((key) => jsonRequest("another group's order", capture, { order_id: fx.paypalOrderId, companyName: key }, [404])),
    ),
    w(
      6,
      fc
        .record({ order_id: chars(1, 64), companyName: unknownGroup })
        .map((body) => jsonRequest('unknown group', capture, body, [404])),
    ),
    w(
      2,
      fc
        .record({ order_id: chars(1, 40).chain(nul), companyName: fc.constantFrom(...GROUPS) })
        .map((body) => jsonRequest('NUL character in order_id', capture, body, [400, 404])),
    ),
  );

  const retrieve = '/v1/retrieve-orders';
  const UUID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
  const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const outOfRange = fc.constantFrom(MAX_DATE_MS + 1, 9e15, Number.MAX_SAFE_INTEGER, -MAX_DATE_MS - 1, -Number.MAX_SAFE_INTEGER);
  /** A cursor this server can have given out: a whole number of ms a Date holds and a UUID. */
  const mayBeValidCursor = (cursor: string) => {
    try {
      const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
      return (
        isRecord(v) &&
        Number.isSafeInteger(v['t']) &&
        (v['t'] as number) >= 0 &&
        (v['t'] as number) <= LAST_DATE_MS &&
        typeof v['id'] === 'string' &&
        /^[0-9a-f-]{36}$/i.test(v['id'])
      );
    } catch {
      return false;
    }
  };
  const badCursor = fc.oneof(
    fc
      .oneof(chars(1, 200), fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }))
      .filter((c) => c.length <= 200 && !mayBeValidCursor(c)),
    fc
      .constantFrom<unknown>(
        { t: '1', id: UUID },
        { t: 1.5, id: UUID },
        { t: 1, id: 'not-a-uuid' },
        { id: UUID },
        { t: 1 },
        {},
        [],
        null,
        'cursor',
        { t: 1e300, id: UUID },
      )
      .map(encodeCursor),
    outOfRange.map((t) => encodeCursor({ t, id: UUID })),
    unstorableDate.map((t) => encodeCursor({ t, id: UUID })),
  );
  const forgedGroupCookies = (key: string) => [
    `pg_${key}=group|${key}||9999999999999`,
    `pg_${key}=group|${key}||9999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    `pg_${key}=`,
    `pa_${key}=${adminSession}`,
    ...(key === 'redrock' ? [fx.adminCookie] : [`pg_${key}=${groupSession}`]),
  ];
  const retrieveRequests = fc.oneof(
    ...schemaViolations({
      url: retrieve,
      body: fc.record({ companyName: fc.constantFrom(...GROUPS), limit: fc.integer({ min: 1, max: 200 }) }),
      required: ['companyName'],
      badFields: { companyName, limit: badInteger(1, 200), cursor: fc.oneof(notString, tooLong(200), deep) },
    }),
    w(
      8,
      unknownGroup.map((key) => jsonRequest('unknown group', retrieve, { companyName: key }, [404])),
    ),
    w(
      8,
      fc
        .constantFrom(...PASSWORD_GROUPS)
        .chain((key) =>
          fc
            .constantFrom<string | undefined>(undefined, ...forgedGroupCookies(key))
            .map((cookie) =>
              jsonRequest(
                cookie ? 'forged session' : 'no session',
                retrieve,
                { companyName: key },
                [401],
                cookie ? { headers: { cookie } } : {},
              ),
            ),
        ),
    ),
    w(
      10,
      fc
        .record({ who: fc.constantFrom('redrock', ...OPEN_GROUPS), cursor: badCursor })
        .map(({ who, cursor }) =>
          jsonRequest(
            'bad cursor',
            retrieve,
            { companyName: who, cursor },
            [400],
            who === 'redrock' ? { headers: { cookie: fx.groupCookie } } : {},
          ),
        ),
    ),
  );

  const edit = '/v1/update-historical-order';
  const realLine = (index: number) => ({ line_no: index + 1, code: fx.order.codes[index]! });
  const createdAt = fc.oneof(fc.constant(fx.order.createdAt), fc.constant(String(fx.order.createdAt)));
  const someCreatedAt = fc.oneof(
    fc.nat(),
    fc.nat().map(String),
    fc.constant(fx.order.createdAt),
    // Up to the last date the API takes: each reaches the database, which must read it.
    fc.integer({ min: 0, max: LAST_DATE_MS }),
    fc.integer({ min: 0, max: LAST_DATE_MS }).map(String),
    fc.constant(LAST_DATE_MS),
  );
  const badNullableText = (max: number) => badText(max).filter((v) => v !== null);
  const badHistoricalLineFields: Record<string, fc.Arbitrary<unknown>> = {
    line_no: badInteger(1),
    code: badText(40),
    quantity: fc.oneof(notNumber, nanLike),
    price: fc.oneof(
      notNumber.filter((v) => v !== null),
      nanLike,
    ),
    description: badNullableText(400),
    size: badNullableText(40),
    customer_po: badNullableText(60),
    po: badNullableText(60),
    est_ship_date: badNullableText(60),
    embroidery: badNullableText(60),
  };
  const editBody = fc.record({
    companyName: fc.constant('redrock'),
    email: fc.constant(fx.order.email),
    created_at: createdAt,
    cart: fc.constant([{ ...realLine(0), po: 'PO-FUZZ-2' }]),
  });
  const withAdmin = { headers: { cookie: fx.adminCookie } };
  const editRequests = fc.oneof(
    ...schemaViolations({
      url: edit,
      body: editBody,
      required: ['cart', 'email', 'created_at'],
      badFields: {
        companyName,
        email: badText(200),
        created_at: fc.oneof(
          anyJson.filter((v) => typeof v !== 'number' && typeof v !== 'string'),
          fc.constantFrom('-1', '1.5', '1e3', 'abc', '', ' 1', '1 ', '0x10', '12345678901234567', 'NaN'),
          chars(1, 20).filter((s) => !/^\d{1,16}$/.test(s)),
          fc.integer({ max: -1 }),
          fraction,
          deep,
        ),
        cart: fc.oneof(
          fc.constant([]),
          anyJson.filter((v) => !Array.isArray(v)),
          fc.integer({ min: 501, max: 520 }).map((n) => Array.from({ length: n }, () => realLine(0))),
          fc
            .constantFrom(...Object.keys(badHistoricalLineFields))
            .chain((field) => badHistoricalLineFields[field]!.map((value) => [{ ...realLine(0), [field]: value }])),
          fc
            .record({
              key: fc.constantFrom('status', 'paid', 'total', 'unit_price_cents', 'order_id', 'group_key'),
              value: anyJson,
            })
            .map(({ key, value }) => [{ ...realLine(0), [key]: value }]),
          anyJson.filter((v) => !isRecord(v)).map((v) => [v]),
        ),
      },
    }),
    w(
      8,
      fc
        .record({
          body: editBody,
          cookie: fc.constantFrom<string | undefined>(
            undefined,
            `pa_redrock=admin|redrock||9999999999999`,
            `pa_redrock=${groupSession}`,
            `pa_summit=${adminSession}`,
            fx.groupCookie,
          ),
        })
        .map(({ body, cookie }) =>
          jsonRequest(
            cookie ? 'forged admin session' : 'no admin session',
            edit,
            body,
            [403],
            cookie ? { headers: { cookie } } : {},
          ),
        ),
    ),
    w(
      4,
      fc
        .record({
          body: editBody,
          companyName: fc.oneof(unknownGroup, fc.constantFrom(...GROUPS.filter((key) => key !== 'redrock'))),
        })
        .map(({ body, companyName: key }) =>
          jsonRequest('a group the admin session is not for', edit, { ...body, companyName: key }, [403], withAdmin),
        ),
    ),
    w(
      8,
      fc
        .record({ email: chars(1, 200).filter((e) => e !== fx.order.email), created_at: someCreatedAt, code: chars(0, 40) })
        .map(({ email, created_at, code }) =>
          jsonRequest('unknown order', edit, { email, created_at, cart: [{ code, po: 'X' }] }, [404], withAdmin),
        ),
    ),
    w(
      6,
      fc
        .record({
          created_at: createdAt,
          cart: fc.oneof(
            chars(0, 40)
              .filter((code) => code !== fx.order.codes[0])
              .map((code) => [{ line_no: 1, code, po: 'CHANGED' }]),
            chars(0, 40)
              .filter((code) => code !== fx.order.codes[1])
              .map((code) => [
                { ...realLine(0), po: 'CHANGED', est_ship_date: '2030-01-01' },
                { line_no: 2, code, customer_po: 'CHANGED' },
              ]),
            fc.integer({ min: fx.order.codes.length + 1, max: 100_000 }).map((lineNo) => [
              { ...realLine(0), po: 'CHANGED' },
              { line_no: lineNo, code: 'X' },
            ]),
            fc.constant([
              { code: fx.order.codes[0]!, po: 'CHANGED' },
              { code: fx.order.codes[1]!, po: 'CHANGED' },
              { code: 'EXTRA', po: 'CHANGED' },
            ]),
          ),
        })
        .map(({ created_at, cart }) =>
          jsonRequest('lines not of this order', edit, { email: fx.order.email, created_at, cart }, [422], withAdmin),
        ),
    ),
    w(
      2,
      fc
        .oneof(
          outOfRange.filter((t) => t > 0),
          fc.constantFrom('9999999999999999', '8640000000000001'),
        )
        .map((created_at) =>
          jsonRequest(
            'created_at beyond what a date holds',
            edit,
            { email: fx.order.email, created_at, cart: [realLine(0)] },
            [400, 404],
            withAdmin,
          ),
        ),
    ),
    w(
      4,
      fc
        .oneof(
          unstorableDate.filter((t) => t > 0),
          unstorableDate.filter((t) => t > 0 && t < 1e15).map(String),
        )
        .map((created_at) =>
          jsonRequest(
            'created_at after the year 9999',
            edit,
            { email: fx.order.email, created_at, cart: [realLine(0)] },
            [400],
            withAdmin,
          ),
        ),
    ),
    w(
      2,
      fc.oneof(
        nul(fx.order.email).map((email) =>
          jsonRequest(
            'NUL character in email',
            edit,
            { email, created_at: fx.order.createdAt, cart: [realLine(0)] },
            [400, 404],
            withAdmin,
          ),
        ),
        nul('PO-9').map((po) =>
          jsonRequest(
            'NUL character in po',
            edit,
            { email: fx.order.email, created_at: fx.order.createdAt, cart: [{ ...realLine(0), po }] },
            [400],
            withAdmin,
          ),
        ),
      ),
    ),
  );

  const get = (label: string, url: string, statuses: readonly number[]): BadRequest => ({
    label,
    method: 'GET',
    url,
    headers: {},
    statuses,
  });
  const storefrontUrl = (name: string) => `/v1/storefront/${encodeURIComponent(name)}`;
  const name = fc
    .oneof(
      chars(1, 60),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
      fc.constantFrom(
        'Summit',
        'SUMMIT',
        ' summit',
        'summit ',
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
        '..',
        '.',
        'summit.json',
        '*',
        'summit\u0000',
      ),
    )
    .filter((n) => !registry.groups.has(n));
  const storefrontRequests = fc.oneof(
    {
      weight: 40,
      arbitrary: name.map((n) => {
        const url = storefrontUrl(n);
        return get('unknown group', url, url.length - '/v1/storefront/'.length > 100 ? [400, 404, 414] : [404]);
      }),
    },
    {
      weight: 10,
      arbitrary: fc
        .record({
          n: chars(1, 30).filter((n) => !registry.groups.has(n)),
          query: fc.oneof(
            fc
              .array(fc.tuple(chars(1, 10), fc.string({ maxLength: 10 })), { minLength: 1, maxLength: 4 })
              .map((pairs) => new URLSearchParams(pairs).toString()),
            fc.constantFrom(
              '__proto__[admin]=1',
              'constructor[prototype][x]=1',
              'tenant=summit',
              'tenant[]=summit',
              'a=%',
              '&&&',
              '==',
            ),
          ),
        })
        .map(({ n, query }) => get('unknown group with a query', `${storefrontUrl(n)}?${query}`, [404])),
    },
    {
      weight: 6,
      arbitrary: fc
        .record({
          prefix: fc.constantFrom('', 'summit', 'x'),
          bad: fc.constantFrom('%', '%Z', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80', '%u0041'),
        })
        .map(({ prefix, bad }) => get('broken percent escape', `/v1/storefront/${prefix}${bad}`, [400])),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({
          key: fc.constantFrom(...GROUPS),
          rest: fc.constantFrom('x', '..', '%2e%2e', 'secrets.json', '../../etc/passwd'),
        })
        .map(({ key, rest }) => get('path below a group', `/v1/storefront/${key}/${rest}`, [404])),
    },
    { weight: 3, arbitrary: chars(101, 400).map((n) => get('overlong group', storefrontUrl(n), [400, 404, 414])) },
  );

  return {
    '/v1/login': loginRequests,
    '/v1/stores/unlock': unlockRequests,
    '/v1/bypass/check': bypassRequests,
    '/v1/admin/unlock': adminRequests,
    '/v1/create-order': createRequests,
    '/v1/capture-order': captureRequests,
    '/v1/retrieve-orders': retrieveRequests,
    '/v1/update-historical-order': editRequests,
    'GET /v1/storefront/:tenant': storefrontRequests,
  };
}

// ---------------------------------------------------------------------------------------------
// Checking answers

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
function refusedForNul(request: BadRequest): BadRequest {
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
function asLoggedInBuyer(request: BadRequest, sessions: ReadonlyMap<string, string>): BadRequest {
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
function problemWith(request: BadRequest, response: LightMyRequestResponse): string | null {
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
class Problems {
  private readonly byKind = new Map<string, { count: number; example: string }>();
  add(route: Route, request: BadRequest, problem: string): void {
    const kind = `${route} · ${request.label}: ${problem.replace(/: .*$/s, '')}`;
    const example = `${show(request)} → ${problem}`;
    const seen = this.byKind.get(kind);
    if (!seen) this.byKind.set(kind, { count: 1, example });
    else this.byKind.set(kind, { count: seen.count + 1, example: example.length < seen.example.length ? example : seen.example });
  }
  list(route: Route): string[] {
    return [...this.byKind.entries()]
      .filter(([kind]) => kind.startsWith(`${route} ·`))
      .map(([kind, { count, example }]) => `${kind} (${count}×), e.g. ${example}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The database before and after

async function snapshot(db: Database) {
  const tables = {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    order_lines: await db.select().from(orderLines).orderBy(asc(orderLines.orderId), asc(orderLines.lineNo)),
    email_outbox: await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
    idempotency_keys: await db.select().from(idempotencyKeys).orderBy(asc(idempotencyKeys.groupKey), asc(idempotencyKeys.key)),
    audit_log: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
  return Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => [
      table,
      { rows: rows.length, sha256: createHash('sha256').update(JSON.stringify(rows)).digest('hex') },
    ]),
  );
}

/** Failed secrets per bucket, over every minute window. */
async function failureCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ bucket: authFailures.bucket, count: sql<string>`sum(${authFailures.count})` })
    .from(authFailures)
    .groupBy(authFailures.bucket);
  // The same table counts placed orders and confirmations sent (orders:…, mailto:…): not failures.
  return new Map(rows.filter((row) => !/^(orders|mailto):/.test(row.bucket)).map((row) => [row.bucket, Number(row.count)]));
}

// ---------------------------------------------------------------------------------------------

describe.each(DATABASE_KINDS)('bad input (%s)', (kind) => {
  let t: TestApp;
  let paypal: FakePayPal;
  let fixture: Fixture;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let failuresBefore: Map<string, number>;
  const expectedFailures = new Map<string, number>();
  const problems = new Problems();
  let sent = 0;
  let started = 0;

  /** Each group with a password: the Cookie header of a browser logged in to it. */
  const sessions = new Map<string, string>();
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const group = (payload as { companyName?: string }).companyName;
    const session = url.endsWith('-order') && group ? sessions.get(group) : undefined;
    return t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: session ? { cookie: session, ...headers } : headers,
    });
  };

  beforeAll(async () => {
    console.log(`bad input (${kind}): fuzz seed ${SEED}; repeat with FUZZ_SEED=${SEED}`);
    started = Date.now();
    paypal = await startFakePayPal();
    t = await createTestApp(kind, {
      paypal: { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 1500 },
      throttleLimits: Object.fromEntries(
        ['perAddressAndGroup', 'perAddress', 'strangersPerSecret', 'sessionHoldersPerSecret', 'perProof'].map((name) => [
          name,
          { limit: 1_000_000, windowMs: 60_000 },
        ]),
      ),
    });

    for (const group of PASSWORD_GROUPS) sessions.set(group, await groupSessionCookie(t.app, group));
    // Real rows in every table, so a bad request that writes or changes one shows.
    const onAccount = await post('/v1/create-order', ORDER_BASES.redrock, { 'idempotency-key': 'fuzz-setup-redrock-0001' });
    expect(onAccount.statusCode, onAccount.body).toBe(201);
    expect((await post('/v1/create-order', ORDER_BASES.harbor)).statusCode).toBe(201);
    const online = await post('/v1/create-order', ORDER_BASES.summit);
    expect(online.statusCode, online.body).toBe(201);
    const paypalOrderId = online.json<{ order_id: string }>().order_id;
    paypal.approve(paypalOrderId);
    const captured = await post('/v1/capture-order', { order_id: paypalOrderId, companyName: 'summit' });
    expect(captured.json()).toMatchObject({ status: 'COMPLETED' });

    const login = await post('/v1/login', { password: demoOf('redrock').password });
    const admin = await post('/v1/admin/unlock', { companyName: 'redrock', password: demoOf('redrock').admin });
    expect([login.statusCode, admin.statusCode]).toEqual([200, 204]);
    const groupCookie = cookiesFrom(login);
    const adminCookie = cookiesFrom(admin);
    const history = await post('/v1/retrieve-orders', { companyName: 'redrock' }, { cookie: groupCookie });
    const [placed] = history.json<{ orders: { email: string; created_at: number; order: { code: string }[] }[] }>().orders;
    expect(placed?.order).toHaveLength(2);
    const order = { email: placed!.email, createdAt: placed!.created_at, codes: placed!.order.map((line) => line.code) };
    const edited = await post(
      '/v1/update-historical-order',
      { email: order.email, created_at: order.createdAt, cart: [{ line_no: 1, code: order.codes[0], po: 'PO-FUZZ-1' }] },
      { cookie: adminCookie },
    );
    expect(edited.statusCode).toBe(204);

    fixture = { groupCookie, adminCookie, order, paypalOrderId };
    before = await snapshot(t.database.db);
    expect(Object.fromEntries(Object.entries(before).map(([table, { rows }]) => [table, rows]))).toEqual({
      orders: 3,
      order_lines: 4,
      email_outbox: 6,
      idempotency_keys: 1,
      audit_log: 1,
    });
    failuresBefore = await failureCounts(t.database.db);
  }, 60_000);

  afterAll(async () => {
    console.log(
      `bad input (${kind}): sent ${sent} generated bad requests; setup and run took ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await t?.close();
    await paypal?.close();
  });

  it.each(ROUTES)(
    'answers every generated bad request to %s with a 4xx { message, code }, never a 5xx',
    async (route) => {
      const runs = route.startsWith('GET') ? STOREFRONT_RUNS : RUNS_PER_POST_ROUTE;
      const requests = fc.sample(badRequests(fixture)[route], { numRuns: runs, seed: SEED + ROUTES.indexOf(route) });
      const routeStarted = Date.now();
      const statuses = new Map<number, number>();
      for (const generated of requests) {
        const request = asLoggedInBuyer(refusedForNul(generated), sessions);
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        for (const bucket of request.failures ?? []) expectedFailures.set(bucket, (expectedFailures.get(bucket) ?? 0) + 1);
        const problem = problemWith(request, response);
        if (problem) problems.add(route, request, problem);
      }
      const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.log(
        `${route} (${kind}): ${requests.length} bad requests in ${Date.now() - routeStarted} ms, answered ${answered.join(' ')}`,
      );
      expect(problems.list(route)).toEqual([]);
    },
    120_000,
  );

  // The bad requests the fuzzer found, kept as fixed cases.
  it.each([
    [
      'a NUL character in a PayPal order id',
      (): BadRequest =>
        jsonRequest(
          'NUL in order_id',
          '/v1/capture-order',
          { order_id: '5O190127\u0000TN364715T', companyName: 'summit' },
          [400, 404],
        ),
    ],
    [
      "a NUL character in a buyer's name",
      (): BadRequest =>
        jsonRequest('NUL in first_name', '/v1/create-order', { ...ORDER_BASES.summit, first_name: 'Ro\u0000sa' }, [400]),
    ],
    [
      'a NUL character in an edited PO',
      (fx: Fixture): BadRequest =>
        jsonRequest(
          'NUL in po',
          '/v1/update-historical-order',
          {
            email: fx.order.email,
            created_at: fx.order.createdAt,
            cart: [{ line_no: 1, code: fx.order.codes[0], po: 'PO\u00001' }],
          },
          [400],
          { headers: { cookie: fx.adminCookie } },
        ),
    ],
    [
      'an admin edit of an order dated beyond what a Date holds',
      (fx: Fixture): BadRequest =>
        jsonRequest(
          'created_at 9999999999999999',
          '/v1/update-historical-order',
          { email: fx.order.email, created_at: '9999999999999999', cart: [{ code: fx.order.codes[0] }] },
          [400, 404],
          { headers: { cookie: fx.adminCookie } },
        ),
    ],
    [
      'a forged history cursor dated beyond what a Date holds',
      (): BadRequest =>
        jsonRequest(
          'cursor t 9e15',
          '/v1/retrieve-orders',
          {
            companyName: 'cedar',
            cursor: Buffer.from(JSON.stringify({ t: 9e15, id: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b' })).toString('base64url'),
          },
          [400],
        ),
    ],
    [
      'a forged history cursor dated at the end of what a Date holds',
      (): BadRequest =>
        jsonRequest(
          'cursor t 8.64e15',
          '/v1/retrieve-orders',
          {
            companyName: 'cedar',
            cursor: Buffer.from(JSON.stringify({ t: 8.64e15, id: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b' })).toString('base64url'),
          },
          [400],
        ),
    ],
    [
      'a forged history cursor dated before what a Date holds',
      (fx: Fixture): BadRequest =>
        jsonRequest(
          'cursor t -8.64e15',
          '/v1/retrieve-orders',
          {
            companyName: 'redrock',
            cursor: Buffer.from(JSON.stringify({ t: -8.64e15, id: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b' })).toString(
              'base64url',
            ),
          },
          [400],
          { headers: { cookie: fx.groupCookie } },
        ),
    ],
    [
      'an admin edit of an order dated in the year 10000',
      (fx: Fixture): BadRequest =>
        jsonRequest(
          'created_at 253402300800000',
          '/v1/update-historical-order',
          { email: fx.order.email, created_at: 253402300800000, cart: [{ code: fx.order.codes[0] }] },
          [400],
          { headers: { cookie: fx.adminCookie } },
        ),
    ],
    [
      'a storefront URL with a broken percent escape',
      (): BadRequest => ({ label: 'broken escape', method: 'GET', url: '/v1/storefront/%E0%A4%A', headers: {}, statuses: [400] }),
    ],
    [
      'a storefront group name over 100 characters',
      (): BadRequest => ({
        label: 'overlong name',
        method: 'GET',
        url: `/v1/storefront/${'x'.repeat(101)}`,
        headers: {},
        statuses: [400, 404, 414],
      }),
    ],
  ])('answers %s with a 4xx { message, code }', async (_name, make) => {
    const request = make(fixture);
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    expect(problemWith(request, response), response.body).toBeNull();
  });

  it(`sent at least ${MIN_CASES} generated bad requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_CASES);
  });

  it('left every order, line, e-mail, idempotency key and audit row exactly as it was', async () => {
    expect(await snapshot(t.database.db)).toEqual(before);
  });

  it("counted each wrong secret once in the client's counts and the secret's, and nothing else", async () => {
    const after = await failureCounts(t.database.db);
    const grown = [...after]
      .map(([bucket, count]): [string, number] => [bucket, count - (failuresBefore.get(bucket) ?? 0)])
      .filter(([, n]) => n !== 0);
    expect(expectedFailures.get(CLIENT)).toBeGreaterThan(0);
    expect(Object.fromEntries(grown)).toEqual(Object.fromEntries(expectedFailures));
    // Every count names the client, or one group's secret (the strangers' count, or the logged-in browsers' count).
    // A right secret gives its count back: such rows stay at zero and name nothing.
    for (const [bucket] of [...after].filter(([, count]) => count > 0)) {
      const secretOf = /^(?:strangers|known:[a-z0-9-]+):([a-z0-9-]+|\*login):/.exec(bucket)?.[1];
      const named = bucket.startsWith(CLIENT) || (secretOf !== undefined && (secretOf === '*login' || GROUPS.includes(secretOf)));
      expect(named, bucket).toBe(true);
    }
  });
});
