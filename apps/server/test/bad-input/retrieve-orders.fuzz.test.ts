// retrieve-orders: bodies its schema refuses, unknown groups, missing or forged sessions, and
// history cursors that are not one this server gave out.
import fc from 'fast-check';
import { isRecord, jsonRequest, w, type BadRequest } from '../../test-support/fuzz/bad-request';
import { GROUPS, OPEN_GROUPS, PASSWORD_GROUPS } from '../../test-support/fuzz/groups';
import { describeBadInput, sessionValues, type Fixture } from '../../test-support/fuzz/run';
import { schemaViolations } from '../../test-support/fuzz/schema-violations';
import {
  badInteger,
  chars,
  companyName,
  deep,
  LAST_DATE_MS,
  notString,
  outOfRange,
  tooLong,
  unknownGroup,
  unstorableDate,
} from '../../test-support/fuzz/values';

const retrieve = '/v1/retrieve-orders';
const UUID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
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

/** Bad requests for the history: unknown groups, no or forged sessions, bad cursors. */
function retrieveRequests(fx: Fixture) {
  const { groupSession, adminSession } = sessionValues(fx);
  const forgedGroupCookies = (key: string) => [
    `pg_${key}=group|${key}||9999999999999`,
    `pg_${key}=group|${key}||9999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    `pg_${key}=`,
    `pa_${key}=${adminSession}`,
    ...(key === 'redrock' ? [fx.adminCookie] : [`pg_${key}=${groupSession}`]),
  ];
  return fc.oneof(
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
}

describeBadInput('retrieve-orders', {
  wrongSecrets: false,
  routes: { '/v1/retrieve-orders': retrieveRequests },
  fixed: [
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
  ],
});
