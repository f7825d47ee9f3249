// create-order: bodies its schema refuses, carts spoilt or wrong for the catalogue, orders the rules
// refuse, wrong bypass codes (each counted once), bad Idempotency-Keys.
import fc from 'fast-check';
import { normalizeBypassCode } from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { jsonRequest, w, without, type BadRequest } from '../../test-support/fuzz/bad-request';
import { failuresOf, isBypassCode } from '../../test-support/fuzz/groups';
import {
  badCart,
  ON_ACCOUNT_BASES,
  ORDER_BASES,
  orderBase,
  unknownStore,
  withCart,
  wrongForCatalogue,
} from '../../test-support/fuzz/order-bodies';
import { describeBadInput } from '../../test-support/fuzz/run';
import { schemaViolations } from '../../test-support/fuzz/schema-violations';
import {
  anyJson,
  badInteger,
  badText,
  BLANKS,
  chars,
  companyName,
  notBoolean,
  nul,
  secretGuess,
  unknownGroup,
  deep,
} from '../../test-support/fuzz/values';

const create = '/v1/create-order';
const order = (
  label: string,
  body: Record<string, unknown>,
  statuses: readonly number[],
  extra: Parameters<typeof jsonRequest>[4] = {},
) => jsonRequest(label, create, body, statuses, extra);

/** A typed ship-to address as the schema takes it; each variant below spoils one field. */
const GOOD_ADDRESS = { name: 'Dana Whitlock', street: '77 Wharf Rd', city: 'Gullhaven', state: 'ME', zip: '04047' };

/** Ship-to choices the schema refuses: no such source, a typed one without its address or with a bad one, an address where none is taken. */
const badShipTo = fc.oneof(
  anyJson.filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)),
  deep,
  fc.constantFrom<unknown>(
    {},
    { source: 'nowhere' },
    { source: 'typed' },
    { source: 'store', address: GOOD_ADDRESS },
    { source: 'group', extra: true },
  ),
  fc
    .oneof(
      fc.constantFrom<unknown>(
        { ...GOOD_ADDRESS, zip: '4321' },
        { ...GOOD_ADDRESS, zip: '432155' },
        { ...GOOD_ADDRESS, zip: '43215-12' },
        { ...GOOD_ADDRESS, state: 'ZZ' },
        { ...GOOD_ADDRESS, state: '' },
        { ...GOOD_ADDRESS, name: '' },
        { ...GOOD_ADDRESS, street: ' ' },
        { ...GOOD_ADDRESS, city: '' },
        { ...GOOD_ADDRESS, country: 'US' },
        without(GOOD_ADDRESS, 'street'),
        without(GOOD_ADDRESS, 'zip'),
      ),
      fc
        .record({
          field: fc.constantFrom('name', 'street', 'street2', 'city', 'state', 'zip'),
          value: fc.oneof(badText(200), fc.integer()),
        })
        .map(({ field, value }) => ({ ...GOOD_ADDRESS, [field]: value })),
    )
    .map((address) => ({ source: 'typed', address })),
);

/** What the body schema refuses. */
const refusedBySchema = schemaViolations({
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
    ship_to: badShipTo,
    shipping_method: badText(20),
    freight: badInteger(0),
    tax: badInteger(0),
  },
});

/** Carts and groups that are not right: a spoilt cart, an unknown group, lines wrong for the catalogue, an empty cart, an unknown store. */
const spoiltOrders = [
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
    orderBase().chain((base) => unknownStore(base.group).map((store) => order('unknown store', { ...base.body, store }, [422]))),
  ),
  w(
    2,
    fc
      .record({ base: orderBase(), method: fc.string({ minLength: 0, maxLength: 20 }) })
      .filter(({ method }) => !['GROUND', '2DAY', 'FREIGHT'].includes(method))
      .map(({ base, method }) =>
        order('a shipping method the group does not offer', { ...base.body, shipping_method: method }, [422]),
      ),
  ),
];

/** Orders the rules refuse: under the company minimum, PayPal where the group has none, store-only items. */
const refusedByTheRules = [
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
];

/** Blank and wrong bypass codes: each counts a failed secret. */
const wrongCodes = [
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
];

/** A bad Idempotency-Key, and NUL characters in text. */
const badKeysAndText = [
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
        nul(String(base.body[field])).map((value) => order(`NUL character in ${field}`, { ...base.body, [field]: value }, [400])),
      ),
  ),
];

const createRequests = fc.oneof(...refusedBySchema, ...spoiltOrders, ...refusedByTheRules, ...wrongCodes, ...badKeysAndText);

describeBadInput('create-order', {
  wrongSecrets: true,
  routes: { '/v1/create-order': () => createRequests },
  fixed: [
    [
      "a NUL character in a buyer's name",
      (): BadRequest =>
        jsonRequest('NUL in first_name', '/v1/create-order', { ...ORDER_BASES.summit, first_name: 'Ro\u0000sa' }, [400]),
    ],
  ],
});
