// update-historical-order: bodies its schema refuses, missing or forged admin sessions, orders
// and lines that are not there, dates beyond what a Date or the database holds.
import fc from 'fast-check';
import { isRecord, jsonRequest, w, type BadRequest, type Weighted } from '../../test-support/fuzz/bad-request';
import { GROUPS } from '../../test-support/fuzz/groups';
import { describeBadInput, sessionValues, type Fixture } from '../../test-support/fuzz/run';
import { schemaViolations } from '../../test-support/fuzz/schema-violations';
import {
  anyJson,
  badInteger,
  badText,
  chars,
  companyName,
  deep,
  fraction,
  LAST_DATE_MS,
  nanLike,
  notNumber,
  nul,
  outOfRange,
  unknownGroup,
  unstorableDate,
} from '../../test-support/fuzz/values';

const edit = '/v1/update-historical-order';
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

/** An admin's edit of the fixture's order, and the pieces the bad ones are made of. */
function editOf(fx: Fixture) {
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
  const editBody = fc.record({
    companyName: fc.constant('redrock'),
    email: fc.constant(fx.order.email),
    created_at: createdAt,
    cart: fc.constant([{ ...realLine(0), po: 'PO-FUZZ-2' }]),
  });
  const withAdmin = { headers: { cookie: fx.adminCookie } };
  return { realLine, createdAt, someCreatedAt, editBody, withAdmin };
}

/** What the body schema refuses. */
function refusedBySchema(fx: Fixture): Weighted[] {
  const { realLine, editBody } = editOf(fx);
  return schemaViolations({
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
  });
}

/** No admin session, a forged one, or one for another group. */
function refusedAccess(fx: Fixture): Weighted[] {
  const { groupSession, adminSession } = sessionValues(fx);
  const { editBody, withAdmin } = editOf(fx);
  return [
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
  ];
}

/** An order that is not there, or lines that are not the order's. */
function wrongOrders(fx: Fixture): Weighted[] {
  const { realLine, createdAt, someCreatedAt, withAdmin } = editOf(fx);
  return [
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
  ];
}

/** Dates a Date cannot hold or the database cannot store, and NUL characters. */
function impossibleEdits(fx: Fixture): Weighted[] {
  const { realLine, withAdmin } = editOf(fx);
  return [
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
  ];
}

const editRequests = (fx: Fixture) =>
  fc.oneof(...refusedBySchema(fx), ...refusedAccess(fx), ...wrongOrders(fx), ...impossibleEdits(fx));

describeBadInput('update-historical-order', {
  wrongSecrets: false,
  routes: { '/v1/update-historical-order': editRequests },
  fixed: [
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
  ],
});
